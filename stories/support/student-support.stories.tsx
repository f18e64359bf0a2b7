import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StudentSupportPage } from '@/features/support';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed } from '../helpers/student-seeds';

const meta = {
  title: 'Support/Student/Support',
  component: StudentSupportPage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'support' },
} satisfies Meta<typeof StudentSupportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Repository = ReturnType<typeof storyRepository>;

async function rahulsTickets(repository: Repository) {
  return (await repository.listTickets()).filter((ticket) => ticket.studentId === RAHUL_ID);
}

/** Only Rahul's ticket shows, pre-selected, with the admin's answer. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your tickets' });
    await expect(within(list).getAllByRole('button')).toHaveLength(1);
    await expect(
      within(list).getByRole('button', { name: /Unable to download the Physics formula sheet/ }),
    ).toHaveAttribute('aria-current', 'true');
    // Other students' tickets are never listed.
    await expect(canvas.queryByText(/Request to move my second installment date/)).toBeNull();
    const messages = canvas.getByRole('region', { name: 'Messages' });
    await expect(messages).toHaveTextContent('We have uploaded the file again.');
    await expect(canvas.getByLabelText('Reply')).toBeVisible();
  },
};

/** A new ticket opens with the subject as the student's first message, and is selected. */
export const CreateTicket: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText('Subject'), '  Need my fee receipt  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));

    const list = canvas.getByRole('list', { name: 'Your tickets' });
    const created = await within(list).findByRole('button', { name: /Need my fee receipt/ });
    await expect(created).toHaveAttribute('aria-current', 'true');
    await expect(created).toHaveTextContent('Open');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Need my fee receipt' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ticket created');
    await expect(canvas.getByLabelText('Subject')).toHaveValue('');

    const stored = (await rahulsTickets(storyRepository(context))).find(
      (ticket) => ticket.subject === 'Need my fee receipt',
    );
    await expect(stored).toMatchObject({ status: 'Open', studentName: 'Rahul Sharma' });
    await expect(stored?.messages).toEqual([
      expect.objectContaining({ sender: 'Student', text: 'Need my fee receipt' }),
    ]);
  },
};

/** A subject of only spaces makes no ticket; the field says why and takes the focus. */
export const BlankSubjectIgnored: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const before = (await rahulsTickets(repository)).length;
    const subject = await canvas.findByLabelText('Subject');
    await userEvent.type(subject, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(await canvas.findByText('Subject is required.')).toBeVisible();
    await expect(subject).toHaveFocus();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(await rahulsTickets(repository)).toHaveLength(before);
  },
};

/** The ticket cannot be saved: the reason shows and the typed subject stays. */
export const CreateFails: Story = {
  parameters: {
    data: {
      failWith: {
        addTicket: new Error(
          "The browser's storage for this site is full, so the change was not saved.",
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByLabelText('Subject');
    await userEvent.type(subject, 'Need my fee receipt');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Ticket' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'storage for this site is full',
    );
    await expect(subject).toHaveValue('Need my fee receipt');
  },
};

/** A reply joins the conversation, from the Student, and is stored. */
export const Reply: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText('Reply'), 'It works now, thank you!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    const messages = canvas.getByRole('region', { name: 'Messages' });
    await expect(await within(messages).findByText('It works now, thank you!')).toBeVisible();
    await expect(canvas.getByLabelText('Reply')).toHaveValue('');
    await waitFor(async () => {
      const [ticket] = await rahulsTickets(storyRepository(context));
      await expect(ticket?.messages.at(-1)).toMatchObject({
        sender: 'Student',
        text: 'It works now, thank you!',
      });
    });
  },
};

/** Another ticket can be chosen; each shows its own conversation. */
export const SwitchTickets: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        const [rahulsTicket] = seed.supportTickets;
        return {
          ...seed,
          supportTickets: [
            ...seed.supportTickets,
            {
              ...rahulsTicket!,
              id: 'ticket-rahul-older',
              subject: 'Hostel allotment query',
              updatedAt: '2024-01-05T10:00:00.000Z',
              createdAt: '2024-01-05T10:00:00.000Z',
              messages: [
                {
                  id: 'ticket-rahul-older-1',
                  sender: 'Student' as const,
                  text: 'Hostel allotment query',
                  timestamp: '2024-01-05T10:00:00.000Z',
                },
              ],
            },
          ],
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your tickets' });
    await userEvent.click(within(list).getByRole('button', { name: /Hostel allotment query/ }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Hostel allotment query' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Messages' })).not.toHaveTextContent(
      'We have uploaded the file again.',
    );
  },
};

/** A closed ticket stays readable but takes no replies; a new ticket is the way on. */
export const ClosedTicket: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        return {
          ...seed,
          supportTickets: seed.supportTickets.map((ticket) =>
            ticket.studentId === RAHUL_ID ? { ...ticket, status: 'Closed' as const } : ticket,
          ),
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/This ticket is closed, so it takes no more replies/),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Messages' })).toHaveTextContent(
      'We have uploaded the file again.',
    );
    await expect(canvas.queryByLabelText('Reply')).toBeNull();
    await expect(canvas.getByLabelText('Subject')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { data: { seed: { ...sampleSeed(), supportTickets: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have not created any support tickets yet.'),
    ).toBeVisible();
    await expect(canvas.getByText('Select a ticket to view the conversation.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Messages' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Ticket' })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { data: { failWith: { listTickets: new Error('Stored data could not be read.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your tickets could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // Creating a ticket does not depend on the list.
    await expect(canvas.getByRole('button', { name: 'Create Ticket' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Reply')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi at 375 px: the heading, a new ticket's status, the admin's name and the reply box. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'सहायता' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'आपके टिकट' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपके टिकट' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'संदेश' })).toHaveTextContent('एडमिन');
    await expect(canvas.getByRole('button', { name: 'जवाब भेजें' })).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/^विषय/), 'Need my fee receipt');
    await userEvent.click(canvas.getByRole('button', { name: 'टिकट बनाएँ' }));
    const created = await within(list).findByRole('button', { name: /Need my fee receipt/ });
    await expect(created).toHaveTextContent('खुला');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'टिकट बन गया: Need my fee receipt। एडमिन नीचे इसकी बातचीत में जवाब देंगे।',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, with no tickets: both empty states. */
export const HindiEmpty: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: { ...sampleSeed(), supportTickets: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('आपने अभी तक कोई सहायता टिकट नहीं बनाया है।')).toBeVisible();
    await expect(canvas.getByText('बातचीत देखने के लिए कोई टिकट चुनें।')).toBeVisible();
  },
};
