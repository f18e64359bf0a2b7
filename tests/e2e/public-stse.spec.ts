import { expect, test } from './fixtures';
import { readPdf } from './public-pdf-text';

test('a visitor registers for the free STSE, gets a roll number and a fresh form', async ({
  page,
}) => {
  await page.goto('/stse');
  await expect(page.getByText(/The STSE is free/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Admit Card' })).toHaveAttribute(
    'href',
    '/stse-admit-card',
  );
  await expect(page.getByRole('link', { name: 'Check Results' })).toHaveAttribute(
    'href',
    '/results',
  );
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Male');

  // An empty submit names the first missing field and moves there.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Student name', { exact: true })).toBeFocused();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();

  await page.getByLabel('Student name', { exact: true }).fill('Nikhil Saxena');
  await page.getByLabel('School name', { exact: true }).fill('Delhi Public School, Noida');
  await page.getByLabel('Class', { exact: true }).selectOption('11');
  await page.getByLabel('Date of birth', { exact: true }).fill('2009-06-18');
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Guardian name', { exact: true }).fill('Pankaj Saxena');
  // Mobile and WhatsApp stop at 10 digits, the pin code at 6.
  await page.getByLabel('Mobile number', { exact: true }).pressSequentially('981234567899');
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9812345678');
  await page.getByLabel('WhatsApp number', { exact: true }).fill('9812345678');
  await page.getByLabel('Email', { exact: true }).fill('nikhil.saxena@example.com');
  await page.getByLabel('Address', { exact: true }).fill('H-12, Sector 40');
  await page.getByLabel('City', { exact: true }).fill('Noida');
  await page.getByLabel('State', { exact: true }).fill('Uttar Pradesh');
  await page.getByLabel('Pin code', { exact: true }).pressSequentially('20130399');
  await expect(page.getByLabel('Pin code', { exact: true })).toHaveValue('201303');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const success = page.getByRole('status').filter({ hasText: 'Registration successful!' });
  await expect(success).toContainText('Registration successful! Your details have been submitted.');
  await expect(success).toContainText('Your roll number is STSE0013.');

  // The form is back to its defaults for the next child.
  await expect(page.getByLabel('Student name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Male');

  // The new candidate is stored: the result lookup finds them, without marks yet.
  await page.getByRole('link', { name: 'Check Results' }).click();
  await page.getByLabel('Roll Number', { exact: true }).fill('stse0013');
  await page.getByLabel('Date of Birth', { exact: true }).fill('2009-06-18');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('heading', { name: 'Result for Nikhil Saxena' })).toBeVisible();
  await expect(
    page.getByText('Your marks have not been updated yet. Please check back later.'),
  ).toBeVisible();
});

test('result lookup by roll number and date of birth: found with marks, found without marks, and not found', async ({
  page,
}) => {
  await page.goto('/results');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByText('Roll number is required.')).toBeVisible();
  await expect(page.getByText('Date of birth is required.')).toBeVisible();

  const rollNumber = page.getByLabel('Roll Number', { exact: true });
  const dateOfBirth = page.getByLabel('Date of Birth', { exact: true });
  const notFound =
    'No result found for this Roll Number and Date of Birth. Please check both and try again.';
  // The right roll number with another date of birth shows nothing of the candidate.
  await rollNumber.fill('stse0001');
  await dateOfBirth.fill('2010-03-13');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('alert')).toHaveText(notFound);
  await expect(page.getByText('Aarav Gupta')).toHaveCount(0);

  await dateOfBirth.fill('2010-03-12');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  const result = page.getByRole('region', { name: 'Result for Aarav Gupta' });
  await expect(result).toContainText('STSE0001');
  await expect(result).toContainText('92 / 100');
  await expect(result).toContainText('100% Scholarship');

  await rollNumber.fill('STSE0004');
  await dateOfBirth.fill('2007-12-03');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('region', { name: 'Result for Diya Nair' })).toContainText(
    'Your marks have not been updated yet. Please check back later.',
  );

  await rollNumber.fill('STSE9999');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('alert')).toHaveText(notFound);
  await expect(page.getByRole('region', { name: /Result for/ })).toHaveCount(0);
});

test('an admit card with a centre prints alone on one page', async ({ page }) => {
  await page.goto('/stse-admit-card');
  await page.getByLabel('Roll Number', { exact: true }).fill('stse0001');
  await page.getByLabel('Date of Birth', { exact: true }).fill('2010-03-12');
  await page.getByRole('button', { name: 'Get Admit Card' }).click();
  await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  const card = page.getByRole('article', { name: 'STSE 2024' });
  await expect(card).toContainText('STSE0001');
  await expect(card).toContainText('Aarav Gupta');
  await expect(card).toContainText('Rajesh Gupta');
  await expect(card).toContainText('10th');
  await expect(card).toContainText('Sankalp Institute – Kota Main Campus');
  await expect(card).toContainText('Signature of Student');
  await expect(card).toContainText('Signature of Authority');
  // The card carries a QR code of its verification address, drawn in the browser.
  const origin = new URL(page.url()).origin;
  await expect(
    card.getByRole('img', {
      name: `QR code of the verification address ${origin}/stse-admit-card?rollNo=STSE0001`,
    }),
  ).toBeVisible();

  // The button opens the browser's print dialog; here we only check it asks for one.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-test-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print Admit Card' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-test-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Admit Card' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Admit card lookup' })).toBeHidden();
  await expect(card).toBeVisible();

  const pdf = readPdf(await page.pdf({ format: 'A4' }));
  expect(pdf.pageCount).toBe(1);
  const text = (pdf.pages[0] ?? '').replace(/\s+/g, ' ');
  expect(text).toContain('Aarav Gupta');
  expect(text).toContain('STSE 2024');
  expect(text).toContain('STSE0001');
  expect(text).toContain('Scan to verify this card');
  // Nothing of the page around the card is printed.
  expect(text).not.toContain('Get Admit Card');
  expect(text).not.toContain('Quick links');
});

test('no admit card without a roll number match or an assigned centre', async ({ page }) => {
  await page.goto('/stse-admit-card');
  const message =
    'Roll number and date of birth not found, or exam center not assigned yet. Please check both, or try again later.';
  // STSE0007 is registered but has no centre yet.
  await page.getByLabel('Roll Number', { exact: true }).fill('STSE0007');
  await page.getByLabel('Date of Birth', { exact: true }).fill('2009-08-30');
  await page.getByRole('button', { name: 'Get Admit Card' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);

  await page.getByLabel('Roll Number', { exact: true }).fill('NOPE123');
  await page.getByRole('button', { name: 'Get Admit Card' }).click();
  await expect(page.getByRole('button', { name: 'Get Admit Card' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Print Admit Card' })).toHaveCount(0);
});

test("the QR code's address opens the admit card lookup with the roll number filled in", async ({
  page,
}) => {
  await page.goto('/stse-admit-card?rollNo=STSE0002');
  await expect(page.getByLabel('Roll Number', { exact: true })).toHaveValue('STSE0002');
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByLabel('Date of Birth', { exact: true }).fill('2011-07-08');
  await page.getByRole('button', { name: 'Get Admit Card' }).click();
  await expect(page.getByRole('article', { name: 'STSE 2024' })).toContainText('Ananya Singh');
});
