import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createSeedData,
  formatDate,
  formatMonth,
  indiaDayOf,
  RECENT_REGISTRATION_COUNT,
} from '@/data';
import type { Candidate, Payment, Student, Ticket } from '@/data';
import type { Session } from '@/data/daily';
import { AdminDashboardPage } from '@/features/admin-dashboard';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { batchesSeed, foundation, kavita } from '../batches/batch-seeds';

const meta = {
  title: 'Admin Dashboard/Dashboard',
  component: AdminDashboardPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/admin/dashboard' }, data: { session: storySessions.admin } },
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The card whose label is `label` (StatCard: label, value, link). */
async function card(canvas: Canvas, label: string) {
  const element = (await canvas.findByText(label, { selector: 'p' })).parentElement;
  if (!element) throw new Error(`No card labelled ${label}`);
  return element;
}

// Two students with hand-checked fees, and one open and one closed ticket.
const sample = createSeedData(new Date());
const [rahul, priya] = sample.students as [Student, Student];
const [openTicket, otherTicket] = sample.supportTickets as [Ticket, Ticket];
const knownSeed = {
  students: [rahul, priya],
  supportTickets: [
    { ...openTicket, status: 'Open' as const },
    { ...otherTicket, status: 'Closed' as const },
  ],
};

/** The sample data: every card links to its screen and the newest five registrations show. */
export const Full: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const links = {
      'Total Collection': '/admin/fee-management',
      'Pending Dues': '/admin/fee-management',
      'Open Tickets': '/admin/support',
      Students: '/admin/student-management',
      'STSE Candidates': '/admin/stse-management',
      'Partner Schools': '/admin/school-management',
      'Study Materials': '/admin/material-management',
    };
    for (const [label, href] of Object.entries(links)) {
      await expect(within(await card(canvas, label)).getByRole('link')).toHaveAttribute(
        'href',
        href,
      );
    }

    const repository = storyRepository(context);
    // The default order of the candidates' query is the newest registration first.
    const { rows: candidates, total } = await repository.queryCandidates({
      page: 1,
      pageSize: RECENT_REGISTRATION_COUNT,
    });
    await expect(await card(canvas, 'STSE Candidates')).toHaveTextContent(String(total));
    const table = canvas.getByRole('table', { name: 'The newest STSE registrations' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    // Newest first: the rows are the first five of the newest-first list, in order.
    for (const [index, row] of rows.entries()) {
      const candidate = candidates[index];
      await expect(row).toHaveTextContent(`${candidate?.rollNo}${candidate?.name}`);
    }
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Roll No.', 'Name', 'School', 'Class', 'Registered on']);
  },
};

/**
 * Hand-checked figures: paid ₹40,000 + ₹40,000 of ₹1,20,000 + ₹90,000, so ₹80,000 collected and
 * ₹1,30,000 pending, in Indian grouping; one of two tickets is open.
 */
export const KnownFigures: Story = {
  parameters: { data: { seed: knownSeed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await card(canvas, 'Total Collection')).toHaveTextContent('₹80,000');
    await expect(await card(canvas, 'Pending Dues')).toHaveTextContent('₹1,30,000');
    await expect(await card(canvas, 'Open Tickets')).toHaveTextContent(/Open Tickets\s*1/);
    await expect(await card(canvas, 'Students')).toHaveTextContent(/Students\s*2/);
    await expect(await card(canvas, 'Partner Schools')).toHaveTextContent(/Partner Schools\s*0/);
  },
};

const FEES_CHART = 'Fees collected against fees due, last 12 months';
const REGISTRATIONS_CHART = 'STSE registrations, last 30 days';

/** The chart's table, shown by its "Show as table" button. */
async function chartTable(canvas: Canvas, name: string) {
  const chart = within(await canvas.findByRole('figure', { name }));
  await userEvent.click(chart.getByRole('button', { name: 'Show as table' }));
  return within(chart.getByRole('table', { name }));
}

// Hand-checked charts: ₹45,000 falls due today and ₹12,500.50 was received today; one
// registration today and one yesterday (India's calendar, as the charts count).
const now = new Date();
const today = indiaDayOf(now);
const yesterday = indiaDayOf(now.getTime() - 86_400_000);
const [firstCandidate, secondCandidate] = sample.stseCandidates as [Candidate, Candidate];
const chartSeed = {
  students: [
    {
      ...rahul,
      feeDetails: {
        totalFee: 45000,
        installments: [
          {
            id: 'installment-chart',
            amount: 45000,
            paidAmount: 12500.5,
            dueDate: today,
            status: 'Partial' as const,
            paymentDate: now.toISOString(),
          },
        ],
      },
    },
  ],
  payments: [
    {
      id: 'payment-chart',
      receiptNo: 'SANK/2026-27/000001',
      studentId: rahul.id,
      installmentId: 'installment-chart',
      amount: 12500.5,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
      receivedAt: now.toISOString(),
      status: 'Valid',
    } satisfies Payment,
  ],
  stseCandidates: [
    { ...firstCandidate, registrationDate: now.toISOString() },
    { ...secondCandidate, registrationDate: new Date(now.getTime() - 86_400_000).toISOString() },
  ],
};

/** The charts: fees due and collected this month in rupees, registrations by day. */
export const Charts: Story = {
  parameters: { data: { seed: chartSeed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fees = await chartTable(canvas, FEES_CHART);
    const months = fees.getAllByRole('row').slice(1);
    await expect(months).toHaveLength(12);
    const thisMonth = months.at(-1)!;
    await expect(thisMonth).toHaveTextContent(formatMonth(today.slice(0, 7)));
    await expect(
      within(thisMonth)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatMonth(today.slice(0, 7)), '₹45,000', '₹12,500.5']);
    const registrations = await chartTable(canvas, REGISTRATIONS_CHART);
    const days = registrations.getAllByRole('row').slice(1);
    await expect(days).toHaveLength(30);
    await expect(days.at(-1)).toHaveTextContent(`${formatDate(today)}1`);
    await expect(days.at(-2)).toHaveTextContent(`${formatDate(yesterday)}1`);
    await expect(days.at(-3)).toHaveTextContent(/0$/);
  },
};

/** The charts fail to load: said beside the figures, which stay. */
export const ChartsFail: Story = {
  parameters: {
    data: { failWith: { getDashboardTrends: new Error('The payments could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The charts could not be loaded.');
    await expect(alert).toHaveTextContent('The payments could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(await card(canvas, 'Total Collection')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** No records at all: zero everywhere and the spec's empty message for registrations. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No STSE registrations yet.')).toBeVisible();
    // Empty charts say so rather than draw a flat line.
    await expect(
      await canvas.findByText('No fees fell due or were collected in the last 12 months.'),
    ).toBeVisible();
    await expect(canvas.getByText('No STSE registrations in the last 30 days.')).toBeVisible();
    await expect(canvasElement.querySelector('figure svg')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(await card(canvas, 'Total Collection')).toHaveTextContent('₹0');
    await expect(await card(canvas, 'STSE Candidates')).toHaveTextContent(/STSE Candidates\s*0/);
  },
};

/** A registration made elsewhere (another screen or tab) appears at the top without a reload. */
export const NewRegistrationAppears: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('table', { name: 'The newest STSE registrations' });
    const {
      rows: [newest],
    } = await storyRepository(context).queryCandidates({ page: 1, pageSize: 1 });
    if (!newest) throw new Error('The sample data has candidates');
    const { id: _id, rollNo: _rollNo, registrationDate: _date, ...details } = newest;
    const added = await storyRepository(context).addCandidate({
      ...details,
      name: 'Ishaan Bhatnagar',
      email: 'ishaan.bhatnagar@example.com',
    });
    await expect(await within(table).findByText('Ishaan Bhatnagar')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(added.rollNo);
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(5);
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    await expect(canvas.queryByText('Total Collection')).toBeNull();
  },
};

/** A read that fails: the reason and a Try again button, no half-drawn figures. */
export const LoadFails: Story = {
  parameters: {
    data: {
      failWith: { getDashboardOverview: new Error('Saved registrations could not be read.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await expect(alert).toHaveTextContent('Saved registrations could not be read.');
    await expect(canvas.queryByText('Total Collection')).toBeNull();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const FollowsACard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /View tickets/ }));
    await expect(await canvas.findByText('Navigated to /admin/support')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await card(canvas, 'Pending Dues')).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: FEES_CHART })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A Counsellor sees the counts and the registrations but no money, and no link to a page of
 *  students, tickets or materials they may not open. */
export const Counsellor: Story = {
  parameters: { data: { session: storySessions.counsellor } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'The newest STSE registrations' }),
    ).toBeVisible();
    await expect(within(await card(canvas, 'STSE Candidates')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/stse-management',
    );
    await expect(await canvas.findByRole('figure', { name: REGISTRATIONS_CHART })).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: FEES_CHART })).toBeNull();
    await expect(canvas.queryByText('Total Collection')).toBeNull();
    await expect(canvas.queryByText('Pending Dues')).toBeNull();
    await expect(canvas.queryByText(/₹/)).toBeNull();
    await expect(within(await card(canvas, 'Students')).queryByRole('link')).toBeNull();
    await expect(within(await card(canvas, 'Open Tickets')).queryByRole('link')).toBeNull();
  },
};

/** An Office member sees the money, and no STSE registrations. */
export const Office: Story = {
  parameters: { data: { session: storySessions.office, seed: knownSeed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await card(canvas, 'Total Collection')).toHaveTextContent('₹80,000');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('Recent STSE Registrations')).toBeNull();
    await expect(await canvas.findByRole('figure', { name: FEES_CHART })).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: REGISTRATIONS_CHART })).toBeNull();
    await expect(within(await card(canvas, 'STSE Candidates')).queryByRole('link')).toBeNull();
    // The office teaches no class today: no card of today's classes.
    await expect(canvas.queryByRole('region', { name: "Today's Classes" })).toBeNull();
  },
};

// Kavita's day: her Foundation class moved into this morning, and a cancelled one at noon.
const kavitasClass = (id: string, hour: number, change: Partial<Session>): Session => ({
  id,
  batchId: foundation.id,
  date: today,
  startMinute: hour * 60,
  endMinute: hour * 60 + 60,
  subject: 'Mathematics',
  staffId: kavita.id,
  room: 'Room 5',
  startsAt: new Date(`${today}T${String(hour).padStart(2, '0')}:00:00+05:30`).toISOString(),
  endsAt: new Date(`${today}T${String(hour + 1).padStart(2, '0')}:00:00+05:30`).toISOString(),
  status: 'scheduled',
  ...change,
});
const kavitasDay = {
  ...batchesSeed(),
  classSessions: [
    kavitasClass('session-noon', 12, { status: 'cancelled', note: 'Teacher unwell' }),
    kavitasClass('session-moved', 9, { note: 'Moved from 27 Nov 2026 16:00' }),
  ],
};

/**
 * A faculty member's dashboard: today's classes by time, the moved one with where it came from
 * and Take Attendance, the cancelled one with why and no button; on a phone, no sideways scroll.
 */
export const FacultyToday: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { data: { session: storySessions.faculty, seed: kavitasDay } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = within(await canvas.findByRole('region', { name: "Today's Classes" }));
    const [moved, cancelled] = await day.findAllByRole('listitem');
    await expect(moved).toHaveTextContent(
      '09:00–10:00Mathematics · Foundation Weekend · Room 5Moved from 27 Nov 2026 16:00',
    );
    await expect(within(moved!).getByRole('link', { name: /^Take Attendance/ })).toHaveAttribute(
      'href',
      '/admin/attendance/session-moved',
    );
    await expect(cancelled).toHaveTextContent('12:00–13:00');
    await expect(cancelled).toHaveTextContent('Cancelled: Teacher unwell');
    await expect(within(cancelled!).queryByRole('link')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A faculty member with no class today is told so. */
export const FacultyNoClassesToday: Story = {
  parameters: { data: { session: storySessions.faculty, seed: batchesSeed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = within(await canvas.findByRole('region', { name: "Today's Classes" }));
    await expect(await day.findByText(/^No classes today/)).toBeVisible();
  },
};

// An enquiry admitted today, and one admitted on the same day a year ago.
const admittedOn = (id: string, at: string) => ({
  ...sample.enquiries[0]!,
  id,
  stageId: 'admitted',
  open: false,
  reached: { new: at, admitted: at },
});
const admittedToday = new Date();
const thisMonth = indiaDayOf(admittedToday).slice(0, 7);
const yearAgo = new Date(`${Number(thisMonth.slice(0, 4)) - 1}${thisMonth.slice(4)}-10T06:00:00Z`);

/** The owner sees this month's admissions beside the same month a year before. */
export const AdmissionsThisMonth: Story = {
  parameters: {
    data: {
      session: storySessions.admin,
      seed: {
        ...knownSeed,
        enquiries: [
          admittedOn('enquiry-now', admittedToday.toISOString()),
          admittedOn('enquiry-then', yearAgo.toISOString()),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admissions = await card(canvas, `Admissions in ${formatMonth(thisMonth)}`);
    await expect(admissions).toHaveTextContent(/^Admissions in .*1 \(1 in /);
    await expect(within(admissions).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/admissions-funnel',
    );
  },
};

/** A Counsellor does not see the institute's admissions figure, not even its place. */
export const CounsellorWithoutAdmissions: Story = {
  parameters: { data: { session: storySessions.counsellor } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvas, 'Students');
    await expect(canvas.queryByText(/^Admissions/)).toBeNull();
  },
};

/** The admissions figure unreadable: its card keeps its place with a dash, the others show. */
export const AdmissionsUnreadable: Story = {
  parameters: {
    data: {
      session: storySessions.admin,
      failWith: { admissionsComparison: new Error('The enquiries could not be read.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admissions = await card(canvas, 'Admissions this month');
    await waitFor(() => expect(admissions).toHaveTextContent(/^Admissions this month—/));
    await expect(await card(canvas, 'Students')).toBeVisible();
  },
};

/** In Hindi: the heading, the cards, the table's headers and the charts, fitting a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  parameters: { data: { seed: knownSeed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(await card(canvas, 'कुल वसूली')).toHaveTextContent('₹80,000');
    await expect(await card(canvas, 'बाकी फ़ीस')).toHaveTextContent('₹1,30,000');
    await expect(within(await card(canvas, 'खुले टिकट')).getByRole('link')).toHaveAccessibleName(
      /टिकट देखें/,
    );
    await expect(canvas.getByRole('region', { name: 'मुख्य आँकड़े' })).toBeVisible();
    await expect(
      await canvas.findByRole('figure', { name: 'पिछले 12 महीनों में देय फ़ीस और मिली फ़ीस' }),
    ).toBeVisible();
    await expect(canvas.getByText('हाल के STSE रजिस्ट्रेशन')).toBeVisible();
    await expect(canvas.getByText('अभी तक कोई STSE रजिस्ट्रेशन नहीं।')).toBeVisible();
    await expect(document.title).toBe('डैशबोर्ड · एडमिन पैनल · Sankalp Institute');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
