import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  describeError,
  ledgerNumber,
  paymentTotals,
  readAllPages,
  REFUND_MODE,
  signedAmount,
  todayIso,
  useData,
  useLiveQuery,
} from '@/data';
import type { DayBookRow } from '@/data';
import {
  Alert,
  Button,
  Card,
  DateField,
  DateText,
  Form,
  LoadError,
  Money,
  RemoteDataTable,
  Select,
  StatCard,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { translateDataMessage, useDataMessage } from '@/features/data-messages';
import { LabelledStatusBadge } from '../components/labelled-status-badge';
import { paymentStatusLabels, paymentStatusTones } from '../model/status-tones';
import { dayBookCsv, dayBookFileName, dayBookRangeSchema } from '../model/day-book';
import type { DayBookRange } from '../model/day-book';
import styles from './fee-management-page.module.css';
import { useCsvExport } from './use-csv-export';

const columns: readonly DataTableColumn<DayBookRow>[] = [
  // A refund's line carries its credit-note number and a negative amount (money given back).
  {
    id: 'receiptNo',
    header: <Trans>Receipt No.</Trans>,
    cell: ({ payment }) => ledgerNumber(payment) ?? <Trans>None</Trans>,
  },
  {
    id: 'date',
    header: <Trans>Date</Trans>,
    cell: ({ payment }) => <DateText value={payment.receivedAt} withTime />,
  },
  {
    id: 'student',
    header: <Trans>Student</Trans>,
    cell: (row) => `${row.studentName} (${row.rollNo})`,
  },
  {
    id: 'installment',
    header: <Trans>Installment</Trans>,
    cell: (row) => row.installmentNumber,
    align: 'end',
  },
  {
    id: 'mode',
    header: <Trans>Mode</Trans>,
    cell: ({ payment }) => <ModeName mode={payment.mode} />,
  },
  {
    id: 'reference',
    header: <Trans>Reference</Trans>,
    cell: ({ payment }) => payment.reference || <Trans>None</Trans>,
  },
  {
    id: 'amount',
    header: <Trans>Amount</Trans>,
    cell: ({ payment }) => <Money amount={signedAmount(payment)} />,
    align: 'end',
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: ({ payment }) => (
      <LabelledStatusBadge
        status={payment.status}
        tones={paymentStatusTones}
        labels={paymentStatusLabels}
      />
    ),
  },
];

const getRowId = (row: DayBookRow) => row.payment.id;

/** A payment's mode (Cash, Cheque...) in the language shown. */
function ModeName({ mode }: { mode: string }) {
  const dataMessage = useDataMessage();
  return <>{dataMessage(mode)}</>;
}

/** The totals of no payments at all: no modes, a grand total of ₹0. */
const NO_PAYMENTS = paymentTotals([]);

/**
 * The day book: payments received between two days, totals by mode (cancelled receipts listed
 * but not counted), and a CSV export, to reconcile the cash and bank at the end of a day.
 */
export function DayBook() {
  const { t, i18n } = useLingui();
  const today = todayIso();
  const form = useForm<DayBookRange>({
    resolver: zodResolver(dayBookRangeSchema),
    defaultValues: { from: today, to: today },
    mode: 'onChange',
  });
  const [from = '', to = '', branch = ''] = useWatch({
    control: form.control,
    name: ['from', 'to', 'branchId'],
  });
  // A one-branch institute never sees the word: the Branch filter shows with two branches.
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const branchOptions = (branches.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const branchId = branch === '' ? undefined : branch;
  // The table follows the dates as they are typed, once they make a valid range.
  const range = dayBookRangeSchema.safeParse({ from, to });
  const validFrom = range.success ? range.data.from : undefined;
  const validTo = range.success ? range.data.to : undefined;
  const paging = useTablePaging({ filterKey: `${validFrom}\n${validTo}\n${branchId}` });
  const { page, pageSize } = paging.state;
  // One page of the days' entries, with the totals over all of them; nothing for a wrong range.
  const query = useLiveQuery(
    async (data) =>
      validFrom && validTo
        ? data.queryDayBook({ from: validFrom, to: validTo, page, pageSize, branchId })
        : undefined,
    [validFrom, validTo, page, pageSize, branchId],
    ['payments', 'students'],
  );
  const dayBook = validFrom && validTo ? query.data : undefined;
  const totals = dayBook?.totals ?? NO_PAYMENTS;
  const entryCount = dayBook?.total ?? 0;
  const repository = useData();
  const csvExport = useCsvExport(t`The day book could not be exported.`);

  function exportCsv() {
    if (!validFrom || !validTo) return;
    const days = { from: validFrom, to: validTo, branchId };
    void csvExport.exportCsv(async () => ({
      csv: dayBookCsv(
        await readAllPages((request) => repository.queryDayBook({ ...days, ...request })),
      ),
      fileName: dayBookFileName(days),
    }));
  }

  return (
    <Card title={t`Day Book`}>
      <div className={styles.content}>
        <Form
          form={form}
          onSubmit={() => {}}
          aria-label={t`Day book dates`}
          className={styles.range}
        >
          <DateField<DayBookRange> name="from" label={t`From`} required />
          <DateField<DayBookRange> name="to" label={t`To`} required />
          {branchOptions.length > 1 ? (
            <Select<DayBookRange>
              name="branchId"
              label={t`Branch`}
              placeholder={t`All branches`}
              options={branchOptions}
            />
          ) : null}
        </Form>
        {query.status === 'error' ? (
          <LoadError
            title={t`The day book could not be loaded`}
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        ) : (
          <>
            <div className={styles.totals} aria-label={t`Day book totals`} role="group">
              {totals.byMode.map(({ mode: key, amount, count }) => {
                const mode = translateDataMessage(i18n, key);
                return (
                  <StatCard
                    key={key}
                    label={
                      key === REFUND_MODE
                        ? t`${mode} (${plural(count, { one: '# refund', other: '# refunds' })})`
                        : t`${mode} (${plural(count, { one: '# payment', other: '# payments' })})`
                    }
                    value={<Money amount={amount} />}
                  />
                );
              })}
              <StatCard label={t`Grand Total`} value={<Money amount={totals.total} />} />
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={entryCount === 0 || csvExport.exporting}
                onClick={exportCsv}
              >
                <Trans>Export Day Book CSV</Trans>
              </Button>
            </div>
            {csvExport.error ? <Alert tone="error">{csvExport.error}</Alert> : null}
            <RemoteDataTable
              caption={t`Payments in the day book`}
              columns={columns}
              rows={dayBook?.rows ?? []}
              total={entryCount}
              shown={dayBook}
              {...paging}
              getRowId={getRowId}
              status={query.status === 'loading' ? 'loading' : 'ready'}
              emptyMessage={t`No payments in these days.`}
            />
          </>
        )}
      </div>
    </Card>
  );
}
