import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

/** A small but complete one-page PDF; the bytes are compared after the round trip. */
function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function openMaterialManagement(page: Page) {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Material Management' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Material Management');
  const table = main.getByRole('table', { name: 'Study materials' });
  await expect(
    table.getByRole('cell', { name: 'STSE 2024 Sample Paper', exact: true }),
  ).toBeVisible();
  return { main, table };
}

test('a PDF uploaded as Public downloads from /downloads with the same bytes', async ({ page }) => {
  const { main, table } = await openMaterialManagement(page);
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Add New Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Material' });
  await expect(dialog.getByText('PDF only, up to 20 MB.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('Title').fill('Chemistry Revision Notes');
  await dialog.getByLabel('Description').fill('Organic reactions on one page.');
  await dialog.getByLabel('Visibility').selectOption('Public');
  const pdf = smallPdf('Chemistry Revision Notes');
  await dialog.getByLabel('PDF file').setInputFiles({
    name: 'chemistry-revision-notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: /^Chemistry Revision Notes/ });
  await expect(row).toContainText('Public');
  await expect(row).toContainText('chemistry-revision-notes.pdf');

  await page.goto('/downloads');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Chemistry Revision Notes' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('chemistry-revision-notes.pdf');
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);
});

test('a file that is not a PDF is refused and nothing is added', async ({ page }) => {
  const { main, table } = await openMaterialManagement(page);
  const rowsBefore = await table.getByRole('row').count();

  await main.getByRole('button', { name: 'Add New Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Material' });
  await dialog.getByLabel('Title').fill('Timetable');
  await dialog.getByLabel('Description').fill('Week one.');
  const file = dialog.getByLabel('PDF file');
  await file.setInputFiles({
    name: 'timetable.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK not a pdf'),
  });
  await expect(
    dialog.getByText('Only PDF files can be uploaded. Choose a file ending in .pdf.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(file).toBeFocused();

  // Named .pdf but not a PDF by its type: the repository refuses it as well.
  await file.setInputFiles({
    name: 'timetable.pdf',
    mimeType: 'text/plain',
    buffer: Buffer.from('Mon Tue Wed'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Only PDF files can be uploaded.');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(
    table.getByRole('cell', { name: 'STSE 2024 Sample Paper', exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(rowsBefore);
  await expect(table).not.toContainText('Timetable');
});

test('a material is deleted only after confirmation', async ({ page }) => {
  const { main, table } = await openMaterialManagement(page);
  const deleteButton = main.getByRole('button', { name: 'Delete JEE Physics Formula Sheet' });

  await deleteButton.click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this material?');
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    table.getByRole('cell', { name: 'JEE Physics Formula Sheet', exact: true }),
  ).toBeVisible();

  await deleteButton.click();
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    table.getByRole('cell', { name: 'JEE Physics Formula Sheet', exact: true }),
  ).toHaveCount(0);

  await page.reload();
  await expect(
    table.getByRole('cell', { name: 'STSE 2024 Sample Paper', exact: true }),
  ).toBeVisible();
  await expect(
    table.getByRole('cell', { name: 'JEE Physics Formula Sheet', exact: true }),
  ).toHaveCount(0);
});

test('an admin adds a school', async ({ page }) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'School Management' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('School Management');
  const table = main.getByRole('table', { name: 'Partner schools' });
  await expect(
    table.getByRole('cell', { name: 'Delhi Public School, Noida', exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Add New School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New School' });
  await dialog.getByLabel('School name').fill('Modern School, Kota');
  await dialog.getByLabel('Address').fill('Talwandi');
  await dialog.getByLabel('City').fill('Kota');
  await dialog.getByLabel('State').fill('Rajasthan');
  await dialog.getByLabel('Principal name').fill('Mrs. Anita Joshi');
  await dialog.getByLabel('Contact email').fill('office@modernkota.example.com');
  await dialog.getByLabel('Contact phone').fill('94149');
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog.getByLabel('Contact phone')).toBeFocused();
  await expect(dialog.getByText('Contact phone must be exactly 10 digits.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('Contact phone').fill('9414987654');
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: /^Modern School, Kota/ });
  await expect(row).toContainText('Mrs. Anita Joshi');
  await page.reload();
  await expect(row).toContainText('office@modernkota.example.com');
});

test('an admin edits a school from the keyboard, and the change is kept', async ({ page }) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'School Management' })
    .click();
  const main = page.getByRole('main');
  const edit = main.getByRole('button', { name: 'Edit Delhi Public School, Noida' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit School' });
  await expect(dialog.getByLabel('School name')).toBeFocused();
  await expect(dialog.getByLabel('School name')).toHaveValue('Delhi Public School, Noida');
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('City').fill('Greater Noida');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  const row = main.getByRole('row', { name: /^Delhi Public School, Noida/ });
  await expect(row).toContainText('Greater Noida');
  await page.reload();
  await expect(row).toContainText('Greater Noida');
});

test('an admin reply is appended to the ticket and kept', async ({ page }) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Support' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Support Tickets');
  const tickets = main.getByRole('list', { name: 'Support tickets' }).getByRole('button');
  await expect(tickets.first()).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousAxeViolations(page);

  await tickets.filter({ hasText: 'Unable to download' }).click();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    'Unable to download the Physics formula sheet',
  );
  const messages = main.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);

  await main.getByLabel('Reply').fill('   ');
  await main.getByRole('button', { name: 'Send Reply' }).click();
  await expect(main.getByLabel('Reply')).toBeFocused();
  await expect(messages).toHaveCount(2);

  await main.getByLabel('Reply').fill('Is the download working for you now?');
  await main.getByRole('button', { name: 'Send Reply' }).click();
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText('Admin');
  await expect(messages.last()).toContainText('Is the download working for you now?');
  await expect(main.getByLabel('Reply')).toHaveValue('');
  // The ticket with the newest reply moves to the top and stays selected.
  await expect(tickets.first()).toContainText('Unable to download');
  await expect(tickets.first()).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(tickets.first()).toContainText('Unable to download');
  await expect(messages.last()).toContainText('Is the download working for you now?');
});

test('notifications: today is published, a future date is Scheduled', async ({ page }) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(main.getByRole('article', { name: 'Parent-teacher meeting' })).toContainText(
    'Scheduled',
  );
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Create Notification' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Notification' });
  const today = await dialog.getByLabel('Date').inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByText('A future date schedules the notification.')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('Holiday on Friday');
  await dialog
    .getByLabel('Details', { exact: true })
    .fill('The institute is closed for the festival.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const holiday = main.getByRole('article', { name: 'Holiday on Friday' });
  await expect(holiday).toBeVisible();
  await expect(holiday).not.toContainText('Scheduled');

  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const nextYear = `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`;
  await main.getByRole('button', { name: 'Create Notification' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Notification' });
  await dialog.getByLabel('Title', { exact: true }).fill('Mock test series');
  await dialog.getByLabel('Details', { exact: true }).fill('Starts next year.');
  await dialog.getByLabel('Date').fill(nextYear);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const mock = main.getByRole('article', { name: 'Mock test series' });
  await expect(mock).toContainText('Scheduled');
  // Newest date first: the future one leads the list.
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Mock test series');

  await page.reload();
  await expect(main.getByRole('article', { name: 'Mock test series' })).toContainText('Scheduled');
  await expect(main.getByRole('article', { name: 'Holiday on Friday' })).toBeVisible();
});
