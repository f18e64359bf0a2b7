import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Server mode only (the browser-only mode keeps its data on the device anyway). The installed
// app's offline promise (issue 38): a student who has opened their fees sees them again with the
// network gone, after a reload, read-only and with the time they were loaded; the service worker
// caches nothing from the API; signing out forgets the copy kept on the phone.
test.use({ serviceWorkers: 'allow' });

/** Waits until the phone's copy holds the answers to these reads (the page has loaded them). */
async function untilKept(page: Page, paths: string[]) {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const kept = Object.keys(localStorage)
          .filter((key) => key.startsWith('sankalp-offline:'))
          .flatMap((key) => Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}')));
        return wanted.filter((path) => !kept.some((read) => read.startsWith(path)));
      }, paths),
    )
    .toEqual([]);
}

/** The fields and buttons in `main` that can still be used. */
const usableControls = (main: Locator) =>
  main.evaluate(
    (element) =>
      element.querySelectorAll('button:enabled, input:enabled, select:enabled, textarea:enabled')
        .length,
  );

test('a student sees the fees they loaded after going offline and reloading, with nothing editable, and signing out forgets them', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'student');
  // The service worker is installed (its precache complete) once it is ready.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: 'Student Panel' });

  await page.goto('/student/support');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(main.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
  await untilKept(page, ['/api/tickets']);
  await page.goto('/student/fees');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
  // At 375 px the installments are cards.
  const installments = main.getByRole('list', { name: 'Your installments' });
  await expect(installments.getByRole('listitem')).toHaveCount(3);
  // Online payment (the fake Razorpay) is set up: each due installment has Pay Now.
  const payNow = main.getByRole('button', { name: 'Pay Now for installment 2' });
  await expect(payNow).toBeEnabled();
  const cardsOnline = await installments.getByRole('listitem').allInnerTexts();
  await untilKept(page, [
    '/api/students/',
    '/api/payments?',
    '/api/payment-orders?',
    '/api/payment-options',
    '/api/settings',
  ]);

  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fee Details');
  await expect(installments.getByRole('listitem')).toHaveCount(3);
  await expect(payNow).toBeDisabled();
  expect(await installments.getByRole('listitem').allInnerTexts()).toEqual(cardsOnline);
  await expect(main.getByText(/^Offline: last updated \d{2}:\d{2}\./)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Another page opened before: its data, and its form cannot be used.
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(main.getByRole('button', { name: 'Create Ticket' })).toBeDisabled();
  await expect(main.getByLabel('Subject')).toBeDisabled();
  expect(await usableControls(main), 'fields and buttons that still work offline').toBe(0);
  await expect(main.getByText(/^Offline: last updated/)).toBeVisible();

  // The service worker's caches hold the app, never an API answer.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect(main.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
  await expect(main.getByText(/^Offline:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('sankalp-offline:')),
  );
  expect(kept).toEqual([]);
});
