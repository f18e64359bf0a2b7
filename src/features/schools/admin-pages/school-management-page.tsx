import { describeError, useLiveQuery } from '@/data';
import type { School } from '@/data';
import { DataTable, LoadError, PageContainer, useDocumentTitle } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { AddSchoolDialog } from './add-school-dialog';
import styles from './school-management-page.module.css';

const columns: readonly DataTableColumn<School>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (school) => <span className={styles.name}>{school.name}</span>,
    sortValue: (school) => school.name.toLowerCase(),
  },
  {
    id: 'city',
    header: 'City',
    cell: (school) => school.city,
    sortValue: (school) => school.city.toLowerCase(),
  },
  {
    id: 'state',
    header: 'State',
    cell: (school) => school.state,
    sortValue: (school) => school.state.toLowerCase(),
  },
  { id: 'principal', header: 'Principal', cell: (school) => school.principalName },
  {
    id: 'contact',
    header: 'Contact',
    cell: (school) => (
      <span className={styles.contact}>
        <a href={`mailto:${school.contactEmail}`}>{school.contactEmail}</a>
        <a href={`tel:+91${school.contactPhone}`}>{school.contactPhone}</a>
      </span>
    ),
  },
];

/** The partner schools (their contact email is their login) and the adding of new ones. */
export function SchoolManagementPage() {
  useDocumentTitle('School Management · Admin Panel · Sankalp Institute');
  const schools = useLiveQuery((data) => data.listSchools(), [], ['schools']);

  return (
    <PageContainer
      title="School Management"
      lead="Partner schools. A school signs in with its contact email to register its students for STSE."
    >
      <div className={styles.content}>
        <div className={styles.actions}>
          <AddSchoolDialog />
        </div>
        {schools.status === 'error' ? (
          <LoadError
            title="The schools could not be loaded."
            message={describeError(schools.error)}
            onRetry={schools.reload}
            size="sm"
          />
        ) : (
          <DataTable
            caption="Partner schools"
            columns={columns}
            rows={schools.data ?? []}
            getRowId={(school) => school.id}
            status={schools.status === 'loading' ? 'loading' : 'ready'}
            emptyMessage="No data available."
            initialSort={{ columnId: 'name', direction: 'ascending' }}
          />
        )}
      </div>
    </PageContainer>
  );
}
