import { smsTextsTo } from '../../scripts/portal-routes.mjs';
import { expect, signIn, test } from './fixtures';
import { eveningClassWithNoGrace } from './server-daily-helpers';

// Server mode only: the absence alert reaches the fake SMS provider (scripts/server-e2e.mjs) once
// the minutes to correct have passed (none here) and the server's absence-alert timer has run
// (each minute), and a later correction of the register sends no second one.

const PRIYAS_MOBILE = '9829012345';
const ABSENT = /Priya Verma did not attend class/;
const absenceTexts = async () =>
  (await smsTextsTo(PRIYAS_MOBILE)).filter((text) => ABSENT.test(text));

test('an absent student’s family gets one SMS for the day, and a correction sends no second', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const sessionId = await eveningClassWithNoGrace(page);
  // Earlier journeys' texts stay at the fake provider: only those after this moment count.
  const before = (await absenceTexts()).length;

  await page.goto(`/admin/attendance/${sessionId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Priya Verma: Present/ }).click();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved');

  await expect
    .poll(async () => (await absenceTexts()).length - before, {
      message: 'the absence SMS to Priya’s family',
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(1);

  // The office corrects the register (Absent → Late → Present → Absent, sent twice): the alert
  // timer's next runs send nothing more.
  await page.reload();
  await main.getByRole('button', { name: /^Priya Verma: Absent/ }).click();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await main.getByRole('button', { name: /^Priya Verma: Late/ }).click();
  await main.getByRole('button', { name: /^Priya Verma: Present/ }).click();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(main.getByRole('button', { name: /^Priya Verma: Absent/ })).toBeVisible();
  await page.waitForTimeout(65_000);
  expect((await absenceTexts()).length - before).toBe(1);
});
