import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

const serverMode = Boolean(process.env.E2E_RESET_URL);

// The server-mode journeys' server takes payments through a fake Razorpay on loopback
// (tests/server/fake-razorpay.ts, started by scripts/server-e2e.mjs): its page stands for
// Razorpay's hosted checkout, and it signs the return and the webhooks with its test secrets.
test('a student pays an installment on Razorpay’s page and comes back to the receipt; a failed payment says so', async ({
  page,
}) => {
  test.skip(!serverMode, 'the browser-only demo has its simulated Pay Now');
  test.setTimeout(90_000);
  await signIn(page, 'student');
  await page.goto('/student/fees');
  const fees = page.getByRole('main');
  const row = (number: number) =>
    fees.getByRole('table', { name: 'Your installments' }).getByRole('row').nth(number);

  // Installment 3 first: the payment fails at Razorpay, and nothing is recorded.
  await row(3).getByRole('button', { name: 'Pay Now for installment 3' }).click();
  const third = page.getByRole('dialog', { name: 'Pay Installment 3' });
  await expect(third).toContainText('You will be taken to the payment page of Razorpay');
  await third.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Razorpay test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/student\/fees\?order=/);
  await expect(fees.getByRole('alert').or(fees.getByRole('status')).first()).toContainText(
    'Payment failed',
  );
  await expect(row(3)).not.toContainText('Paid');

  // Installment 2: paid at Razorpay; back on the portal, the receipt.
  await row(2).getByRole('button', { name: 'Pay Now for installment 2' }).click();
  const second = page.getByRole('dialog', { name: 'Pay Installment 2' });
  await second.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Razorpay test checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('40,000');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/student\/fees\?order=/);
  await expect(fees).toContainText('Payment successful!');
  await expect(row(2)).toContainText('Paid');
  const orders = fees.getByRole('region', { name: 'Online and UPI Payments', exact: true });
  await expect(orders).toContainText('Paid');
  await expect(orders).toContainText('Failed');
  await expectNoSeriousAxeViolations(page);

  await fees
    .getByRole('link', { name: /Print Receipt/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/student\/receipts\//);
  await expect(page.getByRole('main')).toContainText(/SANK\/\d{4}-\d{2}\/\d{6}/);
  await expect(page.getByRole('main')).toContainText('Forty Thousand');
});
