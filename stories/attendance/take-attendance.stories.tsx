import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TakeAttendancePage } from '@/features/attendance';
import { memoryDeviceQueue } from '@/lib/device-queue';
import type { QueuedRegister } from '@/features/attendance/model/register-queue';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { attendanceSeed, todaysClass } from './attendance-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** The queue on this "phone": in memory, so a story can look at what waits. */
const phoneQueue = memoryDeviceQueue<QueuedRegister>('sessionId');

const meta = {
  title: 'Attendance/Admin/Take Attendance',
  component: TakeAttendancePage,
  decorators: [withToasts, withRouter, withData()],
  args: { openQueue: async () => phoneQueue },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
    route: {
      path: '/admin/attendance/:sessionId',
      initialEntry: `/admin/attendance/${todaysClass.id}`,
    },
    data: { session: storySessions.admin, seed: attendanceSeed() },
  },
} satisfies Meta<typeof TakeAttendancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone Present; one tap makes Arjun Absent, a second Late; Submit sends it: Saved. */
export const TakeAndSubmit: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const arjun = await canvas.findByRole('button', { name: /^Arjun Mehta: Present/ });
    await expect(canvas.getByRole('button', { name: /^Rahul Sharma: Present/ })).toBeVisible();
    await userEvent.click(arjun);
    await expect(canvas.getByRole('button', { name: /^Arjun Mehta: Absent/ })).toBeVisible();
    await expect(canvas.getByText('Present 1 · Absent 1 · Late 0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
    const { register } = await storyRepository(context).getRegister(todaysClass.id);
    await expect(register?.marks.map((mark) => [mark.studentId, mark.status]).sort()).toEqual([
      ['student-arjun-mehta', 'A'],
      ['student-rahul-sharma', 'P'],
    ]);
  },
};

/** No network: the register waits on the phone and says so; nothing is lost. */
export const Offline: Story = {
  parameters: {
    data: { failWith: { submitAttendance: new TypeError('Failed to fetch') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Rahul Sharma: Present/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Rahul Sharma: Absent/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/^Offline: the register is waiting/),
    );
    const waiting = await phoneQueue.list(todaysClass.id);
    await expect(
      waiting.at(-1)?.marks.find((mark) => mark.studentId === 'student-rahul-sharma')?.status,
    ).toBe('L');
    // The next story's phone starts empty.
    await phoneQueue.removeUpTo(todaysClass.id, Number.MAX_SAFE_INTEGER);
  },
};

/** A class that does not exist (or is another's): not found, with the way back. */
export const NotFound: Story = {
  parameters: { route: { initialEntry: '/admin/attendance/no-such-class' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Class not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Attendance' })).toBeVisible();
  },
};

/** A cancelled class has no register: said, and Submit is off. */
export const CancelledClass: Story = {
  parameters: {
    data: {
      seed: {
        ...attendanceSeed(),
        classSessions: [{ ...todaysClass, status: 'cancelled', note: 'Teacher unwell' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This class was cancelled: it has no register.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Back online: what waited on the phone is sent when the page opens, and the register is saved. */
export const SyncedWhenBack: Story = {
  loaders: [
    async () => {
      await phoneQueue.add(todaysClass.id, {
        seq: 1,
        submissionId: 'waited-offline',
        marks: [
          { studentId: 'student-rahul-sharma', status: 'A', markedAt: new Date().toISOString() },
          { studentId: 'student-arjun-mehta', status: 'P', markedAt: new Date().toISOString() },
        ],
      });
      return {};
    },
  ],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
    await expect(await phoneQueue.list(todaysClass.id)).toEqual([]);
    const { register } = await storyRepository(context).getRegister(todaysClass.id);
    await expect(
      register?.marks.find((mark) => mark.studentId === 'student-rahul-sharma')?.status,
    ).toBe('A');
    await expect(canvas.getByRole('button', { name: /^Rahul Sharma: Absent/ })).toBeVisible();
  },
};

/** In Hindi on a phone: the marks, the counts and Submit; a tap still moves Present to Absent. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'हाज़िरी लें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हाज़िरी पर वापस जाएँ' })).toBeVisible();
    const arjun = await canvas.findByRole('button', {
      name: 'Arjun Mehta: हाज़िर। गैरहाज़िर करने के लिए टैप करें',
    });
    await expect(arjun).toHaveTextContent('हाज़िर');
    await userEvent.click(arjun);
    await expect(
      canvas.getByRole('button', { name: 'Arjun Mehta: गैरहाज़िर। देर से करने के लिए टैप करें' }),
    ).toHaveTextContent('गैरहाज़िर');
    await expect(canvas.getByText('हाज़िर 1 · गैरहाज़िर 1 · देर से 0')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'छात्र' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('अभी भेजा नहीं गया');
    await expect(canvas.getByRole('button', { name: 'जमा करें' })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
