import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  ABSENT,
  CLASSES,
  MERIT_ALL_CENTERS,
  MERIT_NOT_ASSIGNED,
  NO_SCHOLARSHIP,
  describeError,
  formatIndianNumber,
  formatPercentile,
  readAllPages,
  todayIso,
  useData,
  useLiveQuery,
} from '@/data';
import type { Candidate, ClassLevel, MeritRow, MeritSortKey, Sort } from '@/data';
import { IfPermitted } from '@/features/auth';
import {
  Alert,
  Button,
  ButtonLink,
  DateText,
  Form,
  LoadError,
  querySort,
  RemoteDataTable,
  saveFile,
  Select,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { centerOf, meritListCsv, meritListFileName } from '../model/merit-list';
import styles from './merit-list-tab.module.css';

type MeritFilters = { classLevel: `${ClassLevel}`; center: string };

const CSV_FILE_TYPE = 'text/csv;charset=utf-8';
const classOptions = CLASSES.map((level) => ({ value: String(level), label: `Class ${level}` }));

/** Where a scholarship winner is admitted: the Add Student form, filled from the candidate. */
export const admitPath = (candidate: Candidate) =>
  `/admin/student-management/add?candidate=${encodeURIComponent(candidate.id)}`;

function hasScholarship(candidate: Candidate) {
  return (
    candidate.absent !== true &&
    candidate.marks !== undefined &&
    (candidate.scholarship ?? NO_SCHOLARSHIP) !== NO_SCHOLARSHIP
  );
}

function columnsFor(maxMarks: number): readonly DataTableColumn<MeritRow>[] {
  return [
    {
      id: 'rank',
      header: 'Rank',
      cell: (row) => row.rank ?? <span className={styles.muted}>{ABSENT}</span>,
      sortable: true,
      align: 'end',
    },
    {
      id: 'rollNo',
      header: 'Roll No.',
      cell: (row) => row.candidate.rollNo,
      sortable: true,
    },
    {
      id: 'name',
      header: 'Name',
      cell: (row) => row.candidate.name,
      sortable: true,
    },
    {
      id: 'center',
      header: 'Exam Center',
      cell: (row) => centerOf(row.candidate),
      sortable: true,
    },
    {
      id: 'marks',
      header: `Marks (out of ${maxMarks})`,
      cell: (row) => row.candidate.marks ?? <span className={styles.muted}>{ABSENT}</span>,
      sortable: true,
      align: 'end',
    },
    {
      id: 'percentile',
      header: 'Percentile',
      cell: (row) => (row.percentile === undefined ? '—' : formatPercentile(row.percentile)),
      sortable: true,
      align: 'end',
    },
    {
      id: 'scholarship',
      header: 'Scholarship',
      cell: (row) => row.candidate.scholarship ?? NO_SCHOLARSHIP,
      sortable: true,
    },
    {
      id: 'admission',
      header: 'Admission',
      cell: ({ candidate }) => {
        if (candidate.admission) {
          return (
            <Link to={`/admin/student-management/${candidate.admission.studentId}`}>
              Admitted: {candidate.admission.studentRollNo}
            </Link>
          );
        }
        if (!hasScholarship(candidate)) return <span className={styles.muted}>—</span>;
        return (
          <IfPermitted permission="students.manage">
            <span data-print-hide>
              <ButtonLink
                to={admitPath(candidate)}
                size="sm"
                variant="secondary"
                aria-label={`Admit ${candidate.name} as Student`}
              >
                Admit as Student
              </ButtonLink>
            </span>
          </IfPermitted>
        );
      },
    },
    // Last: the longest text, so the actions stay on screen on a laptop.
    {
      id: 'school',
      header: 'School',
      cell: (row) => row.candidate.schoolName,
      sortable: true,
    },
  ];
}

// Percentile, and the scholarship its tiers give, follow the marks within the class.
const sortKeys: Readonly<Record<string, MeritSortKey>> = {
  rank: 'rank',
  rollNo: 'rollNo',
  name: 'name',
  center: 'examCenter',
  marks: 'marks',
  percentile: 'marks',
  scholarship: 'marks',
  school: 'school',
};

/** The whole merit list of one filter, read for paper: every page, in the order asked for. */
type PrintedList = { filterKey: string; rows: MeritRow[] };

/** The Merit List tab: one class at a time, ranked, filterable by centre, sortable, CSV and print. */
export function MeritListTab() {
  const repository = useData();
  const form = useForm<MeritFilters>({
    defaultValues: { classLevel: '10', center: MERIT_ALL_CENTERS },
  });
  const classLevel = Number(useWatch({ control: form.control, name: 'classLevel' })) as ClassLevel;
  const center = useWatch({ control: form.control, name: 'center' });
  const filterKey = `${classLevel}|${center}`;
  const paging = useTablePaging({ filterKey, defaultPageSize: 100 });
  const { page, pageSize } = paging.state;
  const sort = querySort(paging.state.sort, sortKeys);
  const list = useLiveQuery(
    (source) => source.queryMeritList({ classLevel, examCenter: center, page, pageSize, sort }),
    [filterKey, page, pageSize, sort?.by, sort?.direction],
    ['stseCandidates'],
  );
  const settings = useLiveQuery((source) => source.getSettings(), [], ['settings']);
  const [busy, setBusy] = useState<'exporting' | 'printing' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [printed, setPrinted] = useState<PrintedList | null>(null);

  const maxMarks = settings.data?.stse.maxMarks ?? 100;
  const columns = useMemo(() => columnsFor(maxMarks), [maxMarks]);
  const configuredCenters = settings.data?.stse.examCenters;
  const classCenters = list.data?.centers;
  const centerOptions = useMemo(() => {
    const centers = new Set([...(configuredCenters ?? []), ...(classCenters ?? [])]);
    return [
      { value: MERIT_ALL_CENTERS, label: 'All centers' },
      ...[...centers].map((name) => ({ value: name, label: name })),
      { value: MERIT_NOT_ASSIGNED, label: MERIT_NOT_ASSIGNED },
    ];
  }, [configuredCenters, classCenters]);

  const printing = printed?.filterKey === filterKey ? printed : null;

  const failed = list.status === 'error' ? list : settings.status === 'error' ? settings : null;
  if (failed) {
    return (
      <LoadError
        title="The merit list could not be loaded."
        message={describeError(failed.error)}
        onRetry={() => {
          list.reload();
          settings.reload();
        }}
        size="sm"
      />
    );
  }

  const appeared = list.data?.appeared ?? 0;
  const absent = list.data?.absent ?? 0;
  const total = list.data?.total ?? 0;
  const examYear = settings.data?.stse.examYear ?? 2024;

  /** Every row of the class and centre (the table holds one page), page by page. */
  function readWholeList(order: Sort<MeritSortKey> | undefined) {
    return readAllPages((request) =>
      repository.queryMeritList({ classLevel, examCenter: center, sort: order, ...request }),
    );
  }

  async function run(action: 'exporting' | 'printing', work: () => Promise<void>) {
    setBusy(action);
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError(describeError(error));
    } finally {
      setBusy(null);
    }
  }

  // The file lists the class (or centre) by rank, whatever the table's order.
  const exportCsv = () =>
    run('exporting', async () => {
      const rows = await readWholeList(undefined);
      saveFile(
        new Blob([meritListCsv(rows, maxMarks)], { type: CSV_FILE_TYPE }),
        meritListFileName(classLevel, examYear),
      );
    });

  // Paper holds the whole list of the class (or centre) in the table's order, not one page; the
  // printed table is on the page for the print dialog only.
  const printList = () =>
    run('printing', async () => {
      const rows = await readWholeList(sort);
      flushSync(() => setPrinted({ filterKey, rows }));
      window.addEventListener('afterprint', () => setPrinted(null), { once: true });
      window.print();
    });

  return (
    <div className={styles.tab}>
      <p className={styles.lead} data-print-hide>
        Ranks and percentiles are within the class, among the candidates who appeared; the center
        filter only hides rows. Absent candidates are listed last, without a rank.
      </p>
      <div data-print-only-root className={styles.printRoot}>
        <h2 className={styles.heading}>
          STSE {examYear} Merit List · Class {classLevel}
          {center === MERIT_ALL_CENTERS ? '' : ` · ${center}`}
        </h2>
        <p role="status" className={styles.summary}>
          {formatIndianNumber(appeared)} appeared, {formatIndianNumber(absent)} absent · as of{' '}
          <DateText value={todayIso()} />
        </p>
        {actionError ? (
          <Alert tone="error" onDismiss={() => setActionError(null)}>
            {actionError}
          </Alert>
        ) : null}
        <div data-print-hide={printing ? true : undefined} className={styles.screenList}>
          <RemoteDataTable
            caption={`Merit list, class ${classLevel}`}
            columns={columns}
            rows={list.data?.rows ?? []}
            total={total}
            shown={list.data}
            {...paging}
            filterKey={filterKey}
            getRowId={(row) => row.candidate.id}
            status={list.status === 'success' && settings.data ? 'ready' : 'loading'}
            emptyMessage={
              appeared + absent === 0
                ? `No results entered for class ${classLevel} yet.`
                : 'No candidates of this class at that center.'
            }
            toolbar={
              <div className={styles.toolbar} data-print-hide>
                <Form
                  form={form}
                  onSubmit={() => undefined}
                  aria-label="Merit list filters"
                  className={styles.filters}
                >
                  <Select<MeritFilters> name="classLevel" label="Class" options={classOptions} />
                  <Select<MeritFilters> name="center" label="Exam center" options={centerOptions} />
                </Form>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => void exportCsv()}
                    disabled={total === 0 || busy !== null}
                    busy={busy === 'exporting'}
                    busyLabel="Exporting..."
                  >
                    Export CSV
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void printList()}
                    disabled={busy !== null}
                    busy={busy === 'printing'}
                    busyLabel="Preparing..."
                  >
                    Print Merit List
                  </Button>
                </div>
              </div>
            }
          />
        </div>
        {printing ? (
          <PrintedMeritList
            caption={`Merit list, class ${classLevel}, for printing`}
            columns={columns}
            rows={printing.rows}
          />
        ) : null}
      </div>
    </div>
  );
}

// Paper shows text only (no links, no buttons), so thousands of rows render quickly.
const printedText: Readonly<Record<string, (row: MeritRow) => string | number>> = {
  rank: (row) => row.rank ?? ABSENT,
  rollNo: (row) => row.candidate.rollNo,
  name: (row) => row.candidate.name,
  center: (row) => centerOf(row.candidate),
  marks: (row) => row.candidate.marks ?? ABSENT,
  percentile: (row) => (row.percentile === undefined ? '—' : formatPercentile(row.percentile)),
  scholarship: (row) => row.candidate.scholarship ?? NO_SCHOLARSHIP,
  admission: ({ candidate }) =>
    candidate.admission ? `Admitted: ${candidate.admission.studentRollNo}` : '—',
  school: (row) => row.candidate.schoolName,
};

/** The whole list as a plain table, shown only on paper (print styles), one row per candidate. */
function PrintedMeritList({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly DataTableColumn<MeritRow>[];
  rows: readonly MeritRow[];
}) {
  return (
    <table className={styles.printedList}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.candidate.id}>
            {columns.map((column) => (
              <td key={column.id}>{printedText[column.id]?.(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
