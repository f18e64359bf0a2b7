// The browser-only Repository: the operations of local/<aggregate>.ts, each written once over a
// LocalContext, bound here to one context. The localStorage and in-memory adapters differ only
// in the store (and file store) they pass in. Each operation's decisions (validation, refusals,
// new records) are the pure functions of src/data/operations, which the server's SQL calls too;
// the local operations say only how records are read and written in one store update.
import { OPERATIONS, operationsOf } from '../definitions';
import type { Implementations, OperationName } from '../definitions';
import { AccessRefusedError, FORBIDDEN_MESSAGE } from '../core/operation';
import type { Repository } from '../repository';
import { actorFromSession } from '../operations/audit';
import type { CollectionStore, SessionSlot } from './collection-store';
import type { FileStore } from './file-store';
import * as audit from './local/audit';
import * as backup from './local/backup';
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
import * as payments from './local/payments';
import * as refunds from './local/refunds';
import * as queries from './local/queries';
import * as schools from './local/schools';
import * as settings from './local/settings';
import * as staff from './local/staff';
import { sessionAccess } from './local/staff-access';
import * as students from './local/students';
import * as tickets from './local/tickets';
import * as upi from './local/upi';
import { sessionMethods } from './session-methods';

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
} satisfies Implementations<LocalContext>;

export function createRepositoryCore({
  store,
  files,
  session,
  now,
  logger,
}: CoreDependencies): Repository {
  const access = () => sessionAccess(store, session.read());
  const context: LocalContext = {
    store,
    files,
    actor: () => actorFromSession(session.read()),
    access,
    now,
    logger,
  };
  /**
   * Refuses, as the server does, a staff member a call the staff may make without the permission
   * it names, and an inactive staff member every one. Students' and schools' calls stay the
   * demo's: the browser-only mode trusts its one user.
   */
  async function admitStaff(name: OperationName) {
    const { policy } = OPERATIONS[name];
    if (policy.callers === 'anyone' || !policy.callers.includes('admin')) return;
    const now = await access();
    if (now.kind === 'not-staff') return;
    if (
      now.kind === 'inactive' ||
      !policy.permission ||
      !now.permissions.includes(policy.permission)
    ) {
      throw new AccessRefusedError(FORBIDDEN_MESSAGE);
    }
  }
  const bound = withContext(context, localOperations);
  const operations = operationsOf((name) => async (...args) => {
    await admitStaff(name);
    return bound[name](...args);
  });
  return {
    ...operations,
    ...sessionMethods(session),
    subscribe: (listener) => store.subscribe(listener),
    recoveredKeys: () => store.recoveredKeys(),
  };
}
