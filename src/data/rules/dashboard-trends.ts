// The admin dashboard's charts: fees due and collected in each of the last 12 months, and STSE
// registrations on each of the last 30 days, both counted in India's calendar and ending today,
// so each side reads a bounded range. Money is added up in paise (whole numbers), as the GST
// summary does, so both sides agree to the paisa.
import type { Candidate, Payment, Student } from '../schemas';
import { indiaDayOf, indiaDayStart, signedAmount } from './ledger';

export const TREND_MONTHS = 12;
export const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

export type MonthFees = {
  /** YYYY-MM, in India. */
  month: string;
  /** The installments falling due in the month, whatever has been paid of them since. */
  due: number;
  /** The money received in the month, less refunds: the day book's total for its days. */
  collected: number;
};
export type DayRegistrations = { day: string; count: number };

export type DashboardTrends = {
  /** Oldest month first; left out for a staff member who may not see fees. */
  fees?: MonthFees[];
  /** Oldest day first; left out for a staff member who may not see candidates. */
  registrations?: DayRegistrations[];
};

export type TrendWindow = {
  /** YYYY-MM, oldest first, the current month last. */
  months: string[];
  /** The first month's first day, and the day after the last month (due dates compare as text). */
  dueFrom: string;
  dueTo: string;
  /** The same months as instants (epoch ms), for payments: from included, to excluded. */
  receivedFrom: number;
  receivedTo: number;
  /** YYYY-MM-DD, oldest first, today last. */
  days: string[];
  registeredFrom: number;
  registeredTo: number;
};

const firstOfMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

/** The months and days the charts cover at `now`. */
export function trendWindow(now: Date): TrendWindow {
  const today = indiaDayOf(now);
  const year = Number(today.slice(0, 4));
  const monthIndex = Number(today.slice(5, 7)) - 1;
  const months = Array.from({ length: TREND_MONTHS }, (_, index) =>
    firstOfMonth(year, monthIndex - TREND_MONTHS + 1 + index).slice(0, 7),
  );
  const dueFrom = `${months[0]}-01`;
  const dueTo = firstOfMonth(year, monthIndex + 1);
  const todayStart = indiaDayStart(today);
  const days = Array.from({ length: TREND_DAYS }, (_, index) =>
    indiaDayOf(todayStart - (TREND_DAYS - 1 - index) * DAY_MS),
  );
  return {
    months,
    dueFrom,
    dueTo,
    receivedFrom: indiaDayStart(dueFrom),
    receivedTo: indiaDayStart(dueTo),
    days,
    registeredFrom: indiaDayStart(days[0]!),
    registeredTo: todayStart + DAY_MS,
  };
}

/** What each side adds up: paise by month, registrations by day (a key absent is nothing). */
export type TrendSums = {
  duePaiseByMonth: ReadonlyMap<string, number>;
  collectedPaiseByMonth: ReadonlyMap<string, number>;
  registrationsByDay: ReadonlyMap<string, number>;
};

/** Every month and day of the window, a month or day with nothing as 0. */
export function dashboardTrends(window: TrendWindow, sums: TrendSums): Required<DashboardTrends> {
  return {
    fees: window.months.map((month) => ({
      month,
      due: (sums.duePaiseByMonth.get(month) ?? 0) / 100,
      collected: (sums.collectedPaiseByMonth.get(month) ?? 0) / 100,
    })),
    registrations: window.days.map((day) => ({
      day,
      count: sums.registrationsByDay.get(day) ?? 0,
    })),
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** The sums over records in memory (the browser-only mode); the server sums in SQL. */
export function trendSumsOf(
  window: TrendWindow,
  records: {
    students: readonly Pick<Student, 'feeDetails'>[];
    payments: readonly Pick<Payment, 'amount' | 'mode' | 'receivedAt' | 'status'>[];
    candidates: readonly Pick<Candidate, 'registrationDate'>[];
  },
): TrendSums {
  const duePaiseByMonth = new Map<string, number>();
  for (const student of records.students) {
    for (const installment of student.feeDetails.installments) {
      if (installment.dueDate >= window.dueFrom && installment.dueDate < window.dueTo) {
        add(duePaiseByMonth, installment.dueDate.slice(0, 7), paise(installment.amount));
      }
    }
  }
  const collectedPaiseByMonth = new Map<string, number>();
  for (const payment of records.payments) {
    const at = Date.parse(payment.receivedAt);
    if (payment.status !== 'Valid' || at < window.receivedFrom || at >= window.receivedTo) continue;
    add(collectedPaiseByMonth, indiaDayOf(at).slice(0, 7), paise(signedAmount(payment)));
  }
  const registrationsByDay = new Map<string, number>();
  for (const candidate of records.candidates) {
    const at = Date.parse(candidate.registrationDate);
    if (at < window.registeredFrom || at >= window.registeredTo) continue;
    add(registrationsByDay, indiaDayOf(at), 1);
  }
  return { duePaiseByMonth, collectedPaiseByMonth, registrationsByDay };
}
