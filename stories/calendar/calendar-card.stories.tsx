import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '@/data';
import { CalendarCard } from '@/features/calendar';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';

const TOKEN = 'A'.repeat(43);

/**
 * A server's calendar link over the story's repository (whose browser-only adapter makes none):
 * `made` is when the caller's link was made, or null for none yet.
 */
function withServerLink(made: string | null): Decorator {
  return function ServerLinkDecorator(Story, context) {
    const [repository] = useState(() => {
      let createdAt = made;
      return {
        ...storyRepository(context),
        calendarLinkStatus: async () => ({ createdAt }),
        resetCalendarLink: async () => {
          createdAt = '2026-11-29T06:30:00.000Z';
          return { token: TOKEN, createdAt };
        },
      };
    });
    return (
      <DataProvider repository={repository}>
        <Story />
      </DataProvider>
    );
  };
}

const meta = {
  title: 'Calendar/Calendar card',
  component: CalendarCard,
  decorators: [withData()],
  args: { who: 'student', serverMode: true, origin: 'https://portal.example.in' },
  parameters: { data: { session: storySessions.student } },
} satisfies Meta<typeof CalendarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Browser-only mode: the .ics download, and why there is no live link. */
export const BrowserOnly: Story = {
  args: { serverMode: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Calendar' })).toBeVisible();
    await expect(canvas.getByText(/needs the portal running on a server/)).toBeVisible();
    const download = canvas.getByRole('button', { name: 'Download calendar (.ics)' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toBeEnabled());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Server mode, no link yet: one is made, shown once and copied. */
export const NoLinkYet: Story = {
  decorators: [withServerLink(null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reset link' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Get calendar link' }));
    const field = await canvas.findByLabelText('Your calendar link (keep it private)');
    await expect(field).toHaveValue(`https://portal.example.in/calendar/${TOKEN}.ics`);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => {} },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copied.');
    await expect(canvas.getByRole('button', { name: 'Reset link' })).toBeVisible();
  },
};

/** Server mode, a link made earlier: only its date shows; a reset gives a new one. */
export const LinkMade: Story = {
  args: { who: 'staff' },
  decorators: [withServerLink('2026-11-01T06:30:00.000Z')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You made your link on 1 Nov 2026/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Your calendar link/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset link' }));
    await expect(await canvas.findByLabelText('Your calendar link (keep it private)')).toHaveValue(
      `https://portal.example.in/calendar/${TOKEN}.ics`,
    );
    await expect(canvas.getByText('Resetting stops the old link at once.')).toBeVisible();
  },
};

/** Server mode, the link's status could not be read. */
export const ReadFailed: Story = {
  parameters: {
    data: {
      session: storySessions.student,
      failWith: { calendarLinkStatus: new Error('The server is not answering.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your calendar link could not be read')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
