import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describeError, paymentTotals, todayIso, useLiveQuery } from '@/data';
import {
  Button,
  Card,
  countLabel,
  DataTable,
  DateField,
  DateText,
  Form,
  LoadError,
  Money,
  saveFile,
  StatCard,
  StatusBadge,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { paymentStatusTones } from '../model/status-tones';
import { dayBookCsv, dayBookFileName, dayBookRangeSchema, dayBookRows } from '../model/day-book';
import { CSV_FILE_TYPE } from '../model/fee-report';
import type { DayBookRange, DayBookRow } from '../model/day-book';
import styles from './fee-management-page.module.css';

const columns: readonly DataTableColumn<DayBookRow>[] = [
  { id: 'receiptNo', header: 'Receipt No.', cell: ({ payment }) => payment.receiptNo ?? 'None' },
  {
    id: 'date',
    header: 'Date',
    cell: ({ payment }) => <DateText value={payment.receivedAt} withTime />,
  },
  { id: 'student', header: 'Student', cell: (row) => `${row.studentName} (${row.rollNo})` },
  { id: 'installment', header: 'Installment', cell: (row) => row.installmentNumber, align: 'end' },
  { id: 'mode', header: 'Mode', cell: ({ payment }) => payment.mode },
  { id: 'reference', header: 'Reference', cell: ({ payment }) => payment.reference || 'None' },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ payment }) => <Money amount={payment.amount} />,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ payment }) => <StatusBadge status={payment.status} tones={paymentStatusTones} />,
  },
];

/**
 * The day book: payments received between two days, totals by mode (cancelled receipts listed
 * but not counted), and a CSV export, to reconcile the cash and bank at the end of a day.
 */
export function DayBook() {
  const today = todayIso();
  const form = useForm<DayBookRange>({
    resolver: zodResolver(dayBookRangeSchema),
    defaultValues: { from: today, to: today },
    mode: 'onChange',
  });
  const [from = '', to = ''] = useWatch({ control: form.control, name: ['from', 'to'] });
  // The table follows the dates as they are typed, once they make a valid range.
  const range = dayBookRangeSchema.safeParse({ from, to });
  const query = useLiveQuery(
    async (repository) => {
      const [payments, students] = await Promise.all([
        repository.listPayments(),
        repository.listStudents(),
      ]);
      return { payments, students };
    },
    [],
    ['payments', 'students'],
  );
  const validFrom = range.success ? range.data.from : undefined;
  const validTo = range.success ? range.data.to : undefined;
  const rows = useMemo(
    () =>
      query.data && validFrom && validTo
        ? dayBookRows(query.data.payments, query.data.students, { from: validFrom, to: validTo })
        : [],
    [query.data, validFrom, validTo],
  );
  const totals = paymentTotals(rows.map((row) => row.payment));

  return (
    <Card title="Day Book">
      <div className={styles.content}>
        <Form form={form} onSubmit={() => {}} aria-label="Day book dates" className={styles.range}>
          <DateField<DayBookRange> name="from" label="From" required />
          <DateField<DayBookRange> name="to" label="To" required />
        </Form>
        {query.status === 'error' ? (
          <LoadError
            title="The day book could not be loaded"
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        ) : (
          <>
            <div className={styles.totals} aria-label="Day book totals" role="group">
              {totals.byMode.map(({ mode, amount, count }) => (
                <StatCard
                  key={mode}
                  label={`${mode} (${countLabel(count, 'payment')})`}
                  value={<Money amount={amount} />}
                />
              ))}
              <StatCard label="Grand Total" value={<Money amount={totals.total} />} />
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={!range.success || rows.length === 0}
                onClick={() =>
                  range.success &&
                  saveFile(
                    new Blob([dayBookCsv(rows)], { type: CSV_FILE_TYPE }),
                    dayBookFileName(range.data),
                  )
                }
              >
                Export Day Book CSV
              </Button>
            </div>
            <DataTable
              caption="Payments in the day book"
              columns={columns}
              rows={rows}
              getRowId={(row) => row.payment.id}
              status={query.status === 'loading' ? 'loading' : 'ready'}
              emptyMessage="No payments in these days."
            />
          </>
        )}
      </div>
    </Card>
  );
}
