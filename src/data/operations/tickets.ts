// The support tickets' decisions (a new ticket, a reply, a status), written once for the
// browser's repository core and the server.
import { messageSchema, ticketSchema } from '../schemas';
import type { MessageSender, Student, Ticket, TicketStatus } from '../schemas';
import { newId } from '../core/ids';
import { refuse, validated, validatedStored } from '../core/validate';

/** The new ticket's subject, trimmed, or a refusal. */
export function ticketSubject(subject: string): string {
  const text = subject.trim();
  if (text === '') refuse('ticket', 'subject', 'Subject is required.');
  return text;
}

/** A new Open ticket from the student, its subject as the first message. */
export function newTicket(
  student: Pick<Student, 'id' | 'name'>,
  subject: string,
  at: Date,
): Ticket {
  const time = at.toISOString();
  return validated(
    ticketSchema,
    {
      id: newId(),
      studentId: student.id,
      studentName: student.name,
      subject,
      status: 'Open',
      createdAt: time,
      updatedAt: time,
      messages: [{ id: newId(), sender: 'Student', text: subject, timestamp: time }],
    },
    'ticket',
  );
}

/** A reply's text, trimmed, or a refusal. */
export function replyText(text: string): string {
  const reply = text.trim();
  if (reply === '') refuse('message', 'text', 'Type a message before sending.');
  return reply;
}

/**
 * The ticket with the reply added. Only the reply is new text: the messages before it are read
 * as stored, so a ticket from before the text limits still takes replies.
 */
export function withReply(stored: Ticket, sender: MessageSender, reply: string, at: Date): Ticket {
  const time = at.toISOString();
  const message = validated(
    messageSchema,
    { id: newId(), sender, text: reply, timestamp: time },
    'message',
  );
  return validatedStored(
    ticketSchema,
    { ...stored, messages: [...stored.messages, message], updatedAt: time },
    'ticket',
  );
}

/** The ticket with its status changed (no new text). */
export const withStatus = (stored: Ticket, status: TicketStatus, at: Date): Ticket =>
  validatedStored(ticketSchema, { ...stored, status, updatedAt: at.toISOString() }, 'ticket');
