import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { demoPassword, expect, signIn, test } from './fixtures';
import type { ListedMail } from '../server/fake-smtp';
import { api, batchTaughtByMe } from './server-daily-helpers';

// Server mode only (two browsers share the server's timetable): the owner and an Office member
// add the same weekly class at the same moment; the database's clash rule lets one in, and the
// other is told beside the field, with what they typed still there.

const OFFICE_EMAIL = 'neha.office@example.com';

/** An Office member added by the owner, signed in on a browser of their own through the e-mailed
 *  set-up link (the owner's e2e password, so `signIn` knows it). */
async function officeMember(ownerPage: Page, browser: Browser): Promise<Page> {
  await api(ownerPage, 'POST', '/api/staff', {
    name: 'Neha Sharma',
    email: OFFICE_EMAIL,
    staffRole: 'office',
  });
  const mailsUrl = readFileSync(process.env.E2E_MAILS_FILE ?? '', 'utf8');
  let setUp = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(mailsUrl)).json()) as ListedMail[];
        setUp =
          mails
            .filter((mail) => mail.to.includes(OFFICE_EMAIL))
            .flatMap((mail) => /\/set-password\?code=[\w-]+/.exec(mail.text) ?? [])
            .at(-1) ?? '';
        return setUp;
      },
      { message: 'the set-up e-mail to the Office member', timeout: 20_000 },
    )
    .not.toBe('');
  const page = await (await browser.newContext()).newPage();
  await page.goto(setUp);
  await page.getByLabel('New password').fill(demoPassword('admin'));
  await page.getByLabel('Type the password again').fill(demoPassword('admin'));
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeVisible();
  await signIn(page, 'admin', OFFICE_EMAIL);
  return page;
}

/** Add Class opened and filled on the batch's page: Monday 10:00-11:30, its faculty and room. */
async function fillAddClass(page: Page, batchId: string) {
  await page.goto(`/admin/batches/${batchId}`);
  await page.getByRole('main').getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  await dialog.getByLabel('Day').selectOption({ label: 'Monday' });
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByLabel('End time').fill('11:30');
  return dialog;
}

test('two people adding the same class at once: one is saved, the other is told of the clash beside the field', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const { batch } = await batchTaughtByMe(page, 'Clash Batch', ['Physics']);
  const office = await officeMember(page, browser);
  try {
    const dialogs = [await fillAddClass(page, batch.id), await fillAddClass(office, batch.id)];
    await Promise.all(
      dialogs.map((dialog) => dialog.getByRole('button', { name: 'Add Class' }).click()),
    );

    // One dialog closes (saved), the other stays open with the clash beside its field.
    const clash = /(teaches|has) .*\(Physics\) 10:00-11:30 on Monday, /;
    await expect
      .poll(async () => Promise.all(dialogs.map((dialog) => dialog.isVisible())))
      .toEqual(expect.arrayContaining([true, false]));
    const refused = (await dialogs[0]!.isVisible()) ? dialogs[0]! : dialogs[1]!;
    const descriptions = await Promise.all(
      ['Faculty', 'Room (optional)', 'Start time'].map(async (label) =>
        refused.getByLabel(label).evaluate((field) => {
          const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
          return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        }),
      ),
    );
    expect(descriptions.filter((text) => clash.test(text.trim()))).toHaveLength(1);
    // What was typed is still there.
    await expect(refused.getByLabel('Start time')).toHaveValue('10:00');
    await expect(refused.getByLabel('End time')).toHaveValue('11:30');

    // The batch has the one weekly class.
    await page.goto(`/admin/batches/${batch.id}`);
    await expect(
      page.getByRole('list', { name: 'Weekly classes' }).getByRole('listitem'),
    ).toHaveCount(1);
  } finally {
    await office.context().close();
  }
});
