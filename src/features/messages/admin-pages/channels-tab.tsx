import { CHANNEL_LABELS, describeError, useLiveQuery } from '@/data';
import type { MessageChannelStatus } from '@/data';
import { Badge, DataTable, DateText, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';

const columns: readonly DataTableColumn<MessageChannelStatus>[] = [
  { id: 'channel', header: 'Channel', cell: (row) => CHANNEL_LABELS[row.channel] },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.setUp ? <Badge tone="success">Set up</Badge> : <Badge tone="neutral">Not set up</Badge>,
  },
  {
    id: 'last',
    header: 'Last message sent',
    cell: (row) =>
      row.lastSuccessAt ? <DateText value={row.lastSuccessAt} withTime /> : 'None yet',
  },
];

/**
 * Each channel as this server has it (set in its environment; docs/messages.md), and its last
 * message sent. A message for a channel not set up stays "Not sent" in the outbox.
 */
export function ChannelsTab() {
  const query = useLiveQuery((repository) => repository.getMessageChannels(), [], ['outbox']);
  if (query.status === 'error') {
    return (
      <LoadError
        title="The channels could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  return (
    <DataTable
      caption="Channels"
      columns={columns}
      rows={query.data ?? []}
      getRowId={(row) => row.channel}
      status={query.status === 'loading' ? 'loading' : 'ready'}
    />
  );
}
