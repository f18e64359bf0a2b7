import { useLingui } from '@lingui/react/macro';
import type { TicketStatus } from '@/data';
import { Badge } from '@/ui';
import { ticketStatusLabels } from '../model/ticket-labels';
import { ticketStatusTones } from '../model/ticket-status-tones';

/** A ticket's status in its colour and in the reader's language; one we do not know shows as stored. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { i18n } = useLingui();
  const tone = Object.hasOwn(ticketStatusTones, status) ? ticketStatusTones[status] : 'neutral';
  return (
    <Badge tone={tone}>
      {Object.hasOwn(ticketStatusLabels, status) ? i18n._(ticketStatusLabels[status]) : status}
    </Badge>
  );
}
