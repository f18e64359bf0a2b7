import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestResultsPage } from '@/features/exam-results';
import { storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed } from '../helpers/student-seeds';
import { STORY_QUESTIONS, storyAttempt, storyTest, withExamStandIns } from './story-exams';

const student = storySessions.student;
// The page is rendered inside the student area's record lookup, which needs Rahul's record.
const rahulRecord = sampleSeed().students.filter((record) => record.id === RAHUL_ID);
const series = storyTest({
  id: 'test-series-1',
  title: 'Series Test 1: Physics and Chemistry',
  audience: { kind: 'students', currentClass: 11, stream: 'Medical' },
  keyStage: 'final',
});
const attemptOf = (
  id: string,
  takerId: string,
  name: string,
  answers: Parameters<typeof storyAttempt>[1],
  total: number,
) =>
  storyAttempt(0, answers, {
    id,
    testId: series.id,
    taker: { kind: 'student', id: takerId, name },
    score: { total, sections: [] },
  });

const meta = {
  title: 'Exam Results/Student/Test Results',
  component: TestResultsPage,
  decorators: [withExamStandIns, withStudentPage, withData({ session: student })],
  parameters: {
    studentPage: 'test-results',
    data: {
      seed: {
        students: rahulRecord,
        examTests: [series],
        examAttempts: [
          attemptOf('attempt-rahul', student.id, student.name, [[1], [0], '9'], 4),
          attemptOf('attempt-priya', 'student-priya', 'Priya Verma', [[0], [0, 1], '9'], 12),
          attemptOf('attempt-kabir', 'student-kabir', 'Kabir Shah', [[2], [], '1'], -1),
        ],
      },
    },
  },
} satisfies Meta<typeof TestResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Score, rank in the class, accuracy by subject, time per question, and the sheet. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: series.title }));
    await expect(card.getByText('4 / 12')).toBeVisible();
    await expect(card.getByText('Rank 2 of 3')).toBeVisible();
    const accuracy = within(
      card.getByRole('table', { name: `Accuracy by subject (${series.title})` }),
    );
    const physics = within(accuracy.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(physics.map((cell) => cell.textContent)).toEqual(['Physics', '1', '0', '0%']);
    const time = within(
      card.getByRole('table', { name: `Time spent per question (${series.title})` }),
    );
    await expect(time.getAllByRole('row')).toHaveLength(STORY_QUESTIONS.length + 1);
    await userEvent.click(card.getByRole('button', { name: 'View response sheet' }));
    await expect(await card.findByText('Total: 4 marks')).toBeVisible();
    // One test has nothing to compare with: no chart yet.
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const laterTest = (number: number) =>
  storyTest({
    ...series,
    id: `test-series-${number}`,
    title: `Series Test ${number}: Physics and Chemistry`,
  });
const myAttempt = (testId: string, total: number, submittedAt: string) => ({
  ...attemptOf(`attempt-${testId}`, student.id, student.name, [[1], [0], '9'], total),
  testId,
  submittedAt,
});

/** Three tests taken: their scores as a line, oldest first, each number in the table. */
export const ScoresOverTime: Story = {
  parameters: {
    data: {
      seed: {
        examTests: [series, laterTest(2), laterTest(3)],
        examAttempts: [
          myAttempt(series.id, 4, daysAgo(21)),
          myAttempt('test-series-3', -1, daysAgo(7)),
          myAttempt('test-series-2', 9, daysAgo(14)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = within(
      await canvas.findByRole('figure', {
        name: 'Your score in each test, as a percentage of its maximum marks',
      }),
    );
    await expect(canvasElement.querySelectorAll('figure circle')).toHaveLength(3);
    await userEvent.click(chart.getByRole('button', { name: 'Show as table' }));
    const rows = within(chart.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Series Test 1: Physics and Chemistry, .*33\.3%$/),
      expect.stringMatching(/^Series Test 2: .*75%$/),
      // Negative marking can take a score below zero; the chart's axis goes below it too.
      expect.stringMatching(/^Series Test 3: .*-8\.3%$/),
    ]);
    await expect(canvas.getAllByRole('region', { name: /^Series Test/ })).toHaveLength(3);
  },
};

/** Nothing taken yet (or no key published): says when results appear. */
export const Empty: Story = {
  parameters: { data: { seed: { examTests: [series], examAttempts: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results yet')).toBeVisible();
  },
};

/** In Hindi: the page, the score and rank, the tables' names and headers, and the sheet. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: series.title }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('टेस्ट रिज़ल्ट');
    await expect(card.getByText('रैंक 2 (3 में से)')).toBeVisible();
    const accuracy = within(
      card.getByRole('table', { name: `विषय के अनुसार सटीकता (${series.title})` }),
    );
    await expect(accuracy.getByRole('columnheader', { name: 'सटीकता' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'रिस्पॉन्स शीट देखें' }));
    await expect(await card.findByText('कुल: 4 अंक')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, nothing taken yet: the empty state in Hindi. */
export const EmptyInHindi: Story = {
  globals: { language: 'hi' },
  parameters: Empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('अभी कोई रिज़ल्ट नहीं')).toBeVisible();
  },
};
