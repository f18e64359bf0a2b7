// The paged lists in the browser-only mode, answered in memory by operations/queries.ts with the
// same order and filters as the server's SQL (server/data/queries.ts).
import type {
  BranchFilter,
  CandidateFilter,
  CandidateQuery,
  DashboardOverview,
  DayBookPage,
  DayBookQuery,
  FeeTablePage,
  FeeTableQuery,
  MeritPage,
  MeritQuery,
  Page,
  StudentQuery,
} from '../../queries';
import type { Candidate, Student } from '../../schemas';
import {
  candidatePage,
  dayBookPage,
  feeTablePage,
  filterCandidates,
  meritPage,
  studentPage,
} from '../../operations/queries';
import {
  pageWithoutResults,
  refuseResultsOrder,
  resultsHiddenFrom,
} from '../../operations/unpublished-results';
import { dashboardTrends, trendSumsOf, trendWindow } from '../../rules/dashboard-trends';
import type { DashboardTrends } from '../../rules/dashboard-trends';
import { dashboardOverview } from '../../rules/lists';
import { inBranchFilter } from '../../operations/branches';
import { seatedIn } from '../../operations/batches';
import type { LocalContext } from './context';
import { newestFirst } from './stored-lists';

/** Newest registration first: every candidate list's default order. */
async function listCandidates(context: LocalContext): Promise<Candidate[]> {
  return newestFirst(
    await context.store.read('stseCandidates'),
    (candidate) => candidate.registrationDate,
  );
}

/** As the server's policy: before publication a school's page carries no results. */
export async function queryCandidates(
  context: LocalContext,
  query: CandidateQuery,
): Promise<Page<Candidate>> {
  const hidden = resultsHiddenFrom(context.actor().role, await context.store.read('settings'));
  if (hidden) refuseResultsOrder(query.sort);
  const page = candidatePage(await listCandidates(context), query);
  return hidden ? pageWithoutResults(page) : page;
}

export async function candidateIds(
  context: LocalContext,
  filter: CandidateFilter,
): Promise<string[]> {
  return filterCandidates(await listCandidates(context), filter).map((candidate) => candidate.id);
}

export async function queryMeritList(context: LocalContext, query: MeritQuery): Promise<MeritPage> {
  return meritPage(await context.store.read('stseCandidates'), query);
}

export async function queryStudents(
  context: LocalContext,
  query: StudentQuery,
): Promise<Page<Student>> {
  const students = await context.store.read('students');
  if (query.batchId === undefined) return studentPage(students, query);
  const seated = seatedIn(await context.store.read('enrolments'), query.batchId);
  return studentPage(
    students.filter((student) => seated.has(student.id)),
    query,
  );
}

export async function queryFeeTable(
  context: LocalContext,
  query: FeeTableQuery,
): Promise<FeeTablePage> {
  return feeTablePage(await context.store.read('students'), query);
}

export async function queryDayBook(
  context: LocalContext,
  query: DayBookQuery,
): Promise<DayBookPage> {
  const [payments, students] = await Promise.all([
    context.store.read('payments'),
    context.store.read('students'),
  ]);
  return dayBookPage(
    newestFirst(payments, (payment) => payment.receivedAt),
    students,
    query,
  );
}

export async function getDashboardOverview(
  context: LocalContext,
  filter: BranchFilter = {},
): Promise<DashboardOverview> {
  const [students, candidates, schools, materials, tickets] = await Promise.all([
    context.store.read('students'),
    listCandidates(context),
    context.store.read('schools'),
    context.store.read('materials'),
    context.store.read('supportTickets'),
  ]);
  const ofBranches = students.filter((student) => inBranchFilter(filter, student));
  const studentIds = new Set(ofBranches.map((student) => student.id));
  return dashboardOverview({
    students: ofBranches,
    candidates,
    schools,
    materials,
    // A branch-limited member's open tickets are their students'.
    tickets:
      filter.branchIds === undefined
        ? tickets
        : tickets.filter((ticket) => studentIds.has(ticket.studentId)),
  });
}

export async function getDashboardTrends(
  context: LocalContext,
  filter: BranchFilter = {},
): Promise<DashboardTrends> {
  const [students, payments, candidates] = await Promise.all([
    context.store.read('students'),
    context.store.read('payments'),
    context.store.read('stseCandidates'),
  ]);
  const window = trendWindow(context.now());
  return dashboardTrends(
    window,
    trendSumsOf(window, {
      students: students.filter((student) => inBranchFilter(filter, student)),
      // A payment counts in the branch whose series numbered it, as in the day book.
      payments: payments.filter((payment) => inBranchFilter(filter, payment)),
      candidates,
    }),
  );
}
