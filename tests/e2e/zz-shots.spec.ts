import { expect, test } from './fixtures';

test.skip(!process.env.E2E_RESET_URL, 'server mode');

test('shots', async ({ page }) => {
  await fetch(process.env.E2E_RESET_URL!, {
    method: 'POST',
    headers: { 'x-reset-token': process.env.E2E_RESET_TOKEN ?? '', 'Content-Type': 'application/json' },
    body: '{}',
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/stse');
  await page.screenshot({ path: '/tmp/shots/01-stse.png' });
  await page.goto('/stse/online-test');
  await page.getByRole('textbox', { name: 'Roll Number' }).fill('STSE0004');
  await page.getByLabel('Date of Birth').fill('2007-12-03');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/02-tests.png', fullPage: true });
  await page.getByRole('region').first().getByRole('button').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/03-instructions.png', fullPage: true });
  await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/shots/04-test.png' });
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/05-test-2.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/06-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Question palette' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/07-phone-palette.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole('button', { name: 'Submit' }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/08-confirm.png', fullPage: true });
});
