// The public site by keyboard alone: no clicks, fills or programmatic focus after page.goto.
import { expect, test } from './fixtures';
import { expectFocusOn, expectVisibleFocus, tabTo } from './keyboard-helpers';

// Date fields take their digits in the locale's order: month, day, year in en-US.
test.use({ locale: 'en-US' });

test('a visitor registers for the STSE and uses the small-screen menu by keyboard only', async ({
  page,
}) => {
  await page.goto('/stse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sankalp Talent Search Exam (STSE)',
  );

  // The first Tab stop is the skip link; Enter moves focus to the page's content.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'Skip to main content', 'link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // From there the next Tab stop is inside the page, not back in the top bar.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'Download Admit Card', 'link');

  await tabTo(page, 'Student name', { role: 'textbox' });
  await expectVisibleFocus(page);
  await page.keyboard.type('Meera Iyer');
  await tabTo(page, 'School name', { role: 'textbox' });
  await page.keyboard.type('Kendriya Vidyalaya, Jaipur');

  // Selects change by typing an option's text, or by the arrow keys, without opening them.
  await tabTo(page, 'Class', { role: 'combobox' });
  await expectVisibleFocus(page);
  await page.keyboard.type('Class 11');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('11');

  await tabTo(page, 'Date of birth');
  await page.keyboard.type('03142010');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('2010-03-14');
  // This browser's picker is month first; the date typed is read back day first.
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAccessibleDescription(
    '14 Mar 2010',
  );

  await tabTo(page, 'Gender', { role: 'combobox' });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');

  await tabTo(page, 'Guardian name', { role: 'textbox' });
  await page.keyboard.type('Lakshmi Iyer');
  await tabTo(page, 'Mobile number', { role: 'textbox' });
  await page.keyboard.type('9823456789');
  await tabTo(page, 'WhatsApp number', { role: 'textbox' });
  await page.keyboard.type('9823456789');
  await tabTo(page, 'Email', { role: 'textbox' });
  await page.keyboard.type('meera.iyer@example.com');
  await tabTo(page, 'Address', { role: 'textbox' });
  await page.keyboard.type('12, Vaishali Nagar');
  await tabTo(page, 'City', { role: 'textbox' });
  await page.keyboard.type('Jaipur');
  await tabTo(page, 'State', { role: 'textbox' });
  await page.keyboard.type('Rajasthan');
  await tabTo(page, 'Pin code', { role: 'textbox' });
  await expectVisibleFocus(page);
  await page.keyboard.type('302021');

  // Enter in a field submits the form.
  await page.keyboard.press('Enter');
  const success = page.getByRole('status').filter({ hasText: 'Registration successful!' });
  await expect(success).toContainText('Registration successful! Your details have been submitted.');
  await expect(success).toContainText(/Your roll number is STSE\d{4}\./);

  // The small-screen menu: Menu opens it, a link inside navigates, and the menu closes.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, 'Menu', { role: 'button' });
  await expectVisibleFocus(page);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav).toBeVisible();

  await tabTo(page, 'Programs & Courses', { role: 'link', within: mainNav, maxPresses: 10 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav).toBeHidden();
  // The chosen link hid with the menu: focus waits on the new page's content, not the document.
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programs & Courses');
});
