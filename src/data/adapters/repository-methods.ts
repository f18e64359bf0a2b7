// The asynchronous methods of the Repository by name, so a wrapper (deferred loading, simulated
// latency, forced failures) can stand in front of every one of them without listing them twice.
// Type-only imports: the deferred repository in the app's entry must not pull in zod.
import type { ChangeListener, Repository } from '../repository';

export type RepositoryMethod = {
  [K in keyof Repository]: Repository[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof Repository];

// A Record, so the compiler reports a method added to the interface and missing here.
const methods: Record<RepositoryMethod, true> = {
  queryCandidates: true,
  candidateIds: true,
  getCandidate: true,
  queryMeritList: true,
  addCandidate: true,
  addCandidates: true,
  updateCandidate: true,
  findCandidateByRollNo: true,
  findCandidatesByRollNos: true,
  assignExamCenter: true,
  saveMarks: true,
  saveResults: true,
  lookupResult: true,
  lookupAdmitCard: true,
  setResultsPublished: true,
  admitCandidate: true,
  queryStudents: true,
  queryFeeTable: true,
  getStudent: true,
  addStudent: true,
  updateStudent: true,
  recordPayment: true,
  listPayments: true,
  queryDayBook: true,
  getPayment: true,
  cancelPayment: true,
  listMaterials: true,
  addMaterial: true,
  deleteMaterial: true,
  getMaterialFile: true,
  listSchools: true,
  getSchool: true,
  addSchool: true,
  updateSchool: true,
  listNotifications: true,
  addNotification: true,
  getSettings: true,
  replaceSettings: true,
  listTickets: true,
  addTicket: true,
  addMessage: true,
  setTicketStatus: true,
  getDashboardOverview: true,
  listAuditLog: true,
  exportBackup: true,
  importBackup: true,
  listRestoreRemovals: true,
  countRecords: true,
  getSession: true,
  setSession: true,
  clearSession: true,
};

export const REPOSITORY_METHODS = Object.keys(methods) as RepositoryMethod[];

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** Calls `method` of `repository` with `args`; the one untyped step, kept in one place. */
export function callMethod(
  repository: Repository,
  method: RepositoryMethod,
  args: unknown[],
): Promise<unknown> {
  // Called on the repository itself, so an adapter written as a class keeps its `this`.
  return (repository[method] as AnyMethod).apply(repository, args);
}

/**
 * A Repository whose every asynchronous method is `call(method, args)`; the change feed comes from
 * `feed`.
 */
export function repositoryOf(
  call: (method: RepositoryMethod, args: unknown[]) => Promise<unknown>,
  feed: Pick<Repository, 'subscribe' | 'recoveredKeys'>,
): Repository {
  const forwarded = Object.fromEntries(
    REPOSITORY_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  );
  return {
    ...forwarded,
    subscribe: (listener: ChangeListener) => feed.subscribe(listener),
    recoveredKeys: () => feed.recoveredKeys(),
  } as Repository;
}

/** Runs `before(method)` ahead of each call; used for simulated latency and forced failures. */
export function withBefore(
  repository: Repository,
  before: (method: RepositoryMethod) => Promise<void> | undefined,
): Repository {
  return repositoryOf(async (method, args) => {
    await before(method);
    return callMethod(repository, method, args);
  }, repository);
}
