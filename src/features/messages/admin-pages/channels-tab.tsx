import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, useLiveQuery } from '@/data';
import type { MessageChannelStatus } from '@/data';
import { Badge, DataTable, DateText, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { useMessageNames } from './message-names';

/**
 * Each channel as this server has it (set in its environment; docs/messages.md), and its last
 * message sent. A message for a channel not set up stays "Not sent" in the outbox.
 */
export function ChannelsTab() {
  const { t } = useLingui();
  const names = useMessageNames();
  const query = useLiveQuery((repository) => repository.getMessageChannels(), [], ['outbox']);
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The channels could not be loaded`}
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  const columns: readonly DataTableColumn<MessageChannelStatus>[] = [
    { id: 'channel', header: t`Channel`, cell: (row) => names.channel(row.channel) },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) =>
        row.setUp ? (
          <Badge tone="success">
            <Trans>Set up</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Not set up</Trans>
          </Badge>
        ),
    },
    {
      id: 'last',
      header: t`Last message sent`,
      cell: (row) =>
        row.lastSuccessAt ? <DateText value={row.lastSuccessAt} withTime /> : t`None yet`,
    },
  ];
  return (
    <DataTable
      caption={t`Channels`}
      columns={columns}
      rows={query.data ?? []}
      getRowId={(row) => row.channel}
      status={query.status === 'loading' ? 'loading' : 'ready'}
    />
  );
}
