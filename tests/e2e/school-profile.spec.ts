import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('a school saves a profile edit, then cancels another', async ({ page }) => {
  await signIn(page, 'school');
  await page
    .getByRole('navigation', { name: 'School Panel' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(detail(page, 'Principal')).toHaveText('Dr. Meenakshi Rao');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByRole('textbox', { name: 'Principal Name' })).toHaveValue(
    'Dr. Meenakshi Rao',
  );
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Principal Name' }).fill('Mrs. Kavita Sharma');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(detail(page, 'Principal')).toHaveText('Mrs. Kavita Sharma');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByRole('textbox', { name: 'City' }).fill('Greater Noida');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'City')).toHaveText('Noida');

  // The saved edit is stored, the cancelled one is not.
  await page.reload();
  await expect(detail(page, 'Principal')).toHaveText('Mrs. Kavita Sharma');
  await expect(detail(page, 'City')).toHaveText('Noida');
});
