import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describeError, useData, useLiveQuery } from '@/data';
import type { GstSummaryRow } from '@/data';
import { Alert, Button, Card, DataTable, Form, LoadError, Money, Select } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  gstSummaryCsv,
  gstSummaryFileName,
  recentFinancialYears,
  yearTotals,
} from '../model/gst-summary';
import styles from './fee-management-page.module.css';
import { useCsvExport } from './use-csv-export';

/** A month of the summary, or the year's total as its last row. */
type SummaryLine = Omit<GstSummaryRow, 'month'> & { month: string; label: string };

const money = (id: string, header: string, amount: (line: SummaryLine) => number) => ({
  id,
  header,
  cell: (line: SummaryLine) => <Money amount={amount(line)} />,
  align: 'end' as const,
});

const MONTH_NAMES: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

const getLineId = (line: SummaryLine) => line.month;

/** The year, and one branch's receipts (empty: every branch's). */
type YearChoice = { financialYear: string; branchId?: string };

/**
 * The GST to file for a financial year, month by month (April to March), over the valid receipts
 * issued with tax, with the year's total and a CSV to hand to the accountant.
 */
export function GstSummary() {
  const { t, i18n } = useLingui();
  // In the year's order, not sortable: the total stays last.
  const columns: readonly DataTableColumn<SummaryLine>[] = useMemo(
    () => [
      { id: 'month', header: t`Month`, cell: (line) => line.label },
      { id: 'receipts', header: t`Receipts`, cell: (line) => line.receipts, align: 'end' },
      money('taxable', t`Taxable value`, (line) => line.taxable),
      money('cgst', t`CGST 9%`, (line) => line.cgst),
      money('sgst', t`SGST 9%`, (line) => line.sgst),
      money('igst', t`IGST 18%`, (line) => line.igst),
      money('total', t`Total`, (line) => line.total),
    ],
    [t],
  );
  /** "2026-04" as "April 2026" in the language shown. */
  const monthLabel = (month: string) =>
    `${i18n._(MONTH_NAMES[Number(month.slice(5, 7)) - 1]!)} ${month.slice(0, 4)}`;
  // Chosen once: the financial year now and the four before it.
  const [years] = useState(() => recentFinancialYears(new Date()));
  const form = useForm<YearChoice>({ defaultValues: { financialYear: years[0] } });
  const [chosenYear, branch = ''] = useWatch({
    control: form.control,
    name: ['financialYear', 'branchId'],
  });
  const financialYear = chosenYear ?? years[0]!;
  // A one-branch institute never sees the word: the Branch filter shows with two branches.
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const branchOptions = (branches.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const branchId = branch === '' ? undefined : branch;
  const query = useLiveQuery(
    (data) => data.gstSummary(financialYear, { branchId }),
    [financialYear, branchId],
    ['payments'],
  );
  const repository = useData();
  const csvExport = useCsvExport(t`The GST summary could not be downloaded.`);
  const rows = query.data ?? [];
  const totals = yearTotals(rows);
  const lines: SummaryLine[] =
    rows.length === 0
      ? []
      : [
          ...rows.map((row) => ({ ...row, label: monthLabel(row.month) })),
          { ...totals, month: 'total', label: t`Total` },
        ];

  function downloadCsv() {
    void csvExport.exportCsv(async () => ({
      csv: gstSummaryCsv(await repository.gstSummary(financialYear, { branchId })),
      fileName: gstSummaryFileName(financialYear),
    }));
  }

  return (
    <Card title={t`GST Summary`}>
      <div className={styles.content}>
        <Form
          form={form}
          onSubmit={() => {}}
          aria-label={t`GST summary year`}
          className={styles.range}
        >
          <Select<YearChoice>
            name="financialYear"
            label={t`Financial year`}
            options={years.map((year) => ({ value: year, label: year }))}
          />
          {branchOptions.length > 1 ? (
            <Select<YearChoice>
              name="branchId"
              label={t`Branch`}
              placeholder={t`All branches`}
              options={branchOptions}
            />
          ) : null}
        </Form>
        {query.status === 'error' ? (
          <LoadError
            title={t`The GST summary could not be loaded`}
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        ) : (
          <>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={query.status !== 'success' || csvExport.exporting}
                onClick={downloadCsv}
              >
                <Trans>Download CSV</Trans>
              </Button>
            </div>
            {csvExport.error ? <Alert tone="error">{csvExport.error}</Alert> : null}
            {query.status === 'success' && totals.receipts === 0 ? (
              <Alert tone="info">
                <Trans>No receipt in {financialYear} carried GST.</Trans>
              </Alert>
            ) : null}
            <DataTable
              caption={t`GST by month, ${financialYear}`}
              columns={columns}
              rows={lines}
              getRowId={getLineId}
              status={query.status === 'loading' ? 'loading' : 'ready'}
              emptyMessage={t`No months to show.`}
            />
          </>
        )}
      </div>
    </Card>
  );
}
