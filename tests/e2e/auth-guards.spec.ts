import { demoLogins, demoPassword, expect, signIn, test } from './fixtures';

for (const path of ['/admin/dashboard', '/student/profile', '/school/dashboard']) {
  test(`without a session ${path} goes to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
}

test('after signing in, the page the guard stopped opens', async ({ page }) => {
  await page.goto('/admin/support');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Email').fill(demoLogins.admin);
  await page.getByLabel('Password').fill(demoPassword('admin'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
});

test('a student cannot open the admin or school areas', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/school/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

for (const role of ['admin', 'student', 'school'] as const) {
  test(`/${role} opens the ${role} dashboard`, async ({ page }) => {
    await signIn(page, role);
    await page.goto(`/${role}`);
    await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
  });
}

test('someone signed in is offered their dashboard on the login page', async ({ page }) => {
  await signIn(page, 'school');
  await page.goto('/login');
  await expect(page.getByText(/You are signed in as .* \(School\)\./)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL(/\/school\/dashboard$/);
});

test('logout clears the session, opens /login, and back does not bring the panel back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin Panel' });
  await nav.getByRole('link', { name: 'Fee Management' }).click();
  await expect(page).toHaveURL(/\/admin\/fee-management$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('user'))).toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('logout works from the student and school panels too', async ({ page }) => {
  for (const role of ['student', 'school'] as const) {
    await signIn(page, role);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('user'))).toBeNull();
  }
});
