import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, useData, useLiveQuery } from '@/data';
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
import { useMessageNames } from './message-names';
import styles from './messages-page.module.css';

type Attempt = OutboxMessage['attemptLog'][number];

const ATTEMPT_OUTCOMES: Record<Attempt['outcome'], MessageDescriptor> = {
  sent: msg`Sent`,
  failed: msg`Failed`,
  'not-sent': msg`Not sent`,
};

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
  const { t, i18n } = useLingui();
  const names = useMessageNames();
  // Built here: the `t` macro translates only where useLingui gave it.
  const attemptColumns: readonly DataTableColumn<Attempt & { index: number }>[] = [
    { id: 'at', header: t`Time`, cell: (attempt) => <DateText value={attempt.at} withTime /> },
    {
      id: 'outcome',
      header: t`Outcome`,
      cell: (attempt) => i18n._(ATTEMPT_OUTCOMES[attempt.outcome]),
    },
    { id: 'error', header: t`Error`, cell: (attempt) => attempt.error ?? '—' },
  ];
  const detailsOf = (message: OutboxMessage): DetailItem[] => [
    [t`Channel`, names.channel(message.channel)],
    [t`Recipient`, message.recipient],
    [t`Template`, names.template(message.template)],
    [t`Language`, names.language(message.language)],
    [
      t`Status`,
      <Badge key="status" tone={MESSAGE_STATUS_TONES[message.status]}>
        {names.status(message.status)}
      </Badge>,
    ],
    [t`Attempts`, message.attempts],
    [t`Created`, <DateText key="created" value={message.createdAt} withTime />],
    [t`Sent`, message.sentAt ? <DateText key="sent" value={message.sentAt} withTime /> : '—'],
    [
      t`Next attempt`,
      message.nextAttemptAt ? <DateText key="next" value={message.nextAttemptAt} withTime /> : '—',
    ],
    [t`Last error`, message.lastError ?? '—'],
  ];
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
      toast.show({ message: t`The message is queued to be sent again.`, tone: 'success' });
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setRetrying(false);
    }
  }

  const canRetry = message !== undefined && RETRYABLE_STATUSES.includes(message.status);
  return (
    <Modal
      title={t`Message details`}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={retrying}
      size="lg"
      footer={
        canRetry ? (
          <Button onClick={() => void retry()} busy={retrying} busyLabel={t`Retrying...`}>
            <Trans>Retry</Trans>
          </Button>
        ) : null
      }
    >
      {query.status === 'loading' ? <Spinner label={t`Loading the message`} /> : null}
      {query.status === 'error' ? (
        <LoadError
          title={t`The message could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : null}
      {query.status === 'success' && !message ? (
        <Alert tone="error">
          <Trans>This message is no longer in the outbox.</Trans>
        </Alert>
      ) : null}
      {message ? (
        <div className={styles.tab}>
          {failure ? (
            <Alert tone="error" title={t`The message was not queued again`}>
              {failure}
            </Alert>
          ) : null}
          <DetailList items={detailsOf(message)} />
          <section aria-labelledby="message-variables" className={styles.section}>
            <h3 id="message-variables" className={styles.sectionTitle}>
              <Trans>Variables</Trans>
            </h3>
            <p className={styles.hint}>
              <Trans>Links and codes that open an account are never shown.</Trans>
            </p>
            {Object.keys(message.variables).length === 0 ? (
              <p>
                <Trans>None.</Trans>
              </p>
            ) : (
              <DetailList items={Object.entries(message.variables)} />
            )}
          </section>
          <DataTable
            caption={t`Attempts`}
            captionVisibility="visible"
            columns={attemptColumns}
            rows={message.attemptLog.map((attempt, index) => ({ ...attempt, index }))}
            getRowId={(attempt) => String(attempt.index)}
            emptyMessage={t`Not tried yet.`}
          />
        </div>
      ) : null}
    </Modal>
  );
}
