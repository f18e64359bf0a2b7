import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CHANNEL_LABELS,
  MESSAGE_LIMITS,
  MESSAGE_STATUS_LABELS,
  TEMPLATE_LABELS,
  describeError,
  formatDateTime,
  isRealIsoDate,
  useLiveQuery,
} from '@/data';
import type {
  MessageChannel,
  MessageFilter,
  MessageStatus,
  OutboxMessage,
  TemplateKey,
} from '@/data';
import {
  Badge,
  Button,
  DateField,
  DateText,
  Form,
  LoadError,
  RemoteDataTable,
  Select,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn, TablePaging } from '@/ui';
import {
  CHANNEL_OPTIONS,
  MESSAGE_STATUS_TONES,
  STATUS_OPTIONS,
  TEMPLATE_OPTIONS,
} from '../model/message-format';
import { MessageCounts } from './message-counts';
import { MessageDetailsDialog } from './message-details-dialog';
import styles from './messages-page.module.css';

type OutboxFilterValues = {
  channel: MessageChannel | '';
  status: MessageStatus | '';
  template: TemplateKey | '';
  from: string;
  to: string;
};

const NO_FILTER: OutboxFilterValues = { channel: '', status: '', template: '', from: '', to: '' };

/** What the filter fields ask for; a date not fully typed yet is no bound. */
function outboxFilter({ channel, status, template, from, to }: OutboxFilterValues): MessageFilter {
  return {
    ...(channel === '' ? {} : { channel }),
    ...(status === '' ? {} : { status }),
    ...(template === '' ? {} : { template }),
    ...(isRealIsoDate(from) ? { from } : {}),
    ...(isRealIsoDate(to) ? { to } : {}),
  };
}

const getRowId = (message: OutboxMessage) => message.id;

/** The outbox: filters, one page of 50 messages (the repository's page), counts per day. */
export function OutboxTab() {
  const form = useForm<OutboxFilterValues>({ defaultValues: NO_FILTER });
  const [channel = '', status = '', template = '', from = '', to = ''] = useWatch({
    control: form.control,
    name: ['channel', 'status', 'template', 'from', 'to'],
  });
  const filter = outboxFilter({ channel, status, template, from, to });
  const filterKey = JSON.stringify(filter);
  const paging = useTablePaging({ filterKey, defaultPageSize: MESSAGE_LIMITS.pageSize });
  const { page } = paging.state;
  const query = useLiveQuery(
    // The page asked for travels with its answer, so the pager counts from the rows shown.
    async (repository) => ({ ...(await repository.listMessages({ ...filter, page })), page }),
    [filterKey, page],
    ['outbox'],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = Object.keys(filter).length > 0;

  // Made once (the state setters never change): the table caches by its columns.
  const columns = useMemo(
    (): readonly DataTableColumn<OutboxMessage>[] => [
      {
        id: 'created',
        header: 'Created',
        cell: (message) => (
          <span className={styles.nowrap}>
            <DateText value={message.createdAt} withTime />
          </span>
        ),
      },
      { id: 'channel', header: 'Channel', cell: (message) => CHANNEL_LABELS[message.channel] },
      { id: 'recipient', header: 'Recipient', cell: (message) => message.recipient },
      { id: 'template', header: 'Template', cell: (message) => TEMPLATE_LABELS[message.template] },
      {
        id: 'status',
        header: 'Status',
        cell: (message) => (
          <Badge tone={MESSAGE_STATUS_TONES[message.status]}>
            {MESSAGE_STATUS_LABELS[message.status]}
          </Badge>
        ),
      },
      { id: 'attempts', header: 'Attempts', align: 'end', cell: (message) => message.attempts },
      { id: 'lastError', header: 'Last error', cell: (message) => message.lastError ?? '—' },
      {
        id: 'details',
        header: <span className="visually-hidden">Details</span>,
        cell: (message) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Details of the ${CHANNEL_LABELS[message.channel]} message to ${message.recipient}, ${formatDateTime(message.createdAt)}`}
            onClick={() => setOpenId(message.id)}
          >
            Details
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div className={styles.tab}>
      <Form form={form} onSubmit={() => {}} aria-label="Outbox filters" className={styles.filters}>
        <Select<OutboxFilterValues>
          name="channel"
          label="Channel"
          placeholder="All"
          options={CHANNEL_OPTIONS}
        />
        <Select<OutboxFilterValues>
          name="status"
          label="Status"
          placeholder="All"
          options={STATUS_OPTIONS}
        />
        <Select<OutboxFilterValues>
          name="template"
          label="Template"
          placeholder="All"
          options={TEMPLATE_OPTIONS}
        />
        <DateField<OutboxFilterValues> name="from" label="From" />
        <DateField<OutboxFilterValues> name="to" label="To" />
      </Form>
      {query.status === 'error' ? (
        <LoadError
          title="The outbox could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : (
        <RemoteDataTable
          caption="Outbox"
          captionVisibility="visible"
          columns={columns}
          rows={query.data?.rows ?? []}
          total={query.data?.total ?? 0}
          shown={query.data && { page: query.data.page, pageSize: MESSAGE_LIMITS.pageSize }}
          state={paging.state}
          // The repository answers 50 a page, whatever the table's page-size menu says.
          onStateChange={(next: TablePaging) =>
            paging.onStateChange({ ...next, pageSize: MESSAGE_LIMITS.pageSize })
          }
          filterKey={filterKey}
          getRowId={getRowId}
          status={query.status === 'loading' ? 'loading' : 'ready'}
          emptyMessage={
            filtered ? 'No messages match these filters.' : 'No messages have been queued yet.'
          }
        />
      )}
      {openId ? <MessageDetailsDialog messageId={openId} onClose={() => setOpenId(null)} /> : null}
      <MessageCounts />
    </div>
  );
}
