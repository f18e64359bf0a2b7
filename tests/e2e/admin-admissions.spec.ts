import { expect, signIn, test } from './fixtures';

// Admissions, end to end in both modes: a visitor's Contact form message and their STSE
// registration (the same mobile) become one enquiry; the office follows it up, admits the
// person through Admit as Student, and the funnel counts the admission.
const MOBILE = '9812300011';

test('a Contact form enquiry and an STSE registration with one mobile become one enquiry, admitted through Admit as Student and counted by the funnel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Ishaan Malhotra');
  await page.getByLabel('Mobile number', { exact: true }).fill(MOBILE);
  await page.getByLabel('Email', { exact: true }).fill('ishaan.parent@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('JEE Main classes');
  await page.getByLabel('Message', { exact: true }).fill('Please call about class 11 batches.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /we have your message|Saved in this browser/ }),
  ).toBeVisible();

  await page.goto('/stse');
  await page.getByLabel('Student name', { exact: true }).fill('Ishaan Malhotra');
  await page.getByLabel('School name', { exact: true }).fill('Delhi Public School, Noida');
  await page.getByLabel('Class', { exact: true }).selectOption('11');
  await page.getByLabel('Date of birth', { exact: true }).fill('2009-04-02');
  await page.getByLabel('Guardian name', { exact: true }).fill('Rohit Malhotra');
  await page.getByLabel('Mobile number', { exact: true }).fill(MOBILE);
  await page.getByLabel('WhatsApp number', { exact: true }).fill(MOBILE);
  await page.getByLabel('Email', { exact: true }).fill('ishaan.malhotra@example.com');
  await page.getByLabel('Address', { exact: true }).fill('B-4, Sector 62');
  await page.getByLabel('City', { exact: true }).fill('Noida');
  await page.getByLabel('State', { exact: true }).fill('Uttar Pradesh');
  await page.getByLabel('Pin code', { exact: true }).fill('201309');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Registration successful!' }),
  ).toBeVisible();

  // One enquiry, with both contacts.
  await signIn(page, 'admin');
  await page.goto('/admin/enquiries');
  const main = page.getByRole('main');
  await main.getByLabel('Search by name, mobile or e-mail').fill(MOBILE);
  const table = main.getByRole('table', { name: 'Enquiries' });
  await expect(table.getByRole('link')).toHaveText(['Ishaan Malhotra']);
  await table.getByRole('link', { name: 'Ishaan Malhotra' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ishaan Malhotra');
  const contacts = main.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('listitem')).toHaveCount(2);
  await expect(contacts).toContainText('Contact form');
  await expect(contacts).toContainText('STSE registration');

  // A call, with the next step tomorrow; then Admit as Student.
  await main.getByRole('button', { name: 'Record Follow-up' }).click();
  const followUp = page.getByRole('dialog', { name: 'Record Follow-up' });
  await followUp.getByLabel('What happened').selectOption('Called');
  await followUp.getByLabel('Note (optional)').fill('Visiting on Saturday with his father.');
  await followUp.getByLabel('Stage').selectOption('Counselling booked');
  await followUp.getByRole('button', { name: 'Save Follow-up' }).click();
  await expect(followUp).toBeHidden();
  await expect(main.getByRole('region', { name: 'History' })).toContainText(
    'Called: Visiting on Saturday with his father.',
  );

  await main.getByRole('link', { name: 'Admit as Student' }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: 'Admitting Ishaan Malhotra from an enquiry' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Add New Student' });
  await expect(form.getByLabel('Mobile number')).toHaveValue(MOBILE);
  await form.getByLabel('Stream').selectOption('Non-Medical');
  await form.getByLabel('Date of birth').fill('2009-04-02');
  await form.getByLabel('Guardian name').fill('Rohit Malhotra');
  await form.getByLabel('Total fees (₹)').fill('120000');
  await form.getByRole('button', { name: /Add Student|Save/ }).click();
  await expect(page).toHaveURL(/\/admin\/student-management\/(?!add)[^/]+$/);

  // The enquiry is won, and the funnel counts the admission.
  await page.goto('/admin/enquiries');
  await main.getByLabel('Search by name, mobile or e-mail').fill(MOBILE);
  await expect(table.getByRole('row', { name: /Ishaan Malhotra/ })).toContainText('Admitted');
  await page.goto('/admin/admissions-funnel');
  const funnel = main.getByRole('table', { name: 'Funnel by stage' });
  // Nobody in the sample data is admitted yet: this admission is the funnel's one.
  await expect(
    funnel
      .getByRole('row', { name: /^Admitted/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('1');
});
