import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CLASSES, describeError, STUDENT_SORT_KEYS, useLiveQuery } from '@/data';
import type { ClassLevel, Student } from '@/data';
import { usePermissions } from '@/features/auth';
import {
  ButtonLink,
  FILTER_ALL,
  ListPage,
  numberColumn,
  querySort,
  RemoteListTable,
  remoteSortableColumns,
  SearchFilterBar,
  textColumn,
  useDocumentTitle,
  useSearchFilter,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn, SelectOption } from '@/ui';

const CLASS_OPTIONS = CLASSES.map((level) => ({ value: String(level), label: String(level) }));

export const NO_STUDENTS_MESSAGE = 'No students found.';

// Sorted by the query: the sortable columns are named by its sort keys.
const columns: readonly DataTableColumn<Student>[] = remoteSortableColumns<Student>(
  [
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
        <Link
          to={`/admin/student-management/${row.id}`}
          aria-label={`View Details for ${row.name}`}
        >
          View Details
        </Link>
      ),
    },
  ],
  STUDENT_SORT_KEYS,
);

/**
 * The Batch filter's choices: the batches the staff member reaches, by name and year; none (no
 * filter shown) before the institute has a batch or for staff who see none.
 */
function useBatchOptions(seesBatches: boolean): readonly SelectOption[] {
  const batches = useLiveQuery(
    (repository) => (seesBatches ? repository.listBatches() : Promise.resolve([])),
    [seesBatches],
    ['batches'],
  );
  return useMemo(
    () =>
      (batches.data ?? []).map((batch) => ({
        value: batch.id,
        label: `${batch.name} (${batch.academicYear})`,
      })),
    [batches.data],
  );
}

/** The admin's student list: search by name or roll number, filter by class and batch, sort, pages. */
export function StudentManagementPage() {
  useDocumentTitle('Student Management · Admin Panel · Sankalp Institute');
  // Typing stays instant with thousands of students; the table catches up a moment later.
  const filters = useSearchFilter();
  const { search, filter: currentClass, secondFilter: batch } = filters;
  const classLevel = currentClass === FILTER_ALL ? undefined : (Number(currentClass) as ClassLevel);
  const batchId = batch === FILTER_ALL ? undefined : batch;
  const paging = useTablePaging({ filterKey: `${search}\n${currentClass}\n${batch}` });
  const { page, pageSize, sort } = paging.state;
  // One page at a time: the list may hold more students than a browser should download.
  const students = useLiveQuery(
    (repository) =>
      repository.queryStudents({
        search,
        classLevel,
        batchId,
        page,
        pageSize,
        sort: querySort(sort, STUDENT_SORT_KEYS),
      }),
    [search, classLevel, batchId, page, pageSize, sort],
    ['students', 'enrolments'],
  );

  const held = usePermissions();
  const batchOptions = useBatchOptions(held.includes('batches.teach'));
  return (
    <ListPage
      title="Student Management"
      lead="Every enrolled student. Search by name or roll number, or show one class."
      actions={
        held.includes('students.manage') ? (
          <ButtonLink to="/admin/student-management/add">Add New Student</ButtonLink>
        ) : undefined
      }
    >
      <RemoteListTable
        caption="Students"
        columns={columns}
        query={students}
        rows={students.data?.rows ?? []}
        total={students.data?.total ?? 0}
        shown={students.data}
        {...paging}
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
            second={batchOptions.length > 0 ? { label: 'Batch', options: batchOptions } : undefined}
          />
        }
      />
    </ListPage>
  );
}
