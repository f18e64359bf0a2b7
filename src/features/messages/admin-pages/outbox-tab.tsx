import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGE_LIMITS, describeError, formatDateTime, isRealIsoDate, useLiveQuery } from '@/data';
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
import { MESSAGE_STATUS_TONES } from '../model/message-format';
import { useMessageNames } from './message-names';
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

  const { t } = useLingui();
  const names = useMessageNames();
  const columns: readonly DataTableColumn<OutboxMessage>[] = [
    {
      id: 'created',
      header: t`Created`,
      cell: (message) => (
        <span className={styles.nowrap}>
          <DateText value={message.createdAt} withTime />
        </span>
      ),
    },
    { id: 'channel', header: t`Channel`, cell: (message) => names.channel(message.channel) },
    { id: 'recipient', header: t`Recipient`, cell: (message) => message.recipient },
    { id: 'template', header: t`Template`, cell: (message) => names.template(message.template) },
    { id: 'language', header: t`Language`, cell: (message) => names.language(message.language) },
    {
      id: 'status',
      header: t`Status`,
      cell: (message) => (
        <Badge tone={MESSAGE_STATUS_TONES[message.status]}>{names.status(message.status)}</Badge>
      ),
    },
    { id: 'attempts', header: t`Attempts`, align: 'end', cell: (message) => message.attempts },
    { id: 'lastError', header: t`Last error`, cell: (message) => message.lastError ?? '—' },
    {
      id: 'details',
      header: <span className="visually-hidden">{t`Details`}</span>,
      cell: (message) => {
        const channelName = names.channel(message.channel);
        const recipient = message.recipient;
        const created = formatDateTime(message.createdAt);
        return (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Details of the ${channelName} message to ${recipient}, ${created}`}
            onClick={() => setOpenId(message.id)}
          >
            {t`Details`}
          </Button>
        );
      },
    },
  ];

  return (
    <div className={styles.tab}>
      <Form
        form={form}
        onSubmit={() => {}}
        aria-label={t`Outbox filters`}
        className={styles.filters}
      >
        <Select<OutboxFilterValues>
          name="channel"
          label={t`Channel`}
          placeholder={t`All`}
          options={names.channelOptions}
        />
        <Select<OutboxFilterValues>
          name="status"
          label={t`Status`}
          placeholder={t`All`}
          options={names.statusOptions}
        />
        <Select<OutboxFilterValues>
          name="template"
          label={t`Template`}
          placeholder={t`All`}
          options={names.templateOptions}
        />
        <DateField<OutboxFilterValues> name="from" label={t`From`} />
        <DateField<OutboxFilterValues> name="to" label={t`To`} />
      </Form>
      {query.status === 'error' ? (
        <LoadError
          title={t`The outbox could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : (
        <RemoteDataTable
          caption={t`Outbox`}
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
            filtered ? t`No messages match these filters.` : t`No messages have been queued yet.`
          }
        />
      )}
      {openId ? <MessageDetailsDialog messageId={openId} onClose={() => setOpenId(null)} /> : null}
      <MessageCounts />
    </div>
  );
}
