import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminSupportPage } from '@/features/support';
import { storyRepository, withData } from '../helpers/data-decorator';

const meta = {
  title: 'Support/Admin/Support Tickets',
  component: AdminSupportPage,
  decorators: [withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminSupportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const conversation = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Messages' }));

/** The most recently updated ticket is selected when the page opens. */
export const FirstTicketSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Support tickets' });
    const tickets = within(list).getAllByRole('button');
    await expect(tickets).toHaveLength(3);
    await expect(tickets[0]).toHaveAttribute('aria-current', 'true');
    await expect(tickets[0]).toHaveAccessibleName(
      /^Request to move my second installment date Open Priya Verma Updated \d{1,2} \w{3} \d{4}$/,
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Request to move my second installment date' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close Ticket' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  },
};

/** Choosing another ticket shows its conversation, oldest message first. */
export const SelectAnotherTicket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ticket = await canvas.findByRole('button', { name: /Unable to download/ });
    await userEvent.click(ticket);
    await expect(ticket).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Unable to download the Physics formula sheet',
      }),
    ).toBeVisible();
    const messages = conversation(canvasElement).getAllByRole('listitem');
    await expect(messages).toHaveLength(2);
    await expect(messages[0]).toHaveTextContent('Student');
    await expect(messages[1]).toHaveTextContent('Admin');
  },
};

/** A reply is appended from Admin, the ticket moves to the top and stays selected. */
export const ReplyAppended: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Unable to download/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reply' }),
      'Is it working for you now?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));

    await waitFor(() =>
      expect(conversation(context.canvasElement).getAllByRole('listitem')).toHaveLength(3),
    );
    const newest = conversation(context.canvasElement).getAllByRole('listitem')[2]!;
    await expect(newest).toHaveTextContent('Admin');
    await expect(newest).toHaveTextContent('Is it working for you now?');
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

    const tickets = within(canvas.getByRole('list', { name: 'Support tickets' })).getAllByRole(
      'button',
    );
    await expect(tickets[0]).toHaveAccessibleName(expect.stringContaining('Unable to download'));
    await expect(tickets[0]).toHaveAttribute('aria-current', 'true');

    const [stored] = await storyRepository(context).listTickets();
    await expect(stored?.id).toBe('ticket-rahul-download');
    await expect(stored?.messages.at(-1)).toMatchObject({
      sender: 'Admin',
      text: 'Is it working for you now?',
    });
    await expect(stored?.updatedAt).toBe(stored?.messages.at(-1)?.timestamp);
  },
};

/** A reply of only spaces is ignored: nothing is added and focus stays in the box. */
export const BlankReplyIgnored: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const reply = await canvas.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '    ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(reply).toHaveFocus());
    await expect(conversation(context.canvasElement).getAllByRole('listitem')).toHaveLength(1);
    const stored = (await storyRepository(context).listTickets())[0];
    await expect(stored?.messages).toHaveLength(1);
  },
};

/** Close Ticket ends replies; Reopen Ticket brings the reply box back. */
export const CloseAndReopen: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close Ticket' }));
    await expect(
      await canvas.findByText('This ticket is closed. Reopen it to reply.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    const selected = within(canvas.getByRole('list', { name: 'Support tickets' })).getAllByRole(
      'button',
    )[0]!;
    await expect(within(selected).getByText('Closed')).toBeVisible();
    await expect((await storyRepository(context).listTickets())[0]?.status).toBe('Closed');

    await userEvent.click(canvas.getByRole('button', { name: 'Reopen Ticket' }));
    await expect(await canvas.findByRole('textbox', { name: 'Reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close Ticket' })).toBeVisible();
    await expect((await storyRepository(context).listTickets())[0]?.status).toBe('Open');
  },
};

/** A Closed ticket from the sample data shows the note instead of the reply box. */
export const ClosedTicket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Profile Edit Request/ }));
    await expect(canvas.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reopen Ticket' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send Reply' })).toBeNull();
  },
};

export const ReplyFails: Story = {
  parameters: {
    data: { failWith: { addMessage: new Error('The reply could not be saved. Try again.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = await canvas.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'We will check.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The reply could not be saved. Try again.',
    );
    await expect(reply).toHaveValue('We will check.');
  },
};

export const CloseFails: Story = {
  parameters: {
    data: { failWith: { setTicketStatus: new Error('The change was not saved.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close Ticket' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The change was not saved.');
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  },
};

/** No tickets at all: the list says so, and no conversation is selected. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No support tickets yet.')).toBeVisible();
    await expect(canvas.getByText('Select a ticket to view the conversation.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the support tickets…',
    );
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { listTickets: new Error('The tickets could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The support tickets could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Send Reply' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: the heading, the status badge, the reply box, Close Ticket and the closed ticket's note. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'सहायता टिकट' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'सहायता टिकट' });
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/खुला.*अपडेट/);
    await expect(canvas.getByRole('region', { name: 'संदेश' })).toHaveTextContent('छात्र');
    await expect(canvas.getByLabelText('जवाब')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'जवाब भेजें' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'टिकट बंद करें' }));
    await expect(
      await canvas.findByText('यह टिकट बंद है। जवाब देने के लिए इसे फिर से खोलें।'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'टिकट फिर से खोलें' })).toBeVisible();
  },
};
