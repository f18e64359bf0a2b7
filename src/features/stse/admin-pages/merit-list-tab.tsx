import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
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
import { useDataMessage } from '@/features/data-messages';
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

/** The data's own words (Absent, None, Not Assigned) in the reader's language. */
type MeritWords = { absent: string; none: string; notAssigned: string };

function useMeritWords(): MeritWords {
  const { t } = useLingui();
  return useMemo(() => ({ absent: t`Absent`, none: t`None`, notAssigned: t`Not Assigned` }), [t]);
}

/** The scholarship as the list shows it: the stored "None" in the reader's language. */
function scholarshipText(candidate: Candidate, words: MeritWords): string {
  const scholarship = candidate.scholarship ?? NO_SCHOLARSHIP;
  return scholarship === NO_SCHOLARSHIP ? words.none : scholarship;
}

/** The exam centre as the list shows it: none assigned in the reader's language. */
function centerText(candidate: Candidate, words: MeritWords): string {
  const center = centerOf(candidate);
  return center === MERIT_NOT_ASSIGNED ? words.notAssigned : center;
}

function useMeritColumns(maxMarks: number): readonly DataTableColumn<MeritRow>[] {
  const { t } = useLingui();
  const words = useMeritWords();
  return useMemo(
    () => [
      {
        id: 'rank',
        header: t`Rank`,
        cell: (row) =>
          row.rank ?? (
            <span className={styles.muted}>
              <Trans>Absent</Trans>
            </span>
          ),
        sortable: true,
        align: 'end',
      },
      {
        id: 'rollNo',
        header: t`Roll No.`,
        cell: (row) => row.candidate.rollNo,
        sortable: true,
      },
      {
        id: 'name',
        header: t`Name`,
        cell: (row) => row.candidate.name,
        sortable: true,
      },
      {
        id: 'center',
        header: t`Exam Center`,
        cell: (row) => centerText(row.candidate, words),
        sortable: true,
      },
      {
        id: 'marks',
        header: t`Marks (out of ${maxMarks})`,
        cell: (row) =>
          row.candidate.marks ?? (
            <span className={styles.muted}>
              <Trans>Absent</Trans>
            </span>
          ),
        sortable: true,
        align: 'end',
      },
      {
        id: 'percentile',
        header: t`Percentile`,
        cell: (row) => (row.percentile === undefined ? '—' : formatPercentile(row.percentile)),
        sortable: true,
        align: 'end',
      },
      {
        id: 'scholarship',
        header: t`Scholarship`,
        cell: (row) => scholarshipText(row.candidate, words),
        sortable: true,
      },
      {
        id: 'admission',
        header: t`Admission`,
        cell: ({ candidate }) => {
          if (candidate.admission) {
            const studentRollNo = candidate.admission.studentRollNo;
            return (
              <Link to={`/admin/student-management/${candidate.admission.studentId}`}>
                <Trans>Admitted: {studentRollNo}</Trans>
              </Link>
            );
          }
          const name = candidate.name;
          if (!hasScholarship(candidate)) return <span className={styles.muted}>—</span>;
          return (
            <IfPermitted permission="students.manage">
              <span data-print-hide>
                <ButtonLink
                  to={admitPath(candidate)}
                  size="sm"
                  variant="secondary"
                  aria-label={t`Admit ${name} as Student`}
                >
                  <Trans>Admit as Student</Trans>
                </ButtonLink>
              </span>
            </IfPermitted>
          );
        },
      },
      // Last: the longest text, so the actions stay on screen on a laptop.
      {
        id: 'school',
        header: t`School`,
        cell: (row) => row.candidate.schoolName,
        sortable: true,
      },
    ],
    [maxMarks, t, words],
  );
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
  const { t } = useLingui();
  const dataMessage = useDataMessage();
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
  const columns = useMeritColumns(maxMarks);
  const classOptions = CLASSES.map((level) => ({ value: String(level), label: t`Class ${level}` }));
  const configuredCenters = settings.data?.stse.examCenters;
  const classCenters = list.data?.centers;
  const centerOptions = useMemo(() => {
    const centers = new Set([...(configuredCenters ?? []), ...(classCenters ?? [])]);
    return [
      { value: MERIT_ALL_CENTERS, label: t`All centers` },
      ...[...centers].map((name) => ({ value: name, label: name })),
      { value: MERIT_NOT_ASSIGNED, label: t`Not Assigned` },
    ];
  }, [configuredCenters, classCenters, t]);

  const printing = printed?.filterKey === filterKey ? printed : null;

  const failed = list.status === 'error' ? list : settings.status === 'error' ? settings : null;
  if (failed) {
    return (
      <LoadError
        title={t`The merit list could not be loaded.`}
        message={dataMessage(describeError(failed.error))}
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
  const appearedCount = formatIndianNumber(appeared);
  const absentCount = formatIndianNumber(absent);
  const centerName = center === MERIT_NOT_ASSIGNED ? t`Not Assigned` : center;
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
        <Trans>
          Ranks and percentiles are within the class, among the candidates who appeared; the center
          filter only hides rows. Absent candidates are listed last, without a rank.
        </Trans>
      </p>
      <div data-print-only-root className={styles.printRoot}>
        <h2 className={styles.heading}>
          <Trans>
            STSE {examYear} Merit List · Class {classLevel}
          </Trans>
          {center === MERIT_ALL_CENTERS ? '' : ` · ${centerName}`}
        </h2>
        <p role="status" className={styles.summary}>
          <Trans>
            {appearedCount} appeared, {absentCount} absent · as of <DateText value={todayIso()} />
          </Trans>
        </p>
        {actionError ? (
          <Alert tone="error" onDismiss={() => setActionError(null)}>
            {dataMessage(actionError)}
          </Alert>
        ) : null}
        <div data-print-hide={printing ? true : undefined} className={styles.screenList}>
          <RemoteDataTable
            caption={t`Merit list, class ${classLevel}`}
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
                ? t`No results entered for class ${classLevel} yet.`
                : t`No candidates of this class at that center.`
            }
            toolbar={
              <div className={styles.toolbar} data-print-hide>
                <Form
                  form={form}
                  onSubmit={() => undefined}
                  aria-label={t`Merit list filters`}
                  className={styles.filters}
                >
                  <Select<MeritFilters> name="classLevel" label={t`Class`} options={classOptions} />
                  <Select<MeritFilters>
                    name="center"
                    label={t`Exam center`}
                    options={centerOptions}
                  />
                </Form>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => void exportCsv()}
                    disabled={total === 0 || busy !== null}
                    busy={busy === 'exporting'}
                    busyLabel={t`Exporting...`}
                  >
                    <Trans>Export CSV</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void printList()}
                    disabled={busy !== null}
                    busy={busy === 'printing'}
                    busyLabel={t`Preparing...`}
                  >
                    <Trans>Print Merit List</Trans>
                  </Button>
                </div>
              </div>
            }
          />
        </div>
        {printing ? (
          <PrintedMeritList
            caption={t`Merit list, class ${classLevel}, for printing`}
            columns={columns}
            rows={printing.rows}
          />
        ) : null}
      </div>
    </div>
  );
}

// Paper shows text only (no links, no buttons), so thousands of rows render quickly.
function usePrintedText(): Readonly<Record<string, (row: MeritRow) => string | number>> {
  const { t } = useLingui();
  const words = useMeritWords();
  return {
    rank: (row) => row.rank ?? words.absent,
    rollNo: (row) => row.candidate.rollNo,
    name: (row) => row.candidate.name,
    center: (row) => centerText(row.candidate, words),
    marks: (row) => row.candidate.marks ?? words.absent,
    percentile: (row) => (row.percentile === undefined ? '—' : formatPercentile(row.percentile)),
    scholarship: (row) => scholarshipText(row.candidate, words),
    admission: ({ candidate }) => {
      if (!candidate.admission) return '—';
      const studentRollNo = candidate.admission.studentRollNo;
      return t`Admitted: ${studentRollNo}`;
    },
    school: (row) => row.candidate.schoolName,
  };
}

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
  const printedText = usePrintedText();
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
