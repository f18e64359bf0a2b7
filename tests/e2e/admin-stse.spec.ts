import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';

const JAIPUR = 'Sankalp Institute – Jaipur Centre';

async function openTab(page: Page, tab: string, path: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/stse-management/${path}$`));
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

function candidateRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'STSE candidates' }).getByRole('row').filter({
    hasText: name,
  });
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'STSE Management' })
    .click();
  // The bare page URL opens the Candidates tab at its own URL.
  await expect(page).toHaveURL(/\/admin\/stse-management\/candidates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'STSE Management' })).toBeVisible();
  await expect(page.getByText('12 candidates registered')).toBeVisible();
});

test('the admin assigns an exam center to two selected candidates', async ({ page }) => {
  await expectNoSeriousAxeViolations(page);
  await expect(candidateRow(page, 'Rohan Das')).toContainText('Not Assigned');
  await page.getByRole('checkbox', { name: 'Select Rohan Das (STSE0007)' }).check();
  await page.getByRole('checkbox', { name: 'Select Meera Kulkarni (STSE0008)' }).check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Exam center' }).selectOption(JAIPUR);
  await page.getByRole('button', { name: 'Assign Center' }).click();

  await expect(page.getByText('Exam center assigned to 2 candidates.')).toBeVisible();
  await expect(candidateRow(page, 'Rohan Das')).toContainText(JAIPUR);
  await expect(candidateRow(page, 'Meera Kulkarni')).toContainText(JAIPUR);
  await expect(page.getByText('0 selected', { exact: true })).toBeVisible();

  // Stored, not just shown: still there after a reload.
  await page.reload();
  await expect(candidateRow(page, 'Rohan Das')).toContainText(JAIPUR);
  await expect(candidateRow(page, 'Aditya Rao')).toContainText('Not Assigned');
});

test('marks of 85 give 50% Scholarship on the public results page', async ({ page }) => {
  await openTab(page, 'Results Entry', 'results-entry');
  await expectNoSeriousAxeViolations(page);
  const row = page.getByRole('table', { name: 'Results entry' }).getByRole('row').filter({
    hasText: 'Rohan Das',
  });
  await page.getByRole('textbox', { name: 'Marks for Rohan Das' }).fill('85');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('50% Scholarship');

  await page.goto('/results');
  await page.getByLabel('Roll Number', { exact: true }).fill('STSE0007');
  await page.getByLabel('Date of Birth', { exact: true }).fill('2009-08-30');
  await page.getByRole('button', { name: 'Check Result' }).click();
  const result = page.getByRole('region', { name: 'Result for Rohan Das' });
  await expect(result).toContainText('85 / 100');
  await expect(result).toContainText('50% Scholarship');
});

test('letters in a marks box are never saved', async ({ page }) => {
  await openTab(page, 'Results Entry', 'results-entry');
  const row = page.getByRole('table', { name: 'Results entry' }).getByRole('row').filter({
    hasText: 'Rohan Das',
  });
  await page.getByRole('textbox', { name: 'Marks for Rohan Das' }).fill('eighty');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Enter marks from 0 to 100.');
  await expect(row).toContainText('Marks not entered');
});

test('without a Gemini key, Generate Mock Data adds 10 local candidates', async ({ page }) => {
  await page.getByRole('button', { name: 'Generate Mock Data' }).click();
  await expect(
    page.getByText(
      'Added 10 candidates (0 dropped because they failed validation). Source: local sample generator (no Gemini API key set).',
    ),
  ).toBeVisible();
  await expect(page.getByText('22 candidates registered')).toBeVisible();
  // The newest come first and continue the roll number sequence.
  await expect(
    page.getByRole('table', { name: 'STSE candidates' }).getByRole('row').nth(1),
  ).toContainText(/STSE00(1[3-9]|2[0-2])/);

  await page.reload();
  await expect(page.getByText('22 candidates registered')).toBeVisible();
});

test('settings round trip: saved, kept after a reload, and used by the other tabs', async ({
  page,
}) => {
  await openTab(page, 'Settings', 'settings');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Roll number prefix').fill('STSE25-');
  await page.getByLabel('Exam year').fill('2025');
  const centers = page.getByLabel('Exam centers');
  await centers.fill(`${await centers.inputValue()}\nSankalp Institute – Delhi Centre\nonline\n`);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // The repeated "online" was dropped.
  await expect(centers).toHaveValue(
    'Sankalp Institute – Kota Main Campus\nSankalp Institute – Jaipur Centre\nOnline\nSankalp Institute – Delhi Centre',
  );

  await page.reload();
  await expect(page.getByLabel('Roll number prefix')).toHaveValue('STSE25-');
  await expect(page.getByLabel('Exam year')).toHaveValue('2025');

  await openTab(page, 'Admit Card', 'admit-card');
  await expect(page.getByRole('heading', { level: 2, name: 'STSE 2025' })).toBeVisible();
  await expect(page.getByText('[Candidate Name]')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await openTab(page, 'Candidates', 'candidates');
  await expect(
    page
      .getByLabel('Exam center')
      .getByRole('option', { name: 'Sankalp Institute – Delhi Centre' }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Generate Mock Data' }).click();
  await expect(page.getByText('22 candidates registered')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'STSE candidates' }).getByRole('row').nth(1),
  ).toContainText('STSE25-');
});
