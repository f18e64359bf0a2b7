import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

test('a student pays part of an installment: the limit first, then success and Partial', async ({
  page,
}) => {
  await signIn(page, 'student');
  await page
    .getByRole('navigation', { name: 'Student Panel' })
    .getByRole('link', { name: 'Fee Details' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
  await expect(main).toContainText(
    'Demo payment: no money is charged. Payments are recorded for practice only.',
  );
  await expectNoSeriousAxeViolations(page);

  const table = main.getByRole('table', { name: 'Your installments' });
  const second = table.getByRole('row').nth(2);
  await expect(second).toContainText('Pending');
  await second.getByRole('button', { name: 'Pay Now for installment 2' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay Installment 2' });
  const amount = dialog.getByLabel('Amount (₹)');
  // The amount starts at what is still owed.
  await expect(amount).toHaveValue('40000');
  await amount.fill('45000');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog).toContainText('You can pay a maximum of ₹40,000 for this installment.');
  await expectNoSeriousAxeViolations(page);

  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Payment successful!')).toHaveCount(0);

  await amount.fill('15000');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Payment successful!')).toBeVisible();
  await expect(second).toContainText('Partial');
  await expect(second).toContainText('₹25,000');

  // The payment is stored: it is still there after a reload, and the dashboard owes less.
  await page.reload();
  await expect(
    main.getByRole('table', { name: 'Your installments' }).getByRole('row').nth(2),
  ).toContainText('Partial');
  await page
    .getByRole('navigation', { name: 'Student Panel' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(main.getByText('Pending Fees').locator('..')).toContainText('₹65,000');
});
