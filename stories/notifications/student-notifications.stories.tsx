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

/**
 * In Hindi: the heading, the lead, and each notification in Hindi when it has a Hindi version; one
 * without shows its English, marked as English for screen readers.
 */
export const Hindi: Story = {
  globals: { language: 'hi' },
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        return {
          ...seed,
          // The STSE notice has no Hindi version.
          notifications: seed.notifications.map((notification) =>
            notification.id === 'notification-stse-open'
              ? { ...notification, titleHi: '', detailsHi: '' }
              : notification,
          ),
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    await expect(canvas.getByText('संस्थान की ख़बरें और याद दिलाने वाली बातें।')).toBeVisible();
    const reminder = await canvas.findByRole('article', { name: 'फ़ीस की किस्त याद दिलाना' });
    const hindiDetails = within(reminder).getByText(
      'इस महीने की किस्तें फ़ीस विवरण पेज से जमा की जा सकती हैं।',
    );
    await expect(hindiDetails).toHaveAttribute('lang', 'hi');
    const englishOnly = canvas.getByRole('article', { name: 'STSE 2024 registrations are open' });
    await expect(within(englishOnly).getByRole('heading')).toHaveAttribute('lang', 'en');
    await expect(canvas.queryByText('Fee installment reminder')).toBeNull();
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
