// The colours of the ticket statuses: an open ticket stands out, a closed one recedes.
import type { TicketStatus } from '@/data';
import type { BadgeTone } from '@/ui';

export const ticketStatusTones: Readonly<Record<TicketStatus, BadgeTone>> = {
  Open: 'highlight',
  Closed: 'neutral',
};
