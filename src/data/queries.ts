// The paged, filtered, sorted reads of the big lists (candidates, students, the fee table, the
// merit list, the day book). Screens ask for one page at a time, so a server never sends a whole
// collection; the local adapters answer the same questions in memory (./operations/queries.ts) and
// the server in SQL (server/data/queries.ts), checked alike by the contract suite.
//
// Order, the same in both: text keys compare lower-cased by code point, numbers as numbers, and a
// missing value (no exam centre, no marks) comes last in either direction; ties keep the list's
// default order, so a page never changes by chance.
import type { PaymentTotals } from './rules/ledger';
import type { DashboardOverview, DayBookRow, FeeReportRow, MeritRow } from './rules/lists';
import type { FeeTotals } from './rules/totals';
import type { AuditEntity, ClassLevel } from './schemas';

/** The page sizes the tables offer. */
export const PAGE_SIZES = [25, 50, 100] as const;
/** The largest page one request may ask for (exports read page by page). */
export const MAX_PAGE_SIZE = 1000;
/** The last page one may ask for: far beyond any list, small enough for every offset. */
export const MAX_PAGE = 1_000_000;
/** The refusals of a page out of range, the same from every adapter. */
export const PAGE_MESSAGE = 'The page must be a whole number from 1 to 1,000,000.';
export const PAGE_SIZE_MESSAGE = `The page size must be from 1 to ${MAX_PAGE_SIZE}.`;
export const ROLL_NOS_MESSAGE = `Ask for at most ${MAX_PAGE_SIZE} roll numbers at a time.`;

export type SortDirection = 'ascending' | 'descending';
export type Sort<Key extends string> = { by: Key; direction: SortDirection };

export type PageRequest<Key extends string> = {
  /** From 1; a page past the end answers no rows (and the total). */
  page: number;
  /** 1 to MAX_PAGE_SIZE. */
  pageSize: number;
  /** The list's default order when left out. */
  sort?: Sort<Key> | undefined;
};

export type Page<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

// ----- candidates -----
export type CandidateFilter = {
  /** Part of the name, roll number, school or mobile, ignoring case. */
  search?: string | undefined;
  classLevel?: ClassLevel | undefined;
  /** The candidates who belong to this partner school only (by its id, not the name they typed).
   *  A school caller always gets its own, whatever it asks. */
  schoolId?: string | undefined;
  /** Only those registered in bulk who still owe some details (a non-empty `pendingDetails`). */
  detailsPending?: boolean | undefined;
};
/** Default: registered, newest first. */
export const CANDIDATE_SORT_KEYS = [
  'registered',
  'rollNo',
  'name',
  'class',
  'school',
  'examCenter',
  'marks',
] as const;
export type CandidateSortKey = (typeof CANDIDATE_SORT_KEYS)[number];
export type CandidateQuery = CandidateFilter & PageRequest<CandidateSortKey>;

// ----- branches -----
/** What a list reads by branch: one branch chosen on screen, and a staff member's branch limit. */
export type BranchFilter = {
  branchId?: string | undefined;
  /** Set by the policy from the caller's limit, never by the screen. */
  branchIds?: readonly string[] | undefined;
};

// ----- batches -----
/** The batches a caller reaches, set by the policy (never the screen): their branches', and
 *  only those they teach unless they see every batch. */
export type BatchFilter = {
  branchIds?: readonly string[] | undefined;
  teacherId?: string | undefined;
};

/** A stretch of the timetable: at most MAX_TIMETABLE_DAYS days, one batch's, teacher's or room's. */
export type SessionQuery = {
  from: string;
  to: string;
  batchId?: string | undefined;
  staffId?: string | undefined;
  /** A room of the branch of `branchId` (absent: the first branch). */
  room?: string | undefined;
  branchId?: string | undefined;
};
/** A month and a bit: a week grid, a month's register, a calendar's window. */
export const MAX_TIMETABLE_DAYS = 62;

// ----- students and the fee table -----
export type StudentFilter = {
  /** Part of the name or roll number, ignoring case. */
  search?: string | undefined;
  classLevel?: ClassLevel | undefined;
  /** Only these branches' students: a staff member's branch limit, set by the policy. */
  branchIds?: readonly string[] | undefined;
};
/** Default: in the order they were added (the student list as it always read). */
export const STUDENT_SORT_KEYS = ['rollNo', 'name', 'class', 'stream'] as const;
export type StudentSortKey = (typeof STUDENT_SORT_KEYS)[number];
export type StudentQuery = StudentFilter &
  PageRequest<StudentSortKey> & {
    /** Only the students with a seat in this batch (the Students screen's Batch filter). */
    batchId?: string | undefined;
  };

/** Default: as the student list. */
export const FEE_SORT_KEYS = [
  'rollNo',
  'name',
  'class',
  'totalFee',
  'paid',
  'pending',
  'overdue',
] as const;
export type FeeSortKey = (typeof FEE_SORT_KEYS)[number];
/** `today` (YYYY-MM-DD) is the day overdue installments are counted on: the screen's today. */
export type FeeTableQuery = StudentFilter & PageRequest<FeeSortKey> & { today: string };
/** Totals are over every student the filter lets through, not only the page. */
export type FeeTablePage = Page<FeeReportRow> & { totals: FeeTotals };

// ----- the merit list -----
/** The merit list's "every centre" and "no centre yet" choices. */
export const MERIT_ALL_CENTERS = 'all';
export const MERIT_NOT_ASSIGNED = 'Not Assigned';
/** Default: rank (Absent last), then roll number. */
export const MERIT_SORT_KEYS = ['rank', 'rollNo', 'name', 'examCenter', 'marks', 'school'] as const;
export type MeritSortKey = (typeof MERIT_SORT_KEYS)[number];
export type MeritQuery = PageRequest<MeritSortKey> & {
  classLevel: ClassLevel;
  /** MERIT_ALL_CENTERS, MERIT_NOT_ASSIGNED or a centre's name; it hides rows, never changes a rank. */
  examCenter: string;
};
export type MeritPage = Page<MeritRow> & {
  /** Of the whole class, whatever the centre filter. */
  appeared: number;
  absent: number;
  /** The centres the class's candidates were assigned (for the centre filter), by name. */
  centers: string[];
};

// ----- the day book -----
export type DayBookQuery = Omit<PageRequest<never>, 'sort'> & {
  /** YYYY-MM-DD, inclusive, in the local calendar; oldest first as a cash book reads. */
  from: string;
  to: string;
  /** Only this branch's entries (its receipts and credit notes); none given: every branch's. */
  branchId?: string | undefined;
  /** Only these branches' entries: a staff member's branch limit, set by the policy. */
  branchIds?: readonly string[] | undefined;
};
/** A day book request as the server reads it: the days as the instants (epoch ms) they start,
 *  from the start of `from` to the start of the day after `to`. */
export type DayBookRange = {
  fromAt: number;
  toAt: number;
  page: number;
  pageSize: number;
  branchId?: string | undefined;
  branchIds?: readonly string[] | undefined;
};
/** Totals are over every entry of the days, not only the page. */
export type DayBookPage = Page<DayBookRow> & { totals: PaymentTotals };

// ----- the audit log -----
export type AuditFilter = {
  entity?: AuditEntity | undefined;
  /** Who made the change: the actor's id exactly, or part of their name ignoring case. */
  actor?: string | undefined;
  /** YYYY-MM-DD, inclusive, as days in India (rules/audit.ts auditDayRange). */
  from?: string | undefined;
  to?: string | undefined;
  /** One record's history: its own entries, and for a student those of its payments too. */
  entityId?: string | undefined;
};
/** Always newest first (the log has one order). */
export type AuditQuery = AuditFilter & Omit<PageRequest<never>, 'sort'>;

export type { DashboardOverview, DayBookRow, FeeReportRow, MeritRow };

/**
 * Every row of a paged query, read MAX_PAGE_SIZE at a time: for exports, which need the whole
 * filtered list, while screens read one page.
 */
export async function readAllPages<Row>(
  readPage: (request: { page: number; pageSize: number }) => Promise<Page<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await readPage({ page, pageSize: MAX_PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/**
 * `work` for every slice of `size` keys in turn, with the rows it answers, in order: one request
 * or statement may name only so many (a marks CSV's roll numbers, select all's ids).
 */
export async function inSlices<Row>(
  keys: readonly string[],
  size: number,
  work: (slice: string[]) => Promise<readonly Row[] | void>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < keys.length; start += size) {
    rows.push(...((await work(keys.slice(start, start + size))) ?? []));
  }
  return rows;
}

/** How many of each kind the restore preview lists (it counts them all). */
export const RESTORE_PREVIEW_LIMIT = 100;

/** A payment a restore would remove, as the Restore screen lists it. */
export type RemovedPayment = {
  id: string;
  /** Its receipt number, a refund's credit-note number, or null (an opening balance). */
  receiptNo: string | null;
  studentName: string;
  /** Negative for a refund (money given back). */
  amount: number;
  receivedAt: string;
};

/** An STSE registration a restore would remove, as the Restore screen lists it. */
export type RemovedRegistration = {
  id: string;
  rollNo: string;
  name: string;
  registrationDate: string;
};

/**
 * What was recorded after a backup was exported, which restoring it removes: how many payments
 * and registrations, and the first RESTORE_PREVIEW_LIMIT of each, oldest first.
 */
export type RestoreRemovals = {
  payments: { total: number; rows: RemovedPayment[] };
  registrations: { total: number; rows: RemovedRegistration[] };
  /** Issued receipts and credit notes the backup holds otherwise: while any is, no restore. */
  changedReceipts: { total: number; rows: ChangedReceipt[] };
};

/** What of an issued receipt a backup may not change (its number names it). */
export type ReceiptDifference = {
  field: 'Amount' | 'Status' | 'Reference' | 'GST' | 'Receipt No.';
  stored: string;
  backup: string;
};

/** An issued receipt or credit note that a backup holds differently from this portal. */
export type ChangedReceipt = {
  id: string;
  /** Its receipt or credit-note number, as issued here. */
  receiptNo: string;
  differences: ReceiptDifference[];
};
