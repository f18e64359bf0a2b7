import { expect, test } from './fixtures';

test('a visitor opens the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sankalp');
});
