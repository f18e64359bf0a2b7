import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

// The exam hall in server mode: an STSE candidate of the Online centre (the demo's Diya Nair,
// class 12) takes a published test on a phone, through the server's taking operations.
test.skip(!process.env.E2E_RESET_URL, 'The exam hall journeys run in server mode.');

const phone = { width: 375, height: 740 };
const candidate = { rollNo: 'STSE0004', dateOfBirth: '2007-12-03' };
const TITLE = 'STSE Online 2026 · Class 12';

/** A published test of six single-correct questions, open now, 30 minutes long. */
function onlineTest() {
  const now = Date.now();
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const marking = { correct: 4, wrong: -1, partialPerOption: 0 };
  const frozen = Array.from({ length: 6 }, (_, i) => ({
    id: `e2e-question-${i + 1}`,
    kind: 'single',
    subject: 'Mathematics',
    topic: '',
    difficulty: 'easy',
    text: { en: `What is $${i + 1} + ${i + 1}$?`, hi: '' },
    options: [0, 1, 2, 3].map((k) => ({ en: String(2 * (i + 1) + k), hi: '' })),
    correctOptions: [0],
    explanation: '',
    createdAt: at(-60),
    updatedAt: at(-60),
  }));
  return {
    id: 'e2e-online-test',
    title: TITLE,
    audience: { kind: 'stse', currentClass: 12 },
    sections: [
      {
        id: 'maths',
        name: 'Mathematics',
        questionIds: frozen.map((question) => question.id),
        marking: { single: marking, multiple: marking, numerical: marking },
      },
    ],
    durationMinutes: 30,
    opensAt: at(-60),
    closesAt: at(60),
    languages: ['en'],
    shuffleQuestions: false,
    shuffleOptions: false,
    instructions: 'Answer every question. Your answers are saved as you choose them.',
    status: 'published',
    frozen,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at(-60),
    updatedAt: at(-60),
  };
}

test.beforeEach(async () => {
  const response = await fetch(process.env.E2E_RESET_URL!, {
    method: 'POST',
    headers: {
      'x-reset-token': process.env.E2E_RESET_TOKEN ?? '',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ examTests: [onlineTest()] }),
  });
  expect(response.status, 'seeding the online test').toBe(200);
});

/** Signs in, opens the test's instructions, ticks the box and starts (or resumes). */
async function startTest(page: Page, { axe = false } = {}) {
  await page.goto('/stse/online-test');
  await page.getByRole('textbox', { name: 'Roll Number' }).fill(candidate.rollNo);
  await page.getByLabel('Date of Birth').fill(candidate.dateOfBirth);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const card = page.getByRole('region', { name: TITLE });
  await card.getByRole('button').click();
  await expect(page.getByRole('checkbox', { name: /I have read and understood/ })).toBeVisible();
  if (axe) await expectNoSeriousAxeViolations(page);
  await page.getByRole('checkbox', { name: /I have read and understood/ }).check();
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}` });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Saving|Offline/ });

/** The countdown in seconds. */
async function secondsLeft(page: Page) {
  const [h, m, s] = (await page.getByRole('timer').textContent())!.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

async function openPage(browser: Browser) {
  const context = await browser.newContext({ viewport: phone });
  return { context, page: await context.newPage() };
}

test('a candidate on a phone answers offline, resumes on another device with the same answers and time', async ({
  page,
  context,
  browser,
}) => {
  await page.setViewportSize(phone);
  await startTest(page, { axe: true });
  await expectNoSeriousAxeViolations(page);

  await question(page, 1).getByRole('radio').nth(0).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(question(page, 2)).toBeVisible();
  await expect(status(page)).toHaveText('Saved');

  // Three answers while the network is down: they wait on the device.
  await context.setOffline(true);
  await question(page, 2).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await question(page, 3).getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await question(page, 4).getByRole('radio').nth(3).check();
  await expect(status(page)).toHaveText('Offline: 3 answers waiting');

  await context.setOffline(false);
  await expect(status(page)).toHaveText('Saved');
  const firstLeft = await secondsLeft(page);

  // Another device: the same attempt, the same answers, the same time left.
  const other = await openPage(browser);
  await startTest(other.page);
  const otherLeft = await secondsLeft(other.page);
  expect(Math.abs(otherLeft - firstLeft)).toBeLessThanOrEqual(5);
  await other.page.getByRole('button', { name: 'Question palette' }).click();
  for (const number of [1, 2, 3, 4]) {
    await expect(
      other.page.getByRole('button', { name: `Question ${number}, answered` }),
    ).toBeVisible();
  }
  await other.page.getByRole('button', { name: 'Question 3, answered' }).click();
  await expect(question(other.page, 3).getByRole('radio').nth(2)).toBeChecked();
  await other.context.close();

  // The first device is told on its next save.
  await question(page, 4).getByRole('radio').nth(0).check();
  await expect(
    page.getByRole('heading', { name: /Your test continued on another device\./ }),
  ).toBeVisible();
});

test('the page submits by itself when the time runs out', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(phone);
  await startTest(page);
  await question(page, 1).getByRole('radio').nth(0).check();
  await expect(status(page)).toHaveText('Saved');
  await page.clock.fastForward('30:01');
  await expect(page.getByRole('heading', { name: 'Your test has been submitted.' })).toBeVisible();
  await expect(page.getByText('could not reach the server')).toHaveCount(0);
});
