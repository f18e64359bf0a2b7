import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';
import { readPdf } from './public-pdf-text';

async function setPublished(page: Page, published: boolean) {
  await page.goto('/admin/stse-management/settings');
  const toggle = page.getByRole('switch', { name: 'Publish Results' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== String(published)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(published));
}

/** The sample candidates looked up here, by roll number, and their dates of birth. */
const BORN: Record<string, string> = { STSE0011: '2009-03-02', STSE0012: '2008-09-16' };

async function lookUpResult(page: Page, rollNo: string) {
  await page.goto('/results');
  await page.getByLabel('Roll Number', { exact: true }).fill(rollNo);
  await page.getByLabel('Date of Birth', { exact: true }).fill(BORN[rollNo.toUpperCase()]!);
  await page.getByRole('button', { name: 'Check Result' }).click();
}

test('marks by CSV, publish, a result with rank and percentile printed on one page, and the top candidate admitted with the concession', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  // The sample results are published; start from unpublished, as before an exam's results day.
  await setPublished(page, false);

  // Class 11 gets its marks from a CSV: Rohan Das 88, Siddharth Jain 81 (Vihaan Patel has 58);
  // Tanvi Chauhan (class 12) was absent.
  await page.goto('/admin/stse-management/results-entry');
  await page.getByLabel('Marks CSV file').setInputFiles({
    name: 'stse-marks.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Roll Number,Marks\r\nSTSE0007,88\r\nSTSE0011,81\r\nSTSE0012,Absent\r\n'),
  });
  await page.getByRole('button', { name: 'Check File' }).click();
  const preview = page.getByRole('table', { name: 'Marks from the file' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 rows are ready.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save Marks (3)' }).click();
  await expect(page.getByText('Saved the results of 3 candidates.')).toBeVisible();

  // Not published yet: the spec's message, even with marks saved.
  await lookUpResult(page, 'STSE0011');
  const hidden = page.getByRole('region', { name: 'Result for Siddharth Jain' });
  await expect(hidden).toContainText(
    'Your marks have not been updated yet. Please check back later.',
  );
  await expect(hidden).not.toContainText('81');

  await setPublished(page, true);
  await lookUpResult(page, 'stse0011');
  const result = page.getByRole('region', { name: 'Result for Siddharth Jain' });
  await expect(result).toContainText('81 / 100');
  await expect(result).toContainText('Rank in Class2 of 3');
  await expect(result).toContainText('Percentile66.67');
  await expect(result).toContainText('50% Scholarship');
  await expectNoSeriousAxeViolations(page);

  // The scorecard prints alone, on one page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Scorecard' })).toBeHidden();
  const pdf = readPdf(await page.pdf({ format: 'A4' }));
  expect(pdf.pageCount).toBe(1);
  const text = (pdf.pages[0] ?? '').replace(/\s+/g, ' ');
  expect(text).toContain('Siddharth Jain');
  expect(text).toContain('STSE0011');
  expect(text).toContain('2 of 3');
  expect(text).toContain('66.67');
  expect(text).not.toContain('Check your result');
  await page.emulateMedia({ media: 'screen' });

  // Absent has no rank.
  await lookUpResult(page, 'STSE0012');
  await expect(page.getByRole('region', { name: 'Result for Tanvi Chauhan' })).toContainText(
    'Marked Absent',
  );

  // The merit list's top candidate of class 11 is admitted with the 50% concession.
  await page.goto('/admin/stse-management/merit-list');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('11');
  const merit = page.getByRole('table', { name: 'Merit list, class 11' });
  await expect(merit.getByRole('row').nth(1)).toContainText('Rohan Das');
  await expectNoSeriousAxeViolations(page);
  await merit.getByRole('link', { name: 'Admit Rohan Das as Student' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Admit STSE Candidate' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rohan Das');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2009-08-30');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('11');
  await page.getByLabel('Total fees (₹)').fill('120000');
  await expect(
    page.getByText('₹1,20,000 − ₹60,000 concession = ₹60,000 to pay, split into 3 installments.', {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Admit Student' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Rohan Das \(SANK/);
  const installments = main.getByRole('table', { name: 'Installments' });
  await expect(installments.getByRole('row')).toHaveCount(4);
  for (const row of await installments
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1))) {
    await expect(row).toContainText('₹20,000');
  }
  const details = main.getByRole('region', { name: 'Student Details' });
  await expect(details).toContainText('50% (50% Scholarship): ₹60,000 off ₹1,20,000');
  await expect(details).toContainText('STSE0007');

  // Admitted once: the merit list links to the student instead of admitting again.
  await page.goto('/admin/stse-management/merit-list');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('11');
  await expect(
    page
      .getByRole('table', { name: 'Merit list, class 11' })
      .getByRole('link', { name: /^Admitted: SANK/ }),
  ).toBeVisible();
});
