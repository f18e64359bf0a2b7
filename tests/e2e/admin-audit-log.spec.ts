import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

test('a recorded payment is in the Audit Log, filtered by Payment, and in the student’s History', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/admin/student-management/student-rahul-sharma');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Rahul Sharma \(/);

  await main.getByRole('button', { name: 'Record Payment for installment 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment: Installment 2' });
  await dialog.getByLabel('Amount (₹)').fill('12500');
  await dialog.getByLabel('Mode').selectOption('Cash');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  const notice = main.getByText(/^Payment of ₹12,500 recorded for installment 2\. Receipt (.+)\.$/);
  const receiptNo = /Receipt (\S+)\.$/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(receiptNo).toMatch(/^SANK\/\d{4}-\d{2}\/\d{6}$/);

  // The Audit Log, from the admin menu, filtered to payments.
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await main.getByLabel('Entity').selectOption('Payment');
  const log = main.getByRole('table', { name: 'Changes' });
  const paymentRow = log.getByRole('row', { name: new RegExp(receiptNo.replaceAll('/', '\\/')) });
  await expect(paymentRow).toContainText('Admin');
  await expect(paymentRow).toContainText('Payment');
  await expect(paymentRow).toContainText('Created');
  await expect(paymentRow).toContainText('Amount: — → ₹12,500');
  // Only payments are listed.
  const entities = await log
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[3]?.textContent));
  expect(new Set(entities)).toEqual(new Set(['Payment']));
  await expectNoSeriousAxeViolations(page);

  // The student's own History shows it too.
  await page.goto('/admin/student-management/student-rahul-sharma');
  const history = main.getByRole('table', {
    name: 'Changes to Rahul Sharma’s record and payments',
  });
  const historyRow = history.getByRole('row', {
    name: new RegExp(receiptNo.replaceAll('/', '\\/')),
  });
  await expect(historyRow).toContainText('Created');
  await expect(historyRow).toContainText('Amount: — → ₹12,500');
  await expectNoSeriousAxeViolations(page);
});
