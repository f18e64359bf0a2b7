import { useState } from 'react';
import {
  CHANNEL_LABELS,
  MESSAGE_STATUS_LABELS,
  TEMPLATE_LABELS,
  describeError,
  useData,
  useLiveQuery,
} from '@/data';
import type { OutboxMessage } from '@/data';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  DateText,
  DetailList,
  LoadError,
  Modal,
  Spinner,
  useToast,
} from '@/ui';
import type { DataTableColumn, DetailItem } from '@/ui';
import { MESSAGE_STATUS_TONES, RETRYABLE_STATUSES } from '../model/message-format';
import styles from './messages-page.module.css';

type Attempt = OutboxMessage['attemptLog'][number];

const ATTEMPT_OUTCOMES: Record<Attempt['outcome'], string> = {
  sent: 'Sent',
  failed: 'Failed',
  'not-sent': 'Not sent',
};

const attemptColumns: readonly DataTableColumn<Attempt & { index: number }>[] = [
  { id: 'at', header: 'Time', cell: (attempt) => <DateText value={attempt.at} withTime /> },
  { id: 'outcome', header: 'Outcome', cell: (attempt) => ATTEMPT_OUTCOMES[attempt.outcome] },
  { id: 'error', header: 'Error', cell: (attempt) => attempt.error ?? '—' },
];

function detailsOf(message: OutboxMessage): DetailItem[] {
  return [
    ['Channel', CHANNEL_LABELS[message.channel]],
    ['Recipient', message.recipient],
    ['Template', TEMPLATE_LABELS[message.template]],
    [
      'Status',
      <Badge key="status" tone={MESSAGE_STATUS_TONES[message.status]}>
        {MESSAGE_STATUS_LABELS[message.status]}
      </Badge>,
    ],
    ['Attempts', message.attempts],
    ['Created', <DateText key="created" value={message.createdAt} withTime />],
    ['Sent', message.sentAt ? <DateText key="sent" value={message.sentAt} withTime /> : '—'],
    [
      'Next attempt',
      message.nextAttemptAt ? <DateText key="next" value={message.nextAttemptAt} withTime /> : '—',
    ],
    ['Last error', message.lastError ?? '—'],
  ];
}

/**
 * One message: where it went, its variables (a link or code that opens an account shows as
 * hidden: the repository never sends it to the screen), each attempt, and Retry for a message
 * that failed, gave up or was not sent. Read live, so Retry's answer shows at once.
 */
export function MessageDetailsDialog({
  messageId,
  onClose,
}: {
  messageId: string;
  onClose: () => void;
}) {
  const repository = useData();
  const toast = useToast();
  const query = useLiveQuery((data) => data.getMessage(messageId), [messageId], ['outbox']);
  const [retrying, setRetrying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const message = query.data;

  async function retry() {
    setRetrying(true);
    setFailure(null);
    try {
      await query.applyWrite(
        () => repository.retryMessage(messageId),
        (_shown, retried) => retried,
      );
      toast.show({ message: 'The message is queued to be sent again.', tone: 'success' });
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setRetrying(false);
    }
  }

  const canRetry = message !== undefined && RETRYABLE_STATUSES.includes(message.status);
  return (
    <Modal
      title="Message details"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={retrying}
      size="lg"
      footer={
        canRetry ? (
          <Button onClick={() => void retry()} busy={retrying} busyLabel="Retrying...">
            Retry
          </Button>
        ) : null
      }
    >
      {query.status === 'loading' ? <Spinner label="Loading the message" /> : null}
      {query.status === 'error' ? (
        <LoadError
          title="The message could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : null}
      {query.status === 'success' && !message ? (
        <Alert tone="error">This message is no longer in the outbox.</Alert>
      ) : null}
      {message ? (
        <div className={styles.tab}>
          {failure ? (
            <Alert tone="error" title="The message was not queued again">
              {failure}
            </Alert>
          ) : null}
          <DetailList items={detailsOf(message)} />
          <section aria-labelledby="message-variables" className={styles.section}>
            <h3 id="message-variables" className={styles.sectionTitle}>
              Variables
            </h3>
            <p className={styles.hint}>Links and codes that open an account are never shown.</p>
            {Object.keys(message.variables).length === 0 ? (
              <p>None.</p>
            ) : (
              <DetailList items={Object.entries(message.variables)} />
            )}
          </section>
          <DataTable
            caption="Attempts"
            captionVisibility="visible"
            columns={attemptColumns}
            rows={message.attemptLog.map((attempt, index) => ({ ...attempt, index }))}
            getRowId={(attempt) => String(attempt.index)}
            emptyMessage="Not tried yet."
          />
        </div>
      ) : null}
    </Modal>
  );
}
