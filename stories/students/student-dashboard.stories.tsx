import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StudentDashboardPage } from '@/features/students';
import { storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, daysAgo, sampleSeed } from '../helpers/student-seeds';
import { indiaDayOf } from '@/data';
import { addDays } from '@/data/daily';

const meta = {
  title: 'Students/Student/Dashboard',
  component: StudentDashboardPage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'dashboard' },
} satisfies Meta<typeof StudentDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function statCard(canvasElement: HTMLElement, label: string) {
  const labelElement = within(canvasElement).getByText(label);
  return within(labelElement.parentElement as HTMLElement);
}

/** Rahul owes two installments of ₹40,000, has one new material and two notifications. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(statCard(canvasElement, 'Pending Fees').getByText('₹80,000')).toBeVisible();
    await expect(
      await statCard(canvasElement, 'New Materials (last 30 days)').findByText('1'),
    ).toBeVisible();
    // The parent-teacher meeting is scheduled for next week, so it is not counted yet.
    await expect(statCard(canvasElement, 'Notifications').getByText('2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View fee details/ })).toHaveAttribute(
      'href',
      '/student/fees',
    );
    await expect(canvas.getByRole('link', { name: /Go to downloads/ })).toHaveAttribute(
      'href',
      '/student/materials',
    );
    await expect(canvas.getByRole('link', { name: /View notifications/ })).toHaveAttribute(
      'href',
      '/student/notifications',
    );
    await expect(canvas.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/student/profile',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Contact Support' }));
    await expect(await canvas.findByText('Navigated to /student/support')).toBeVisible();
  },
};

/** Only materials uploaded in the last 30 days count as new; older ones and others' do not. */
export const NewMaterialsWindow: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        const [template] = seed.materials.filter((material) => material.visibility === 'Student');
        const mine = { ...template!, visibility: 'Student' as const, class: '12' as const };
        return {
          ...seed,
          materials: [
            { ...mine, id: 'fresh', uploadDate: daysAgo(29) },
            { ...mine, id: 'also-fresh', stream: 'Any' as const, uploadDate: daysAgo(1) },
            { ...mine, id: 'old', uploadDate: daysAgo(31) },
            { ...mine, id: 'public', visibility: 'Public' as const, uploadDate: daysAgo(2) },
            { ...mine, id: 'class-11', class: '11' as const, uploadDate: daysAgo(2) },
          ],
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await statCard(canvasElement, 'New Materials (last 30 days)').findByText('2'),
    ).toBeVisible();
  },
};

/** Nothing new and nothing owed: the cards say 0 rather than disappearing. */
export const NothingNew: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        return {
          ...seed,
          materials: [],
          notifications: [],
          students: seed.students.map((student) => ({
            ...student,
            feeDetails: {
              ...student.feeDetails,
              installments: student.feeDetails.installments.map((installment) => ({
                ...installment,
                paidAmount: installment.amount,
                status: 'Paid' as const,
              })),
            },
          })),
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await statCard(canvasElement, 'New Materials (last 30 days)').findByText('0'),
    ).toBeVisible();
    await expect(statCard(canvasElement, 'Notifications').getByText('0')).toBeVisible();
    await expect(statCard(canvasElement, 'Pending Fees').getByText('₹0')).toBeVisible();
  },
};

/** The counts fail to load: the fee card still shows, with a way to try again. */
export const CountsFail: Story = {
  parameters: { data: { failWith: { listNotifications: new Error('Storage is unavailable.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Materials and notifications could not be counted');
    await expect(alert).toHaveTextContent('Storage is unavailable.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(statCard(canvasElement, 'Pending Fees').getByText('₹80,000')).toBeVisible();
    await expect(statCard(canvasElement, 'Notifications').getByText('Unavailable')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₹80,000')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A class of Rahul's batch today, and one tomorrow cancelled for a holiday. */
function seedWithClasses() {
  const seed = sampleSeed();
  const batchId = seed.enrolments.find((row) => row.studentId === RAHUL_ID)?.batchId ?? '';
  const today = indiaDayOf(new Date());
  const tomorrow = addDays(today, 1);
  const session = (id: string, date: string, status: 'scheduled' | 'cancelled') => ({
    id,
    batchId,
    date,
    startMinute: 600,
    endMinute: 690,
    subject: 'Physics',
    staffId: 'staff-faculty',
    room: 'Room 3',
    startsAt: `${date}T04:30:00.000Z`,
    endsAt: `${date}T06:00:00.000Z`,
    status,
    ...(status === 'cancelled' ? { note: 'Holiday: Guru Nanak Jayanti' } : {}),
  });
  return {
    ...seed,
    classSessions: [
      session('session-today', today, 'scheduled'),
      session('session-tomorrow', tomorrow, 'cancelled'),
    ],
  };
}

/** This Week's Classes: today's class first, a cancelled one with its reason. */
export const ThisWeeksClasses: Story = {
  parameters: { data: { seed: seedWithClasses() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: "This Week's Classes" }));
    const today = within(await card.findByRole('region', { name: /^Today, / }));
    await expect(today.getByText('10:00–11:30 · Physics · Room 3')).toBeVisible();
    const days = card.getAllByRole('region');
    await expect(days).toHaveLength(2);
    await expect(days[1]).toHaveTextContent('Cancelled: Holiday: Guru Nanak Jayanti');
  },
};

/** No class in the next seven days says so. */
export const NoClassesThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: "This Week's Classes" }));
    await expect(await card.findByText('No classes in the next seven days.')).toBeVisible();
  },
};

/** Today's Classes: today's classes of Rahul's batch by time, moved and cancelled ones said so. */
export const TodaysClasses: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = seedWithClasses();
        const [today] = seed.classSessions;
        return {
          ...seed,
          classSessions: [
            { ...today!, note: 'Moved from 27 Nov 2026 16:00' },
            {
              ...today!,
              id: 'session-today-cancelled',
              startMinute: 480,
              endMinute: 540,
              subject: 'Chemistry',
              status: 'cancelled' as const,
              note: 'Teacher unwell',
            },
          ],
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: "Today's Classes" }));
    const [cancelled, moved] = await card.findAllByRole('listitem');
    await expect(cancelled).toHaveTextContent('08:00–09:00Chemistry · Room 3');
    await expect(cancelled).toHaveTextContent('Cancelled: Teacher unwell');
    await expect(moved).toHaveTextContent(
      '10:00–11:30Physics · Room 3Moved from 27 Nov 2026 16:00',
    );
    const week = within(canvas.getByRole('region', { name: "This Week's Classes" }));
    await expect(await week.findByText(/^10:00–11:30 · Physics · Room 3/)).toHaveTextContent(
      '10:00–11:30 · Physics · Room 3 (Moved from 27 Nov 2026 16:00)',
    );
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** No class today says so. */
export const NoClassesToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: "Today's Classes" }));
    await expect(await card.findByText(/^No classes today/)).toBeVisible();
  },
};

/** In Hindi on a 375px phone: the timetable cards' headings, today's day and a cancelled class. */
export const TimetableInHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  parameters: { data: { seed: seedWithClasses() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'इस हफ़्ते की क्लास' }));
    await expect(await card.findByRole('region', { name: /^आज, / })).toBeVisible();
    const days = card.getAllByRole('region');
    await expect(days[1]).toHaveTextContent('रद्द: Holiday: Guru Nanak Jayanti');
    await expect(canvas.getByRole('region', { name: 'आज की क्लास' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi on a 375px phone: the heading, the figures' labels and the quick links. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(canvas.getByText('आपकी फ़ीस, नई सामग्री और सूचनाएँ एक नज़र में।')).toBeVisible();
    await expect(statCard(canvasElement, 'बाकी फ़ीस').getByText('₹80,000')).toBeVisible();
    await expect(
      await statCard(canvasElement, 'नई सामग्री (पिछले 30 दिन)').findByText('1'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /फ़ीस की जानकारी देखें/ })).toBeVisible();
    const links = within(canvas.getByRole('region', { name: 'ज़रूरी लिंक' }));
    await expect(links.getByRole('link', { name: 'प्रोफ़ाइल देखें' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'सहायता से संपर्क करें' })).toBeVisible();
    // The tab's title names the panel in Hindi too (its name comes from the data layer).
    await expect(document.title).toBe('डैशबोर्ड · छात्र पैनल · Sankalp Institute');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
