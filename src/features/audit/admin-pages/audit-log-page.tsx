import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { isRealIsoDate } from '@/data';
import type { AuditEntity, AuditFilter } from '@/data';
import { DateField, Form, PageContainer, Select, TextField, useDocumentTitle } from '@/ui';
import { AuditTable } from '../components/audit-table';
import { auditEntityOptions } from '../model/audit-format';
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
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Audit Log · Admin Panel · Sankalp Institute`);
  const form = useForm<AuditFilterValues>({ defaultValues: NO_FILTER });
  const [entity = '', user = '', from = '', to = ''] = useWatch({
    control: form.control,
    name: ['entity', 'user', 'from', 'to'],
  });
  const filtered = entity !== '' || user.trim() !== '' || from !== '' || to !== '';

  return (
    <PageContainer title={t`Audit Log`}>
      <div className={styles.content}>
        <Form
          form={form}
          onSubmit={() => {}}
          aria-label={t`Audit log filters`}
          className={styles.filters}
        >
          <Select<AuditFilterValues>
            name="entity"
            label={t`Entity`}
            placeholder={t`All`}
            options={auditEntityOptions(i18n)}
          />
          <TextField<AuditFilterValues> name="user" label={t`User`} />
          <DateField<AuditFilterValues> name="from" label={t`From`} />
          <DateField<AuditFilterValues> name="to" label={t`To`} />
        </Form>
        {/* The table follows the filters as they are chosen or typed. */}
        <AuditTable
          caption={t`Changes`}
          filter={auditFilter({ entity, user, from, to })}
          emptyMessage={filtered ? t`No changes match these filters.` : t`No changes recorded yet.`}
          failureTitle={t`The audit log could not be loaded`}
        />
      </div>
    </PageContainer>
  );
}
