import { useForm, useWatch } from 'react-hook-form';
import { isRealIsoDate } from '@/data';
import type { AuditEntity, AuditFilter } from '@/data';
import { DateField, Form, PageContainer, Select, TextField, useDocumentTitle } from '@/ui';
import { AuditTable } from '../components/audit-table';
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
        {/* The table follows the filters as they are chosen or typed. */}
        <AuditTable
          caption="Changes"
          filter={auditFilter({ entity, user, from, to })}
          emptyMessage={filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
          failureTitle="The audit log could not be loaded"
        />
      </div>
    </PageContainer>
  );
}
