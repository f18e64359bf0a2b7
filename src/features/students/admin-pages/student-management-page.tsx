import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CLASSES, describeError, useLiveQuery } from '@/data';
import type { Student } from '@/data';
import {
  ButtonLink,
  FILTER_ALL,
  ListPage,
  ListTable,
  numberColumn,
  SearchFilterBar,
  textColumn,
  useDocumentTitle,
  useSearchFilter,
} from '@/ui';
import type { DataTableColumn } from '@/ui';

const CLASS_OPTIONS = CLASSES.map((level) => ({ value: String(level), label: String(level) }));

export const NO_STUDENTS_MESSAGE = 'No students found.';

const columns: readonly DataTableColumn<Student>[] = [
  textColumn('rollNo', 'Roll No', (row) => row.rollNo),
  textColumn('name', 'Name', (row) => row.name),
  numberColumn('class', 'Class', (row) => row.currentClass),
  textColumn('stream', 'Stream', (row) => row.stream),
  { id: 'mobile', header: 'Mobile', cell: (row) => row.mobile },
  {
    id: 'details',
    header: 'Details',
    cell: (row) => (
      // The visible words stay the spec's; the name tells the many links apart.
      <Link to={`/admin/student-management/${row.id}`} aria-label={`View Details for ${row.name}`}>
        View Details
      </Link>
    ),
  },
];

/** The admin's student list: search by name or roll number, filter by class. */
export function StudentManagementPage() {
  useDocumentTitle('Student Management · Admin Panel · Sankalp Institute');
  const students = useLiveQuery((repository) => repository.listStudents(), [], ['students']);
  // Typing stays instant with thousands of students; the table catches up a moment later.
  const filters = useSearchFilter();
  const { search, filter: currentClass } = filters;

  const searchable = useMemo(
    () =>
      (students.data ?? []).map((student) => ({
        student,
        text: `${student.name}\n${student.rollNo}`.toLowerCase(),
      })),
    [students.data],
  );
  const rows = useMemo(() => {
    const query = search.trim().toLowerCase();
    return searchable
      .filter(
        ({ student, text }) =>
          (currentClass === FILTER_ALL || String(student.currentClass) === currentClass) &&
          (query === '' || text.includes(query)),
      )
      .map(({ student }) => student);
  }, [searchable, search, currentClass]);

  return (
    <ListPage
      title="Student Management"
      lead="Every enrolled student. Search by name or roll number, or show one class."
      actions={<ButtonLink to="/admin/student-management/add">Add New Student</ButtonLink>}
    >
      <ListTable
        caption="Students"
        columns={columns}
        query={students}
        rows={rows}
        emptyMessage={NO_STUDENTS_MESSAGE}
        loadErrorTitle="The students could not be loaded"
        describeError={describeError}
        toolbar={
          <SearchFilterBar
            state={filters}
            label="Students"
            searchLabel="Search by name or roll number"
            filterLabel="Class"
            filterOptions={CLASS_OPTIONS}
          />
        }
      />
    </ListPage>
  );
}
