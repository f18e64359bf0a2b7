import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

const serverMode = Boolean(process.env.E2E_RESET_URL);

test('a student pays part of an installment: the limit first, then success and Partial', async ({
  page,
}) => {
  test.skip(serverMode, 'Pay Now is the browser-only demo’s simulated payment');
  await signIn(page, 'student');
  await page
    .getByRole('navigation', { name: 'Student Panel' })
    .getByRole('link', { name: 'Fee Details' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
  await expect(main).toContainText('Simulated payment (no money moves)');
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

test('server mode: the student is told how else to pay, and the payment the office records shows on their page', async ({
  page,
  browser,
}) => {
  test.skip(!serverMode, 'the browser-only demo has its simulated Pay Now');
  test.setTimeout(90_000);
  // The office sets its UPI ID in Fee Management → Payment Details.
  await signIn(page, 'admin');
  await page.goto('/admin/fee-management');
  const details = page.getByRole('form', { name: 'Payment details' });
  await details.getByLabel('UPI ID').fill('sankalpinstitute@sbi');
  await details.getByLabel('Payee name').fill('Sankalp Institute');
  await details.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(details.getByText('Payment details saved.')).toBeVisible();

  const studentContext = await browser.newContext();
  try {
    const student = await studentContext.newPage();
    await signIn(student, 'student');
    await student.goto('/student/fees');
    const fees = student.getByRole('main');
    await expect(fees.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
    const howToPay = fees.getByRole('region', { name: 'How to Pay' });
    await expect(howToPay).toContainText('Pay at the institute’s office or by UPI.');
    await expect(howToPay).toContainText('sankalpinstitute@sbi');
    await expect(howToPay).toContainText(
      /Installment 2: ₹40,000, due .+\. Payment note: SANK\d{8} Installment 2/,
    );
    // Beside Razorpay's Pay Now (the journeys' server takes payments through a fake Razorpay).
    await expect(fees.getByRole('button', { name: 'Pay Now for installment 2' })).toBeVisible();
    await expect(fees).not.toContainText('Simulated payment');
    await expectNoSeriousAxeViolations(student);

    // The office records the payment the student made by UPI.
    await page.goto('/admin/student-management/student-rahul-sharma');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Record Payment for installment 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment: Installment 2' });
    await dialog.getByLabel('Amount (₹)').fill('15000');
    await dialog.getByLabel('Mode').selectOption('UPI');
    await dialog.getByLabel('Reference').fill('UPI-4821');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(dialog).toBeHidden();

    // It reaches the student's open page by itself.
    const second = fees.getByRole('table', { name: 'Your installments' }).getByRole('row').nth(2);
    await expect(second).toContainText('Partial');
    await expect(second).toContainText('₹25,000');
    await expect(fees.getByRole('table', { name: 'Your payments' })).toContainText('UPI-4821');
    await expect(howToPay).toContainText(/Installment 2: ₹25,000/);
  } finally {
    await studentContext.close();
  }
});
