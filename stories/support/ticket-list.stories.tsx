import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSeedData } from '@/data';
import { TicketList } from '@/features/support';
import type { TicketListProps } from '@/features/support';

const { supportTickets } = createSeedData(new Date());
const [downloadTicket, installmentTicket, profileTicket] = supportTickets as [
  (typeof supportTickets)[number],
  (typeof supportTickets)[number],
  (typeof supportTickets)[number],
];

/** The list as a screen uses it: the selection lives in the screen's state. */
function SelectableTicketList({ selectedId: initialId, onSelect, ...props }: TicketListProps) {
  const [selectedId, setSelectedId] = useState(initialId);
  return (
    <TicketList
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Support/Components/TicketList',
  component: SelectableTicketList,
  args: {
    tickets: [installmentTicket, downloadTicket, profileTicket],
    selectedId: installmentTicket.id,
    onSelect: fn(),
    audience: 'admin',
    emptyMessage: 'No support tickets yet.',
  },
} satisfies Meta<typeof SelectableTicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin sees each ticket's subject, status, student and last update; one is selected. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Support tickets' });
    const tickets = within(list).getAllByRole('button');
    await expect(tickets).toHaveLength(3);
    await expect(tickets[0]).toHaveAccessibleName(
      expect.stringContaining('Request to move my second installment date'),
    );
    await expect(tickets[0]).toHaveAttribute('aria-current', 'true');
    await expect(tickets[1]).not.toHaveAttribute('aria-current');
    await expect(within(tickets[0]!).getByText('Open')).toBeVisible();
    await expect(within(tickets[0]!).getByText(installmentTicket.studentName)).toBeVisible();
    await expect(within(tickets[2]!).getByText('Closed')).toBeVisible();
    await expect(within(tickets[0]!).getByText(/^Updated/)).toBeVisible();
  },
};

/** A student's own list leaves out the student's name. */
export const Student: Story = {
  args: { tickets: [downloadTicket], selectedId: downloadTicket.id, audience: 'student' },
  play: async ({ canvasElement }) => {
    const ticket = within(canvasElement).getByRole('button', {
      name: /Unable to download the Physics formula sheet/,
    });
    await expect(within(ticket).queryByText(downloadTicket.studentName)).toBeNull();
  },
};

/** Clicking a ticket selects it. */
export const SelectByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const closed = canvas.getByRole('button', { name: /Profile Edit Request/ });
    await userEvent.click(closed);
    await expect(args.onSelect).toHaveBeenCalledWith(profileTicket.id);
    await expect(closed).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /second installment/ })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** The arrow keys, Home and End move between tickets; Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const tickets = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(tickets[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tickets[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tickets[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tickets[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tickets[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(downloadTicket.id);
    await expect(tickets[1]).toHaveAttribute('aria-current', 'true');
  },
};

export const Empty: Story = {
  args: { tickets: [], selectedId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No support tickets yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongSubject: Story = {
  args: {
    tickets: [
      {
        ...installmentTicket,
        subject:
          'My fee receipt for the second installment paid through the bank counter at the Kota campus has not appeared in the portal yet',
      },
    ],
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const ticket = within(canvasElement).getByRole('button', { name: /fee receipt/ });
    await expect(ticket.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
