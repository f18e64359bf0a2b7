// The support tickets' operations: a student's own tickets, the staff's all (a branch-limited
// member's, their branches' students').
import { z } from 'zod';
import { ADMIN_STUDENT_OR_PARENT, operation, refuseAccess } from '../core/operation';
import type { Caller, PolicyContext } from '../core/operation';
import { LONG_TEXT_BYTES, recordIdSchema, text } from '../core/wire';
import { TEXT_LIMITS } from '../constants';
import { NotFoundError } from '../errors';
import type { MessageSender, Ticket, TicketStatus } from '../schemas';
import { branchLimitOf, checkStudentInCallerBranches, withinCallerBranches } from './branch-scope';

const idParam = z.object({ id: recordIdSchema });

/** A student may touch only their own tickets; staff limited to branches only theirs'. */
async function ownTicket(ticketId: string, context: PolicyContext) {
  const { caller, reads } = context;
  if (caller.role === 'admin') {
    if (branchLimitOf(caller) === undefined) return;
    const ticket = await reads.getTicket(ticketId);
    if (!ticket) throw new NotFoundError('ticket', ticketId);
    return checkStudentInCallerBranches(ticket.studentId, context);
  }
  const ticket = caller.role === 'student' ? await reads.getTicket(ticketId) : undefined;
  if (!ticket || caller.role !== 'student' || ticket.studentId !== caller.studentId) refuseAccess();
}

/** Who a message is from: a student writes as the student, a parent about their child as the
 *  parent, and the staff as the admin, whatever the request says. */
const senderOf = (caller: Caller): MessageSender => {
  if (caller.role !== 'student') return 'Admin';
  return caller.parentId === undefined ? 'Student' : 'Parent';
};

/** The tickets of these branches' students only: a staff member's branch limit (the policy's). */
export type TicketFilter = { branchIds?: readonly string[] | undefined };

export const ticketOperations = {
  /** Most recently updated first; a student's own only; a branch-limited staff member's branches'. */
  listTickets: operation<[filter?: TicketFilter], Ticket[]>({
    verb: 'GET',
    path: '/api/tickets',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'support.manage',
      scope: ([filter = {}], { caller }) => [withinCallerBranches(filter, caller)],
      visible: (tickets, { caller }) =>
        caller.role === 'student'
          ? tickets.filter((ticket) => ticket.studentId === caller.studentId)
          : tickets,
    },
    changes: [],
    // The screens ask for every ticket they may see; the limit is the policy's.
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Opens a ticket for an existing student; the subject becomes the first message. */
  addTicket: operation<[studentId: string, subject: string], Ticket>({
    verb: 'POST',
    path: '/api/tickets',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'support.manage',
      scope: async (args, context) => {
        if (context.caller.role === 'student' && args[0] !== context.caller.studentId) {
          refuseAccess();
        }
        await checkStudentInCallerBranches(args[0], context);
        return args;
      },
    },
    changes: ['supportTickets', 'auditLog'],
    encode: (studentId, subject) => ({ body: { studentId, subject } }),
    decode: z
      .object({ body: z.object({ studentId: recordIdSchema, subject: text('Subject', 2000) }) })
      .transform(({ body }): [string, string] => [body.studentId, body.subject]),
  }),
  /** Appends a message and moves updatedAt; a student always writes as the student. */
  addMessage: operation<[ticketId: string, sender: MessageSender, text: string], Ticket>({
    verb: 'POST',
    path: '/api/tickets/:id/messages',
    maxBodyBytes: LONG_TEXT_BYTES,
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'support.manage',
      scope: async ([ticketId, , message], context) => {
        await ownTicket(ticketId, context);
        return [ticketId, senderOf(context.caller), message];
      },
    },
    changes: ['supportTickets', 'auditLog'],
    encode: (ticketId, sender, message) => ({
      params: { id: ticketId },
      body: { sender, text: message },
    }),
    decode: z
      .object({
        params: idParam,
        body: z.object({
          sender: z.enum(['Admin', 'Student']),
          // Room for the limit's characters even when each is two UTF-16 units (an emoji).
          text: text('Message', 2 * TEXT_LIMITS.message),
        }),
      })
      .transform(({ params, body }): [string, MessageSender, string] => [
        params.id,
        body.sender,
        body.text,
      ]),
  }),
  setTicketStatus: operation<[ticketId: string, status: TicketStatus], Ticket>({
    verb: 'PUT',
    path: '/api/tickets/:id/status',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'support.manage',
      scope: async (args, context) => {
        await ownTicket(args[0], context);
        return args;
      },
    },
    changes: ['supportTickets', 'auditLog'],
    encode: (ticketId, status) => ({ params: { id: ticketId }, body: { status } }),
    decode: z
      .object({ params: idParam, body: z.object({ status: z.enum(['Open', 'Closed']) }) })
      .transform(({ params, body }): [string, TicketStatus] => [params.id, body.status]),
  }),
};
