import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const serverMode = Boolean(process.env.E2E_RESET_URL);

/** The owner adds a staff member on the Staff page, limited to `branches` when any are named. */
async function addStaff(
  page: Page,
  name: string,
  email: string,
  role: string,
  branches: readonly string[] = [],
) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  for (const branch of branches) {
    await dialog.getByRole('group', { name: 'Branches' }).getByLabel(branch).check();
  }
  await dialog.getByRole('button', { name: 'Add Staff' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('an Office member records a payment and cannot publish results; a Counsellor sees no fees', async ({
  page,
}) => {
  // Server mode's staff sign in through the link e-mailed to them (tests/unit/server/staff-accounts.test.ts).
  test.skip(serverMode, 'the browser-only demo signs staff in by their e-mail');
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin Panel' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await addStaff(page, 'Asha Verma', 'asha.office@example.com', 'Office');
  await addStaff(page, 'Ravi Menon', 'ravi.counsellor@example.com', 'Counsellor');
  await page.getByRole('button', { name: 'Logout' }).click();

  // The Office member records a part payment on a student's page...
  await signIn(page, 'admin', 'asha.office@example.com');
  const main = page.getByRole('main');
  await expect(nav.getByRole('link', { name: 'Fee Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/admin/student-management/student-rahul-sharma');
  await main.getByRole('button', { name: 'Record Payment for installment 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment: Installment 2' });
  await dialog.getByLabel('Amount (₹)').fill('5000');
  await dialog.getByLabel('Mode').selectOption('Cash');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(main.getByText(/^Payment of ₹5,000 recorded for installment 2\./)).toBeVisible();
  // ...and the STSE results are not theirs to publish: no STSE page, refused by its address.
  await expect(nav.getByRole('link', { name: 'STSE Management' })).toHaveCount(0);
  await page.goto('/admin/stse-management/settings');
  await expect(main.getByText('Your account cannot do this.')).toBeVisible();
  await expect(page.getByText('Publish Results')).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();

  // The Counsellor handles STSE candidates and never sees money.
  await signIn(page, 'admin', 'ravi.counsellor@example.com');
  await expect(nav.getByRole('link', { name: 'STSE Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fee Management' })).toHaveCount(0);
  await expect(main.getByText('Total Collection')).toHaveCount(0);
  await page.goto('/admin/fee-management');
  await expect(main.getByText('Your account cannot do this.')).toBeVisible();
  await page.goto('/admin/student-management/student-rahul-sharma');
  await expect(main.getByText('Your account cannot do this.')).toBeVisible();
  await expect(page.getByText(/₹/)).toHaveCount(0);

  // The audit log names who recorded the payment (the owner reads it).
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'admin');
  await page.goto('/admin/audit-log');
  await main.getByLabel('Entity').selectOption('Payment');
  await expect(
    main.getByRole('table', { name: 'Changes' }).getByRole('row', { name: /Asha Verma/ }),
  ).toBeVisible();
});

test('an Office member limited to a branch cannot open another branch’s student by its address', async ({
  page,
}) => {
  test.skip(serverMode, 'the browser-only demo signs staff in by their e-mail');
  await signIn(page, 'admin');
  const main = page.getByRole('main');
  await page.goto('/admin/fee-management');
  const addBranch = main.getByRole('form', { name: 'Add Branch' });
  await addBranch.getByLabel('Code').fill('JAI');
  await addBranch.getByLabel('Name').fill('Jaipur');
  await addBranch.getByRole('button', { name: 'Add Branch' }).click();
  await expect(main.getByText('Jaipur added.')).toBeVisible();
  await page.goto('/admin/staff');
  await addStaff(page, 'Jaya Sethi', 'jaya.jaipur@example.com', 'Office', ['Jaipur']);
  await expect(main.getByRole('row', { name: /Jaya Sethi/ })).toContainText('Jaipur');
  await page.getByRole('button', { name: 'Logout' }).click();

  // Every demo student studies at the first branch: none of them is hers, by list or by URL.
  await signIn(page, 'admin', 'jaya.jaipur@example.com');
  await page.goto('/admin/student-management');
  await expect(main.getByText('No students found.')).toBeVisible();
  await page.goto('/admin/student-management/student-rahul-sharma');
  await expect(main.getByText('Student not found.')).toBeVisible();
  await expect(page.getByText('Rahul Sharma')).toHaveCount(0);
});
