import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData } from '@/data';
import { TicketConversation } from '@/features/support';
import { Button } from '@/ui';

const { supportTickets } = createSeedData(new Date());
const [downloadTicket, installmentTicket, profileTicket] = supportTickets as [
  (typeof supportTickets)[number],
  (typeof supportTickets)[number],
  (typeof supportTickets)[number],
];

const meta = {
  title: 'Support/Components/TicketConversation',
  component: TicketConversation,
  args: {
    ticket: downloadTicket,
    audience: 'admin',
    onReply: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof TicketConversation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Messages oldest first, each with its sender and time; the reply box under them. */
export const Selected: Story = {
  args: { actions: <Button variant="secondary">Close Ticket</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Unable to download the Physics formula sheet' }),
    ).toBeVisible();
    await expect(canvas.getByText(downloadTicket.studentName)).toBeVisible();
    const messages = within(canvas.getByRole('region', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    await expect(messages).toHaveLength(2);
    await expect(within(messages[0]!).getByText('Student')).toBeVisible();
    await expect(within(messages[1]!).getByText('Admin')).toBeVisible();
    await expect(messages[1]).toHaveTextContent(/We have uploaded the file again/);
    // Each message says when it was sent, with the time of day.
    await expect(within(messages[1]!).getByText(/\d{1,2}:\d{2}\s?(am|pm)/i)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Reply' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Close Ticket' })).toBeVisible();
  },
};

export const NoneSelected: Story = {
  args: { ticket: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select a ticket to view the conversation.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reply' })).toBeNull();
  },
};

/** The reply goes out trimmed; the box empties and keeps focus for the next one. */
export const ReplySent: Story = {
  args: { ticket: installmentTicket },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '  We can move it by two weeks.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(args.onReply).toHaveBeenCalledWith('We can move it by two weeks.'));
    await waitFor(() => expect(reply).toHaveValue(''));
    await waitFor(() => expect(reply).toHaveFocus());
  },
};

/** A reply that is blank after trimming is ignored: nothing is sent and focus stays in the box. */
export const BlankReplyIgnored: Story = {
  args: { ticket: installmentTicket },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(reply).toHaveFocus());
    await expect(args.onReply).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While sending, the button says so; a failure is shown and the typed reply is kept. */
export const ReplyFails: Story = {
  args: {
    ticket: installmentTicket,
    onReply: fn(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('The change was not saved. Try again.')), 200),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'Please share the receipt.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The change was not saved. Try again.',
    );
    await expect(reply).toHaveValue('Please share the receipt.');
  },
};

/** A Closed ticket takes no replies: the box gives way to a note. */
export const Closed: Story = {
  args: {
    ticket: profileTicket,
    closedMessage: 'This ticket is closed. Reopen it to reply.',
    actions: <Button variant="secondary">Reopen Ticket</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send Reply' })).toBeNull();
  },
};

/** The student's own view leaves out the student's name. */
export const StudentView: Story = {
  args: { audience: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(downloadTicket.studentName)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send Reply' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send Reply' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
