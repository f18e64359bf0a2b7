// What one repository operation is, once: how a call travels (verb, path, transport, body limit),
// how the server reads it back (one zod schema from the request to the call's arguments), who may
// call it (a policy over the caller and the arguments), and which collections it changes. The
// definitions live beside each aggregate's rules (src/data/operations/*); the Repository type, the
// browser's HTTP client and the server's routes are all derived from them.
import { z } from 'zod';
import type {
  Material,
  Payment,
  PaymentOrder,
  School,
  Settings,
  Student,
  Ticket,
} from '../schemas';
import type { Permission, StaffRole } from '../permissions';
import type { RoleSettings } from '../schemas/staff';
import type { CollectionKey } from './types';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Role = 'admin' | 'student' | 'school' | 'parent';

/**
 * Who is calling, as the server knows it from the session cookie. The 'admin' role is the staff:
 * each staff member has a role (owner, office...) and the permissions it holds now.
 */
export type Caller =
  | { role: 'visitor' }
  | {
      role: 'admin';
      userId: string;
      name: string;
      staffRole: StaffRole;
      permissions: readonly Permission[];
      /** Limited to these branches' students, fees and reports; absent: every branch. */
      branchIds?: readonly string[];
    }
  | {
      role: 'student';
      userId: string;
      name: string;
      studentId: string;
      /** Set when a parent looks at their child: the calls are the child's, made by the parent. */
      parentId?: string;
    }
  | { role: 'school'; userId: string; name: string; schoolId: string }
  | {
      role: 'parent';
      userId: string;
      name: string;
      parentId: string;
      /** The students linked to the parent's mobile, read per request. */
      childIds: readonly string[];
      /** The child whose pages the parent is on; null when no child is linked. */
      childId: string | null;
    };

/** Who may call a route at all; checked before a byte of the body is read. */
export type Callers = 'anyone' | readonly Role[];

export const ADMIN_ONLY: Callers = ['admin'];
export const ADMIN_OR_STUDENT: Callers = ['admin', 'student'];
export const ADMIN_OR_SCHOOL: Callers = ['admin', 'school'];
export const SIGNED_IN: Callers = ['admin', 'student', 'school'];
/** A student's own pages that a parent also sees for their child (as that child). */
export const ADMIN_STUDENT_OR_PARENT: Callers = ['admin', 'student', 'parent'];
export const STUDENT_OR_PARENT: Callers = ['student', 'parent'];
export const SIGNED_IN_OR_PARENT: Callers = ['admin', 'student', 'school', 'parent'];

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const FORBIDDEN_MESSAGE = 'Your account cannot do this.';

/** A policy's refusal: 401 for a visitor (sign in), 403 for a signed-in user of another account. */
export class AccessRefusedError extends Error {
  override name = 'AccessRefusedError';
}

export function refuseAccess(): never {
  throw new AccessRefusedError(FORBIDDEN_MESSAGE);
}

/** Whether the caller is a staff member holding `permission`. */
export const holds = (caller: Caller, permission: Permission): boolean =>
  caller.role === 'admin' && caller.permissions.includes(permission);

/**
 * Whether a signed-in caller may call an operation with this policy at all: its role is among
 * the callers, and a staff member holds the permission the operation names.
 */
export function mayCall(caller: Caller, policy: { callers: Callers; permission?: Permission }) {
  if (policy.callers === 'anyone') return true;
  if (caller.role === 'visitor' || !policy.callers.includes(caller.role)) return false;
  return (
    caller.role !== 'admin' || (policy.permission !== undefined && holds(caller, policy.permission))
  );
}

/**
 * Who a policy sees calling. A parent calling one of their child's pages (a route open to
 * students and parents) is that child, with the parent named, so every student policy scopes it
 * to the child; routes open to anyone see a parent as a visitor unless they say `childView`
 * (the materials meant for the child's class). Refused when no child is linked.
 */
export function policyCaller(
  caller: Caller,
  policy: { callers: Callers; childView?: boolean },
): Caller {
  if (caller.role !== 'parent') return caller;
  const asChild =
    policy.callers === 'anyone' ? policy.childView === true : policy.callers.includes('student');
  if (!asChild) return policy.callers === 'anyone' ? { role: 'visitor' } : caller;
  if (caller.childId === null || !caller.childIds.includes(caller.childId)) refuseAccess();
  return {
    role: 'student',
    userId: caller.userId,
    name: caller.name,
    studentId: caller.childId,
    parentId: caller.parentId,
  };
}

/** The records a policy may read to decide (the caller's own school, student, ticket...). */
export type PolicyReads = {
  getStudent(id: string): Promise<Student | undefined>;
  getPayment(id: string): Promise<Payment | undefined>;
  getPaymentOrder(id: string): Promise<PaymentOrder | undefined>;
  getSchool(id: string): Promise<School | undefined>;
  getTicket(id: string): Promise<Ticket | undefined>;
  getMaterial(id: string): Promise<Material | undefined>;
  getSettings(): Promise<Settings>;
  getRoleSettings(): Promise<RoleSettings>;
};

export type PolicyContext = { caller: Caller; reads: PolicyReads; now: Date };

/**
 * The rate-limited kinds of request (server/http/rate-limit.ts): the public lookups and
 * registrations, counted per address, and a student's payments (Pay Now and UPI claims),
 * counted per student.
 */
export type RateLimitBucket = 'lookups' | 'registrations' | 'payments';

/**
 * Who may call an operation, with which arguments, and what of its answer they see. `scope`
 * returns the arguments the caller may use (their own school's filter, their own student id) or
 * refuses; `visible` narrows the answer (the materials meant for this student).
 */
export type Policy<Args extends unknown[], Result> = {
  callers: Callers;
  /** What a staff member must hold to call it: named by every operation the staff may call. */
  permission?: Permission;
  scope?: (args: Args, context: PolicyContext) => Args | Promise<Args>;
  visible?: (result: Result, context: PolicyContext) => Result | Promise<Result>;
  /** A route open to anyone that a parent calls as their child (see policyCaller). */
  childView?: boolean;
  /** The limit a caller's request counts against, if any (public routes, students' payments). */
  rateLimit?: (caller: Caller) => RateLimitBucket | null;
};

/** A call as a request: the path's parameters, the query string and the body. */
export type WireRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/**
 * How a call's data travels: JSON both ways; `upload` sends `{ material, file }` as a form;
 * `download` answers a file's bytes (or undefined when there is none); `backup` carries a
 * backup's files as base64 inside JSON, both ways.
 */
export type Transport = 'json' | 'upload' | 'download' | 'backup';

/**
 * An operation's definition. `Args` and `Result` are the Repository method's; `Received` and
 * `Answered` are what the server's implementation takes and gives when the wire carries them
 * differently (a day book's local days as instants, a file's bytes instead of a Blob).
 */
export type Operation<
  Args extends unknown[],
  Result,
  Received extends unknown[] = Args,
  Answered = Result,
> = {
  verb: Verb;
  /** With `:name` parameters, e.g. `/api/students/:id`. */
  path: string;
  transport?: Transport;
  /** The largest body the route takes, in bytes (MAX_BODY_BYTES when left out). */
  maxBodyBytes?: number;
  policy: Policy<Received, Answered>;
  /** The collections a successful call changes (the change feed); every write adds to the log. */
  changes: readonly CollectionKey[];
  /** The browser: the call as a request. */
  encode: (...args: Args) => WireRequest;
  /**
   * The server: the request back into the call's arguments. It checks the envelope (an object
   * where a record goes, bounded text); the record's fields are checked by the operation itself,
   * with the same schemas in both modes, so an error names the same fields either way.
   */
  decode: z.ZodType<Received>;
  /** Phantom: carries the Repository method's result type. */
  result?: Result;
};

/** Keeps a definition's argument and result types (given explicitly, like a signature). */
export const operation = <
  Args extends unknown[],
  Result,
  Received extends unknown[] = Args,
  Answered = Result,
>(
  definition: Operation<Args, Result, Received, Answered>,
) => definition;

/** A record whose fields the operation validates; here only "an object". */
export const recordOf = <Record>(message = 'Expected an object.') =>
  z.custom<Record>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    message,
  );

/** The path with its parameters filled in (each one URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where one call goes: the route's path with its parameters filled in, and its query string. */
export function requestPath(path: string, parts: WireRequest): string {
  const filled = fillPath(path, parts.params);
  const query = parts.query ?? {};
  return Object.keys(query).length > 0 ? `${filled}?${new URLSearchParams(query)}` : filled;
}

/**
 * Routes in the order a router must try them: a path with fewer parameters first, so
 * `/api/candidates/page` is matched before `/api/candidates/:id` whatever order they are listed.
 */
export function bySpecificity(a: { path: string }, b: { path: string }): number {
  const parameters = (path: string) => path.split('/').filter((part) => part.startsWith(':'));
  return parameters(a.path).length - parameters(b.path).length;
}
