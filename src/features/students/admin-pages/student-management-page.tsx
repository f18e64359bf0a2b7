import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CLASSES, describeError, useLiveQuery } from '@/data';
import type { Student } from '@/data';
import {
  ButtonLink,
  DataTable,
  FILTER_ALL,
  LoadError,
  PageContainer,
  SearchFilterBar,
  useDocumentTitle,
  useSearchFilter,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import pageStyles from './admin-page.module.css';

const CLASS_OPTIONS = CLASSES.map((level) => ({ value: String(level), label: String(level) }));

export const NO_STUDENTS_MESSAGE = 'No students found.';

const columns: readonly DataTableColumn<Student>[] = [
  { id: 'rollNo', header: 'Roll No', cell: (row) => row.rollNo, sortValue: (row) => row.rollNo },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'class',
    header: 'Class',
    cell: (row) => row.currentClass,
    sortValue: (row) => row.currentClass,
    align: 'end',
  },
  { id: 'stream', header: 'Stream', cell: (row) => row.stream, sortValue: (row) => row.stream },
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

const getRowId = (row: Student) => row.id;

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
    <PageContainer
      title="Student Management"
      lead="Every enrolled student. Search by name or roll number, or show one class."
    >
      <div className={pageStyles.content}>
        <div className={pageStyles.actions}>
          <ButtonLink to="/admin/student-management/add">Add New Student</ButtonLink>
        </div>
        {students.status === 'error' ? (
          <LoadError
            title="The students could not be loaded"
            message={describeError(students.error)}
            onRetry={students.reload}
            size="sm"
          />
        ) : (
          <DataTable
            caption="Students"
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            status={students.status === 'loading' ? 'loading' : 'ready'}
            emptyMessage={NO_STUDENTS_MESSAGE}
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
        )}
      </div>
    </PageContainer>
  );
}
