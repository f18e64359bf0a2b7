// The dashboard's charts in SQL: three grouped sums over the window's rows only (due dates and
// instants bounded by trendWindow), months and days in India's calendar as the GST summary
// counts them; src/data/rules/dashboard-trends.ts fills the empty months and days.
import { sql } from 'drizzle-orm';
import { dashboardTrends, IST_OFFSET_MS, REFUND_MODE, trendWindow } from '../../src/data/server';
import type { BranchFilter, DashboardTrends } from '../../src/data/server';
import * as t from '../db/schema';
import { branchConditions } from './context';
import type { DataContext } from './context';

type Sum = { key: string; total: string | number };
const sumsOf = (result: unknown) =>
  new Map((result as { rows: Sum[] }).rows.map((row) => [row.key, Number(row.total)]));

/** India's calendar month (YYYY-MM) or day (YYYY-MM-DD) of an epoch-milliseconds column. */
const indiaPeriod = (column: string, format: 'YYYY-MM' | 'YYYY-MM-DD') =>
  sql`to_char(to_timestamp((${sql.raw(column)} + ${IST_OFFSET_MS}) / 1000.0) at time zone 'UTC', ${format})`;

async function getDashboardTrends(
  { db, now }: DataContext,
  filter: BranchFilter = {},
): Promise<DashboardTrends> {
  const window = trendWindow(now());
  const studentsIn = branchConditions(t.students.branchId, filter);
  const paymentsIn = branchConditions(t.payments.branchId, filter);
  const [due, collected, registrations] = await Promise.all([
    // Due dates are YYYY-MM-DD text, so the range compares as text.
    db.execute(sql`
      select left(installment->>'dueDate', 7) as key,
             sum(round((installment->>'amount')::numeric * 100))::text as total
        from students, jsonb_array_elements(doc->'feeDetails'->'installments') installment
       where installment->>'dueDate' >= ${window.dueFrom}
         and installment->>'dueDate' < ${window.dueTo}
         ${studentsIn === undefined ? sql.empty() : sql`and ${studentsIn}`}
       group by key`),
    // The day book's total: valid entries, a refund taken off.
    db.execute(sql`
      select ${indiaPeriod('received_at', 'YYYY-MM')} as key,
             sum(case when doc->>'mode' = ${REFUND_MODE} then -1 else 1 end
                 * round((doc->>'amount')::numeric * 100))::text as total
        from payments
       where received_at >= ${window.receivedFrom} and received_at < ${window.receivedTo}
         and doc->>'status' = 'Valid'
         ${paymentsIn === undefined ? sql.empty() : sql`and ${paymentsIn}`}
       group by key`),
    db.execute(sql`
      select ${indiaPeriod('registered_at', 'YYYY-MM-DD')} as key, count(*)::int as total
        from candidates
       where registered_at >= ${window.registeredFrom} and registered_at < ${window.registeredTo}
       group by key`),
  ]);
  return dashboardTrends(window, {
    duePaiseByMonth: sumsOf(due),
    collectedPaiseByMonth: sumsOf(collected),
    registrationsByDay: sumsOf(registrations),
  });
}

export const dashboardTrendOperations = { getDashboardTrends };
