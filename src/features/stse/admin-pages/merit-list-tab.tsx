import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  ABSENT,
  CLASSES,
  NO_SCHOLARSHIP,
  describeError,
  formatIndianNumber,
  formatPercentile,
  todayIso,
  useLiveQuery,
} from '@/data';
import type { Candidate, ClassLevel, Settings } from '@/data';
import { Button, ButtonLink, DataTable, DateText, Form, LoadError, Select, saveFile } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  ALL_CENTERS,
  NOT_ASSIGNED,
  centerOf,
  filterByCenter,
  meritListCsv,
  meritListFileName,
  meritRows,
} from '../model/merit-list';
import type { MeritRow } from '../model/merit-list';
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
      // Absent after every rank, either way round.
      sortValue: (row) => row.rank ?? Number.MAX_SAFE_INTEGER,
      align: 'end',
    },
    {
      id: 'rollNo',
      header: 'Roll No.',
      cell: (row) => row.candidate.rollNo,
      sortValue: (row) => row.candidate.rollNo,
    },
    {
      id: 'name',
      header: 'Name',
      cell: (row) => row.candidate.name,
      sortValue: (row) => row.candidate.name,
    },
    {
      id: 'center',
      header: 'Exam Center',
      cell: (row) => centerOf(row.candidate),
      sortValue: (row) => centerOf(row.candidate),
    },
    {
      id: 'marks',
      header: `Marks (out of ${maxMarks})`,
      cell: (row) => row.candidate.marks ?? <span className={styles.muted}>{ABSENT}</span>,
      sortValue: (row) => row.candidate.marks ?? -1,
      align: 'end',
    },
    {
      id: 'percentile',
      header: 'Percentile',
      cell: (row) => (row.percentile === undefined ? '—' : formatPercentile(row.percentile)),
      sortValue: (row) => row.percentile ?? -1,
      align: 'end',
    },
    {
      id: 'scholarship',
      header: 'Scholarship',
      cell: (row) => row.candidate.scholarship ?? NO_SCHOLARSHIP,
      sortValue: (row) => row.candidate.scholarship ?? NO_SCHOLARSHIP,
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
        );
      },
    },
    // Last: the longest text, so the actions stay on screen on a laptop.
    {
      id: 'school',
      header: 'School',
      cell: (row) => row.candidate.schoolName,
      sortValue: (row) => row.candidate.schoolName,
    },
  ];
}

/** The Merit List tab: one class at a time, ranked, filterable by centre, sortable, CSV and print. */
export function MeritListTab() {
  const candidates = useLiveQuery(
    (repository) => repository.listCandidates(),
    [],
    ['stseCandidates'],
  );
  const settings = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  const failed =
    candidates.status === 'error' ? candidates : settings.status === 'error' ? settings : null;
  if (failed) {
    return (
      <LoadError
        title="The merit list could not be loaded."
        message={describeError(failed.error)}
        onRetry={failed.reload}
        size="sm"
      />
    );
  }
  if (!candidates.data || !settings.data) {
    return <MeritList candidates={undefined} settings={undefined} />;
  }
  return <MeritList candidates={candidates.data} settings={settings.data} />;
}

function MeritList({
  candidates,
  settings,
}: {
  candidates: readonly Candidate[] | undefined;
  settings: Settings | undefined;
}) {
  const form = useForm<MeritFilters>({ defaultValues: { classLevel: '10', center: ALL_CENTERS } });
  const classLevel = Number(useWatch({ control: form.control, name: 'classLevel' })) as ClassLevel;
  const center = useWatch({ control: form.control, name: 'center' });
  const maxMarks = settings?.stse.maxMarks ?? 100;
  const columns = useMemo(() => columnsFor(maxMarks), [maxMarks]);
  const classRows = useMemo(
    () => (candidates ? meritRows(candidates, classLevel) : []),
    [candidates, classLevel],
  );
  const rows = useMemo(() => filterByCenter(classRows, center), [classRows, center]);
  const centerOptions = useMemo(() => {
    const centers = new Set(settings?.stse.examCenters ?? []);
    for (const row of classRows) centers.add(centerOf(row.candidate));
    centers.delete(NOT_ASSIGNED);
    return [
      { value: ALL_CENTERS, label: 'All centers' },
      ...[...centers].map((name) => ({ value: name, label: name })),
      { value: NOT_ASSIGNED, label: NOT_ASSIGNED },
    ];
  }, [settings, classRows]);

  const appeared = classRows.filter((row) => row.rank !== undefined).length;
  const absent = classRows.length - appeared;
  const examYear = settings?.stse.examYear ?? 2024;

  function exportCsv() {
    saveFile(
      new Blob([meritListCsv(rows, maxMarks)], { type: CSV_FILE_TYPE }),
      meritListFileName(classLevel, examYear),
    );
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead} data-print-hide>
        Ranks and percentiles are within the class, among the candidates who appeared; the center
        filter only hides rows. Absent candidates are listed last, without a rank.
      </p>
      <div data-print-only-root className={styles.printRoot}>
        <h2 className={styles.heading}>
          STSE {examYear} Merit List · Class {classLevel}
          {center === ALL_CENTERS ? '' : ` · ${center}`}
        </h2>
        <p role="status" className={styles.summary}>
          {formatIndianNumber(appeared)} appeared, {formatIndianNumber(absent)} absent · as of{' '}
          <DateText value={todayIso()} />
        </p>
        <DataTable
          caption={`Merit list, class ${classLevel}`}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.candidate.id}
          status={candidates && settings ? 'ready' : 'loading'}
          defaultPageSize={100}
          emptyMessage={
            classRows.length === 0
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
                <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
                  Export CSV
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  Print Merit List
                </Button>
              </div>
            </div>
          }
        />
      </div>
    </div>
  );
}
