// Support tickets in the browser-only mode: opening one, replying and setting its status.
import type { MessageSender, Ticket, TicketStatus } from '../../schemas';
import {
  newTicket,
  replyText,
  ticketSubject,
  withReply,
  withStatus,
} from '../../operations/tickets';
import { created, edited } from '../../operations/audit';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById, newestFirst, replaceById } from './stored-lists';
import { studentIdsInBranches } from '../../operations/branches';
import type { TicketFilter } from '../../definitions/tickets';

export async function listTickets(
  context: LocalContext,
  { branchIds }: TicketFilter = {},
): Promise<Ticket[]> {
  const tickets = await context.store.read('supportTickets');
  if (branchIds === undefined) return newestFirst(tickets, (ticket) => ticket.updatedAt);
  const ofBranches = studentIdsInBranches(await context.store.read('students'), branchIds);
  return newestFirst(
    tickets.filter((ticket) => ofBranches.has(ticket.studentId)),
    (ticket) => ticket.updatedAt,
  );
}

export async function addTicket(
  context: LocalContext,
  studentId: string,
  subject: string,
): Promise<Ticket> {
  const text = ticketSubject(subject);
  return auditedUpdate(context, ['students', 'supportTickets'], ({ students, supportTickets }) => {
    const ticket = newTicket(findById(students, studentId, 'student'), text, context.now());
    return {
      write: { supportTickets: [...supportTickets, ticket] },
      result: ticket,
      audit: [{ ...created('ticket', ticket), studentId }],
    };
  });
}

export async function addMessage(
  context: LocalContext,
  ticketId: string,
  sender: MessageSender,
  text: string,
): Promise<Ticket> {
  const reply = replyText(text);
  return auditedUpdate(context, ['supportTickets'], ({ supportTickets }) => {
    const at = context.now();
    const { list, updated, found } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
      withReply(stored, sender, reply, at),
    );
    return {
      write: { supportTickets: list },
      result: updated,
      audit: [{ ...edited('ticket', found, updated), studentId: updated.studentId }],
    };
  });
}

export function setTicketStatus(
  context: LocalContext,
  ticketId: string,
  status: TicketStatus,
): Promise<Ticket> {
  return auditedUpdate(context, ['supportTickets'], ({ supportTickets }) => {
    const { list, updated, found } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
      withStatus(stored, status, context.now()),
    );
    return {
      write: { supportTickets: list },
      result: updated,
      audit: [{ ...edited('ticket', found, updated), studentId: updated.studentId }],
    };
  });
}
