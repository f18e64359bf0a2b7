import { useForm, useWatch } from 'react-hook-form';
import { describeError, isRealIsoDate } from '@/data';
import type { AuditEntity, AuditFilter } from '@/data';
import {
  DateField,
  Form,
  LoadError,
  PageContainer,
  Select,
  TextField,
  useDocumentTitle,
} from '@/ui';
import { AuditTable } from '../components/audit-table';
import { useAuditPage } from '../components/use-audit-page';
import { AUDIT_ENTITY_OPTIONS } from '../model/audit-format';
import styles from './audit-log-page.module.css';

type AuditFilterValues = { entity: AuditEntity | ''; user: string; from: string; to: string };

const NO_FILTER: AuditFilterValues = { entity: '', user: '', from: '', to: '' };

/** What the filter fields ask for; a date not fully typed yet is no bound. */
function auditFilter({ entity, user, from, to }: AuditFilterValues): AuditFilter {
  return {
    ...(entity === '' ? {} : { entity }),
    ...(user.trim() === '' ? {} : { actor: user.trim() }),
    ...(isRealIsoDate(from) ? { from } : {}),
    ...(isRealIsoDate(to) ? { to } : {}),
  };
}

/** Admin → Audit Log: every change, who made it and when, filterable by entity, user and days. */
export function AuditLogPage() {
  useDocumentTitle('Audit Log · Admin Panel · Sankalp Institute');
  const form = useForm<AuditFilterValues>({ defaultValues: NO_FILTER });
  const [entity = '', user = '', from = '', to = ''] = useWatch({
    control: form.control,
    name: ['entity', 'user', 'from', 'to'],
  });
  // The table follows the filters as they are chosen or typed.
  const { query, onPagingChange } = useAuditPage(auditFilter({ entity, user, from, to }));
  const filtered = entity !== '' || user.trim() !== '' || from !== '' || to !== '';

  return (
    <PageContainer title="Audit Log">
      <div className={styles.content}>
        <Form
          form={form}
          onSubmit={() => {}}
          aria-label="Audit log filters"
          className={styles.filters}
        >
          <Select<AuditFilterValues>
            name="entity"
            label="Entity"
            placeholder="All"
            options={AUDIT_ENTITY_OPTIONS}
          />
          <TextField<AuditFilterValues> name="user" label="User" />
          <DateField<AuditFilterValues> name="from" label="From" />
          <DateField<AuditFilterValues> name="to" label="To" />
        </Form>
        {query.status === 'error' ? (
          <LoadError
            title="The audit log could not be loaded"
            message={describeError(query.error)}
            onRetry={query.reload}
          />
        ) : (
          <AuditTable
            caption="Changes"
            data={query.data}
            loading={query.status === 'loading'}
            emptyMessage={filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
            onPagingChange={onPagingChange}
          />
        )}
      </div>
    </PageContainer>
  );
}
