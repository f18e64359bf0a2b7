import type { Page } from '@playwright/test';
import { expect, signIn, test, untilReactStarted } from './fixtures';

// A change made elsewhere reaches an open screen without a reload: in server mode from another
// browser, through the server's event stream (Postgres NOTIFY, then server-sent events); in the
// browser-only mode from another tab of the same browser, through storage events.
const serverMode = Boolean(process.env.E2E_RESET_URL);

async function register(page: Page, name: string) {
  await page.goto('/stse');
  await untilReactStarted(page);
  await page.getByLabel('Student name', { exact: true }).fill(name);
  await page.getByLabel('School name', { exact: true }).fill('Delhi Public School, Noida');
  await page.getByLabel('Class', { exact: true }).selectOption('11');
  await page.getByLabel('Date of birth', { exact: true }).fill('2009-06-18');
  await page.getByLabel('Guardian name', { exact: true }).fill('Pankaj Saxena');
  await page.getByLabel('Mobile number', { exact: true }).fill('9812345678');
  await page.getByLabel('WhatsApp number', { exact: true }).fill('9812345678');
  await page.getByLabel('Email', { exact: true }).fill('nikhil.saxena@example.com');
  await page.getByLabel('Address', { exact: true }).fill('H-12, Sector 40');
  await page.getByLabel('City', { exact: true }).fill('Noida');
  await page.getByLabel('State', { exact: true }).fill('Uttar Pradesh');
  await page.getByLabel('Pin code', { exact: true }).fill('201303');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Registration successful!' }),
  ).toContainText('Your roll number is STSE0013.');
}

test(`a registration on the public form appears in the admin's open Candidates tab without a reload (${serverMode ? 'another browser' : 'another tab'})`, async ({
  page: adminPage,
  browser,
  context,
}) => {
  await signIn(adminPage, 'admin');
  await adminPage.goto('/admin/stse-management/candidates');
  await expect(adminPage.getByText('12 candidates registered')).toBeVisible();
  // Gone if the page were loaded again.
  await adminPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  // Server mode: a visitor's own browser. Browser-only: another tab, sharing this localStorage.
  const visitorContext = serverMode ? await browser.newContext() : context;
  const visitorPage = await visitorContext.newPage();
  try {
    await register(visitorPage, 'Nikhil Saxena');

    // The server hands the change on within a second (tests/unit/contract/many-servers.test.ts
    // measures it); 3 s leaves room for the admin's page to read the list again.
    await expect(adminPage.getByText('13 candidates registered')).toBeVisible({ timeout: 3000 });
    await expect(
      adminPage
        .getByRole('table', { name: 'STSE candidates' })
        .getByRole('row')
        .filter({ hasText: 'Nikhil Saxena' }),
    ).toContainText('STSE0013');
    expect(await adminPage.evaluate(() => 'notReloaded' in window)).toBe(true);
  } finally {
    await visitorPage.close();
    if (serverMode) await visitorContext.close();
  }
});
