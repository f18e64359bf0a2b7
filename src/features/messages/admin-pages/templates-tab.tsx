import { useMemo, useState } from 'react';
import { CHANNEL_LABELS, TEMPLATE_LABELS, describeError, useLiveQuery } from '@/data';
import type { MessageTemplate } from '@/data';
import { Button, DataTable, DateText, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { TemplateEditDialog } from './template-edit-dialog';
import styles from './messages-page.module.css';

const keyOf = (template: MessageTemplate) => `${template.template}/${template.channel}`;

/** Every template in every channel, each opening its editor. */
export function TemplatesTab() {
  const query = useLiveQuery(
    (repository) => repository.listMessageTemplates(),
    [],
    ['messageTemplates'],
  );
  const [editing, setEditing] = useState<MessageTemplate | null>(null);

  // Made once (the state setters never change): the table caches by its columns.
  const columns = useMemo(
    (): readonly DataTableColumn<MessageTemplate>[] => [
      { id: 'template', header: 'Template', cell: (row) => TEMPLATE_LABELS[row.template] },
      { id: 'channel', header: 'Channel', cell: (row) => CHANNEL_LABELS[row.channel] },
      {
        id: 'text',
        header: 'Text',
        cell: (row) => <span className={styles.excerpt}>{row.subject || row.body}</span>,
      },
      {
        id: 'changed',
        header: 'Changed',
        cell: (row) =>
          row.updatedAt ? <DateText value={row.updatedAt} withTime /> : "The portal's text",
      },
      {
        id: 'edit',
        header: <span className="visually-hidden">Edit</span>,
        cell: (row) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${TEMPLATE_LABELS[row.template]} (${CHANNEL_LABELS[row.channel]})`}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
        ),
      },
    ],
    [],
  );

  if (query.status === 'error') {
    return (
      <LoadError
        title="The templates could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  return (
    <div className={styles.tab}>
      <DataTable
        caption="Templates"
        columns={columns}
        rows={query.data ?? []}
        getRowId={keyOf}
        status={query.status === 'loading' ? 'loading' : 'ready'}
        defaultPageSize={100}
      />
      {editing ? (
        <TemplateEditDialog
          key={keyOf(editing)}
          template={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
