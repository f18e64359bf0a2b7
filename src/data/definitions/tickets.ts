// The support tickets' operations: a student's own tickets, the admin's all.
import { z } from 'zod';
import { ADMIN_OR_STUDENT, operation, refuseAccess } from '../core/operation';
import type { PolicyContext } from '../core/operation';
import { LONG_TEXT_BYTES, recordIdSchema, text } from '../core/wire';
import { TEXT_LIMITS } from '../constants';
import type { MessageSender, Ticket, TicketStatus } from '../schemas';

const idParam = z.object({ id: recordIdSchema });

/** A student may touch only their own tickets. */
async function ownTicket(ticketId: string, { caller, reads }: PolicyContext) {
  if (caller.role === 'admin') return;
  const ticket = caller.role === 'student' ? await reads.getTicket(ticketId) : undefined;
  if (!ticket || caller.role !== 'student' || ticket.studentId !== caller.studentId) refuseAccess();
}

export const ticketOperations = {
  /** Most recently updated first; a student's own only. */
  listTickets: operation<[], Ticket[]>({
    verb: 'GET',
    path: '/api/tickets',
    policy: {
      callers: ADMIN_OR_STUDENT,
      permission: 'support.manage',
      visible: (tickets, { caller }) =>
        caller.role === 'student'
          ? tickets.filter((ticket) => ticket.studentId === caller.studentId)
          : tickets,
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Opens a ticket for an existing student; the subject becomes the first message. */
  addTicket: operation<[studentId: string, subject: string], Ticket>({
    verb: 'POST',
    path: '/api/tickets',
    policy: {
      callers: ADMIN_OR_STUDENT,
      permission: 'support.manage',
      scope: (args, { caller }) =>
        caller.role === 'student' && args[0] !== caller.studentId ? refuseAccess() : args,
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
      callers: ADMIN_OR_STUDENT,
      permission: 'support.manage',
      scope: async ([ticketId, , message], context) => {
        await ownTicket(ticketId, context);
        return [ticketId, context.caller.role === 'student' ? 'Student' : 'Admin', message];
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
      callers: ADMIN_OR_STUDENT,
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
