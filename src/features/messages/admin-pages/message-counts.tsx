import { useLingui } from '@lingui/react/macro';
import { MESSAGE_STATUSES, describeError, useLiveQuery } from '@/data';
import type { MessageDayCount } from '@/data';
import { DataTable, DateText, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { useMessageNames } from './message-names';

/** "Messages per day": the last 14 days in India, newest first, by status. */
export function MessageCounts() {
  const { t } = useLingui();
  const names = useMessageNames();
  const statusColumns = MESSAGE_STATUSES.map((status): DataTableColumn<MessageDayCount> => ({
    id: status,
    header: names.status(status),
    align: 'end',
    cell: (row) => row.counts[status],
  }));
  const query = useLiveQuery((repository) => repository.messageCountsByDay(), [], ['outbox']);
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The counts could not be loaded`}
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  return (
    <DataTable
      caption={t`Messages per day`}
      captionVisibility="visible"
      columns={[
        { id: 'day', header: t`Day`, cell: (row) => <DateText value={row.day} /> },
        ...statusColumns,
      ]}
      rows={query.data ?? []}
      getRowId={(row) => row.day}
      status={query.status === 'loading' ? 'loading' : 'ready'}
      emptyMessage={t`No days to count.`}
    />
  );
}
