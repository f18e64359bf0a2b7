import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

test('fee management shows totals and overdue counts, and Manage Fees opens the student', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Fee Management' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fee Management');
  const figure = (label: string) =>
    main.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(figure('Total Collection')).toHaveText('₹1,55,000');
  await expect(figure('Pending Dues')).toHaveText('₹1,60,000');

  const table = main.getByRole('table', { name: 'Fees by student' });
  const arjun = table.getByRole('row', { name: /Arjun Mehta/ });
  // Arjun's second installment fell due a month ago and is unpaid.
  await expect(arjun.getByRole('cell').nth(6)).toHaveText('1');
  await expect(
    table
      .getByRole('row', { name: /Rahul Sharma/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText('0');
  await expectNoSeriousAxeViolations(page);

  await arjun.getByRole('link', { name: 'Manage Fees for Arjun Mehta' }).click();
  await expect(page).toHaveURL(/\/admin\/student-management\/student-arjun-mehta$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Arjun Mehta \(/);
  await expect(main.getByRole('table', { name: 'Installments' })).toContainText('Overdue');
});

test('Export CSV downloads the fee table as a UTF-8 CSV with the header row', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/fee-management');
  const main = page.getByRole('main');
  await expect(main.getByRole('cell', { name: 'Rahul Sharma', exact: true })).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^fee-report-\d{4}-\d{2}-\d{2}\.csv$/);

  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Roll No,Name,Class,Total Fee (₹),Paid (₹),Pending (₹),Overdue Installments',
  );
  expect(lines.slice(1, -1)).toHaveLength(4);
  expect(lines[1]).toMatch(/^SANK\d{8},Rahul Sharma,12,120000,40000,80000,0$/);
  expect(lines.at(-1)).toBe('');
});
