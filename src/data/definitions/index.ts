// Every repository operation, by name. The Repository type (../repository.ts), the browser's HTTP
// client (../adapters/http.ts) and the server's routes (server/http/operation-routes.ts) are all
// derived from this one table: adding an operation is adding its definition here, beside its
// aggregate's, and its two implementations (local and server).
import type { Operation } from '../core/operation';
import { auditOperations } from './audit';
import { backupOperations } from './backup';
import { batchOperations } from './batches';
import { timetableOperations } from './timetable';
import { attendanceOperations } from './attendance';
import { calendarOperations } from './calendar';
import { branchOperations } from './branches';
import { candidateOperations } from './candidates';
import { materialOperations } from './materials';
import { examTakingOperations } from './exam-taking';
import { examOperations } from './exams';
import { messageOperations } from './messages';
import { notificationOperations, settingsOperations } from './notifications';
import { parentOperations } from './parents';
import { enquiryOperations } from './enquiries';
import { enquiryMessageOperations } from './enquiry-messages';
import { paymentOrderOperations } from './payment-orders';
import { paymentOperations } from './payments';
import { resultOperations } from './results';
import { schoolOperations } from './schools';
import { staffOperations } from './staff';
import { studentOperations } from './students';
import { ticketOperations } from './tickets';

const DEFINITIONS = {
  ...candidateOperations,
  ...resultOperations,
  ...studentOperations,
  ...paymentOperations,
  ...paymentOrderOperations,
  ...materialOperations,
  ...schoolOperations,
  ...branchOperations,
  ...notificationOperations,
  ...settingsOperations,
  ...ticketOperations,
  ...parentOperations,
  ...enquiryOperations,
  ...enquiryMessageOperations,
  ...auditOperations,
  ...backupOperations,
  ...messageOperations,
  ...examOperations,
  ...examTakingOperations,
  ...staffOperations,
  ...batchOperations,
  ...timetableOperations,
  ...attendanceOperations,
  ...calendarOperations,
};

export type OperationName = keyof typeof DEFINITIONS;

/** Each operation's four types, read off its definition. */
export type OperationTypes = {
  [N in OperationName]: (typeof DEFINITIONS)[N] extends Operation<
    infer Args,
    infer Result,
    infer Received,
    infer Answered
  >
    ? { args: Args; result: Result; received: Received; answered: Answered }
    : never;
};

/** The definitions, typed so that a generic name indexes its own four types. */
export const OPERATIONS: {
  [N in OperationName]: Operation<
    OperationTypes[N]['args'],
    OperationTypes[N]['result'],
    OperationTypes[N]['received'],
    OperationTypes[N]['answered']
  >;
} = DEFINITIONS;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The Repository's operations, as methods. */
export type RepositoryOperations = {
  [N in OperationName]: (
    ...args: OperationTypes[N]['args']
  ) => Promise<OperationTypes[N]['result']>;
};

/** An adapter's implementation of every operation over its context (the store, the actor, now). */
export type Implementations<Context> = {
  [N in OperationName]: (
    context: Context,
    ...args: OperationTypes[N]['args']
  ) => Promise<OperationTypes[N]['result']>;
};

/** The server's implementation of every operation, over what the wire carries. */
export type ServerImplementations<Context> = {
  [N in OperationName]: (
    context: Context,
    ...args: OperationTypes[N]['received']
  ) => Promise<OperationTypes[N]['answered']>;
};

/**
 * An object with every operation made by `make` (the HTTP client, a wrapper in front of another
 * repository): the one place a table of functions by name becomes the typed whole.
 */
export function operationsOf(
  make: <N extends OperationName>(
    name: N,
  ) => (...args: OperationTypes[N]['args']) => Promise<OperationTypes[N]['result']>,
): RepositoryOperations {
  const operations: Partial<Record<OperationName, unknown>> = {};
  for (const name of OPERATION_NAMES) operations[name] = make(name);
  return operations as RepositoryOperations;
}
