import { useState } from 'react';
import { describeError, formatIndianNumber, isRealIsoDate, todayIso, useLiveQuery } from '@/data';
import type { FunnelBreakdownRow, FunnelReport, FunnelStep } from '@/data/enquiries';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  StatCard,
  Tabs,
  saveFile,
  useDocumentTitle,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { formatMonth } from '@/lib';
import { BREAKDOWN_LABELS, funnelCsv } from '../model/funnel-csv';
import styles from './enquiries.module.css';

/** A year back from today: the period the funnel opens with. */
function yearBefore(today: string): string {
  const date = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  // 29 February has no day a year before: the 28th.
  return isRealIsoDate(date) ? date : date.replace(/-29$/, '-28');
}

/** A tab's label inside a sentence: "Source" becomes "source", an acronym (STSE) stays. */
const inSentence = (label: string) => label.replace(/\b[A-Z][a-z]+/g, (word) => word.toLowerCase());

const breakdownColumns = (label: string): DataTableColumn<FunnelBreakdownRow>[] => [
  { id: 'value', header: label, cell: (row) => row.value },
  {
    id: 'enquiries',
    header: 'Enquiries',
    cell: (row) => formatIndianNumber(row.enquiries),
    align: 'end',
  },
  {
    id: 'admitted',
    header: 'Admitted',
    cell: (row) => formatIndianNumber(row.admitted),
    align: 'end',
  },
  { id: 'conversion', header: 'Admitted (%)', cell: (row) => `${row.conversion}%`, align: 'end' },
];

const STEP_COLUMNS: DataTableColumn<FunnelStep>[] = [
  { id: 'stage', header: 'Stage', cell: (step) => step.label },
  {
    id: 'count',
    header: 'Enquiries',
    cell: (step) => formatIndianNumber(step.count),
    align: 'end',
  },
  {
    id: 'conversion',
    header: 'From the stage before',
    cell: (step) => `${step.conversion}%`,
    align: 'end',
  },
  {
    id: 'days',
    header: 'Median days at the stage',
    cell: (step) => (step.medianDays === null ? '—' : String(step.medianDays)),
    align: 'end',
  },
];

/** The funnel as bars (each stage's share of the first) and, beside it, the same as a table. */
function FunnelChart({ report }: { report: FunnelReport }) {
  const first = report.steps[0]?.count ?? 0;
  return (
    <>
      <ol className={styles.funnel} aria-label="Funnel">
        {report.steps.map((step) => (
          <li key={step.stageId} className={styles.funnelRow}>
            <span>
              {step.label}: {formatIndianNumber(step.count)}
            </span>
            <span
              className={styles.bar}
              style={{ width: `${first === 0 ? 0 : (step.count / first) * 100}%` }}
              aria-hidden="true"
            />
          </li>
        ))}
      </ol>
      <DataTable
        caption="Funnel by stage"
        rows={report.steps}
        getRowId={(step) => step.stageId}
        columns={STEP_COLUMNS}
      />
    </>
  );
}

/** The admissions funnel for a period and a branch, broken down by source, school, class and tier. */
export function FunnelPage() {
  useDocumentTitle('Admissions Funnel · Admin Panel · Sankalp Institute');
  const today = todayIso();
  const [from, setFrom] = useState(yearBefore(today));
  const [to, setTo] = useState(today);
  const [branchId, setBranchId] = useState('');
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const comparison = useLiveQuery((data) => data.admissionsComparison(), [], ['enquiries']);
  const valid = from !== '' && to !== '' && from <= to;
  const report = useLiveQuery(
    (data) =>
      valid
        ? data.enquiryFunnel({ from, to, ...(branchId ? { branchId } : {}) })
        : Promise.resolve(null),
    [from, to, branchId, valid],
    ['enquiries', 'settings'],
  );
  const branchList = (branches.data ?? []).filter((branch) => branch.active);
  return (
    <PageContainer
      title="Admissions Funnel"
      lead="From enquiry to admission: how many reach each stage, how fast, and where they come from."
    >
      {comparison.data ? (
        <div className={styles.filters}>
          <StatCard
            label={`Admitted in ${formatMonth(comparison.data.month)}`}
            value={formatIndianNumber(comparison.data.admitted)}
          />
          <StatCard
            label={`Admitted in ${formatMonth(comparison.data.lastYearMonth)}`}
            value={formatIndianNumber(comparison.data.lastYearAdmitted)}
          />
        </div>
      ) : null}
      <form
        className={styles.filters}
        aria-label="Funnel period"
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          From
          <input
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        {branchList.length > 1 ? (
          <label>
            Branch
            <select value={branchId} onChange={(event) => setBranchId(event.target.value)}>
              <option value="">All branches</option>
              {branchList.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {report.data ? (
          <Button
            variant="secondary"
            onClick={() =>
              saveFile(
                new Blob([funnelCsv(report.data!)], { type: 'text/csv;charset=utf-8' }),
                `admissions-funnel-${from}-to-${to}.csv`,
              )
            }
          >
            Download CSV
          </Button>
        ) : null}
      </form>
      {!valid ? (
        <p role="alert">Choose a From date on or before the To date.</p>
      ) : report.status === 'error' ? (
        <LoadError
          title="The funnel could not be loaded."
          message={describeError(report.error)}
          onRetry={report.reload}
          size="sm"
        />
      ) : !report.data ? (
        <Skeleton lines={6} label="Loading the funnel…" />
      ) : report.data.total === 0 ? (
        <EmptyState message="No enquiries were made in this period." />
      ) : (
        <>
          <Card title={`${formatIndianNumber(report.data.total)} enquiries`} headingLevel={2}>
            <FunnelChart report={report.data} />
          </Card>
          <section className={styles.section} aria-labelledby="funnel-breakdowns">
            <h2 id="funnel-breakdowns">Admissions by</h2>
            <Tabs
              label="Admissions by"
              tabs={Object.entries(BREAKDOWN_LABELS).map(([dimension, label]) => ({
                value: dimension,
                label,
                content: (
                  <DataTable
                    caption={`Admissions by ${inSentence(label)}`}
                    rows={report.data!.breakdowns[dimension as keyof typeof BREAKDOWN_LABELS]}
                    getRowId={(row) => row.value}
                    columns={breakdownColumns(label)}
                  />
                ),
              }))}
            />
          </section>
        </>
      )}
    </PageContainer>
  );
}
