// The student area by keyboard alone: no clicks, fills or programmatic focus after page.goto.
import { demoLogins, expect, test } from './fixtures';
import { expectFocusOn, expectVisibleFocus, signInByKeyboard, tabTo } from './keyboard-helpers';

test('a student pays an installment by keyboard only, after an amount over the remaining', async ({
  page,
}) => {
  test.skip(
    Boolean(process.env.E2E_RESET_URL),
    'server-mode Pay Now goes to Razorpay’s page; this journey is the demo’s simulated dialog',
  );
  await signInByKeyboard(page, 'student', demoLogins.student);

  const sidebar = page.getByRole('navigation', { name: 'Student Panel' });
  await tabTo(page, 'Fee Details', { role: 'link', within: sidebar });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/fees$/);
  await expect(page.getByRole('heading', { name: 'Fee Details', level: 1 })).toBeVisible();

  const payNow = await tabTo(page, /^Pay Now for installment \d+$/, { role: 'button' });
  await expectVisibleFocus(page);
  const payNowName = await payNow.textContent();
  const installment = Number(/installment (\d+)/.exec(payNowName ?? '')?.[1]);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Pay Installment ${installment}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('spinbutton', { name: 'Amount (₹)' });
  // The dialog opens on its one field, which starts at the remaining amount.
  await expectFocusOn(page, 'Amount (₹)', 'spinbutton');
  const remaining = Number(await amount.inputValue());
  expect(remaining).toBeGreaterThan(0);

  // Tabbing into a field selects what is in it, so typing replaces it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'Amount (₹)', 'spinbutton');
  await page.keyboard.type(String(remaining + 500));
  await expect(amount).toHaveValue(String(remaining + 500));
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText(/^You can pay a maximum of ₹[\d,]+ for this installment\.$/),
  ).toBeVisible();
  // The refused amount stays and keeps focus, so it can be corrected at once.
  await expect(amount).toHaveValue(String(remaining + 500));
  await expectFocusOn(page, 'Amount (₹)', 'spinbutton');

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(remaining));
  await expect(amount).toHaveValue(String(remaining));
  await tabTo(page, 'Pay Now', { role: 'button', within: dialog });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();
  // The paid installment has no Pay Now any more.
  await expect(page.getByRole('button', { name: payNowName ?? '' })).toHaveCount(0);
  // Its opener gone, focus moves to the success message rather than falling to <body>.
  await expect(page.locator(':focus')).toContainText('Payment successful!');
});
