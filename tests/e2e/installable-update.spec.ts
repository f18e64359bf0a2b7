import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The installed app's new version (issue 38): offered with "Update available: Reload", never
// swapped in under someone typing. A new build is stood in for by a changed sw.js in the served
// build folder (the browser compares the worker's bytes), put back afterwards.
test.use({ serviceWorkers: 'allow' });

test('a new version is offered with Reload, keeps what is being typed, and starts only when asked', async ({
  page,
}) => {
  // The build this run serves: vite preview's (playwright.config.ts) or the server's
  // (playwright.server.config.ts, scripts/server-e2e.mjs).
  const servedBuild = process.env.E2E_RESET_URL
    ? process.env.STATIC_DIR || 'dist-server-mode'
    : process.env.E2E_DIST || 'dist';
  const workerFile = path.join(servedBuild, 'sw.js');
  const built = readFileSync(workerFile, 'utf8');
  try {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page the installed version now serves.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.waitForFunction(() => document.querySelector('form fieldset:disabled') === null);
    await page.getByLabel('Email').fill('rahul.sharma@example.com');

    writeFileSync(workerFile, `${built}\n// the next build\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('rahul.sharma@example.com');

    // Not now: the banner goes, the page stays as it is.
    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('rahul.sharma@example.com');

    // Opened again later, the waiting version is offered again; Reload starts it.
    await page.reload();
    await expect(banner).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active !== null;
      }),
    ).toBe(true);
  } finally {
    writeFileSync(workerFile, built);
  }
});
