import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MessagesPage } from '@/features/messages';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import {
  failedReset,
  manyMessages,
  notSentSms,
  storyNow,
  storyOutbox,
  withToasts,
} from './story-messages';

const meta = {
  title: 'Messages/Admin/Outbox',
  component: MessagesPage,
  decorators: [withToasts, withData({ session: storySessions.admin, now: storyNow })],
  parameters: { data: { seed: { outbox: storyOutbox } } },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

function outboxRows(canvas: Canvas, name = 'Outbox') {
  const table = canvas.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const DEMO_NOTE = 'This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.';

/** Nothing queued yet; the browser-only demo says it sends nothing. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText(DEMO_NOTE)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Outbox', selected: true })).toBeVisible();
    await expect(await canvas.findByText('No messages have been queued yet.')).toBeVisible();
  },
};

/** Server mode: no demo note. */
export const ServerMode: Story = {
  args: { serverMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Messages' });
    await expect(canvas.queryByText(DEMO_NOTE)).toBeNull();
  },
};

/** Newest first with every column; the filters narrow the table as they are chosen. */
export const FullWithFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(4));
    await expect(outboxRows(canvas)[2]).toEqual([
      '22 Nov 2026, 9:00 am',
      'E-mail',
      'rahul.sharma@example.com',
      'Password reset',
      'English',
      'Failed',
      '2',
      'SMTP server answered 451: try again later',
      'Details',
    ]);
    const filters = within(canvas.getByRole('form', { name: 'Outbox filters' }));
    await userEvent.selectOptions(filters.getByLabelText('Channel'), 'SMS');
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(1));
    await expect(outboxRows(canvas)[0]?.[4]).toBe('Hindi');
    await expect(outboxRows(canvas)[0]?.[5]).toBe('Not sent');
    await userEvent.selectOptions(filters.getByLabelText('Channel'), 'All');
    await userEvent.selectOptions(filters.getByLabelText('Status'), 'Failed');
    await userEvent.selectOptions(filters.getByLabelText('Template'), 'Password reset');
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(1));
    await userEvent.selectOptions(filters.getByLabelText('Status'), 'Sent');
    await expect(await canvas.findByText('No messages match these filters.')).toBeVisible();
    await userEvent.selectOptions(filters.getByLabelText('Status'), 'All');
    await userEvent.selectOptions(filters.getByLabelText('Template'), 'All');
    // India's days: the SMS was queued on 21 Nov.
    await userEvent.type(filters.getByLabelText('From'), '2026-11-21');
    await userEvent.type(filters.getByLabelText('To'), '2026-11-21');
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(1));
    await expect(outboxRows(canvas)[0]?.[2]).toBe(notSentSms.recipient);
  },
};

/** 50 a page, as the repository answers; the pager moves to the rest. */
export const Pages: Story = {
  parameters: { data: { seed: { outbox: manyMessages } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(50));
    await expect(canvas.getByText('Showing 1–50 of 55')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(5));
    await expect(canvas.getByText('Showing 51–55 of 55')).toBeVisible();
  },
};

/** A failed message's details: variables with the link hidden, each attempt; Retry queues it. */
export const DetailsAndRetry: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `Details of the E-mail message to ${failedReset.recipient}, 22 Nov 2026, 9:00 am`,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Message details' }));
    await expect(await dialog.findByText('(hidden)')).toBeVisible();
    await expect(dialog.queryByText(/reset#token/)).toBeNull();
    await expect(dialog.getByText('Rahul Sharma')).toBeVisible();
    const attempts = within(dialog.getByRole('table', { name: 'Attempts' }));
    await expect(attempts.getAllByRole('row')).toHaveLength(3);
    await expect(attempts.getByText('Connection refused')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByText('The message is queued to be sent again.')).toBeVisible();
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull());
    await expect(dialog.getByText('Queued')).toBeVisible();
    const stored = await storyRepository(context).getMessage(failedReset.id);
    await expect(stored).toMatchObject({ status: 'queued', attempts: 0 });
    await expect(stored?.attemptLog).toHaveLength(2);
  },
};

/** A sent message has no Retry. */
export const SentDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(outboxRows(canvas)).toHaveLength(4));
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Details of the E-mail message to rahul.sharma@example.com, 22 Nov 2026, 11:00 am',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Message details' }));
    await expect(await dialog.findByText('Payment received')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** In Hindi: the tabs, the columns, the names of channels, templates, languages and statuses. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'आउटबॉक्स', selected: true })).toBeVisible();
    await waitFor(() => expect(outboxRows(canvas, 'आउटबॉक्स')).toHaveLength(4));
    const sms = outboxRows(canvas, 'आउटबॉक्स').find((cells) => cells[1] === 'SMS');
    await expect(sms?.slice(3, 6)).toEqual(['फ़ीस रिमाइंडर: आज अंतिम तिथि', 'हिन्दी', 'नहीं भेजा']);
    await expect(canvas.getByRole('columnheader', { name: 'भाषा' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /^9876543210 को SMS संदेश की जानकारी/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'संदेश की जानकारी' }));
    await expect(await dialog.findByText('फिर से कोशिश करें')).toBeVisible();
    await expect(dialog.getByText('हिन्दी')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'कोशिशें' })).toBeVisible();
  },
};

/** Messages per day: the last 14 days in India, newest first, by status. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Messages per day' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(15));
    const cells = (index: number) =>
      within(table.getAllByRole('row')[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells(1)).toEqual(['22 Nov 2026', '1', '0', '1', '1', '0', '0']);
    await expect(cells(2)).toEqual(['21 Nov 2026', '0', '0', '0', '0', '0', '1']);
  },
};

/** The outbox cannot be read. */
export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { listMessages: new Error('The server could not be reached.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The outbox could not be loaded');
  },
};
