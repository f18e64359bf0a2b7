// Support tickets: a student's question and the replies on it.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  NotFoundError,
  created,
  edited,
  newTicket,
  replyText,
  ticketSubject,
  withReply,
  withStatus,
} from '../../src/data/server';
import type { MessageSender, Ticket, TicketFilter, TicketStatus } from '../../src/data/server';
import * as t from '../db/schema';
import { audit, docs, ofStudentsInBranches, ticketRow } from './context';
import type { DataContext, Tx } from './context';
import { queueTicketReplied } from './message-events';

async function ticketForUpdate(tx: Tx, id: string): Promise<Ticket> {
  const [row] = await tx
    .select({ doc: t.tickets.doc })
    .from(t.tickets)
    .where(eq(t.tickets.id, id))
    .for('update');
  if (!row) throw new NotFoundError('ticket', id);
  return row.doc;
}

async function updateTicket(tx: Tx, ticket: Ticket) {
  await tx.update(t.tickets).set(ticketRow(ticket)).where(eq(t.tickets.id, ticket.id));
  return ticket;
}

/**
 * A change to one ticket, made to its locked row and recorded in the audit log; `alsoDo` runs in
 * the same transaction (a message to queue).
 */
function changeTicket(
  context: DataContext,
  ticketId: string,
  change: (stored: Ticket) => Ticket,
  alsoDo: (tx: Tx, updated: Ticket) => Promise<void> = async () => {},
): Promise<Ticket> {
  return context.db.transaction(async (tx) => {
    const stored = await ticketForUpdate(tx, ticketId);
    const updated = change(stored);
    await audit(context, tx, [
      { ...edited('ticket', stored, updated), studentId: stored.studentId },
    ]);
    await alsoDo(tx, updated);
    return updateTicket(tx, updated);
  });
}

async function listTickets(
  { db }: DataContext,
  filter: TicketFilter & { studentId?: string } = {},
): Promise<Ticket[]> {
  const rows = await db
    .select({ doc: t.tickets.doc })
    .from(t.tickets)
    .where(
      and(
        filter.studentId === undefined ? undefined : eq(t.tickets.studentId, filter.studentId),
        filter.branchIds === undefined
          ? undefined
          : ofStudentsInBranches(db, t.tickets.studentId, filter.branchIds),
      ),
    )
    .orderBy(desc(t.tickets.updatedAt), desc(t.tickets.seq));
  return docs(rows);
}

async function getTicket({ db }: DataContext, id: string): Promise<Ticket | undefined> {
  const [row] = await db.select({ doc: t.tickets.doc }).from(t.tickets).where(eq(t.tickets.id, id));
  return row?.doc;
}

async function addTicket(
  context: DataContext,
  studentId: string,
  subject: string,
): Promise<Ticket> {
  const text = ticketSubject(subject);
  return context.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ name: sql<string>`${t.students.doc}->>'name'` })
      .from(t.students)
      .where(eq(t.students.id, studentId));
    if (!student) throw new NotFoundError('student', studentId);
    const ticket = newTicket({ id: studentId, name: student.name }, text, context.now());
    await tx.insert(t.tickets).values(ticketRow(ticket));
    await audit(context, tx, [{ ...created('ticket', ticket), studentId }]);
    return ticket;
  });
}

async function addMessage(
  context: DataContext,
  ticketId: string,
  sender: MessageSender,
  text: string,
): Promise<Ticket> {
  const reply = replyText(text);
  return changeTicket(
    context,
    ticketId,
    (stored) => withReply(stored, sender, reply, context.now()),
    // The student hears of the institute's reply; their own words need no message.
    (tx, updated) =>
      sender === 'Admin' ? queueTicketReplied(context, tx, updated) : Promise.resolve(),
  );
}

async function setTicketStatus(
  context: DataContext,
  ticketId: string,
  status: TicketStatus,
): Promise<Ticket> {
  return changeTicket(context, ticketId, (stored) => withStatus(stored, status, context.now()));
}

export const ticketOperations = {
  listTickets,
  getTicket,
  addTicket,
  addMessage,
  setTicketStatus,
};
