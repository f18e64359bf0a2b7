// The admin area by keyboard alone: no clicks, fills or programmatic focus after page.goto.
import { demoLogins, expect, test } from './fixtures';
import { expectFocusOn, expectVisibleFocus, signInByKeyboard, tabTo } from './keyboard-helpers';

const candidateCheckbox = /^Select .+ \(STSE\d{4}\)$/;

test('an admin assigns an exam center and uses a dialog by keyboard only', async ({ page }) => {
  await signInByKeyboard(page, 'admin', demoLogins.admin);

  // The sidebar's links are reachable in order and show where focus is.
  const sidebar = page.getByRole('navigation', { name: 'Admin Panel' });
  await tabTo(page, 'STSE Management', { role: 'link', within: sidebar });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/stse-management\/candidates$/);
  await expect(page.getByRole('heading', { name: 'STSE Management' })).toBeVisible();

  // Space ticks two candidates' boxes.
  const table = page.getByRole('region', { name: 'STSE candidates' });
  await expect(table.getByRole('checkbox', { name: candidateCheckbox }).first()).toBeVisible();
  const first = await tabTo(page, candidateCheckbox, { role: 'checkbox', maxPresses: 80 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const firstLabel = await first.getAttribute('aria-label');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, candidateCheckbox, 'checkbox');
  const secondLabel = await page.locator(':focus').getAttribute('aria-label');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: secondLabel ?? '' })).toBeChecked();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();

  // Back up to the exam center select and pick a centre with the arrow keys.
  const examCenter = page.getByRole('combobox', { name: 'Exam center' });
  await tabTo(page, 'Exam center', { role: 'combobox', backward: true, maxPresses: 80 });
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(examCenter).toHaveValue('Sankalp Institute – Jaipur Centre');
  await tabTo(page, 'Assign Center', { role: 'button' });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Exam center assigned to 2 candidates.')).toBeVisible();
  // The button that had focus is disabled now: focus moved to the result, not to <body>.
  await expect(page.locator(':focus')).toContainText('Exam center assigned to 2 candidates.');
  // Both ticked candidates now show the centre (the boxes are cleared after assigning).
  for (const label of [firstLabel, secondLabel]) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: label ?? '' }) });
    await expect(row).toContainText('Sankalp Institute – Jaipur Centre');
    await expect(row.getByRole('checkbox')).not.toBeChecked();
  }

  // A dialog takes focus when it opens and gives it back to its button on Escape.
  await tabTo(page, 'School Management', { role: 'link', within: sidebar, backward: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/school-management$/);
  const addSchool = page.getByRole('button', { name: 'Add New School' });
  await tabTo(page, 'Add New School', { role: 'button' });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New School' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addSchool).toBeFocused();
  await expectVisibleFocus(page);
});
