// The paged queries of src/data/queries.ts in SQL. Each reads one page (LIMIT/OFFSET) and counts
// or sums the rest in the database, never a whole table; rows are built with the same rule
// functions as the local adapters (src/data/rules/lists.ts), and the order is theirs exactly:
// text keys lower-cased and compared by code point (COLLATE "C"), numbers as numbers, missing
// values last in either direction (NULLS LAST), ties in the list's default order.
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { seatedInBatch } from './batches';
import {
  MERIT_ALL_CENTERS,
  MERIT_NOT_ASSIGNED,
  RECENT_REGISTRATION_COUNT,
  checkPageRequest,
  dayBookRow,
  feeReportRow,
  percentileOf,
  REFUND_MODE,
  roundToPaise,
  searchKey,
} from '../../src/data/server';
import type {
  Candidate,
  CandidateFilter,
  CandidateQuery,
  CandidateSortKey,
  DashboardOverview,
  DayBookPage,
  FeeSortKey,
  FeeTablePage,
  FeeTableQuery,
  FeeTotals,
  MeritPage,
  MeritQuery,
  MeritSortKey,
  Page,
  Payment,
  PaymentTotals,
  Sort,
  Student,
  StudentFilter,
  StudentQuery,
  StudentSortKey,
  DayBookRange,
  BranchFilter,
} from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { branchConditions, containing, inBranches } from './context';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A text key as the in-memory order compares it: lower-cased, by code point. */
const lowerText = (expr: SQL | AnyPgColumn) => sql`lower(${expr}) collate "C"`;

const field = (column: AnyPgColumn, name: string) => sql`(${column}->>${sql.raw(`'${name}'`)})`;

/** ORDER BY the sort key (missing last either way), then the list's default order. */
function orderBy<Key extends string>(
  sort: Sort<Key> | undefined,
  keys: Record<Key, SQL | AnyPgColumn>,
  defaults: SQL,
): SQL {
  if (!sort) return defaults;
  const direction = sql.raw(sort.direction === 'descending' ? 'desc' : 'asc');
  return sql`${keys[sort.by]} ${direction} nulls last, ${defaults}`;
}

const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;

const c = t.candidates;
const s = t.students;
const p = t.payments;

const candidatesDefaultOrder = sql`${c.registeredAt} desc, ${c.seq} desc`;
const candidateSortKeys: Record<CandidateSortKey, SQL | AnyPgColumn> = {
  registered: c.registeredAt,
  rollNo: lowerText(c.rollNo),
  name: lowerText(field(c.doc, 'name')),
  class: c.currentClass,
  school: lowerText(field(c.doc, 'schoolName')),
  examCenter: lowerText(c.examCenter),
  marks: c.marks,
};

function candidateConditions(filter: CandidateFilter) {
  const search = searchKey(filter.search);
  return and(
    filter.classLevel === undefined ? undefined : eq(c.currentClass, filter.classLevel),
    filter.schoolId === undefined ? undefined : eq(c.schoolId, filter.schoolId),
    filter.detailsPending ? sql`jsonb_array_length(${c.doc}->'pendingDetails') > 0` : undefined,
    search === '' ? undefined : sql`${c.searchText} like ${containing(search)}`,
  );
}

const studentsDefaultOrder = sql`${s.seq} asc`;
const studentTextKeys = {
  rollNo: lowerText(s.rollNo),
  name: lowerText(field(s.doc, 'name')),
  class: s.currentClass,
};
const studentSortKeys: Record<StudentSortKey, SQL | AnyPgColumn> = {
  ...studentTextKeys,
  stream: lowerText(field(s.doc, 'stream')),
};

function studentConditions(filter: StudentFilter) {
  const search = searchKey(filter.search);
  return and(
    filter.classLevel === undefined ? undefined : eq(s.currentClass, filter.classLevel),
    filter.branchIds === undefined ? undefined : inBranches(s.branchId, filter.branchIds),
    search === '' ? undefined : sql`${s.searchText} like ${containing(search)}`,
  );
}

// A student's fee figures: total and paid are generated columns (the installments' paid amounts
// added up in the database, as studentFeeSummary does); pending as studentFeeSummary works it out.
const installments = sql`jsonb_array_elements(${s.doc}->'feeDetails'->'installments')`;
const totalFee = s.totalFee;
const paid = s.paid;
const pending = sql`greatest(0, ${s.totalFee} - ${s.paid})`;
/** Unpaid installments due before `today` (due today is not yet overdue). */
const overdue = (today: string) =>
  sql`(select count(*) from ${installments} i
        where (i->>'paidAmount')::numeric < (i->>'amount')::numeric and i->>'dueDate' < ${today})`;

const feeSortKeys = (today: string): Record<FeeSortKey, SQL | AnyPgColumn> => ({
  ...studentTextKeys,
  totalFee,
  paid,
  pending,
  overdue: overdue(today),
});

/** The paged lists need only the database. */
type QueryContext = { db: Db };

/** Total Collection and Pending Dues of the students the condition lets through. */
async function feeTotalsWhere(db: Db, where: SQL | undefined): Promise<FeeTotals> {
  const [sums] = await db
    .select({
      collection: sql<string>`coalesce(sum(${paid}), 0)::text`,
      dues: sql<string>`coalesce(sum(${pending}), 0)::text`,
    })
    .from(s)
    .where(where);
  return {
    totalCollection: roundToPaise(Number(sums!.collection)),
    pendingDues: roundToPaise(Number(sums!.dues)),
  };
}

async function countWhere(db: Db, table: typeof c | typeof s | typeof p, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row!.total);
}

/** The paged lists and the dashboard, each a function of its context and its query. */
export const queryOperations = {
  async queryCandidates({ db }: QueryContext, query: CandidateQuery): Promise<Page<Candidate>> {
    checkPageRequest(query);
    const where = candidateConditions(query);
    const [rows, total] = await Promise.all([
      db
        .select({ doc: c.doc })
        .from(c)
        .where(where)
        .orderBy(orderBy(query.sort, candidateSortKeys, candidatesDefaultOrder))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      countWhere(db, c, where),
    ]);
    return {
      rows: rows.map((row) => row.doc),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  },

  async candidateIds({ db }: QueryContext, filter: CandidateFilter): Promise<string[]> {
    const rows = await db
      .select({ id: c.id })
      .from(c)
      .where(candidateConditions(filter))
      .orderBy(candidatesDefaultOrder);
    return rows.map((row) => row.id);
  },

  async queryMeritList({ db }: QueryContext, query: MeritQuery): Promise<MeritPage> {
    checkPageRequest(query);
    // The class's candidates with marks or Absent; ranks over those with marks (1, 1, 3),
    // whatever centre the page shows. Only the keys travel through the window and the sort;
    // the records are read for the page's rows alone.
    const classRows = sql`
      with class_rows as materialized (
        select id, roll_no, doc->>'name' as name, doc->>'schoolName' as school,
               exam_center, marks, (not absent and marks is not null) as appeared
          from candidates
         where current_class = ${query.classLevel} and (absent or marks is not null)
      ), ranked as (
        select *,
               case when appeared then rank() over (partition by appeared order by marks desc) end
                 as rank,
               count(*) filter (where appeared) over () as class_size
          from class_rows
      )`;
    const shown =
      query.examCenter === MERIT_ALL_CENTERS
        ? sql`true`
        : sql`coalesce(exam_center, ${MERIT_NOT_ASSIGNED}) = ${query.examCenter}`;
    const keys: Record<MeritSortKey, SQL> = {
      rank: sql`rank`,
      rollNo: sql`lower(roll_no) collate "C"`,
      name: sql`lower(name) collate "C"`,
      examCenter: sql`lower(exam_center) collate "C"`,
      marks: sql`marks`,
      school: sql`lower(school) collate "C"`,
    };
    const order = orderBy(query.sort, keys, sql`rank asc nulls last, roll_no collate "C"`);
    const [pageRows, summary] = await Promise.all([
      db.execute(sql`${classRows}, page as (
          select id, rank, class_size, row_number() over (order by ${order}) as place
            from ranked where ${shown}
           order by ${order} limit ${query.pageSize} offset ${offsetOf(query)}
        )
        select candidates.doc, page.rank::int as rank, page.class_size::int as class_size
          from page join candidates on candidates.id = page.id
         order by page.place`),
      db.execute(sql`${classRows}
        select count(*) filter (where appeared)::int as appeared,
               count(*) filter (where not appeared)::int as absent,
               count(*) filter (where ${shown})::int as shown,
               coalesce(array_agg(distinct exam_center)
                 filter (where coalesce(exam_center, '') <> ''), '{}') as centers
          from ranked`),
    ]);
    const totals = rowsOf<{ appeared: number; absent: number; shown: number; centers: string[] }>(
      summary,
    )[0]!;
    const rows = rowsOf<{ doc: Candidate; rank: number | null; class_size: number }>(pageRows).map(
      ({ doc, rank, class_size: classSize }) => ({
        candidate: doc,
        rank: rank ?? undefined,
        classSize,
        // 1 + how many scored more is the rank, so those at or below are classSize - rank + 1.
        percentile: rank === null ? undefined : percentileOf(classSize - rank + 1, classSize),
      }),
    );
    return {
      rows,
      total: Number(totals.shown),
      page: query.page,
      pageSize: query.pageSize,
      appeared: Number(totals.appeared),
      absent: Number(totals.absent),
      centers: [...totals.centers].sort(),
    };
  },

  async queryStudents({ db }: QueryContext, query: StudentQuery): Promise<Page<Student>> {
    checkPageRequest(query);
    const where = and(
      studentConditions(query),
      query.batchId === undefined ? undefined : seatedInBatch(db, s.id, query.batchId),
    );
    const [rows, total] = await Promise.all([
      db
        .select({ doc: s.doc })
        .from(s)
        .where(where)
        .orderBy(orderBy(query.sort, studentSortKeys, studentsDefaultOrder))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      countWhere(db, s, where),
    ]);
    return {
      rows: rows.map((row) => row.doc),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  },

  async queryFeeTable({ db }: QueryContext, query: FeeTableQuery): Promise<FeeTablePage> {
    checkPageRequest(query);
    const where = studentConditions(query);
    const [rows, total, totals] = await Promise.all([
      db
        .select({ doc: s.doc })
        .from(s)
        .where(where)
        .orderBy(orderBy(query.sort, feeSortKeys(query.today), studentsDefaultOrder))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      countWhere(db, s, where),
      feeTotalsWhere(db, where),
    ]);
    return {
      rows: rows.map((row) => feeReportRow(row.doc, query.today)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      totals,
    };
  },

  async queryDayBook({ db }: QueryContext, range: DayBookRange): Promise<DayBookPage> {
    checkPageRequest(range);
    const inBranch = branchConditions(p.branchId, range);
    const inRange = and(gte(p.receivedAt, range.fromAt), lt(p.receivedAt, range.toAt), inBranch);
    const branchCondition = inBranch === undefined ? sql.empty() : sql`and ${inBranch}`;
    const [rows, total, byMode] = await Promise.all([
      db
        .select({ payment: p.doc, student: s.doc })
        .from(p)
        .leftJoin(s, eq(s.id, p.studentId))
        .where(inRange)
        // Oldest first; of two at the same moment the one stored later first, as the ledger.
        .orderBy(asc(p.receivedAt), desc(p.seq))
        .limit(range.pageSize)
        .offset(offsetOf(range)),
      countWhere(db, p, inRange),
      // Valid entries by mode, the modes in the order the ledger (newest first) meets them; a
      // refund's amount is money given back, so it counts negative (signedAmount).
      db.execute(sql`
        select mode, sum(amount)::text as amount, count(*)::int as count from (
          select doc->>'mode' as mode,
                 (case when doc->>'mode' = ${REFUND_MODE} then -1 else 1 end)
                   * (doc->>'amount')::numeric as amount,
                 row_number() over (order by received_at desc, seq desc) as place
            from payments
           where received_at >= ${range.fromAt} and received_at < ${range.toAt}
             and doc->>'status' = 'Valid' ${branchCondition}
        ) valid group by mode order by min(place)`),
    ]);
    const modes = rowsOf<{ mode: Payment['mode']; amount: string; count: number }>(byMode).map(
      (row) => ({ mode: row.mode, amount: roundToPaise(Number(row.amount)), count: row.count }),
    );
    const totals: PaymentTotals = {
      byMode: modes,
      total: roundToPaise(modes.reduce((sum, mode) => sum + mode.amount, 0)),
    };
    return {
      rows: rows.map((row) => dayBookRow(row.payment, row.student ?? undefined)),
      total,
      page: range.page,
      pageSize: range.pageSize,
      totals,
    };
  },

  async getDashboardOverview(
    { db }: QueryContext,
    filter: BranchFilter = {},
  ): Promise<DashboardOverview> {
    const ofBranches = branchConditions(s.branchId, filter);
    const [counts, fees, recent] = await Promise.all([
      db.execute(sql`select
          (select count(*)::int from students
            ${ofBranches === undefined ? sql.empty() : sql`where ${ofBranches}`}) as students,
          (select count(*)::int from candidates) as candidates,
          (select count(*)::int from schools) as schools,
          (select count(*)::int from materials) as materials,
          (select count(*)::int from tickets where doc->>'status' = 'Open'
            ${
              ofBranches === undefined
                ? sql.empty()
                : sql`and student_id in (select id from students where ${ofBranches})`
            }) as open_tickets`),
      feeTotalsWhere(db, ofBranches),
      db
        .select({ doc: c.doc })
        .from(c)
        .orderBy(candidatesDefaultOrder)
        .limit(RECENT_REGISTRATION_COUNT),
    ]);
    const row = rowsOf<Record<string, number>>(counts)[0]!;
    return {
      fees,
      studentCount: Number(row.students),
      candidateCount: Number(row.candidates),
      schoolCount: Number(row.schools),
      materialCount: Number(row.materials),
      openTicketCount: Number(row.open_tickets),
      recentCandidates: recent.map((candidate) => candidate.doc),
    };
  },
};
