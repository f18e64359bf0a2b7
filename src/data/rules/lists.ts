// The rows of the admin's big lists, worked out from stored records: the fee table, the merit
// list, the day book and the dashboard. The local adapters build them in memory; the server's SQL
// reads only what a page needs and builds each row with these same functions.
import type { Candidate, ClassLevel, Material, Payment, School, Student, Ticket } from '../schemas';
import { toIsoDate } from './dates';
import { countOverdue } from './overdue';
import { rankAndPercentile } from './results';
import { feeTotals, studentFeeSummary } from './totals';
import type { FeeTotals } from './totals';

// ----- the fee table -----
export type FeeReportRow = {
  studentId: string;
  rollNo: string;
  name: string;
  currentClass: ClassLevel;
  totalFee: number;
  paid: number;
  pending: number;
  overdueCount: number;
};

/** One student's row; overdue counted as of `today` (YYYY-MM-DD). */
export function feeReportRow(student: Student, today: string): FeeReportRow {
  const { total, paid, pending } = studentFeeSummary(student);
  return {
    studentId: student.id,
    rollNo: student.rollNo,
    name: student.name,
    currentClass: student.currentClass,
    totalFee: total,
    paid,
    pending,
    overdueCount: countOverdue(student.feeDetails.installments, today),
  };
}

// ----- the merit list -----
export type MeritRow = {
  candidate: Candidate;
  /** undefined for an Absent candidate. */
  rank: number | undefined;
  classSize: number;
  percentile: number | undefined;
};

/** The class's candidates with marks or Absent, best first; those without a result are left out. */
export function meritRows(candidates: readonly Candidate[], currentClass: ClassLevel): MeritRow[] {
  const members = candidates.filter((candidate) => candidate.currentClass === currentClass);
  const standings = rankAndPercentile(members);
  const rows: MeritRow[] = [];
  for (const candidate of members) {
    const standing = standings.get(candidate);
    if (standing) {
      rows.push({ candidate, ...standing });
    } else if (candidate.absent === true) {
      rows.push({ candidate, rank: undefined, classSize: standings.size, percentile: undefined });
    }
  }
  // By rank, then roll number (by code point, as SQL orders them; the numbers have one width);
  // Absent last.
  const byRollNo = (first: MeritRow, second: MeritRow) =>
    first.candidate.rollNo < second.candidate.rollNo ? -1 : 1;
  return rows.sort(
    (first, second) =>
      (first.rank ?? Number.POSITIVE_INFINITY) - (second.rank ?? Number.POSITIVE_INFINITY) ||
      byRollNo(first, second),
  );
}

// ----- the day book -----
export type DayBookRow = {
  payment: Payment;
  studentName: string;
  rollNo: string;
  installmentNumber: number;
};

/** The day (YYYY-MM-DD, local calendar) a ledger entry belongs to in the day book. */
export const dayBookDay = (payment: Pick<Payment, 'receivedAt'>) =>
  toIsoDate(new Date(payment.receivedAt));

/** One entry with its student's name, roll number and installment number. */
export function dayBookRow(
  payment: Payment,
  student: Pick<Student, 'name' | 'rollNo' | 'feeDetails'> | undefined,
): DayBookRow {
  const index =
    student?.feeDetails.installments.findIndex((item) => item.id === payment.installmentId) ?? -1;
  return {
    payment,
    studentName: student?.name ?? 'Unknown student',
    rollNo: student?.rollNo ?? '',
    installmentNumber: index + 1,
  };
}

// ----- the admin dashboard -----
/** The dashboard lists this many of the newest STSE registrations. */
export const RECENT_REGISTRATION_COUNT = 5;

export type DashboardOverview = {
  /** Left out for a staff member who may not see fees (the policy narrows the answer). */
  fees?: FeeTotals;
  studentCount: number;
  candidateCount: number;
  schoolCount: number;
  materialCount: number;
  openTicketCount: number;
  /** Newest first. */
  recentCandidates: Candidate[];
};

export function dashboardOverview(lists: {
  students: readonly Student[];
  /** Newest registration first. */
  candidates: readonly Candidate[];
  schools: readonly School[];
  materials: readonly Material[];
  tickets: readonly Ticket[];
}): DashboardOverview {
  return {
    fees: feeTotals(lists.students),
    studentCount: lists.students.length,
    candidateCount: lists.candidates.length,
    schoolCount: lists.schools.length,
    materialCount: lists.materials.length,
    openTicketCount: lists.tickets.filter((ticket) => ticket.status === 'Open').length,
    recentCandidates: lists.candidates.slice(0, RECENT_REGISTRATION_COUNT),
  };
}
