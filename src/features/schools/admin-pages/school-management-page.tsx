import { describeError, useLiveQuery } from '@/data';
import type { School } from '@/data';
import { ListPage, ListTable, useDocumentTitle } from '@/ui';
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
    <ListPage
      title="School Management"
      lead="Partner schools. A school signs in with its contact email to register its students for STSE."
      actions={<AddSchoolDialog />}
    >
      <ListTable
        caption="Partner schools"
        columns={columns}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        query={schools}
        loadErrorTitle="The schools could not be loaded."
        describeError={describeError}
      />
    </ListPage>
  );
}
