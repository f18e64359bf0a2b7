// The browser-only Repository: the operations of local/<aggregate>.ts, each written once over a
// LocalContext, bound here to one context. The localStorage and in-memory adapters differ only
// in the store (and file store) they pass in. Each operation's decisions (validation, refusals,
// new records) are the pure functions of src/data/operations, which the server's SQL calls too;
// the local operations say only how records are read and written in one store update.
import { OPERATIONS, operationsOf } from '../definitions';
import type { Implementations, OperationName } from '../definitions';
import { AccessRefusedError, FORBIDDEN_MESSAGE, mayCall, policyCaller } from '../core/operation';
import type { Caller, PolicyContext, PolicyReads } from '../core/operation';
import type { Repository } from '../repository';
import { actorFromSession } from '../operations/audit';
import type { CollectionStore, SessionSlot } from './collection-store';
import type { FileStore } from './file-store';
import * as attendance from './local/attendance';
import * as audit from './local/audit';
import * as backup from './local/backup';
import * as batches from './local/batches';
import * as branches from './local/branches';
import * as candidates from './local/candidates';
import { withContext } from './local/context';
import type { LocalContext } from './local/context';
import * as examBank from './local/exam-bank';
import * as examResults from './local/exam-results';
import * as examTaking from './local/exam-taking';
import * as materials from './local/materials';
import * as messages from './local/messages';
import * as notifications from './local/notifications';
import * as onlinePayments from './local/online-payments';
import * as paymentOrders from './local/payment-orders';
import * as parents from './local/parents';
import * as enquiries from './local/enquiries';
import * as enquiryMessages from './local/enquiry-messages';
import { localParentCaller } from './local/parent-access';
import * as payments from './local/payments';
import * as refunds from './local/refunds';
import * as queries from './local/queries';
import * as schools from './local/schools';
import * as settings from './local/settings';
import * as staff from './local/staff';
import { sessionAccess } from './local/staff-access';
import * as students from './local/students';
import * as tickets from './local/tickets';
import * as timetable from './local/timetable';
import * as calendar from './local/calendar';
import * as upi from './local/upi';
import { sessionMethods } from './session-methods';

/**
 * An operation's policy as the browser runs it, over the repository's own arguments: those of
 * every operation a policy narrows by caller carry the fields the server's do (a day book's
 * query its branch, as its range does), so the same scope applies. Methods, so each operation's
 * policy, typed over its own arguments, is one.
 */
type LocalPolicy = {
  scope?(args: unknown[], context: PolicyContext): unknown[] | Promise<unknown[]>;
  visible?(result: unknown, context: PolicyContext): unknown;
};

export type CoreDependencies = {
  store: CollectionStore;
  files: FileStore;
  session: SessionSlot;
  now: () => Date;
  logger: Pick<Console, 'error'>;
};

const localOperations = {
  ...candidates,
  ...students,
  ...payments,
  ...paymentOrders,
  ...upi,
  ...onlinePayments,
  ...refunds,
  ...materials,
  ...schools,
  ...branches,
  ...tickets,
  ...notifications,
  ...settings,
  ...audit,
  ...backup,
  ...queries,
  ...messages,
  ...examBank,
  ...examTaking,
  ...examResults,
  ...staff,
  ...batches,
  ...timetable,
  ...attendance,
  ...calendar,
  ...parents,
  ...enquiries,
  ...enquiryMessages,
} satisfies Implementations<LocalContext>;

export function createRepositoryCore({
  store,
  files,
  session,
  now,
  logger,
}: CoreDependencies): Repository {
  const context: LocalContext = {
    store,
    files,
    actor: () => actorFromSession(session.read()),
    now,
    logger,
  };
  const bound = withContext(context, localOperations);
  const reads: PolicyReads = {
    getStudent: bound.getStudent,
    getPayment: bound.getPayment,
    getPaymentOrder: bound.getPaymentOrder,
    getSchool: bound.getSchool,
    getTicket: async (id) =>
      (await store.read('supportTickets')).find((ticket) => ticket.id === id),
    getMaterial: async (id) =>
      (await store.read('materials')).find((material) => material.id === id),
    getSettings: bound.getSettings,
    getRoleSettings: bound.getRoleSettings,
  };

  /**
   * The staff member calling, refused as the server refuses them: a call the staff may make
   * without the permission it names, and every call of an inactive staff member; and a parent,
   * whom the server's policies scope to their own child. Undefined for everyone else: students'
   * and schools' calls stay the demo's (the browser-only mode trusts its one user).
   */
  async function staffCaller(name: OperationName): Promise<Caller | undefined> {
    const { policy } = OPERATIONS[name];
    // A parent is refused what parents may not call, and calls their child's pages as the child.
    const parent = await localParentCaller(store, session.read());
    if (parent) {
      if (!mayCall(parent, policy)) throw new AccessRefusedError(FORBIDDEN_MESSAGE);
      return policyCaller(parent, policy);
    }
    if (policy.callers === 'anyone' || !policy.callers.includes('admin')) return undefined;
    const access = await sessionAccess(store, session.read());
    if (access.kind === 'not-staff') return undefined;
    if (access.kind === 'inactive' || !mayCall(access.caller, policy)) {
      throw new AccessRefusedError(FORBIDDEN_MESSAGE);
    }
    return access.caller;
  }

  const operations = operationsOf((name) => async (...args) => {
    const caller = await staffCaller(name);
    if (!caller) return bound[name](...args);
    // A staff member's call goes through the operation's policy as on the server: its scope
    // (their branches) and what of the answer they see.
    const policy: LocalPolicy = OPERATIONS[name].policy;
    const policyContext = { caller, reads, now: now() };
    const scoped = policy.scope ? await policy.scope(args, policyContext) : args;
    const answered = await bound[name](...(scoped as typeof args));
    return policy.visible ? policy.visible(answered, policyContext) : answered;
  });
  return {
    ...operations,
    ...sessionMethods(session),
    subscribe: (listener) => store.subscribe(listener),
    recoveredKeys: () => store.recoveredKeys(),
  };
}
