import { expect, test } from './fixtures';

test('a visitor reads the site in Hindi, and the device remembers it', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'हिन्दी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'ज़रूरी लिंक' }),
  ).toBeVisible();

  // The next visit starts in Hindi, on a prerendered (English) page too.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('in a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a first visit follows the browser’s language', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  });
});

test('a public page is prerendered in Hindi under /hi, hydrates, and leads back to English', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/hi/about', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="hi-IN">');
  expect(html).toContain('ज़रूरी लिंक');
  expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="/about" />');
  expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="/hi/about" />');
  const english = await (await request.get('/about', { headers: { accept: 'text/html' } })).text();
  expect(english).toContain('<link rel="alternate" hreflang="hi-IN" href="/hi/about" />');

  // Hydrated, not rendered anew: the footer heading the HTML holds is the very node on screen.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerendered: unknown }).prerendered =
          document.querySelector('footer h2');
      }
    });
  });
  await page.goto('/hi/about');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'ज़रूरी लिंक' }),
  ).toBeVisible();
  const sameNode = await page.evaluate(
    () =>
      document.querySelector('footer h2') ===
      (window as unknown as { prerendered: unknown }).prerendered,
  );
  expect(sameNode, '/hi/about kept its prerendered HTML').toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
