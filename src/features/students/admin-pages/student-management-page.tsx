import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  useDocumentTitle(t`Student Management · Admin Panel · Sankalp Institute`);
  // Sorted by the query: the sortable columns are named by its sort keys.
  const columns: readonly DataTableColumn<Student>[] = useMemo(
    () =>
      remoteSortableColumns<Student>(
        [
          textColumn('rollNo', t`Roll No`, (row) => row.rollNo),
          textColumn('name', t`Name`, (row) => row.name),
          numberColumn('class', t`Class`, (row) => row.currentClass),
          textColumn('stream', t`Stream`, (row) => row.stream),
          { id: 'mobile', header: t`Mobile`, cell: (row) => row.mobile },
          {
            id: 'details',
            header: t`Details`,
            cell: (row) => <DetailsLink student={row} />,
          },
        ],
        STUDENT_SORT_KEYS,
      ),
    [t],
  );
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
      title={t`Student Management`}
      lead={t`Every enrolled student. Search by name or roll number, or show one class.`}
      actions={
        held.includes('students.manage') ? (
          <ButtonLink to="/admin/student-management/add">
            <Trans>Add New Student</Trans>
          </ButtonLink>
        ) : undefined
      }
    >
      <RemoteListTable
        caption={t`Students`}
        columns={columns}
        query={students}
        rows={students.data?.rows ?? []}
        total={students.data?.total ?? 0}
        shown={students.data}
        {...paging}
        emptyMessage={t`No students found.`}
        loadErrorTitle={t`The students could not be loaded`}
        describeError={describeError}
        toolbar={
          <SearchFilterBar
            state={filters}
            label={t`Students`}
            searchLabel={t`Search by name or roll number`}
            filterLabel={t`Class`}
            filterOptions={CLASS_OPTIONS}
            second={
              batchOptions.length > 0 ? { label: t`Batch`, options: batchOptions } : undefined
            }
          />
        }
      />
    </ListPage>
  );
}

function DetailsLink({ student }: { student: Student }) {
  const { t } = useLingui();
  const name = student.name;
  return (
    // The visible words stay the spec's; the name tells the many links apart.
    <Link to={`/admin/student-management/${student.id}`} aria-label={t`View Details for ${name}`}>
      <Trans>View Details</Trans>
    </Link>
  );
}
