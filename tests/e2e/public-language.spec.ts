import { expect, test } from './fixtures';

test('a visitor reads the site in Hindi, and the device remembers it', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'हिन्दी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'ज़रूरी लिंक' }),
  ).toBeVisible();

  // The next visit starts in Hindi, on a prerendered (English) page too.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('in a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a first visit follows the browser’s language', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  });
});
