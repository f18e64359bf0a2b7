import { demoLogins, expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

const roles = ['student', 'school', 'admin'] as const;

for (const role of roles) {
  test(`signing in as ${role} lands on /${role}/dashboard`, async ({ page }) => {
    await signIn(page, role);
    await expect(page.getByRole('main')).toBeVisible();
    const session: unknown = await page.evaluate(() =>
      JSON.parse(window.sessionStorage.getItem('user') ?? 'null'),
    );
    expect(session).toMatchObject({ role });
  });
}

test('the login page passes axe and lists the demo e-mails', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(demoLogins.student)).toBeVisible();
  await expect(page.getByText(demoLogins.school)).toBeVisible();
  // The browser-only demo checks no password; server mode shows the demo accounts' passwords.
  await expect(
    page.getByText(process.env.E2E_RESET_URL ? /student-demo-2026/ : /passwords are not checked/),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a wrong student e-mail shows the failure message and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not.a.student@example.com');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  // Server mode answers alike whether the e-mail is unknown or the password wrong.
  await expect(page.getByRole('alert')).toHaveText(
    process.env.E2E_RESET_URL
      ? 'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.'
      : 'No student found with this email. Please try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('user'))).toBeNull();
});

test('the e-mail matches in any letter case', async ({ page }) => {
  await signIn(page, 'school', demoLogins.school.toUpperCase());
});

test('the admin dashboard shows its figures and passes axe', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Collection')).toBeVisible();
  await expect(page.getByText('Pending Dues')).toBeVisible();
  const recent = page.getByRole('table', { name: 'The newest STSE registrations' });
  await expect(recent.getByRole('row')).toHaveCount(6);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: /Manage students/ }).click();
  await expect(page).toHaveURL(/\/admin\/student-management$/);
});
