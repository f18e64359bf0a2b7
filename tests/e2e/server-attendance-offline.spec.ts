import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';
import type { ListedMail } from '../server/fake-smtp';
import { api, eveningClassWithNoGrace } from './server-daily-helpers';

// Server mode only (the browser-only config leaves server-*.spec.ts out: there is no network to
// lose there). On a 375 px phone a register is taken with the network gone: it waits on the
// phone, says so, and is sent when the network returns; the absent student's family then gets
// one e-mail (at the fake SMTP server scripts/server-e2e.mjs starts) once the minutes to correct
// have passed (none here) and the server's absence-alert timer has run (each minute).

/** The e-mails to `to` whose text matches `pattern`. */
async function mailsTo(to: string, pattern: RegExp): Promise<ListedMail[]> {
  const mailsUrl = readFileSync(process.env.E2E_MAILS_FILE ?? '', 'utf8');
  const mails = (await (await fetch(mailsUrl)).json()) as ListedMail[];
  return mails.filter((mail) => mail.to.includes(to) && pattern.test(mail.text));
}

test('a register taken offline on a phone waits there, is sent when the network returns, and the absent student’s family is told once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  const sessionId = await eveningClassWithNoGrace(page);

  await page.goto(`/admin/attendance/${sessionId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Take Attendance' })).toBeVisible();
  // The heading shows while the roster still loads: the network goes only once the roster is here.
  const priya = main.getByRole('button', { name: /^Priya Verma: Present/ });
  await expect(priya).toBeVisible();
  await context.setOffline(true);
  await priya.click();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status')).toHaveText(/^Offline: the register is waiting/);
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await context.setOffline(false);
  await expect(main.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });
  const view = await api<{ register: { marks: Array<{ studentId: string; status: string }> } }>(
    page,
    'GET',
    `/api/attendance/${sessionId}`,
  );
  expect(view.register.marks.map((mark) => [mark.studentId, mark.status]).sort()).toEqual([
    ['student-priya-verma', 'A'],
    ['student-rahul-sharma', 'P'],
  ]);

  // The family is told once: one e-mail to Priya's record's address, naming her.
  const absent = /Priya Verma did not attend class/;
  await expect
    .poll(async () => (await mailsTo('priya.verma@example.com', absent)).length, {
      message: 'the absence e-mail to Priya’s family',
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(1);
  await page.waitForTimeout(3_000);
  expect(await mailsTo('priya.verma@example.com', absent)).toHaveLength(1);
});
