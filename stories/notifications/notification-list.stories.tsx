import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createSeedData, todayIso } from '@/data';
import { NotificationList } from '@/features/notifications';

const today = todayIso();
const { notifications } = createSeedData(new Date());
const [stseOpen, feeReminder, parentMeeting] = notifications as [
  (typeof notifications)[number],
  (typeof notifications)[number],
  (typeof notifications)[number],
];

const meta = {
  title: 'Notifications/Components/NotificationList',
  component: NotificationList,
  // Given oldest first, to show that the list puts the newest date first itself.
  args: {
    notifications: [stseOpen, feeReminder, parentMeeting],
    emptyMessage: 'You have no new notifications.',
    today,
  },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest date first; each shows its title, date and details; a future one is Scheduled. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([parentMeeting.title, feeReminder.title, stseOpen.title]);
    const meeting = canvas.getByRole('article', { name: parentMeeting.title });
    await expect(within(meeting).getByText('Scheduled')).toBeVisible();
    await expect(within(meeting).getByText(parentMeeting.details)).toBeVisible();
    await expect(within(meeting).getByRole('time')).toHaveAttribute('datetime', parentMeeting.date);
    const reminder = canvas.getByRole('article', { name: feeReminder.title });
    await expect(within(reminder).queryByText('Scheduled')).toBeNull();
  },
};

/** Once its day has come, a notification that was scheduled is shown as an ordinary one. */
export const ScheduledDayArrived: Story = {
  args: { notifications: [parentMeeting], today: parentMeeting.date },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: parentMeeting.title })).toBeVisible();
    await expect(canvas.queryByText('Scheduled')).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no new notifications.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Inside a section with its own heading, titles step down a level. */
export const NestedHeadings: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent notifications</h2>
      <NotificationList {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const SmallScreen: Story = {
  args: {
    notifications: [
      {
        ...feeReminder,
        details:
          'Installments due this month can be paid from the Fee Details page using UPI, net banking or a card; receipts appear in the portal within a minute of payment.',
      },
    ],
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
