import { allowConsoleProblems, expect, signIn, test } from './fixtures';

test('a page whose code cannot load shows a friendly error with a way back', async ({
  page,
  consoleProblems,
}) => {
  await signIn(page, 'admin');
  // The Fee Management chunk fails to download, as it would on a dropped connection.
  await page.route(/fee-management.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation').getByRole('link', { name: 'Fee Management' }).click();

  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'Something went wrong on this page' }),
  ).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await alert.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  allowConsoleProblems(consoleProblems, /dynamically imported module|fee-management/i);
});

test('an unknown address goes to the home page, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
