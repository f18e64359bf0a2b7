// The words a ticket's stored values are shown with, in the reader's language (the stored
// values themselves never change).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Message, TicketStatus } from '@/data';

export const ticketStatusLabels: Readonly<Record<TicketStatus, MessageDescriptor>> = {
  // A ticket's state, not the verb "Open" of a button.
  Open: msg({ message: 'Open', context: 'ticket status' }),
  Closed: msg`Closed`,
};

export const messageSenderLabels: Readonly<Record<Message['sender'], MessageDescriptor>> = {
  Admin: msg`Admin`,
  Student: msg`Student`,
  Parent: msg`Parent`,
};
