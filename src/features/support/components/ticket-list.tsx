import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Ticket } from '@/data';
import { DateText, EmptyState } from '@/ui';
import { TicketStatusBadge } from './ticket-status-badge';
import styles from './ticket-list.module.css';

/** Who is looking: the admin also sees whose ticket each one is. */
export type TicketAudience = 'admin' | 'student';

export type TicketListProps = {
  /** In the order to show them (listTickets() gives the most recently updated first). */
  tickets: readonly Ticket[];
  selectedId: string | undefined;
  onSelect: (ticketId: string) => void;
  audience: TicketAudience;
  /** Shown in place of the list when there are no tickets. */
  emptyMessage: ReactNode;
  /** Names the list for screen readers ("Support tickets" by default). */
  label?: string;
};

/**
 * The tickets as a list of buttons; the selected one is aria-current. Tab reaches the list, and
 * the arrow keys, Home and End move between tickets, so a long list needs no long tabbing.
 */
export function TicketList({
  tickets,
  selectedId,
  onSelect,
  audience,
  emptyMessage,
  label,
}: TicketListProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  if (tickets.length === 0) return <EmptyState message={emptyMessage} />;

  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const target = {
      ArrowDown: Math.min(current + 1, buttons.length - 1),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  }

  return (
    // The keys only move focus between the buttons inside; the buttons do the work.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul
      ref={listRef}
      aria-label={label ?? t`Support tickets`}
      className={styles.list}
      onKeyDown={moveFocus}
    >
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <button
              type="button"
              className={styles.ticket}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(ticket.id)}
            >
              <span className={styles.subject}>{ticket.subject}</span>
              <span className={styles.details}>
                <TicketStatusBadge status={ticket.status} />
                {audience === 'admin' ? (
                  <span className={styles.student}>{ticket.studentName}</span>
                ) : null}
                <span className={styles.updated}>
                  <Trans>
                    Updated <DateText value={ticket.updatedAt} />
                  </Trans>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
