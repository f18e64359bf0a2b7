import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AttendancePage } from '@/features/attendance';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { attendanceSeed, neetClasses, todaysClass } from './attendance-seeds';

const meta = {
  title: 'Attendance/Admin/Attendance',
  component: AttendancePage,
  decorators: [withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/attendance' },
    data: { session: storySessions.admin, seed: attendanceSeed() },
  },
} satisfies Meta<typeof AttendancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's classes, each with Take Attendance. */
export const TodaysClasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const take = await canvas.findByRole('link', {
      name: /^Take Attendance for Physics, JEE Morning/,
    });
    await userEvent.click(take);
    await expect(
      await canvas.findByText(`Navigated to /admin/attendance/${todaysClass.id}`),
    ).toBeVisible();
  },
};

/** No class today. */
export const NoClassToday: Story = {
  parameters: { data: { seed: { ...attendanceSeed(), classSessions: neetClasses } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No classes today/)).toBeVisible();
  },
};

/** Priya came to 1 of 3 classes: below 75%, with her parents' number and Message these parents. */
export const FollowUps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Follow-ups' }));
    const table = await canvas.findByRole('table', { name: 'Follow-ups' });
    const priya = await within(table).findByRole('row', { name: /Priya Verma/ });
    await expect(priya).toHaveTextContent('33%');
    await expect(priya).toHaveTextContent('Below threshold');
    await expect(canvas.getByRole('link', { name: 'Message these parents (SMS)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:\+91\d{10}$/),
    );
  },
};

/** A batch's month: the grid of marks, the percentage and the chart by week. */
export const MonthlyRegister: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Monthly register' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Batch'), 'NEET Evening');
    const month = canvas.getByLabelText('Month');
    await userEvent.clear(month);
    await userEvent.type(month, neetClasses[2]!.date.slice(0, 7));
    const grid = await canvas.findByRole('region', { name: 'Register' });
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /Priya Verma/ })).toHaveTextContent('A'),
    );
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect(canvas.getAllByText(/^Attendance by week: NEET Evening/)[0]).toBeVisible();
  },
};

/** In Hindi: the tabs, today's Take Attendance link and the follow-ups, on a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'हाज़िरी' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: /^हाज़िरी लें \(Physics, JEE Morning\)/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'फ़ॉलो-अप' }));
    const table = await canvas.findByRole('table', { name: 'फ़ॉलो-अप' });
    await expect(await within(table).findByRole('row', { name: /Priya Verma/ })).toHaveTextContent(
      'तय सीमा से कम',
    );
    await expect(canvas.getByRole('link', { name: 'इन अभिभावकों को संदेश भेजें (SMS)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'महीने का रजिस्टर' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
