import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

async function openAdminPage(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: link })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(link);
  return main;
}

/** The bytes the public Downloads page delivers for the brochure. */
async function downloadBrochure(page: Page): Promise<Buffer> {
  await page.goto('/downloads');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Programs & Courses Brochure 2024-25' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await started).createReadStream())
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function recordPayment(page: Page, installment: number, amount: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Record Payment for installment ${installment}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record Payment: Installment ${installment}` });
  await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByLabel('Mode').selectOption('Cash');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  const notice = main.getByText(/^Payment of .+ recorded for installment \d+\. Receipt (.+)\.$/);
  const text = (await notice.textContent()) ?? '';
  return /Receipt (SANK\/\d{4}-\d{2}\/\d{6})\.$/.exec(text)?.[1] ?? '';
}

const RAHUL = '/admin/student-management/student-rahul-sharma';

test('restoring an older backup lists the payments it removes, asks first, and never reissues their receipts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  let main = await openAdminPage(page, 'Backup & Restore');
  const exported = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export Backup' }).click();
  const download = await exported;
  const backupFile = {
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: await readFile(await download.path()),
  };

  await page.goto(RAHUL);
  const later = await recordPayment(page, 2, '10000');
  expect(later).toMatch(/^SANK\/\d{4}-\d{2}\/\d{6}$/);

  main = await openAdminPage(page, 'Backup & Restore');
  await main.getByLabel('Backup file').setInputFiles(backupFile);
  await expect(main.getByRole('table', { name: /^Backup exported on / })).toBeVisible();
  await main.getByRole('button', { name: 'Restore Backup' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(dialog.getByRole('heading', { name: 'These will be removed:' })).toBeVisible();
  const removed = dialog.getByRole('table', { name: 'Payments recorded after the backup: 1' });
  await expect(removed.getByRole('row', { name: new RegExp(later) })).toContainText(
    /Rahul Sharma\s*₹10,000/,
  );
  await expectNoSeriousAxeViolations(page);

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(RAHUL);
  const history = page.getByRole('main').getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row', { name: new RegExp(later) })).toBeVisible();

  main = await openAdminPage(page, 'Backup & Restore');
  await main.getByLabel('Backup file').setInputFiles(backupFile);
  await main.getByRole('button', { name: 'Restore Backup' }).click();
  await dialog.getByRole('button', { name: 'Restore Backup' }).click();
  await expect(main.getByText(/^The backup exported on .+ was restored\.$/)).toBeVisible();

  // The payment is gone, and its receipt number is not issued again.
  await page.goto(RAHUL);
  await expect(history.getByRole('row', { name: new RegExp(later) })).toHaveCount(0);
  const next = await recordPayment(page, 2, '5000');
  expect(Number(next.slice(-6))).toBe(Number(later.slice(-6)) + 1);

  // The audit log kept its entries and says who restored the backup.
  main = await openAdminPage(page, 'Audit Log');
  await expect(main.getByRole('row', { name: /Restored/ })).toHaveCount(1);
});

// Browser-only: clearing the browser's site data loses the data only where it is kept in it.
test('an exported backup brings every record and file back after the site data is cleared', async ({
  page,
  context,
}) => {
  test.skip(Boolean(process.env.E2E_RESET_URL), 'Server mode keeps the data on the server.');
  test.setTimeout(90_000);
  await signIn(page, 'admin');

  // Data that differs from a fresh browser's sample: one notification more, one material less.
  let main = await openAdminPage(page, 'Notifications');
  await main.getByRole('button', { name: 'Create Notification' }).click();
  const create = page.getByRole('dialog', { name: 'Create Notification' });
  await create.getByLabel('Title', { exact: true }).fill('Backup journey notice');
  await create.getByLabel('Details', { exact: true }).fill('Kept through a restore.');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(main.getByText('Backup journey notice')).toBeVisible();

  main = await openAdminPage(page, 'Material Management');
  await main.getByRole('button', { name: 'Delete JEE Physics Formula Sheet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('button', { name: 'Delete JEE Physics Formula Sheet' })).toHaveCount(
    0,
  );

  main = await openAdminPage(page, 'Backup & Restore');
  await expectNoSeriousAxeViolations(page);
  const exported = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export Backup' }).click();
  const download = await exported;
  expect(download.suggestedFilename()).toMatch(/^sankalp-portal-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backupPath = await download.path();
  const brochure = await downloadBrochure(page);
  expect(brochure.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Clear site data as the browser's settings do: storage, IndexedDB, everything of the origin.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'all',
  });
  await signIn(page, 'admin');
  main = await openAdminPage(page, 'Material Management');
  // The sample data again.
  await expect(
    main.getByRole('button', { name: 'Delete JEE Physics Formula Sheet' }),
  ).toBeVisible();

  main = await openAdminPage(page, 'Backup & Restore');
  // The saved file under the name the browser suggested (Playwright keeps it under a random name).
  await main.getByLabel('Backup file').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: await readFile(backupPath),
  });
  const summary = main.getByRole('table', { name: /^Backup exported on / });
  await expect(summary.getByRole('row', { name: /^Study materials / })).toHaveText(
    /Study materials\s*3\s*4/,
  );
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('button', { name: 'Restore Backup' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this backup?' })
    .getByRole('button', { name: 'Restore Backup' })
    .click();
  await expect(main.getByText(/^The backup exported on .+ was restored\.$/)).toBeVisible();

  main = await openAdminPage(page, 'Notifications');
  await expect(main.getByText('Backup journey notice')).toBeVisible();
  main = await openAdminPage(page, 'Material Management');
  await expect(main.getByRole('table', { name: 'Study materials' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete JEE Physics Formula Sheet' })).toHaveCount(
    0,
  );
  expect((await downloadBrochure(page)).equals(brochure)).toBe(true);
});
