import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const UTR = '400012345678';

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

// One browser for both people, so the browser-only demo's data (this browser's storage) is shared.
test('a student pays by UPI, the office confirms it in To Verify, and the UTR is used once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The office sets its UPI ID in Fee Management → Payment Details; nothing awaits it yet.
  await signIn(page, 'admin');
  await page.goto('/admin/fee-management');
  const details = page.getByRole('form', { name: 'Payment details' });
  await details.getByLabel('UPI ID').fill('sankalpinstitute@sbi');
  await details.getByLabel('Payee name').fill('Sankalp Institute');
  await details.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(details.getByText('Payment details saved.')).toBeVisible();
  const toVerify = page.getByRole('region', { name: 'To Verify' });
  await expect(toVerify).toContainText('No UPI payments are waiting for verification.');
  await logout(page);

  // The student pays installment 2 by UPI and gives the UTR.
  await signIn(page, 'student');
  await page.goto('/student/fees');
  const fees = page.getByRole('main');
  const second = () =>
    fees.getByRole('table', { name: 'Your installments' }).getByRole('row').nth(2);
  await second().getByRole('button', { name: 'Pay by UPI for installment 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Installment 2 by UPI' });
  await expect(dialog.getByRole('img', { name: /UPI QR code: pay ₹40,000/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open in UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=sankalpinstitute@sbi&pn=Sankalp%20Institute&am=40000\.00&cu=INR&tn=Fee%20SANK\d{8}%20Inst%202$/,
  );
  await dialog.getByLabel('UPI transaction reference (UTR)').fill('1234');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Enter the 12-digit UPI transaction reference (UTR).');
  await dialog.getByLabel('UPI transaction reference (UTR)').fill(UTR);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(fees).toContainText('Payment submitted: awaiting verification by the office.');
  await expect(fees).toContainText(`UTR ${UTR}`);
  await expect(second()).not.toContainText('Paid');
  await logout(page);

  // The office confirms it.
  await signIn(page, 'admin');
  await page.goto('/admin/fee-management');
  const waiting = toVerify.getByRole('table', { name: 'UPI payments awaiting verification' });
  await expect(waiting).toContainText(UTR);
  await expect(waiting).toContainText('₹40,000');
  await waiting.getByRole('button', { name: `Confirm UTR ${UTR}` }).click();
  await expect(toVerify).toContainText(`UTR ${UTR}): the receipt is issued.`);
  await expect(toVerify).toContainText('No UPI payments are waiting for verification.');
  await logout(page);

  // The student sees the installment paid, with its receipt; the same UTR again is refused.
  await signIn(page, 'student');
  await page.goto('/student/fees');
  await expect(second()).toContainText('Paid');
  const payments = fees.getByRole('table', { name: 'Your payments' });
  await expect(payments).toContainText(UTR);
  await expect(payments.getByRole('link', { name: /Print Receipt/ }).first()).toBeVisible();
  await fees.getByRole('button', { name: 'Pay by UPI for installment 3' }).first().click();
  const again = page.getByRole('dialog', { name: 'Pay Installment 3 by UPI' });
  await again.getByLabel('UPI transaction reference (UTR)').fill(UTR);
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(again).toContainText('This UTR has already been used for a payment.');
  await expect(again.getByLabel('UPI transaction reference (UTR)')).toHaveValue(UTR);
});
