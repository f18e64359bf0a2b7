import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyAttendancePage } from '@/features/attendance';
import { storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { attendanceSeed, neetClasses, neetRegisters } from './attendance-seeds';

const rahul = 'student-rahul-sharma';
const meta = {
  title: 'Attendance/Student/My Attendance',
  component: MyAttendancePage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: {
    studentPage: 'attendance',
    data: {
      // Rahul's marks in the three NEET-time classes: Present, Absent, Late.
      seed: {
        ...attendanceSeed(),
        registers: neetRegisters.map((register, index) => ({
          ...register,
          marks: [
            { ...register.marks[0]!, studentId: rahul, status: (['P', 'A', 'L'] as const)[index]! },
          ],
        })),
      },
    },
  },
} satisfies Meta<typeof MyAttendancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2 of 3 classes attended (late counts): 67%, by subject and month, and the classes missed. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('67%'))[0]).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Attendance by subject' })).toHaveTextContent(
      'Physics',
    );
    const missed = canvas.getByRole('heading', { name: 'Classes missed' });
    await expect(missed).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Physics · Absent$`))).toBeVisible();
    await expect(neetClasses).toHaveLength(3);
  },
};

/** Nothing taken yet. */
export const NothingYet: Story = {
  parameters: { data: { seed: { ...attendanceSeed(), registers: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No attendance has been taken in your classes yet.'),
    ).toBeVisible();
  },
};

/** The report failed to load. */
export const LoadFailed: Story = {
  parameters: { data: { failWith: { studentAttendance: new Error('The network is down.') } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your attendance could not be loaded'),
    ).toBeVisible();
  },
};

/** In Hindi on a 375px phone: heading, tables and the classes missed, with no sideways scroll. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'हाज़िरी' })).toBeVisible();
    await expect((await canvas.findAllByText('67%'))[0]).toBeVisible();
    const bySubject = canvas.getByRole('table', { name: 'विषय के अनुसार हाज़िरी' });
    await expect(within(bySubject).getByRole('columnheader', { name: 'गैरहाज़िर' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'छूटी हुई क्लास' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, nothing taken yet. */
export const NothingYetInHindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: { ...attendanceSeed(), registers: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('आपकी क्लास में अभी तक हाज़िरी नहीं ली गई है।')).toBeVisible();
  },
};
