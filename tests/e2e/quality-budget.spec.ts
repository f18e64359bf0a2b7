// The home page's JavaScript budget, measured as a visitor's browser downloads it: the static
// check in scripts/check-bundle.mjs cannot see code a page loads at run time.
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const HOME_JS_BUDGET_BYTES = 110 * 1024;

test('the home page downloads at most 110 kB of gzip JavaScript and no data layer', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  expect(total, `home page JavaScript: ${(total / 1024).toFixed(1)} kB gzip`).toBeLessThanOrEqual(
    HOME_JS_BUDGET_BYTES,
  );
  // A visitor reading the home page needs no storage, schemas or sample data.
  expect([...scripts.keys()].filter((url) => /local-storage|schemas|seed|zod/.test(url))).toEqual(
    [],
  );
});
