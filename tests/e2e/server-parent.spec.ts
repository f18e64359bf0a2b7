import { codeInbox } from '../../scripts/portal-routes.mjs';
import { expect, signIn, test } from './fixtures';

// Server mode only: a parent signs in with a code the portal sends by SMS through the outbox,
// read here from the fake SMS provider's list of requests (scripts/server-e2e.mjs).

const FAMILY_MOBILE = '9876543210';

test('a parent of two signs in by a code on a phone, switches child, pays an installment and sees the receipt; another family’s receipt is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The office links Priya to Rahul's guardian mobile: one parent, two children.
  await signIn(page, 'admin');
  await page.goto('/admin/student-management');
  await page.getByRole('link', { name: 'View Details for Priya Verma' }).click();
  const parents = page.getByRole('region', { name: 'Parents' });
  await expect(parents).toContainText('Anita Verma');
  await parents.getByRole('button', { name: 'Link Parent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Parent' });
  await dialog.getByLabel('Parent name').fill('Suresh Sharma');
  await dialog.getByLabel('Mobile number').fill(FAMILY_MOBILE);
  await dialog.getByRole('button', { name: 'Link Parent' }).click();
  await expect(parents).toContainText(`${FAMILY_MOBILE} · Linked by the office`);
  // Another family's receipt, to try from the parent's phone.
  const otherReceipt = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/payments')).json()) as {
      data: Array<{ id: string; studentId: string }>;
    };
    return answer.data.find((payment) => payment.studentId.includes('arjun'))?.id ?? '';
  });

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const parent = await phone.newPage();
    await parent.goto('/login?role=parent');
    await parent.waitForFunction(() => document.querySelector('form fieldset:disabled') === null);
    await parent.getByLabel('Mobile number').fill(FAMILY_MOBILE);
    const texted = await codeInbox(FAMILY_MOBILE);
    await parent.getByRole('button', { name: 'Send Code' }).click();
    await expect(parent.getByText(/^If this mobile number is on a student record/)).toBeVisible();
    await parent.getByLabel('Code').fill(await texted.next());
    await parent.getByRole('button', { name: 'Login' }).click();
    await parent.waitForURL(/\/parent\/dashboard$/);
    await expect(parent.getByText(/^Viewing Rahul Sharma/)).toBeVisible();
    const scrollsSideways = () =>
      parent.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrollsSideways()).toBe(false);

    await parent.getByLabel('Child').selectOption({ label: 'Priya Verma (Class 11, Medical)' });
    await expect(parent.getByText(/^Viewing Priya Verma/)).toBeVisible();

    // Priya's fees: the parent pays her second installment through Razorpay.
    await parent.getByRole('button', { name: 'Menu' }).click();
    await parent.getByRole('link', { name: 'Fee Details', exact: true }).click();
    const fees = parent.getByRole('main');
    await fees.getByRole('button', { name: /^Pay Now for installment 2/ }).click();
    await parent
      .getByRole('dialog', { name: 'Pay Installment 2' })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    await expect(parent.getByRole('heading', { name: 'Razorpay test checkout' })).toBeVisible();
    await parent.getByRole('button', { name: /^Pay / }).click();
    await expect(parent).toHaveURL(/\/parent\/fees\?order=/);
    await expect(fees).toContainText('Payment successful!');
    await fees
      .getByRole('link', { name: /Print Receipt/ })
      .first()
      .click();
    await expect(parent).toHaveURL(/\/parent\/receipts\//);
    await expect(parent.getByRole('main')).toContainText('Priya Verma');
    await expect(parent.getByRole('main')).toContainText(/SANK\/\d{4}-\d{2}\/\d{6}/);
    expect(await scrollsSideways()).toBe(false);

    // Another family's receipt, by its address: not theirs to see.
    await parent.goto(`/parent/receipts/${otherReceipt}`);
    await expect(parent.getByRole('main')).not.toContainText('Arjun Mehta');
    await expect(parent.getByRole('main')).toContainText('Your account cannot do this.');
  } finally {
    await phone.close();
  }
});

test('a parent sets a password and signs in with it; a code tried a sixth time is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'parent');
  await page.goto('/parent/messages');
  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('New password').fill('a family password');
  await password.getByLabel('Confirm password').fill('a family password');
  await password.getByRole('button', { name: 'Set Password' }).click();
  await expect(password.getByText(/^Your password is saved/)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);

  await page.goto('/login?role=parent');
  await page.waitForFunction(() => document.querySelector('form fieldset:disabled') === null);
  await page.getByLabel('Mobile number').fill(FAMILY_MOBILE);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel('Password').fill('a family password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/parent\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);

  // Five wrong codes, each refused; the sixth try, even with the code from the SMS, is refused.
  await page.goto('/login?role=parent');
  await page.waitForFunction(() => document.querySelector('form fieldset:disabled') === null);
  await page.getByLabel('Mobile number').fill(FAMILY_MOBILE);
  const texted = await codeInbox(FAMILY_MOBILE);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await texted.next();
  const wrong = code === '000000' ? '000001' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Code')).toHaveAccessibleDescription(
      'This code is not correct or has expired. Ask for a new code.',
    );
    await page.getByLabel('Code').fill('');
  }
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(
    'Too many sign-in attempts. Wait 15 minutes and try again.',
  );
  await expect(page).toHaveURL(/\/login/);
});
