// The paged queries of ../queries.ts over lists held in memory: the local adapters' answer, and
// the reference the server's SQL is checked against by the contract suite.
import { refuse } from '../core/validate';
import { paymentTotals } from '../rules/ledger';
import { inBranchFilter } from './branches';
import { dayBookDay, dayBookRow, feeReportRow, meritRows } from '../rules/lists';
import type { FeeReportRow, MeritRow } from '../rules/lists';
import { feeTotals } from '../rules/totals';
import {
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MERIT_ALL_CENTERS,
  MERIT_NOT_ASSIGNED,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
} from '../queries';
import type {
  CandidateFilter,
  CandidateQuery,
  CandidateSortKey,
  DayBookPage,
  DayBookQuery,
  FeeSortKey,
  FeeTablePage,
  FeeTableQuery,
  MeritPage,
  MeritQuery,
  MeritSortKey,
  Page,
  PageRequest,
  Sort,
  StudentFilter,
  StudentQuery,
  StudentSortKey,
} from '../queries';
import type { Candidate, Payment, Student } from '../schemas';

type SortValue = string | number | undefined;

/** Refuses a page or size out of range, as the server's query check does. */
export function checkPageRequest({ page, pageSize }: { page: number; pageSize: number }): void {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) refuse('query', 'page', PAGE_MESSAGE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    refuse('query', 'pageSize', PAGE_SIZE_MESSAGE);
  }
}

/** One page of rows already in order; a page or size out of range is refused here, for every query. */
export function pageOf<Row>(rows: readonly Row[], request: PageRequest<string>): Page<Row> {
  checkPageRequest(request);
  const first = (request.page - 1) * request.pageSize;
  return {
    rows: rows.slice(first, first + request.pageSize),
    total: rows.length,
    page: request.page,
    pageSize: request.pageSize,
  };
}

function compareValues(first: string | number, second: string | number): number {
  if (typeof first === 'number' && typeof second === 'number') return first - second;
  const a = String(first).toLowerCase();
  const b = String(second).toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The rows sorted by one key (stable: ties keep the given order), missing values last in either
 * direction; the given order when no sort is asked for.
 */
export function sortedBy<Row, Key extends string>(
  rows: readonly Row[],
  sort: Sort<Key> | undefined,
  valueOf: (row: Row, key: Key) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'descending' ? -1 : 1;
  const present: Array<{ row: Row; value: string | number }> = [];
  const missing: Row[] = [];
  for (const row of rows) {
    const value = valueOf(row, sort.by);
    if (value === undefined) missing.push(row);
    else present.push({ row, value });
  }
  // Missing values last, whichever the direction (SQL's NULLS LAST).
  present.sort((first, second) => sign * compareValues(first.value, second.value));
  return [...present.map((item) => item.row), ...missing];
}

/** The search text as the queries match it: trimmed and lower-cased; '' matches everything. */
export const searchKey = (search: string | undefined) => (search ?? '').trim().toLowerCase();

/** Name, roll number, school and mobile, lower-cased; a line break keeps fields apart. */
export const candidateSearchText = (candidate: Candidate) =>
  [candidate.name, candidate.rollNo, candidate.schoolName, candidate.mobile]
    .join('\n')
    .toLowerCase();

export const studentSearchText = (student: Student) =>
  `${student.name}\n${student.rollNo}`.toLowerCase();

// The search texts of one stored list, made once: the stores hand out the same frozen array until
// it changes, so typing in a search box over 10,000 rows does not lower-case them all again.
const searchTexts = new WeakMap<readonly object[], string[]>();
function searchTextsOf<T extends object>(list: readonly T[], textOf: (item: T) => string) {
  let texts = searchTexts.get(list);
  if (!texts) {
    texts = list.map(textOf);
    searchTexts.set(list, texts);
  }
  return texts;
}

/** The candidates the filter lets through, in the given order. */
export function filterCandidates(
  candidates: readonly Candidate[],
  filter: CandidateFilter,
): Candidate[] {
  const search = searchKey(filter.search);
  const texts = search ? searchTextsOf(candidates, candidateSearchText) : [];
  return candidates.filter(
    (candidate, index) =>
      (filter.classLevel === undefined || candidate.currentClass === filter.classLevel) &&
      (filter.schoolId === undefined || candidate.schoolId === filter.schoolId) &&
      (!filter.detailsPending || candidate.pendingDetails.length > 0) &&
      (search === '' || texts[index]!.includes(search)),
  );
}

function candidateSortValue(candidate: Candidate, key: CandidateSortKey): SortValue {
  switch (key) {
    case 'registered':
      return Date.parse(candidate.registrationDate);
    case 'rollNo':
      return candidate.rollNo;
    case 'name':
      return candidate.name;
    case 'class':
      return candidate.currentClass;
    case 'school':
      return candidate.schoolName;
    case 'examCenter':
      return candidate.examCenter;
    case 'marks':
      return candidate.marks;
  }
}

/** `candidates` newest registration first (the list's default order). */
export function candidatePage(
  candidates: readonly Candidate[],
  query: CandidateQuery,
): Page<Candidate> {
  return pageOf(
    sortedBy(filterCandidates(candidates, query), query.sort, candidateSortValue),
    query,
  );
}

export function filterStudents(students: readonly Student[], filter: StudentFilter): Student[] {
  const search = searchKey(filter.search);
  const texts = search ? searchTextsOf(students, studentSearchText) : [];
  return students.filter(
    (student, index) =>
      (filter.classLevel === undefined || student.currentClass === filter.classLevel) &&
      inBranchFilter(filter, student) &&
      (search === '' || texts[index]!.includes(search)),
  );
}

function studentSortValue(student: Student, key: StudentSortKey): SortValue {
  switch (key) {
    case 'rollNo':
      return student.rollNo;
    case 'name':
      return student.name;
    case 'class':
      return student.currentClass;
    case 'stream':
      return student.stream;
  }
}

/** `students` in the order they were added (the list's default order). */
export function studentPage(students: readonly Student[], query: StudentQuery): Page<Student> {
  return pageOf(sortedBy(filterStudents(students, query), query.sort, studentSortValue), query);
}

function feeSortValue(row: FeeReportRow, key: FeeSortKey): SortValue {
  switch (key) {
    case 'rollNo':
      return row.rollNo;
    case 'name':
      return row.name;
    case 'class':
      return row.currentClass;
    case 'totalFee':
      return row.totalFee;
    case 'paid':
      return row.paid;
    case 'pending':
      return row.pending;
    case 'overdue':
      return row.overdueCount;
  }
}

export function feeTablePage(students: readonly Student[], query: FeeTableQuery): FeeTablePage {
  const matching = filterStudents(students, query);
  const rows = matching.map((student) => feeReportRow(student, query.today));
  return {
    ...pageOf(sortedBy(rows, query.sort, feeSortValue), query),
    totals: feeTotals(matching),
  };
}

/** The merit list's centre of a candidate (the filter's value for "no centre yet"). */
export const meritCenterOf = (candidate: Candidate) => candidate.examCenter ?? MERIT_NOT_ASSIGNED;

function meritSortValue(row: MeritRow, key: MeritSortKey): SortValue {
  switch (key) {
    case 'rank':
      return row.rank;
    case 'rollNo':
      return row.candidate.rollNo;
    case 'name':
      return row.candidate.name;
    case 'examCenter':
      return row.candidate.examCenter;
    case 'marks':
      return row.candidate.marks;
    case 'school':
      return row.candidate.schoolName;
  }
}

export function meritPage(candidates: readonly Candidate[], query: MeritQuery): MeritPage {
  const classRows = meritRows(candidates, query.classLevel);
  const shown =
    query.examCenter === MERIT_ALL_CENTERS
      ? classRows
      : classRows.filter((row) => meritCenterOf(row.candidate) === query.examCenter);
  const appeared = classRows.filter((row) => row.rank !== undefined).length;
  const centers = new Set<string>();
  for (const row of classRows) if (row.candidate.examCenter) centers.add(row.candidate.examCenter);
  return {
    ...pageOf(sortedBy(shown, query.sort, meritSortValue), query),
    appeared,
    absent: classRows.length - appeared,
    centers: [...centers].sort(),
  };
}

/**
 * `payments` newest first (the ledger's order); the page lists the days' entries oldest first,
 * as a cash book reads, with each student's name and roll number.
 */
export function dayBookPage(
  payments: readonly Payment[],
  students: readonly Student[],
  query: DayBookQuery,
): DayBookPage {
  const inRange = payments.filter((payment) => {
    const day = dayBookDay(payment);
    return inBranchFilter(query, payment) && day >= query.from && day <= query.to;
  });
  const oldestFirst = sortedBy(inRange, { by: 'at', direction: 'ascending' }, (payment) =>
    Date.parse(payment.receivedAt),
  );
  const page = pageOf(oldestFirst, query);
  const byId = new Map(students.map((student) => [student.id, student]));
  return {
    ...page,
    rows: page.rows.map((payment) => dayBookRow(payment, byId.get(payment.studentId))),
    totals: paymentTotals(inRange),
  };
}
