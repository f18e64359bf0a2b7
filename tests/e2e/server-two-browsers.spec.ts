import { expect, signIn, test } from './fixtures';

// Server mode only (playwright.server.config.ts; the browser-only config leaves this file out,
// since two browsers share no data there): what the admin stores in one browser reaches a
// student signed in on another device.

test('the admin adds a student and records a payment; the student, signed in elsewhere with the set-up code, sees the fee and the receipt', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(90_000);
  // ----- the office: add the student, note the set-up code, record a payment -----
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin/student-management/add');
  const main = adminPage.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill('Meera Iyer');
  await main.getByLabel('School name').fill('Modern School, Delhi');
  await main.getByLabel('Email').fill('meera.iyer@example.com');
  await main.getByLabel('Date of birth').fill('2009-06-01');
  await main.getByLabel('Guardian name').fill('Lakshmi Iyer');
  await main.getByLabel('Mobile number').fill('9811100011');
  await main.getByLabel('Total fees (₹)').fill('90000');
  await main.getByRole('button', { name: 'Add Student' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Meera Iyer \(SANK\d+\)$/);

  const code = main.getByRole('status', { name: 'Set-up code' });
  await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const setupCode = (await code.textContent()) ?? '';

  await main.getByRole('button', { name: 'Record Payment for installment 1' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Record Payment: Installment 1' });
  await dialog.getByLabel('Amount (₹)').fill('12000');
  await dialog.getByLabel('Mode').selectOption('UPI');
  await dialog.getByLabel('Reference').fill('UPI-778899');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  const notice = await main
    .getByText(/^Payment of .+ recorded for installment 1\. Receipt (.+)\.$/)
    .textContent();
  const receiptNo = /Receipt (SANK\/\d{4}-\d{2}\/\d{6})\.$/.exec(notice ?? '')?.[1] ?? '';
  expect(receiptNo).toMatch(/^SANK\/\d{4}-\d{2}\/\d{6}$/);

  // ----- the student's phone: another browser, no shared storage -----
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const studentPage = await phone.newPage();
  try {
    await studentPage.goto('/set-password');
    await studentPage.getByLabel('Set-up code').fill(setupCode.toLowerCase());
    await studentPage.getByLabel('New password').fill('meera-secret-2026');
    await studentPage.getByLabel('Type the password again').fill('meera-secret-2026');
    await studentPage.getByRole('button', { name: 'Set password' }).click();
    await expect(studentPage.getByText('Your password is set')).toBeVisible();

    await studentPage.goto('/login');
    await studentPage.getByRole('tab', { name: 'Student' }).click();
    await studentPage.getByLabel('Email').fill('meera.iyer@example.com');
    await studentPage.getByLabel('Password').fill('wrong password');
    await studentPage.getByRole('button', { name: 'Login' }).click();
    await expect(studentPage.getByText(/^The e-mail or password is not correct\./)).toBeVisible();
    await studentPage.getByLabel('Password').fill('meera-secret-2026');
    await studentPage.getByRole('button', { name: 'Login' }).click();
    await studentPage.waitForURL(/\/student\/dashboard$/);

    await studentPage.goto('/student/fees');
    const fees = studentPage.getByRole('main');
    await expect(fees.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
    await expect(fees).toContainText('₹90,000');
    const payments = fees.getByRole('table', { name: 'Your payments' });
    await expect(payments).toContainText(receiptNo);
    await expect(payments).toContainText('₹12,000');
  } finally {
    await phone.close();
  }
});

test('a payment in the admin’s dialog costs the page one write and at most one read', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/student-management/student-rahul-sharma');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Payment history' })).toBeVisible();
  await expect(main.getByText('Loading', { exact: false })).toHaveCount(0);
  // The page's change stream is open (its first `reset` named it) before the payment.
  await page.waitForTimeout(1000);

  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
      requests.push(`${request.method()} ${url.pathname}`);
    }
  });
  await main.getByRole('button', { name: 'Record Payment for installment 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment: Installment 2' });
  await dialog.getByLabel('Amount (₹)').fill('5000');
  await dialog.getByLabel('Mode').selectOption('Cash');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  const installment = main.getByRole('table', { name: 'Installments' }).getByRole('row').nth(2);
  await expect(installment).toContainText('Partial');
  await expect(main.getByRole('table', { name: 'Payment history' })).toContainText('₹5,000');
  // Time for the echo of the page's own change to arrive, were it sent.
  await page.waitForTimeout(2000);

  const writes = requests.filter((request) => !request.startsWith('GET '));
  const reads = requests.filter((request) => request.startsWith('GET '));
  expect(writes).toEqual(['POST /api/payments']);
  expect(reads.length, reads.join(', ')).toBeLessThanOrEqual(1);
});
