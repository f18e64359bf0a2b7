import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, todayIso } from '@/data';
import { WEEKDAY_NAMES, addDays, weekStartOf, weekdayOf } from '@/data/daily';
import type { Session } from '@/data/daily';
import { TimetablePage } from '@/features/timetable';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { attendanceSeed, todaysClass } from '../attendance/attendance-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Timetable/Admin/Timetable',
  component: TimetablePage,
  decorators: [withToasts, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/timetable' },
    data: { session: storySessions.admin, seed: attendanceSeed() },
  },
} satisfies Meta<typeof TimetablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayLabel = (date: string) => `${WEEKDAY_NAMES[weekdayOf(date)]}, ${formatDate(date)}`;

/**
 * This week of the first batch as a grid on a wide screen: today's Physics class in today's
 * column, on the 16:00-17:00 row; Cancel Class with a reason.
 */
export const WeekOfABatch: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Week of / })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'batch:batch-jee');
    await expect(
      await canvas.findByRole('heading', { name: /^Week of .* · Batch: JEE Morning$/ }),
    ).toBeVisible();
    const day = await canvas.findByRole('region', { name: dayLabel(todaysClass.date) });
    const physics = within(day).getByRole('article', { name: 'Physics, 16:00-17:00' });
    await expect(physics).toHaveTextContent('JEE Morning · Vikram Singh · Room 101');
    const column = (element: Element) => getComputedStyle(element).gridColumnStart;
    const row = (element: Element) => getComputedStyle(element).gridRowStart;
    const cell = physics.parentElement!;
    await expect(column(cell)).toBe(column(within(day).getByRole('heading')));
    const time = canvas.getByText('16:00-17:00', { selector: 'span[style]' });
    await expect(time).toBeVisible();
    await expect(row(cell)).toBe(row(time));
    const cancel = canvas.queryByRole('button', { name: /^Cancel Class Physics/ });
    if (cancel) {
      await userEvent.click(cancel);
      const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Class' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel Class' }));
      await expect(await dialog.findByText('Reason is required.')).toBeVisible();
      await userEvent.type(dialog.getByLabelText(/^Reason/), 'Teacher unwell');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel Class' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(await canvas.findByText('Cancelled: Teacher unwell')).toBeVisible();
      const [stored] = await storyRepository(context).listSessions({
        from: todaysClass.date,
        to: todaysClass.date,
      });
      await expect(stored?.status).toBe('cancelled');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    const nextMonday = new Date(
      Date.parse(`${weekStartOf(todayIso())}T00:00:00Z`) + 7 * 86_400_000,
    );
    await expect(
      await canvas.findByRole('heading', {
        name: new RegExp(`^Week of ${nextMonday.getUTCDate()} `),
      }),
    ).toBeVisible();
  },
};

/** On a 375 px phone the days stack, each class a card, and nothing scrolls sideways. */
export const PhoneWeek: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Show'), 'batch:batch-jee');
    const day = await canvas.findByRole('region', { name: dayLabel(todaysClass.date) });
    const physics = await within(day).findByRole('article', { name: 'Physics, 16:00-17:00' });
    await expect(physics).toHaveTextContent('16:00-17:00Physics');
    await expect(getComputedStyle(day).display).toBe('grid');
    await expect(canvas.queryByText('16:00-17:00', { selector: 'span[style]' })).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(physics.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const nextWeek = addDays(todayIso(), 7);
const upcoming: Session = {
  ...todaysClass,
  id: 'session-next-week',
  date: nextWeek,
  startMinute: 10 * 60,
  endMinute: 11 * 60,
  startsAt: new Date(`${nextWeek}T10:00:00+05:30`).toISOString(),
  endsAt: new Date(`${nextWeek}T11:00:00+05:30`).toISOString(),
};
const neetNextWeek: Session = {
  ...todaysClass,
  id: 'session-neet-next-week',
  batchId: 'batch-neet',
  date: nextWeek,
  startsAt: new Date(`${nextWeek}T16:00:00+05:30`).toISOString(),
  endsAt: new Date(`${nextWeek}T17:00:00+05:30`).toISOString(),
};

/**
 * Move Class on next week's class: to the time Vikram teaches NEET, refused beside Start time
 * with the reason kept; then to noon, noted with its reason.
 */
export const MoveClass: Story = {
  parameters: {
    data: {
      seed: {
        ...attendanceSeed(),
        classSessions: [...(attendanceSeed().classSessions ?? []), upcoming, neetNextWeek],
      },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Show'), 'batch:batch-jee');
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Move Class Physics/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Class' }));
    await expect(dialog.getByLabelText(/^New date/)).toHaveValue(nextWeek);
    const start = dialog.getByLabelText(/^Start time/);
    const end = dialog.getByLabelText(/^End time/);
    await expect(start).toHaveValue('10:00');
    await userEvent.clear(start);
    await userEvent.type(start, '16:30');
    await userEvent.clear(end);
    await userEvent.type(end, '17:30');
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Guest lecture in the morning');
    await userEvent.click(dialog.getByRole('button', { name: 'Move Class' }));
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        /Vikram Singh teaches NEET Evening \(Physics\) 16:00-17:00 on /,
      ),
    );
    await expect(dialog.getByLabelText(/^Reason/)).toHaveValue('Guest lecture in the morning');
    await userEvent.clear(start);
    await userEvent.type(start, '12:00');
    await userEvent.clear(end);
    await userEvent.type(end, '13:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Move Class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const moved = await canvas.findByRole('article', { name: 'Physics, 12:00-13:00' });
    await expect(moved).toHaveTextContent(
      `Moved from ${formatDate(nextWeek)} 10:00: Guest lecture in the morning`,
    );
    const [stored] = await storyRepository(context).listSessions({
      from: nextWeek,
      to: nextWeek,
      batchId: 'batch-jee',
    });
    await expect(stored).toMatchObject({ startMinute: 12 * 60, endMinute: 13 * 60 });
  },
};

/** An extra class at the time of another of the same teacher: refused beside Faculty, typed values kept. */
export const ExtraClassClash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Show'), 'batch:batch-jee');
    await userEvent.click(await canvas.findByRole('button', { name: 'Extra Class' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extra Class' }));
    await userEvent.type(dialog.getByLabelText(/^Date/), todaysClass.date);
    await userEvent.type(dialog.getByLabelText(/^Start time/), '16:30');
    await userEvent.type(dialog.getByLabelText(/^End time/), '17:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Extra Class' }));
    await expect(
      await dialog.findByText(/^Vikram Singh teaches JEE Morning \(Physics\) 16:00-17:00 on /),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/^Start time/)).toHaveValue('16:30');
  },
};

/** A holiday on today's date cancels today's class; the owner's warnings are one tab away. */
export const AddHoliday: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Holidays' }));
    await expect(await canvas.findByText('No holidays yet.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Date/), todaysClass.date);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Guru Nanak Jayanti');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(await canvas.findByRole('list', { name: 'Holidays' })).toHaveTextContent(
      'Guru Nanak Jayanti',
    );
    const [today] = await storyRepository(context).listSessions({
      from: todaysClass.date,
      to: todaysClass.date,
    });
    await expect(today).toMatchObject({ status: 'cancelled', note: 'Holiday: Guru Nanak Jayanti' });

    await userEvent.click(canvas.getByRole('tab', { name: 'Warnings' }));
    await userEvent.click(await canvas.findByLabelText(/^Warn of classes in school hours/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Warnings' }));
    await waitFor(async () =>
      expect((await storyRepository(context).getSettings()).daily.warnSchoolHours).toBe(true),
    );
  },
};

/** Faculty see their week but no Extra Class and no Warnings. */
export const FacultyView: Story = {
  parameters: { data: { session: storySessions.faculty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Week of / })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Extra Class' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Warnings' })).toBeNull();
  },
};

/** The week failed to load. */
export const LoadFailed: Story = {
  parameters: { data: { failWith: { listSessions: new Error('The network is down.') } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The week could not be loaded'),
    ).toBeVisible();
  },
};

/** In Hindi on a phone: the tabs, the week's days and Move Class with its fields in Hindi. */
export const Hindi: Story = {
  ...MoveClass,
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'टाइमटेबल' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'छुट्टियाँ' })).toBeVisible();
    await userEvent.selectOptions(await canvas.findByLabelText('दिखाएँ'), 'batch:batch-jee');
    await expect(
      await canvas.findByRole('heading', { name: /^.* वाला हफ़्ता · बैच: JEE Morning$/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'अगला हफ़्ता' }));
    await expect(await canvas.findAllByText('सोमवार')).not.toHaveLength(0);
    await userEvent.click(await canvas.findByRole('button', { name: /^क्लास का समय बदलें Physics/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'क्लास का समय बदलें' }));
    await expect(dialog.getByLabelText(/^नई तारीख/)).toHaveValue(nextWeek);
    await expect(dialog.getByLabelText(/^शुरू होने का समय/)).toHaveValue('10:00');
    await expect(dialog.getByLabelText(/^कमरा \(ज़रूरी नहीं\)/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
