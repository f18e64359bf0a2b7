import { describeError, useLiveQuery } from '@/data';
import type { School } from '@/data';
import { ListPage, ListTable, textColumn, useDocumentTitle } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { AddSchoolDialog } from './add-school-dialog';
import styles from './school-management-page.module.css';

const columns: readonly DataTableColumn<School>[] = [
  textColumn('name', 'Name', (school) => school.name, { emphasis: true }),
  textColumn('city', 'City', (school) => school.city),
  textColumn('state', 'State', (school) => school.state),
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
