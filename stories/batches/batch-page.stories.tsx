import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BatchPage } from '@/features/batches';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { storyAttempt, storyTest } from '../exam-results/story-exams';
import { arjunSeat, batchesSeed, jeeFull, neet, rahulSeat, snehaWaits } from './batch-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Batches/Admin/Batch',
  component: BatchPage,
  decorators: [withToasts, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/batches/:batchId', initialEntry: `/admin/batches/${jeeFull.id}` },
    data: { session: storySessions.admin, seed: batchesSeed() },
  },
} satisfies Meta<typeof BatchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('table', { name }));

/** A full batch: its details and faculty, two students, one waiting (Promote waits for a seat). */
export const FullBatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'JEE Morning' }),
    ).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
    await expect(canvas.getByText('Physics: Vikram Singh')).toBeVisible();
    const students = await section(canvasElement, 'Students');
    await expect(students.getByRole('row', { name: /Rahul Sharma/ })).toBeVisible();
    await expect(students.getByRole('row', { name: /Arjun Mehta/ })).toBeVisible();
    const waiting = await section(canvasElement, 'Waiting list');
    await expect(waiting.getByRole('button', { name: 'Promote Sneha Iyer' })).toBeDisabled();
    await expect(waiting.getByText('Every seat is taken.')).toBeVisible();
  },
};

const seriesTest = storyTest({
  id: 'test-jee-series-1',
  title: 'JEE Series Test 1',
  audience: { kind: 'students', currentClass: 11, stream: 'Non-Medical' },
  opensAt: '2026-11-15T04:30:00.000Z',
  keyStage: 'final',
});
const scored = (seat: { studentId: string }, name: string, total: number) =>
  storyAttempt(0, [[0]], {
    id: `attempt-${seat.studentId}`,
    testId: seriesTest.id,
    taker: { kind: 'student', id: seat.studentId, name },
    score: { total, sections: [] },
  });

/** The batch's test results: Rahul's and Arjun's scores; Sneha, still waiting, is not counted. */
export const TestResults: Story = {
  parameters: {
    data: {
      seed: {
        ...batchesSeed(),
        examTests: [seriesTest],
        examAttempts: [
          scored(rahulSeat, 'Rahul Sharma', 42),
          scored(arjunSeat, 'Arjun Mehta', 57.5),
          scored(snehaWaits, 'Sneha Iyer', 90),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const results = await section(canvasElement, 'Test results');
    const row = await results.findByRole('row', { name: /JEE Series Test 1/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['JEE Series Test 1', '15 Nov 2026', '2', '49.75', '57.5']);
  },
};

/** The batch is full: Enrol Student says so, and the student found joins the waiting list. */
export const EnrolWhenFull: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol Student' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enrol Student' }));
    await expect(dialog.getByText(/All 2 seats are taken/)).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: /Search by name/ }), 'priya');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Add to Waiting List Priya Verma' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { members } = await storyRepository(context).getBatch(jeeFull.id);
    await expect(members.find((row) => row.student.name === 'Priya Verma')?.status).toBe('waiting');
    const waiting = await section(context.canvasElement, 'Waiting list');
    await expect(await waiting.findByRole('row', { name: /Priya Verma/ })).toBeVisible();
  },
};

/** A batch with room: the student found takes a seat. */
export const EnrolIntoASeat: Story = {
  parameters: { route: { initialEntry: `/admin/batches/${neet.id}` } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol Student' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enrol Student' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: /Search by name/ }), 'sneha');
    await userEvent.click(await dialog.findByRole('button', { name: 'Enrol Sneha Iyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const students = await section(context.canvasElement, 'Students');
    await expect(await students.findByRole('row', { name: /Sneha Iyer/ })).toBeVisible();
    await expect(canvas.getByText('2 of 40')).toBeVisible();
  },
};

/** Removing a student (with why) frees a seat; the first in line is promoted into it. */
export const RemoveThenPromote: Story = {
  play: async (context) => {
    const students = await section(context.canvasElement, 'Students');
    await userEvent.click(students.getByRole('button', { name: 'Remove Arjun Mehta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from Batch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByText('Reason is required.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Moved to Delhi');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const waiting = await section(context.canvasElement, 'Waiting list');
    const promote = waiting.getByRole('button', { name: 'Promote Sneha Iyer' });
    await waitFor(() => expect(promote).toBeEnabled());
    await userEvent.click(promote);
    const left = await section(context.canvasElement, 'Left the batch');
    await expect(left.getByRole('row', { name: /Arjun Mehta/ })).toHaveTextContent(
      'Moved to Delhi',
    );
    const { members } = await storyRepository(context).getBatch(jeeFull.id);
    await waitFor(async () =>
      expect(
        (await storyRepository(context).getBatch(jeeFull.id)).members.find(
          (row) => row.id === snehaWaits.id,
        )?.status,
      ).toBe('enrolled'),
    );
    await expect(members.find((row) => row.id === arjunSeat.id)?.reason).toBe('Moved to Delhi');
  },
};

/** Move to another batch: the row here is kept as history, naming where they went and why. */
export const MoveToAnotherBatch: Story = {
  play: async (context) => {
    const students = await section(context.canvasElement, 'Students');
    await userEvent.click(students.getByRole('button', { name: 'Move Rahul Sharma' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to Another Batch' }));
    await userEvent.selectOptions(dialog.getByLabelText(/^Move to/), neet.id);
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Evening suits his school');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const left = await section(context.canvasElement, 'Left the batch');
    await expect(left.getByRole('row', { name: /Rahul Sharma/ })).toHaveTextContent(
      'Moved to NEET Evening: Evening suits his school',
    );
    const { members } = await storyRepository(context).getBatch(neet.id);
    await expect(members.find((row) => row.studentId === rahulSeat.studentId)?.status).toBe(
      'enrolled',
    );
  },
};

/** A faculty member opens the batch they teach but cannot enrol, move or remove anyone. */
export const FacultyReadsOnly: Story = {
  parameters: {
    route: { initialEntry: '/admin/batches/batch-foundation' },
    data: { session: storySessions.faculty },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Foundation Weekend' }),
    ).toBeVisible();
    await expect(canvas.getByText('Mathematics: Kavita Faculty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enrol Student' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Batch' })).toBeNull();
    const results = await section(canvasElement, 'Test results');
    await expect(
      await results.findByText('No student of this batch has a test result yet.'),
    ).toBeVisible();
  },
};

/** Another faculty member's batch, or one that does not exist: not found, with the way back. */
export const NotFound: Story = {
  parameters: { data: { session: storySessions.faculty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Batch not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Batches' })).toBeVisible();
  },
};

/** The batch failed to load: the reason and Try again. */
export const LoadFailed: Story = {
  parameters: { data: { failWith: { getBatch: new Error('The network is down.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The batch could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** In Hindi: the program and stream, the managers' buttons and Enrol Student on a full batch. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'JEE Morning' }),
    ).toBeVisible();
    await expect(canvas.getByText('इंजीनियरिंग · कक्षा 11 · नॉन-मेडिकल')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'बैच बदलें' })).toBeVisible();
    const students = await section(canvasElement, 'छात्र');
    await expect(students.getByRole('button', { name: 'बदलें Rahul Sharma' })).toBeVisible();
    await expect(students.getByRole('button', { name: 'हटाएँ Rahul Sharma' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'छात्र का दाख़िला करें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'छात्र का दाख़िला करें' }));
    await expect(
      dialog.getByText('सभी 2 सीटें भर चुकी हैं: अब दाख़िला लेने वाला छात्र प्रतीक्षा सूची में जाएगा।'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: /नाम या Roll Number/ }), 'priya');
    await expect(
      await dialog.findByRole('button', { name: 'प्रतीक्षा सूची में जोड़ें Priya Verma' }),
    ).toBeVisible();
  },
};
