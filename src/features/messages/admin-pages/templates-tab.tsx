import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { describeError, useLiveQuery } from '@/data';
import type { MessageTemplate } from '@/data';
import { Button, DataTable, DateText, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { useMessageNames } from './message-names';
import { TemplateEditDialog } from './template-edit-dialog';
import type { TemplateVersions } from './template-edit-dialog';
import styles from './messages-page.module.css';

/** One row per template and channel, with its English and Hindi versions. */
type TemplateRow = TemplateVersions & { key: string };

const keyOf = (row: TemplateRow) => row.key;

/** The versions of each template in each channel, in the repository's order. */
function rowsOf(templates: readonly MessageTemplate[]): TemplateRow[] {
  const rows = new Map<string, Partial<TemplateVersions>>();
  for (const template of templates) {
    const key = `${template.template}/${template.channel}`;
    rows.set(key, { ...rows.get(key), [template.language]: template });
  }
  return [...rows].flatMap(([key, { en, hi }]) => (en && hi ? [{ key, en, hi }] : []));
}

/** The later of the two versions' changes, or none when both are the portal's text. */
function changedAt({ en, hi }: TemplateRow): string | null {
  if (en.updatedAt && hi.updatedAt)
    return en.updatedAt > hi.updatedAt ? en.updatedAt : hi.updatedAt;
  return en.updatedAt ?? hi.updatedAt;
}

/** Every template in every channel, each opening its editor (English and Hindi). */
export function TemplatesTab() {
  const { t } = useLingui();
  const names = useMessageNames();
  const query = useLiveQuery(
    (repository) => repository.listMessageTemplates(),
    [],
    ['messageTemplates'],
  );
  const [editing, setEditing] = useState<string | null>(null);
  const rows = useMemo(() => rowsOf(query.data ?? []), [query.data]);
  const open = rows.find((row) => row.key === editing);

  const columns: readonly DataTableColumn<TemplateRow>[] = [
    { id: 'template', header: t`Template`, cell: (row) => names.template(row.en.template) },
    { id: 'channel', header: t`Channel`, cell: (row) => names.channel(row.en.channel) },
    {
      id: 'text',
      header: t`Text`,
      cell: (row) => <span className={styles.excerpt}>{row.en.subject || row.en.body}</span>,
    },
    {
      id: 'changed',
      header: t`Changed`,
      cell: (row) => {
        const at = changedAt(row);
        return at ? <DateText value={at} withTime /> : t`The portal's text`;
      },
    },
    {
      id: 'edit',
      header: <span className="visually-hidden">{t`Edit`}</span>,
      cell: (row) => {
        const name = `${names.template(row.en.template)} (${names.channel(row.en.channel)})`;
        return (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Edit ${name}`}
            onClick={() => setEditing(row.key)}
          >
            {t`Edit`}
          </Button>
        );
      },
    },
  ];

  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The templates could not be loaded`}
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  return (
    <div className={styles.tab}>
      <DataTable
        caption={t`Templates`}
        columns={columns}
        rows={rows}
        getRowId={keyOf}
        status={query.status === 'loading' ? 'loading' : 'ready'}
        defaultPageSize={100}
      />
      {open ? (
        <TemplateEditDialog
          key={open.key}
          versions={open}
          open
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
