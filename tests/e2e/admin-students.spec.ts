import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin Panel' });
}

/** Total Collection on the admin dashboard, in rupees. */
async function dashboardTotalCollection(page: Page): Promise<number> {
  const figure = page
    .getByRole('main')
    .getByText('Total Collection', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(figure).toHaveText(/^₹[\d,]+$/);
  return Number((await figure.innerText()).replace(/[₹,]/g, ''));
}

/** The text of each cell of the installment table's body rows. */
async function installmentRows(page: Page) {
  const table = page.getByRole('table', { name: 'Installments' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
}

test('the admin adds a student, sees the plan split equally, records a part payment and the dashboard totals move', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const collectedBefore = await dashboardTotalCollection(page);

  await adminNav(page).getByRole('link', { name: 'Student Management' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Student Management');
  await expect(main.getByRole('link', { name: 'View Details for Rahul Sharma' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('link', { name: 'Add New Student' }).click();
  await expect(page).toHaveURL(/\/admin\/student-management\/add$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Add New Student');
  await expect(main.getByLabel('Class')).toHaveValue('11');
  await expect(main.getByLabel('Stream')).toHaveValue('Non-Medical');
  await expect(main.getByLabel('Gender')).toHaveValue('Male');
  await expect(main.getByLabel('Number of installments')).toHaveValue('3');
  await expectNoSeriousAxeViolations(page);

  // A blank form is refused field by field; nothing is lost on the way.
  await main.getByLabel('Name', { exact: true }).fill('Neha Kapoor');
  await main.getByRole('button', { name: 'Add Student' }).click();
  await expect(main.getByLabel('School name')).toBeFocused();
  await expect(main.getByText('School name is required.')).toBeVisible();
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Neha Kapoor');
  await expectNoSeriousAxeViolations(page);

  await main.getByLabel('School name').fill('Modern School, Delhi');
  await main.getByLabel('Email').fill('neha.kapoor@example.com');
  await main.getByLabel('Date of birth').fill('2009-03-15');
  await main.getByLabel('Guardian name').fill('Rakesh Kapoor');
  await main.getByLabel('Mobile number').fill('9811122233');
  await main.getByLabel('Total fees (₹)').fill('100000');
  await main.getByRole('button', { name: 'Add Student' }).click();
  await expect(main.getByRole('button', { name: 'Saving...' })).toBeDisabled();

  await expect(page).toHaveURL(/\/admin\/student-management\/(?!add$)[^/]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    /^Neha Kapoor \(SANK\d{2}11\d{4}\)$/,
  );
  const rollNo = /\((SANK\d+)\)/.exec(
    await main.getByRole('heading', { level: 1 }).innerText(),
  )?.[1];
  const rows = await installmentRows(page);
  expect(rows.map((cells) => cells[1])).toEqual(['₹33,333', '₹33,333', '₹33,334']);
  expect(rows.map((cells) => cells[5])).toEqual(['Pending', 'Pending', 'Pending']);
  const summary = main.getByRole('region', { name: 'Fee Summary' });
  await expect(summary).toContainText('₹1,00,000');
  // Fields the form does not collect are said to be missing.
  await expect(main.getByRole('region', { name: 'Student Details' })).toContainText('Not provided');
  await expectNoSeriousAxeViolations(page);

  // Over the remaining amount is refused with the spec's message; a part payment goes through.
  await main.getByRole('button', { name: 'Record Payment for installment 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment: Installment 1' });
  const amount = dialog.getByLabel('Amount (₹)');
  await expect(amount).toHaveValue('33333');
  await amount.fill('40000');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toContainText('You can pay a maximum of ₹33,333 for this installment.');
  await expectNoSeriousAxeViolations(page);
  await amount.fill('10000');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Payment of ₹10,000 recorded for installment 1.')).toBeVisible();
  await expect.poll(async () => (await installmentRows(page))[0]?.[5]).toBe('Partial');
  await expect(
    summary.getByText('Paid', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('₹10,000');

  // The payment is stored: after a reload it is still there.
  await page.reload();
  await expect.poll(async () => (await installmentRows(page))[0]?.[2]).toBe('₹10,000');

  await adminNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => dashboardTotalCollection(page)).toBe(collectedBefore + 10000);

  // The new student is in the list, found by roll number as well as by name.
  await adminNav(page).getByRole('link', { name: 'Student Management' }).click();
  const search = main.getByLabel('Search by name or roll number');
  for (const query of ['neha kapoor', rollNo?.toLowerCase() ?? 'missing roll number']) {
    await search.fill(query);
    await expect(main.getByRole('link', { name: /^View Details for/ })).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'View Details for Neha Kapoor' })).toBeVisible();
  }
  await search.fill('zzz');
  await expect(main.getByText('No students found.')).toBeVisible();
});

test('the admin edits a student: Cancel leaves the record alone, Save Changes stores the copy', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await adminNav(page).getByRole('link', { name: 'Student Management' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Class').selectOption('11');
  await main.getByRole('link', { name: 'View Details for Priya Verma' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Priya Verma \(/);
  const details = main.getByRole('region', { name: 'Student Details' });

  const edit = main.getByRole('button', { name: 'Edit Student' });
  await edit.click();
  let dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await dialog.getByLabel('Guardian name').fill('Someone Else');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(details).toContainText('Anita Verma');
  await expect(details).not.toContainText('Someone Else');

  await edit.click();
  dialog = page.getByRole('dialog', { name: 'Edit Student' });
  // The copy starts again from the record.
  await expect(dialog.getByLabel('Guardian name')).toHaveValue('Anita Verma');
  await dialog.getByLabel('Mobile number').fill('98290');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Mobile number must be exactly 10 digits.')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('9829099999');
  await dialog.getByLabel('Name', { exact: true }).fill('Priya S. Verma');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Priya S\. Verma \(/);
  await expect(details).toContainText('9829099999');

  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Priya S\. Verma \(/);
  await expect(details).toContainText('9829099999');
});

test('an unknown student id shows a clear not-found state with the way back', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/student-management/no-such-student');
  const main = page.getByRole('main');
  await expect(main.getByText('Student not found.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('link', { name: 'Back to Student Management' }).click();
  await expect(page).toHaveURL(/\/admin\/student-management$/);
});
