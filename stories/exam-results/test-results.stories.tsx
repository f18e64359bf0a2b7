import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestResultsPage } from '@/features/exam-results';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { STORY_QUESTIONS, storyAttempt, storyTest, withExamStandIns } from './story-exams';

const student = storySessions.student;
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
  decorators: [withExamStandIns, withRouter, withData({ session: student })],
  parameters: {
    route: { path: '/student/test-results' },
    data: {
      seed: {
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
    const accuracy = within(card.getByRole('table', { name: 'Accuracy by subject' }));
    const physics = within(accuracy.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(physics.map((cell) => cell.textContent)).toEqual(['Physics', '1', '0', '0%']);
    const time = within(card.getByRole('table', { name: 'Time spent per question' }));
    await expect(time.getAllByRole('row')).toHaveLength(STORY_QUESTIONS.length + 1);
    await userEvent.click(card.getByRole('button', { name: 'View response sheet' }));
    await expect(await card.findByText('Total: 4 marks')).toBeVisible();
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
