// The school area by keyboard alone: no clicks, fills or programmatic focus after page.goto.
import type { Page } from '@playwright/test';
import { demoLogins, expect, test } from './fixtures';
import { expectFocusOn, expectVisibleFocus, signInByKeyboard, tabTo } from './keyboard-helpers';

type BulkStudent = {
  name: string;
  /** How many times ArrowDown moves the class select from its first class, 9. */
  classSteps: number;
  currentClass: string;
  guardianName: string;
  mobile: string;
  email: string;
};

/** Types one row of the bulk table, starting from its Name field. */
async function typeRow(page: Page, row: number, student: BulkStudent) {
  await tabTo(page, `Name, row ${row}`, { role: 'textbox' });
  await expectVisibleFocus(page);
  await page.keyboard.type(student.name);
  await tabTo(page, `Class, row ${row}`, { role: 'combobox', maxPresses: 1 });
  await expectVisibleFocus(page);
  for (let step = 0; step < student.classSteps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: `Class, row ${row}` })).toHaveValue(
    student.currentClass,
  );
  await tabTo(page, `Guardian Name, row ${row}`, { role: 'textbox', maxPresses: 1 });
  await page.keyboard.type(student.guardianName);
  await tabTo(page, `Mobile, row ${row}`, { role: 'textbox', maxPresses: 1 });
  await page.keyboard.type(student.mobile);
  await tabTo(page, `Email, row ${row}`, { role: 'textbox', maxPresses: 1 });
  await page.keyboard.type(student.email);
}

test('a school registers two students in bulk by keyboard only', async ({ page }) => {
  await signInByKeyboard(page, 'school', demoLogins.school);

  const sidebar = page.getByRole('navigation', { name: 'School Panel' });
  await tabTo(page, 'Bulk Registration', { role: 'link', within: sidebar });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/school\/bulk-registration$/);
  await expect(page.getByRole('heading', { name: 'Bulk Registration', level: 1 })).toBeVisible();

  await typeRow(page, 1, {
    name: 'Kabir Malhotra',
    classSteps: 1,
    currentClass: '10',
    guardianName: 'Vikram Malhotra',
    mobile: '9811122334',
    email: 'kabir.malhotra@example.com',
  });

  await tabTo(page, '+ Add Row', { role: 'button' });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // The new row's first field takes focus, so typing goes on there.
  await expectFocusOn(page, 'Name, row 2', 'textbox');

  await typeRow(page, 2, {
    name: 'Ishita Verma',
    classSteps: 3,
    currentClass: '12',
    guardianName: 'Neha Verma',
    mobile: '9811122335',
    email: 'ishita.verma@example.com',
  });

  await tabTo(page, 'Register All', { role: 'button' });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('2 students registered successfully!', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(/STSE\d{4} \(Kabir Malhotra\), STSE\d{4} \(Ishita Verma\)/),
  ).toBeVisible();
});
