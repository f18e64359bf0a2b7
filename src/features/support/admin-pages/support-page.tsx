import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Ticket, TicketStatus } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Alert, Button, LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { TicketConversation } from '../components/ticket-conversation';
import { TicketList } from '../components/ticket-list';
import styles from './support-page.module.css';

/** Every student's tickets; the selected one's conversation, reply box and status. */
export function AdminSupportPage() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  useDocumentTitle(t`Support Tickets · Admin Panel · Sankalp Institute`);
  const tickets = useLiveQuery((data) => data.listTickets(), [], ['supportTickets']);

  return (
    <PageContainer
      title={t`Support Tickets`}
      lead={t`Questions and requests from students, the most recently updated first.`}
    >
      {tickets.status === 'loading' ? (
        <Skeleton lines={6} label={t`Loading the support tickets…`} />
      ) : tickets.status === 'error' ? (
        <LoadError
          title={t`The support tickets could not be loaded.`}
          message={dataMessage(describeError(tickets.error))}
          onRetry={tickets.reload}
          size="sm"
        />
      ) : (
        <TicketDesk tickets={tickets.data} />
      )}
    </PageContainer>
  );
}

function TicketDesk({ tickets }: { tickets: readonly Ticket[] }) {
  const repository = useData();
  const { t } = useLingui();
  // The first ticket is selected when the page opens; afterwards the admin's choice
  // stays put, even when a reply moves the ticket to the top of the list.
  const [selectedId, setSelectedId] = useState(tickets[0]?.id);
  if (selectedId === undefined && tickets[0] !== undefined) setSelectedId(tickets[0].id);
  const selected = tickets.find((ticket) => ticket.id === selectedId);

  async function reply(text: string) {
    if (selected) await repository.addMessage(selected.id, 'Admin', text);
  }

  return (
    <div className={styles.desk}>
      <div className={styles.list}>
        <TicketList
          tickets={tickets}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          audience="admin"
          emptyMessage={t`No support tickets yet.`}
        />
      </div>
      <TicketConversation
        ticket={selected}
        audience="admin"
        onReply={reply}
        closedMessage={t`This ticket is closed. Reopen it to reply.`}
        actions={selected ? <StatusAction key={selected.id} ticket={selected} /> : undefined}
      />
    </div>
  );
}

type StatusChange =
  { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string };

/** Close Ticket on an Open ticket, Reopen Ticket on a Closed one. */
function StatusAction({ ticket }: { ticket: Ticket }) {
  const repository = useData();
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const [change, setChange] = useState<StatusChange>({ status: 'idle' });
  const next: TicketStatus = ticket.status === 'Open' ? 'Closed' : 'Open';

  async function setStatus() {
    setChange({ status: 'saving' });
    try {
      await repository.setTicketStatus(ticket.id, next);
      setChange({ status: 'idle' });
    } catch (error) {
      setChange({ status: 'failed', message: describeError(error) });
    }
  }

  return (
    <div className={styles.statusAction}>
      <Button
        variant="secondary"
        busy={change.status === 'saving'}
        busyLabel={next === 'Closed' ? t`Closing...` : t`Reopening...`}
        onClick={() => void setStatus()}
      >
        {next === 'Closed' ? <Trans>Close Ticket</Trans> : <Trans>Reopen Ticket</Trans>}
      </Button>
      {change.status === 'failed' ? (
        <Alert tone="error">{dataMessage(change.message)}</Alert>
      ) : null}
    </div>
  );
}
