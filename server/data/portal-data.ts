// The Repository's business operations as per-operation SQL, one file per aggregate (candidates,
// results, students, payments, materials, schools, notifications, settings, tickets, audit,
// backup), each operation a function of its context (`DataContext`: the database, who writes,
// the clock) and its arguments. Every write validates, refuses and builds its records with the
// same pure functions as the local adapters (src/data/operations, over the rules of
// src/data/rules); what the aggregates keep is where the data lives and how concurrent writers
// are kept apart: a write locks the rows it changes, and the next roll or receipt number is a
// counter row moved on inside the transaction that inserts it (./counters.ts); roll and receipt
// numbers are also UNIQUE by constraint, so a bug could at worst fail a request, never repeat a
// number.
import { examBankOperations } from './exam-bank';
import { examResultsOperations } from './exam-results';
import { examTakingOperations } from './exam-taking';
import { VISITOR_ACTOR } from '../../src/data/server';
import type { AuditActor, MessageChannel, ServerImplementations } from '../../src/data/server';
import type { Db } from '../db/open';
import type { PaymentProvider } from '../payments/provider';
import { auditOperations } from './audit';
import { backupOperations } from './backup';
import { candidateOperations } from './candidates';
import { dashboardTrendOperations } from './dashboard-trends';
import type { DataContext } from './context';
import { materialOperations } from './materials';
import { messageOperations } from './messages';
import { notificationOperations } from './notifications';
import { onlinePaymentOperations } from './online-payments';
import { paymentOrderOperations } from './payment-orders';
import { paymentOperations } from './payments';
import { queryOperations } from './queries';
import { reconciliationOperations } from './reconciliation';
import { refundOperations } from './refunds';
import { resultOperations } from './results';
import { schoolOperations } from './schools';
import { batchOperations } from './batches';
import { batchResultOperations } from './batch-results';
import { timetableOperations } from './timetable';
import { attendanceOperations } from './attendance';
import { parentOperations } from './parents';
import { parentPasswordOperations } from './parent-password';
import { enquiryOperations } from './enquiries';
import { enquiryMessageOperations } from './enquiry-messages';
import { calendarOperations } from './calendar';
import { branchOperations } from './branches';
import { settingsOperations } from './settings';
import { staffOperations } from './staff';
import { studentOperations } from './students';
import { ticketOperations } from './tickets';
import { upiOperations } from './upi';

export { seedDatabase } from './backup';
export { checkPdf } from './materials';
export type { DataContext, UploadedFile } from './context';

/**
 * Every operation of the server, by aggregate: what the routes call (server/http/operation-routes.ts),
 * checked against the operations' definitions with the types the wire carries.
 */
export const SERVER_OPERATIONS = {
  ...candidateOperations,
  ...resultOperations,
  ...studentOperations,
  ...paymentOperations,
  ...paymentOrderOperations,
  ...upiOperations,
  ...onlinePaymentOperations,
  ...reconciliationOperations,
  ...refundOperations,
  ...materialOperations,
  ...schoolOperations,
  ...branchOperations,
  ...notificationOperations,
  ...settingsOperations,
  ...ticketOperations,
  ...auditOperations,
  ...backupOperations,
  ...queryOperations,
  ...dashboardTrendOperations,
  ...messageOperations,
  ...examBankOperations,
  ...examTakingOperations,
  ...examResultsOperations,
  ...staffOperations,
  ...batchOperations,
  ...batchResultOperations,
  ...timetableOperations,
  ...attendanceOperations,
  ...calendarOperations,
  ...parentOperations,
  ...parentPasswordOperations,
  ...enquiryOperations,
  ...enquiryMessageOperations,
} satisfies ServerImplementations<DataContext>;
type Operations = typeof SERVER_OPERATIONS;

/** An operation as a caller calls it: its context already given. */
type Bound<Operation> = Operation extends (
  context: DataContext,
  ...args: infer Args
) => infer Result
  ? (...args: Args) => Result
  : never;

export type PortalData = {
  readonly [Name in keyof Operations]: Bound<Operations[Name]>;
} & {
  /** The context this object's operations run in. */
  readonly context: DataContext;
  /** The same operations, with the writes recorded in the audit log as this actor's. */
  as(actor: AuditActor): PortalData;
};

export type PortalDataOptions = {
  db: Db;
  now: () => Date;
  /** Who the writes are recorded as in the audit log (`as(actor)` gives a copy for a caller). */
  actor?: AuditActor;
  /** Who takes payments online, when the institute has set one up. */
  provider?: PaymentProvider;
  /** The portal's address as a browser reaches it (the payer's return; links in messages). */
  publicUrl?: string;
  /** The message channels set up on this server. */
  channels?: readonly MessageChannel[];
};

/**
 * Every operation once, as a method that calls it with its object's own context: one prototype
 * for every caller, so `as(actor)` makes one small object per request and no function. (Called
 * as methods, `data.addCandidate(…)`, as every caller does.)
 */
const METHODS = Object.fromEntries(
  Object.entries(SERVER_OPERATIONS).map(([name, operation]) => [
    name,
    function (this: { context: DataContext }, ...args: unknown[]): unknown {
      return Reflect.apply(operation, undefined, [this.context, ...args]);
    },
  ]),
);

export function createPortalData({
  db,
  now,
  actor = VISITOR_ACTOR,
  provider,
  publicUrl,
  channels = [],
}: PortalDataOptions): PortalData {
  // What every caller of this database shares: the methods and `as`.
  const shared = {
    ...METHODS,
    as: (caller: AuditActor) => forCaller(caller),
  };
  const forCaller = (caller: AuditActor): PortalData =>
    Object.assign(Object.create(shared), {
      context: { db, now, actor: caller, provider, publicUrl, channels },
    });
  return forCaller(actor);
}
