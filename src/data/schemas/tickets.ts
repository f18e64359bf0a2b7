// Support tickets and their messages.
import { z } from 'zod';
import { TICKET_STATUSES, TEXT_LIMITS } from '../constants';
import { limited, required, timestampField, idField } from './fields';

export const messageSchema = z.object({
  id: idField,
  sender: z.enum(['Admin', 'Student', 'Parent']),
  text: limited('Message', TEXT_LIMITS.message, z.string().trim()).min(1),
  timestamp: timestampField,
});
export type Message = z.infer<typeof messageSchema>;
export type MessageSender = Message['sender'];

export const ticketSchema = z.object({
  id: idField,
  studentId: idField,
  studentName: limited('Student name', TEXT_LIMITS.name).min(1),
  subject: required('Subject', TEXT_LIMITS.title),
  status: z.enum(TICKET_STATUSES),
  createdAt: timestampField,
  updatedAt: timestampField,
  messages: z.array(messageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketStatus = Ticket['status'];
