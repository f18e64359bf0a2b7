import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';
import { readPdf } from './public-pdf-text';

async function recordPayment(
  page: Page,
  installment: number,
  payment: { amount: string; mode: string; reference?: string },
) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Record Payment for installment ${installment}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record Payment: Installment ${installment}` });
  await dialog.getByLabel('Amount (₹)').fill(payment.amount);
  await dialog.getByLabel('Mode').selectOption(payment.mode);
  if (payment.reference) await dialog.getByLabel('Reference').fill(payment.reference);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  const notice = main.getByText(/^Payment of .+ recorded for installment \d+\. Receipt (.+)\.$/);
  const text = (await notice.textContent()) ?? '';
  return /Receipt (SANK\/\d{4}-\d{2}\/\d{6})\.$/.exec(text)?.[1] ?? '';
}

test('two part payments by different modes, a one-page receipt, and a cancelled receipt recomputed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/admin/student-management/student-rahul-sharma');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Rahul Sharma \(/);
  const installments = main.getByRole('table', { name: 'Installments' });
  const secondRow = installments.getByRole('row').nth(2);
  await expect(secondRow).toContainText('Pending');

  const first = await recordPayment(page, 2, { amount: '10000', mode: 'Cash' });
  const second = await recordPayment(page, 2, {
    amount: '15000',
    mode: 'UPI',
    reference: 'UPI/412233445566',
  });
  expect(first).toMatch(/^SANK\/\d{4}-\d{2}\/\d{6}$/);
  expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  await expect(secondRow).toContainText('Partial');
  await expect(secondRow).toContainText('₹25,000');

  const history = main.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row', { name: new RegExp(second) })).toContainText('UPI');
  await expect(history.getByRole('row', { name: new RegExp(first) })).toContainText('Cash');
  await expectNoSeriousAxeViolations(page);

  // Receipt 2 prints alone on one page, with its number and the amount in words.
  await history.getByRole('link', { name: `Print Receipt ${second}` }).click();
  const receipt = main.getByRole('article', { name: 'Fee Receipt' });
  await expect(receipt).toContainText(second);
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  const pdf = readPdf(await page.pdf({ format: 'A4' }));
  expect(pdf.pageCount).toBe(1);
  const text = (pdf.pages[0] ?? '').replace(/\s+/g, ' ');
  expect(text).toContain(second);
  expect(text).toContain('Rupees Fifteen Thousand Only');
  expect(text).toContain('Rahul Sharma');
  expect(text).not.toContain('Fee Management');
  await page.emulateMedia({ media: 'screen' });

  // Cancel receipt 1: paid and status are recomputed from what remains valid.
  await main.getByRole('link', { name: 'Back to the student' }).click();
  await main.getByRole('button', { name: `Cancel Receipt ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel receipt ${first}?` });
  await dialog.getByLabel('Reason').fill('Entered against the wrong installment');
  await dialog.getByRole('button', { name: 'Cancel Receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText(`Receipt ${first} was cancelled.`)).toBeVisible();
  await expect(history.getByRole('row', { name: new RegExp(first) })).toContainText('Cancelled');
  await expect(secondRow).toContainText('₹15,000');
  await expect(secondRow).toContainText('Partial');

  // The day book lists both receipts of today; only the valid one counts.
  await page.goto('/admin/fee-management');
  const dayBook = main.getByRole('region', { name: 'Day Book' });
  await expect(dayBook.getByRole('group', { name: 'Day book totals' })).toContainText(
    'UPI (1 payment)₹15,000Grand Total₹15,000',
  );
  await expect(dayBook.getByRole('table')).toContainText(first);
});
