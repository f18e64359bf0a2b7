import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { translateDataMessage } from '@/features/data-messages';
import { BREAKDOWN_LABELS, funnelCsv } from '../model/funnel-csv';
import styles from './enquiries.module.css';

/** A year back from today: the period the funnel opens with. */
function yearBefore(today: string): string {
  const date = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  // 29 February has no day a year before: the 28th.
  return isRealIsoDate(date) ? date : date.replace(/-29$/, '-28');
}

type Breakdown = keyof typeof BREAKDOWN_LABELS;

/** Each breakdown's tab, and the same inside a sentence for its table's caption. */
const BREAKDOWN_TEXTS: Record<Breakdown, { tab: MessageDescriptor; caption: MessageDescriptor }> = {
  source: { tab: msg`Source`, caption: msg`Admissions by source` },
  school: { tab: msg`School`, caption: msg`Admissions by school` },
  class: { tab: msg`Class`, caption: msg`Admissions by class` },
  tier: { tab: msg`STSE tier`, caption: msg`Admissions by STSE tier` },
};

/** A breakdown's value as the reader says it: "Class 10", a source, "Not known"; names as they are. */
function useValueText(): (value: string) => string {
  const { t, i18n } = useLingui();
  return (value) => {
    const level = /^Class (\d+)$/.exec(value)?.[1];
    return level === undefined ? translateDataMessage(i18n, value) : t`Class ${level}`;
  };
}

function useBreakdownColumns(): (label: string) => DataTableColumn<FunnelBreakdownRow>[] {
  const { t } = useLingui();
  const valueText = useValueText();
  return (label) => [
    { id: 'value', header: label, cell: (row) => valueText(row.value) },
    {
      id: 'enquiries',
      header: t`Enquiries`,
      cell: (row) => formatIndianNumber(row.enquiries),
      align: 'end',
    },
    {
      id: 'admitted',
      header: t`Admitted`,
      cell: (row) => formatIndianNumber(row.admitted),
      align: 'end',
    },
    {
      id: 'conversion',
      header: t`Admitted (%)`,
      cell: (row) => `${row.conversion}%`,
      align: 'end',
    },
  ];
}

/** The funnel as bars (each stage's share of the first) and, beside it, the same as a table. */
function FunnelChart({ report }: { report: FunnelReport }) {
  const { t, i18n } = useLingui();
  const first = report.steps[0]?.count ?? 0;
  const stageName = (step: FunnelStep) => translateDataMessage(i18n, step.label);
  const stepColumns: DataTableColumn<FunnelStep>[] = [
    { id: 'stage', header: t`Stage`, cell: stageName },
    {
      id: 'count',
      header: t`Enquiries`,
      cell: (step) => formatIndianNumber(step.count),
      align: 'end',
    },
    {
      id: 'conversion',
      header: t`From the stage before`,
      cell: (step) => `${step.conversion}%`,
      align: 'end',
    },
    {
      id: 'days',
      header: t`Median days at the stage`,
      cell: (step) => (step.medianDays === null ? '—' : String(step.medianDays)),
      align: 'end',
    },
  ];
  return (
    <>
      <ol className={styles.funnel} aria-label={t`Funnel`}>
        {report.steps.map((step) => (
          <li key={step.stageId} className={styles.funnelRow}>
            <span>
              {stageName(step)}: {formatIndianNumber(step.count)}
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
        caption={t`Funnel by stage`}
        rows={report.steps}
        getRowId={(step) => step.stageId}
        columns={stepColumns}
      />
    </>
  );
}

/** The admissions funnel for a period and a branch, broken down by source, school, class and tier. */
export function FunnelPage() {
  const { t, i18n } = useLingui();
  const breakdownColumns = useBreakdownColumns();
  useDocumentTitle(t`Admissions Funnel · Admin Panel · Sankalp Institute`);
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
  const total = formatIndianNumber(report.data?.total ?? 0);
  const admittedIn = (yearMonth: string) => {
    const monthName = formatMonth(yearMonth);
    return t`Admitted in ${monthName}`;
  };
  return (
    <PageContainer
      title={t`Admissions Funnel`}
      lead={t`From enquiry to admission: how many reach each stage, how fast, and where they come from.`}
    >
      {comparison.data ? (
        <div className={styles.filters}>
          <StatCard
            label={admittedIn(comparison.data.month)}
            value={formatIndianNumber(comparison.data.admitted)}
          />
          <StatCard
            label={admittedIn(comparison.data.lastYearMonth)}
            value={formatIndianNumber(comparison.data.lastYearAdmitted)}
          />
        </div>
      ) : null}
      <form
        className={styles.filters}
        aria-label={t`Funnel period`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          <Trans>From</Trans>
          <input
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label>
          <Trans>To</Trans>
          <input
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        {branchList.length > 1 ? (
          <label>
            <Trans>Branch</Trans>
            <select value={branchId} onChange={(event) => setBranchId(event.target.value)}>
              <option value="">{t`All branches`}</option>
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
            <Trans>Download CSV</Trans>
          </Button>
        ) : null}
      </form>
      {!valid ? (
        <p role="alert">
          <Trans>Choose a From date on or before the To date.</Trans>
        </p>
      ) : report.status === 'error' ? (
        <LoadError
          title={t`The funnel could not be loaded.`}
          message={describeError(report.error)}
          onRetry={report.reload}
          size="sm"
        />
      ) : !report.data ? (
        <Skeleton lines={6} label={t`Loading the funnel…`} />
      ) : report.data.total === 0 ? (
        <EmptyState message={t`No enquiries were made in this period.`} />
      ) : (
        <>
          <Card title={t`${total} enquiries`} headingLevel={2}>
            <FunnelChart report={report.data} />
          </Card>
          <section className={styles.section} aria-labelledby="funnel-breakdowns">
            <h2 id="funnel-breakdowns">
              <Trans>Admissions by</Trans>
            </h2>
            <Tabs
              label={t`Admissions by`}
              tabs={(Object.keys(BREAKDOWN_LABELS) as Breakdown[]).map((dimension) => {
                const label = i18n._(BREAKDOWN_TEXTS[dimension].tab);
                return {
                  value: dimension,
                  label,
                  content: (
                    <DataTable
                      caption={i18n._(BREAKDOWN_TEXTS[dimension].caption)}
                      rows={report.data!.breakdowns[dimension]}
                      getRowId={(row) => row.value}
                      columns={breakdownColumns(label)}
                    />
                  ),
                };
              })}
            />
          </section>
        </>
      )}
    </PageContainer>
  );
}
