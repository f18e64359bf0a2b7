import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StudentNotificationsPage } from '@/features/notifications';
import { storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { sampleSeed } from '../helpers/student-seeds';

const meta = {
  title: 'Notifications/Student/Notifications',
  component: StudentNotificationsPage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'notifications' },
} satisfies Meta<typeof StudentNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; next week's scheduled meeting is not shown until its day. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeVisible();
    const titles = (await canvas.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    await expect(titles).toEqual(['Fee installment reminder', 'STSE 2024 registrations are open']);
    await expect(canvas.queryByText('Parent-teacher meeting')).toBeNull();
    await expect(canvas.queryByText('Scheduled')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { data: { seed: { ...sampleSeed(), notifications: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no new notifications.'),
    ).toBeVisible();
  },
};

/** Only a scheduled notification exists: to a student that is still nothing new. */
export const OnlyScheduled: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        return {
          ...seed,
          notifications: seed.notifications.filter((notification) => notification.isScheduled),
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no new notifications.')).toBeVisible();
    await expect(canvas.queryByText('Parent-teacher meeting')).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: {
    data: { failWith: { listNotifications: new Error('Stored data could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Notifications could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fee installment reminder')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: the heading and the lead. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    await expect(canvas.getByText('संस्थान की ख़बरें और याद दिलाने वाली बातें।')).toBeVisible();
    await expect(await canvas.findByText('Fee installment reminder')).toBeVisible();
  },
};

/** In Hindi, with none: the empty state. */
export const HindiEmpty: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: { ...sampleSeed(), notifications: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('आपके लिए कोई नई सूचना नहीं है।'),
    ).toBeVisible();
  },
};
