import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  describeError,
  ticketSchema,
  ticketsForStudent,
  useData,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import type { LiveQuery, Ticket } from '@/data';
import { useAreaPanelName, useDataMessage } from '@/features/data-messages';
import {
  Alert,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  LoadError,
  PageContainer,
  Skeleton,
  TextField,
  useDocumentTitle,
} from '@/ui';
import { TicketConversation } from '../components/ticket-conversation';
import { TicketList } from '../components/ticket-list';
import styles from './support-page.module.css';

// The ticket schema's own subject rule: required, and blank after trimming counts as empty.
const newTicketSchema = ticketSchema.pick({ subject: true });
type NewTicketValues = { subject: string };

/** A student's support: open a ticket, and read and reply to their own tickets only. */
export function StudentSupportPage() {
  const { t } = useLingui();
  const panel = useAreaPanelName();
  useDocumentTitle(t`Support · ${panel} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const repository = useData();
  const studentId = student.id;
  const query = useLiveQuery(
    async (data) => ticketsForStudent(await data.listTickets(), studentId),
    [studentId],
    ['supportTickets'],
  );
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<Ticket | undefined>(undefined);
  const createdSubject = created?.subject;

  async function createTicket(subject: string) {
    const ticket = await repository.addTicket(studentId, subject);
    setSelectedId(ticket.id);
    setCreated(ticket);
  }

  return (
    <PageContainer
      title={t`Support`}
      lead={t`Ask the institute for help. The admin replies here, in the ticket's conversation.`}
    >
      <div className={styles.sections}>
        <Card title={t`Create a Ticket`}>
          <NewTicketForm onCreate={createTicket} />
          {created ? (
            <Alert tone="success" onDismiss={() => setCreated(undefined)} className={styles.notice}>
              <Trans>
                Ticket created: {createdSubject}. The admin will reply in its conversation below.
              </Trans>
            </Alert>
          ) : null}
        </Card>
        <TicketsContent
          tickets={query}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onReply={(ticketId, text) => repository.addMessage(ticketId, 'Student', text)}
        />
      </div>
    </PageContainer>
  );
}

function NewTicketForm({ onCreate }: { onCreate: (subject: string) => Promise<void> }) {
  const { t } = useLingui();
  const form = useForm<NewTicketValues>({
    resolver: zodResolver(newTicketSchema),
    defaultValues: { subject: '' },
  });

  async function submit({ subject }: NewTicketValues) {
    try {
      await onCreate(subject);
      form.reset({ subject: '' });
    } catch (error) {
      // The typed subject stays, so nothing is lost when the ticket could not be saved.
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextField<NewTicketValues>
        name="subject"
        label={t`Subject`}
        hint={t`Say in a line what you need help with.`}
        required
      />
      <FormError />
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Creating...`}>
          <Trans>Create Ticket</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}

type TicketsContentProps = {
  tickets: LiveQuery<Ticket[]>;
  selectedId: string | undefined;
  onSelect: (ticketId: string) => void;
  onReply: (ticketId: string, text: string) => Promise<unknown>;
};

function TicketsContent({ tickets, selectedId, onSelect, onReply }: TicketsContentProps) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const headingId = useId();
  switch (tickets.status) {
    case 'loading':
      return <Skeleton lines={4} label={t`Loading your tickets…`} />;
    case 'error':
      return (
        <LoadError
          title={t`Your tickets could not be loaded`}
          message={dataMessage(describeError(tickets.error))}
          onRetry={tickets.reload}
        />
      );
    case 'success': {
      // The chosen ticket, else the most recently updated one, as the admin's list pre-selects.
      const selected = tickets.data.find((ticket) => ticket.id === selectedId) ?? tickets.data[0];
      return (
        <section aria-labelledby={headingId} className={styles.tickets}>
          <h2 id={headingId} className={styles.ticketsHeading}>
            <Trans>Your Tickets</Trans>
          </h2>
          <div className={styles.list}>
            <TicketList
              tickets={tickets.data}
              selectedId={selected?.id}
              onSelect={onSelect}
              audience="student"
              emptyMessage={t`You have not created any support tickets yet.`}
              label={t`Your tickets`}
            />
          </div>
          {/* With no tickets yet the pane says "Select a ticket to view the conversation.", as the
              admin's does beside an empty list. */}
          <div className={styles.conversation}>
            <TicketConversation
              ticket={selected}
              audience="student"
              onReply={(text) => (selected ? onReply(selected.id, text) : Promise.resolve())}
              closedMessage={t`This ticket is closed, so it takes no more replies. If you still need help, create a new ticket.`}
            />
          </div>
        </section>
      );
    }
    default:
      return tickets satisfies never;
  }
}
