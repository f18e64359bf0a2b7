import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, messageSchema } from '@/data';
import type { Message, Ticket } from '@/data';
import { Button, cn, DateText, EmptyState, Form, FormActions, FormError, Textarea } from '@/ui';
import type { TicketAudience } from './ticket-list';
import { messageSenderLabels } from '../model/ticket-labels';
import { TicketStatusBadge } from './ticket-status-badge';
import styles from './ticket-conversation.module.css';

export const NO_TICKET_SELECTED_MESSAGE = msg`Select a ticket to view the conversation.`;

export type TicketConversationProps = {
  /** The selected ticket; none shows "Select a ticket to view the conversation.". */
  ticket: Ticket | undefined;
  /**
   * Sends a reply (already trimmed, never blank). The box keeps the text and shows the error if
   * the promise rejects, and empties when it resolves.
   */
  onReply: (text: string) => Promise<unknown>;
  audience: TicketAudience;
  /** Buttons beside the subject, e.g. the admin's Close Ticket. */
  actions?: ReactNode;
  /** Shown instead of the reply box on a Closed ticket, which takes no replies. */
  closedMessage?: ReactNode;
};

/** One ticket's messages, oldest first, and the reply box under them. */
export function TicketConversation({
  ticket,
  onReply,
  audience,
  actions,
  closedMessage,
}: TicketConversationProps) {
  const headingId = useId();
  const { i18n } = useLingui();
  if (!ticket) {
    return (
      <div className={styles.conversation}>
        <EmptyState message={i18n._(NO_TICKET_SELECTED_MESSAGE)} />
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.conversation}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.subject}>
            {ticket.subject}
          </h2>
          <p className={styles.meta}>
            <TicketStatusBadge status={ticket.status} />
            {audience === 'admin' ? <span>{ticket.studentName}</span> : null}
            <span>
              <Trans>
                Opened <DateText value={ticket.createdAt} withTime />
              </Trans>
            </span>
          </p>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {/* Keyed by ticket: switching tickets starts a fresh list, and a fresh draft. */}
      <MessageList key={`messages-${ticket.id}`} messages={ticket.messages} />
      {ticket.status === 'Closed' ? (
        <p className={styles.closed}>
          {closedMessage ?? <Trans>This ticket is closed, so it takes no more replies.</Trans>}
        </p>
      ) : (
        <ReplyForm key={`reply-${ticket.id}`} onReply={onReply} />
      )}
    </section>
  );
}

function MessageList({ messages }: { messages: readonly Message[] }) {
  const { t, i18n } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  // Appends arrive in time order, but stored data from elsewhere may not: newest last, always.
  const ordered = messages.toSorted(
    (first, second) => Date.parse(first.timestamp) - Date.parse(second.timestamp),
  );

  // Show the newest message when the ticket opens and whenever one is added.
  useEffect(() => {
    const region = regionRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [ordered.length]);

  return (
    // Focusable so keyboard users can scroll a long conversation (WCAG 2.1.1).
    <div
      ref={regionRef}
      className={styles.scroll}
      role="region"
      aria-label={t`Messages`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {/* Polite: a reply added while the ticket is open is read out, without interrupting. */}
      <ol className={styles.messages} aria-live="polite" aria-relevant="additions">
        {ordered.map((message) => (
          <li
            key={message.id}
            className={cn(
              styles.message,
              message.sender === 'Admin' ? styles.fromAdmin : styles.fromStudent,
            )}
          >
            <p className={styles.messageMeta}>
              <span className={styles.sender}>
                {Object.hasOwn(messageSenderLabels, message.sender)
                  ? i18n._(messageSenderLabels[message.sender])
                  : message.sender}
              </span>
              <DateText value={message.timestamp} withTime />
            </p>
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

type ReplyValues = Pick<Message, 'text'>;

function ReplyForm({ onReply }: { onReply: (text: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const form = useForm<ReplyValues>({ defaultValues: { text: '' } });
  const sending = form.formState.isSubmitting;

  async function send({ text }: ReplyValues) {
    // The message schema's own rule: a reply blank after trimming is ignored.
    const reply = messageSchema.shape.text.safeParse(text);
    if (!reply.success) {
      // A blank reply is ignored; any other refusal (too long, a character that cannot be
      // stored) is said beside the box, which keeps what was typed.
      if (text.trim() !== '') form.setError('text', { message: reply.error.issues[0]?.message });
      form.setFocus('text');
      return;
    }
    try {
      await onReply(reply.data);
      // keepFieldsRef: a plain reset forgets the textarea, and setFocus would find nothing.
      form.reset({ text: '' }, { keepFieldsRef: true });
      form.setFocus('text');
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={send} className={styles.reply}>
      <Textarea<ReplyValues> name="text" label={t`Reply`} rows={3} />
      <FormError />
      <FormActions>
        <Button type="submit" busy={sending} busyLabel={t`Sending...`}>
          <Trans>Send Reply</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
