import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OnlineTestMonitorPage } from '@/features/exam-results';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import {
  STORY_ATTEMPTS,
  examSeed,
  provisional,
  storyAttempt,
  storyChallenge,
  storyTest,
  withExamStandIns,
} from './story-exams';

const meta = {
  title: 'Exam Results/Admin/Online Test Monitor',
  component: OnlineTestMonitorPage,
  decorators: [withExamStandIns, withRouter, withData({ session: storySessions.admin })],
  parameters: {
    route: {
      path: '/admin/online-tests/:id/monitor',
      initialEntry: '/admin/online-tests/test-stse-online/monitor',
    },
    data: { seed: examSeed(storyTest()) },
  },
} satisfies Meta<typeof OnlineTestMonitorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return canvas;
}

const tileValue = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

/** Live, before anyone started: zero counts, no saves, no attempts. */
export const LiveEmpty: Story = {
  parameters: { data: { seed: examSeed(storyTest(), { examAttempts: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No one has started yet.')).toBeVisible();
    await expect(tileValue(canvas, 'Eligible')).toBe('3');
    await expect(tileValue(canvas, 'Started')).toBe('0');
    await expect(canvas.getByText('No attempts yet.')).toBeVisible();
    const chart = within(canvas.getByRole('figure', { name: /Saves per minute/ }));
    await userEvent.click(chart.getByRole('button', { name: 'Show as table' }));
    const rows = within(chart.getByRole('table')).getAllByRole('row').slice(1);
    // Every one of the last 15 minutes, each with no saves.
    await expect(rows).toHaveLength(15);
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(
      Array.from({ length: 15 }, () => '0'),
    );
  },
};

const minute = (offset: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 - offset * 60_000).toISOString();

/** Live, while candidates write: one in progress, two submitted; saves in the last minutes. */
export const LiveInProgress: Story = {
  parameters: {
    data: {
      seed: examSeed(storyTest(), {
        examAttempts: [
          storyAttempt(0, [[0]], {
            status: 'in-progress',
            lastSeenAt: minute(0),
            focusLosses: 2,
            fullscreenExits: 1,
            savesPerMinute: [{ minute: minute(0), saves: 7 }],
          }),
          ...STORY_ATTEMPTS.slice(1).map((attempt) => ({
            ...attempt,
            savesPerMinute: [{ minute: minute(1), saves: 3 }],
          })),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tileValue(canvas, 'Started')).toBe('3'));
    await expect(tileValue(canvas, 'In progress')).toBe('1');
    await expect(tileValue(canvas, 'Submitted')).toBe('2');
    const chart = within(canvas.getByRole('figure', { name: /Saves per minute/ }));
    // The newest minute's bar, named by its tooltip.
    const tooltips = [...canvasElement.querySelectorAll('figure rect title')];
    await expect(tooltips.at(-1)?.textContent).toMatch(/: 7$/);
    await userEvent.click(chart.getByRole('button', { name: 'Show as table' }));
    const rows = within(chart.getByRole('table')).getAllByRole('row');
    await expect(rows.at(-1)?.lastElementChild?.textContent).toBe('7');
    await expect(rows.at(-2)?.lastElementChild?.textContent).toBe('6');
    const table = within(canvas.getByRole('table', { name: 'Recently seen attempts' }));
    const first = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first.map((cell) => cell.textContent)).toEqual([
      'Asha Verma',
      'STSE0101',
      'In progress',
      expect.any(String),
      '1',
      '2',
      '1',
    ]);
  },
};

/** Answer Key, not published: publish the provisional key with the time challenges close. */
export const AnswerKeyHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Answer Key');
    await expect(await canvas.findByText('Not published')).toBeVisible();
    const key = within(canvas.getByRole('list', { name: 'Answer key' }));
    await expect(key.getByText('A, B')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish provisional key' }));
    await expect(await canvas.findByText('Enter when challenges close.')).toBeVisible();
    const closes = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await userEvent.type(canvas.getByLabelText(/Challenges close/), `${closes}T18:00`);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish provisional key' }));
    await expect(await screen.findByText('The provisional key is published.')).toBeVisible();
    await expect(await canvas.findByText('Provisional answer key')).toBeVisible();
  },
};

/** Answer Key, provisional, with one question dropped and one key changed after challenges. */
export const AnswerKeyProvisionalWithDropped: Story = {
  parameters: {
    data: {
      seed: examSeed(
        storyTest({
          ...provisional,
          keyChanges: {
            q1: { kind: 'options', correctOptions: [1] },
            q3: { kind: 'dropped' },
          },
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Answer Key');
    await expect(await canvas.findByText('Provisional answer key')).toBeVisible();
    const key = within(canvas.getByRole('list', { name: 'Answer key' }));
    await expect(key.getByText('Dropped')).toBeVisible();
    await expect(key.getByText('Key changed')).toBeVisible();
    await expect(key.getByText(/Key changed to B/)).toBeVisible();
    await expect(key.getByText(/Dropped: full marks to everyone/)).toBeVisible();
  },
};

const challenged = {
  data: {
    seed: examSeed(storyTest(provisional), {
      examChallenges: [
        storyChallenge('challenge-1', 1, 'q1', 'Joule is also a unit of force.'),
        storyChallenge('challenge-2', 2, 'q1', 'Option B is right.'),
        storyChallenge('challenge-3', 1, 'q3', 'x can be −9.'),
      ],
    }),
  },
};

/** Challenges: the open list, newest first, each with Accept and Reject. */
export const ChallengesOpen: Story = {
  parameters: challenged,
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Challenges');
    const table = within(await canvas.findByRole('table', { name: 'Challenges' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    const first = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Question 1',
      'Chetan Rao (STSE0103)',
      'Option B is right.',
      'Under review',
    ]);
    await expect(table.getAllByRole('button', { name: /^Accept/ })).toHaveLength(3);
  },
};

/** Accept: the new right option; both challenges of question 1 are accepted and all re-scored. */
export const AcceptChallenge: Story = {
  parameters: challenged,
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Challenges');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Accept the challenge of question 1 by Bala Iyer',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and re-score' }));
    await expect(await dialog.findByText('Tick the right options.')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('B: joule'));
    await userEvent.type(dialog.getByLabelText(/Note/), 'Both readings were accepted.');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and re-score' }));
    await expect(
      await canvas.findByText(
        'Question 1: Key changed to B. 3 submitted attempts were scored again.',
      ),
    ).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Challenges' }));
    await waitFor(() => expect(table.getAllByText('Accepted')).toHaveLength(2));
  },
};

/** Reject: the note is required, then the challenge is rejected and the key stands. */
export const RejectNeedsNote: Story = {
  parameters: challenged,
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Challenges');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Reject the challenge of question 3 by Bala Iyer',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Note is required.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Note/), 'The question says x > 0.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(
      await canvas.findByText('The challenge of question 3 is rejected; the key is unchanged.'),
    ).toBeVisible();
    await expect(await canvas.findByText('The question says x > 0.')).toBeVisible();
  },
};

/** In Hindi: the tabs, the live counts' labels, the chart's and the table's names and headers. */
export const LiveInHindi: Story = {
  globals: { language: 'hi' },
  parameters: LiveInProgress.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'लाइव' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'उत्तर कुंजी' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'आपत्तियाँ' })).toBeVisible();
    await waitFor(() => expect(tileValue(canvas, 'शुरू किया')).toBe('3'));
    await expect(tileValue(canvas, 'योग्य')).toBe('3');
    await expect(canvas.getByRole('figure', { name: /हर मिनट सेव/ })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'हाल में दिखे प्रयास' }));
    await expect(table.getByRole('columnheader', { name: 'स्थिति' })).toBeInTheDocument();
    const first = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first[2]).toHaveTextContent('चल रहा है');
  },
};
