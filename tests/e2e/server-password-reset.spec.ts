import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoLogins, demoPassword, expect, signIn, test } from './fixtures';
import type { ListedMail } from '../server/fake-smtp';

// Server mode only (the browser-only config leaves server-*.spec.ts out): the portal e-mails
// links through the outbox to a real SMTP server on loopback (tests/server/fake-smtp.ts, started
// by scripts/server-e2e.mjs), and the journeys open them as the person would.

/** The newest link to `path` e-mailed to `to`, once one arrives that was not in `seen`. */
async function linkMailedTo(to: string, path: string, seen: readonly string[] = []) {
  const mailsUrl = readFileSync(process.env.E2E_MAILS_FILE ?? '', 'utf8');
  const pattern = new RegExp(`https?://[^\\s]+${path.replace('?', '\\?')}=[\\w-]+`, 'g');
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(mailsUrl)).json()) as ListedMail[];
        const links = mails
          .filter((mail) => mail.to.includes(to))
          .flatMap((mail) => mail.text.match(pattern) ?? [])
          .filter((found) => !seen.includes(found));
        link = links.at(-1) ?? '';
        return link;
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

async function newPassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('Forgot password: the e-mailed link sets a new password once, and signs out the browser signed in before', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = demoLogins.student;
  // The student's laptop, signed in before the reset.
  const laptop = await browser.newContext();
  try {
    const laptopPage = await laptop.newPage();
    await signIn(laptopPage, 'student');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/^If an account signs in with this e-mail/)).toBeVisible();

    const link = await linkMailedTo(email, '/reset-password?token');
    await page.goto(link);
    await newPassword(page, 'a brand new password 25');
    await expect(page.getByText('Your new password is set')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(demoPassword('student'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/^The e-mail or password is not correct\./)).toBeVisible();
    await page.getByLabel('Password').fill('a brand new password 25');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/student\/dashboard$/);

    // The same link again is refused.
    await page.goto(link);
    await newPassword(page, 'yet another password 26');
    await expect(page.getByText('This link does not work')).toBeVisible();

    // The laptop's session ended with the reset.
    await laptopPage.goto('/student/profile');
    await laptopPage.waitForURL(/\/login/);
  } finally {
    await laptop.close();
  }
});

test('Set-up link: the admin adds a student, the e-mailed link opens Set your password with the code filled in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/admin/student-management/add');
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill('Kavya Nair');
  await main.getByLabel('School name').fill('Modern School, Delhi');
  await main.getByLabel('Email').fill('kavya.nair@example.com');
  await main.getByLabel('Date of birth').fill('2009-04-12');
  await main.getByLabel('Guardian name').fill('Anil Nair');
  await main.getByLabel('Mobile number').fill('9811100022');
  await main.getByLabel('Total fees (₹)').fill('90000');
  await main.getByRole('button', { name: 'Add Student' }).click();
  await expect(
    main.getByText('A link to set the password was sent to kavya.nair@example.com.', {
      exact: false,
    }),
  ).toBeVisible();
  const code = (await main.getByRole('status', { name: 'Set-up code' }).textContent()) ?? '';

  const link = await linkMailedTo('kavya.nair@example.com', '/set-password?code');
  const phone = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByLabel('Set-up code')).toHaveValue(code);
    await phonePage.getByLabel('New password').fill('kavya-secret-2026');
    await phonePage.getByLabel('Type the password again').fill('kavya-secret-2026');
    await phonePage.getByRole('button', { name: 'Set password' }).click();
    await expect(phonePage.getByText('Your password is set')).toBeVisible();
    await phonePage.getByRole('link', { name: 'Go to sign in' }).click();
    await phonePage.getByLabel('Email').fill('kavya.nair@example.com');
    await phonePage.getByLabel('Password').fill('kavya-secret-2026');
    await phonePage.getByRole('button', { name: 'Login' }).click();
    await phonePage.waitForURL(/\/student\/dashboard$/);
  } finally {
    await phone.close();
  }
});
