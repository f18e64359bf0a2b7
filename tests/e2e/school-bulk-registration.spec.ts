import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

function candidateCount(page: Page) {
  return page
    .getByText('STSE Candidates', { exact: true })
    .locator('xpath=following-sibling::p[1]');
}

function cell(page: Page, column: string, row: number) {
  return page.getByRole('textbox', { name: `${column}, row ${row}`, exact: true });
}

test('a school bulk-registers two students, one row without an email is skipped', async ({
  page,
}) => {
  await signIn(page, 'school');
  await expect(page.getByRole('banner')).toContainText('Welcome, Delhi Public School, Noida');
  await expect(candidateCount(page)).toHaveText('3');
  await expectNoSeriousAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'School Panel' })
    .getByRole('link', { name: 'Bulk Registration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Registration' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await cell(page, 'Name', 1).fill('Asha Verma');
  await cell(page, 'Guardian Name', 1).fill('Anil Verma');
  await cell(page, 'Mobile', 1).fill('9876543210');
  await cell(page, 'Email', 1).fill('asha.verma@example.com');
  await page.getByRole('button', { name: '+ Add Row' }).click();
  await cell(page, 'Name', 2).fill('Ravi Kumar');
  await page.getByRole('combobox', { name: 'Class, row 2' }).selectOption('11');
  await page.getByRole('button', { name: '+ Add Row' }).click();
  await cell(page, 'Name', 3).fill('Imran Khan');
  await page.getByRole('combobox', { name: 'Class, row 3' }).selectOption('12');
  await cell(page, 'Email', 3).fill('imran.khan@example.com');

  await page.getByRole('button', { name: 'Register All' }).click();
  await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  await expect(page.getByText('2 students registered successfully!')).toBeVisible();
  await expect(page.getByText('Row 2 (Ravi Kumar) has no email.')).toBeVisible();
  await expect(cell(page, 'Name', 1)).toHaveValue('Ravi Kumar');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'See them on your dashboard' }).click();
  await expect(candidateCount(page)).toHaveText('5');
  const recent = page.getByRole('table', { name: 'Newest registrations from your school' });
  await expect(recent.getByRole('row', { name: /Asha Verma/ })).toBeVisible();
  await expect(recent.getByRole('row', { name: /Imran Khan/ })).toBeVisible();
  // Bulk rows lack a date of birth, address and more: the dashboard lists what to send.
  const incomplete = page.getByRole('table', { name: 'Students whose details are incomplete' });
  await expect(incomplete.getByRole('row', { name: /Asha Verma/ })).toContainText(
    'Date of birth, Gender, Address, City, State, Pin code, WhatsApp number',
  );

  // Stored, not just shown: still there after a reload.
  await page.reload();
  await expect(candidateCount(page)).toHaveText('5');
});

test('a CSV upload with an error row shows the error before anything is saved', async ({
  page,
}) => {
  await signIn(page, 'school');
  await page.goto('/school/bulk-registration');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Name,Class,Guardian Name,Mobile,Email\r\n' +
        '"Verma, Asha",9,Anil Verma,9876543210,asha.verma@example.com\r\n' +
        'Ravi Kumar,X,,98111,ravi.kumar@example.com\r\n',
    ),
  });
  await expect(page.getByRole('textbox', { name: 'CSV rows' })).toHaveValue(/Ravi Kumar,X/);
  await page.getByRole('button', { name: 'Load Rows' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('1 row has errors, so nothing was loaded');
  await expect(alert).toContainText('Row 3: Mobile number must be exactly 10 digits.');
  await expect(cell(page, 'Name', 1)).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  // Correct the row in place and load again: both rows reach the table, still unsaved.
  const text = page.getByRole('textbox', { name: 'CSV rows' });
  await text.fill((await text.inputValue()).replace('98111', '9811122233'));
  await page.getByRole('button', { name: 'Load Rows' }).click();
  await expect(page.getByText('2 rows loaded into the table.', { exact: false })).toBeVisible();
  await expect(cell(page, 'Name', 1)).toHaveValue('Verma, Asha');
  await expect(cell(page, 'Mobile', 2)).toHaveValue('9811122233');

  await page
    .getByRole('navigation', { name: 'School Panel' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(candidateCount(page)).toHaveText('3');
});
