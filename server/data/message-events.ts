// What each event says to whom: the messages the server's operations queue in the outbox, inside
// the transaction of the change that causes them (./outbox.ts). A missing e-mail or mobile only
// means fewer channels; a message never fails its event.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { formatDate, formatIndianNumber } from '../../src/data/server';
import type {
  Candidate,
  FeeReminder,
  Payment,
  PaymentOrder,
  Student,
  TemplateKey,
  Ticket,
} from '../../src/data/server';
import * as t from '../db/schema';
import type { DataContext, Tx } from './context';
import { queueMessages } from './outbox';
import { findStudent } from './students';
import type { MessageRecipient, QueuedMessage } from './outbox';

/**
 * A page of the portal as a link in a message. Without the portal's address (PUBLIC_URL) only
 * the path can be given.
 */
const portalLink = ({ publicUrl }: Pick<DataContext, 'publicUrl'>, path: string) =>
  `${publicUrl ?? ''}${path}`;

const FEES_PATH = '/student/fees';
const ADMIT_CARD_PATH = '/stse-admit-card';
const RESULTS_PATH = '/results';
const SUPPORT_PATH = '/student/support';

/** A student, where they may be reached: their chosen channels apply (their record's id). */
const studentRecipient = (
  student: Pick<Student, 'id' | 'email' | 'mobile' | 'whatsapp'>,
): MessageRecipient => ({
  subjectId: student.id,
  email: student.email,
  mobile: student.mobile,
  ...(student.whatsapp ? { whatsapp: student.whatsapp } : {}),
});

/**
 * A candidate has no account (no preferences): e-mail and SMS, to what they registered with, in
 * the language they registered in.
 */
const candidateRecipient = (
  candidate: Pick<Candidate, 'email' | 'mobile' | 'language'>,
): MessageRecipient => ({
  email: candidate.email,
  mobile: candidate.mobile,
  language: candidate.language ?? 'en',
});

/** Rupees with Indian grouping and no sign: each template writes ₹ or "Rs" itself. */
const amountText = (rupees: number) => formatIndianNumber(rupees);

/** The installment's number as the fee pages show it (1-based), or "" when it is not found. */
function installmentNumberOf(student: Pick<Student, 'feeDetails'>, installmentId: string): string {
  const index = student.feeDetails.installments.findIndex(({ id }) => id === installmentId);
  return index < 0 ? '' : String(index + 1);
}

export function feeReminderMessage(
  context: Pick<DataContext, 'publicUrl'>,
  student: Student,
  reminder: FeeReminder,
): QueuedMessage {
  return {
    template: `fee-reminder-${reminder.stage}`,
    to: studentRecipient(student),
    variables: {
      name: student.name,
      rollNo: student.rollNo,
      installment: String(reminder.installmentNumber),
      amount: amountText(reminder.amountDue),
      dueDate: formatDate(reminder.dueDate),
      link: portalLink(context, FEES_PATH),
    },
    dedupeKey: `fee-reminder:${student.id}:${reminder.installmentId}:${reminder.stage}`,
  };
}

/** Every payment entering the ledger, with its receipt attached. */
export const paymentReceivedMessage = (student: Student, payment: Payment): QueuedMessage => ({
  template: 'payment-received',
  to: studentRecipient(student),
  variables: {
    name: student.name,
    amount: amountText(payment.amount),
    receiptNo: payment.receiptNo ?? '',
    installment: installmentNumberOf(student, payment.installmentId),
    date: formatDate(payment.receivedAt),
  },
  dedupeKey: `payment-received:${payment.id}`,
  attachment: { kind: 'receipt', paymentId: payment.id },
});

/**
 * Queues, in `tx`, an online payment the provider failed or a UPI transfer the office rejected,
 * with the order's reason, to its student (none when a restore removed them: orders outlive
 * restores).
 */
export async function queuePaymentNotTaken(
  context: DataContext,
  tx: Tx,
  template: 'payment-failed' | 'payment-rejected',
  order: PaymentOrder,
): Promise<void> {
  const student = await findStudent(tx, order.studentId);
  if (!student) return;
  await queueMessages(tx, context.now(), [
    {
      template,
      to: studentRecipient(student),
      variables: {
        name: student.name,
        amount: amountText(order.amount),
        installment: installmentNumberOf(student, order.installmentId),
        reason: order.reason ?? '',
      },
      dedupeKey: `${template}:${order.id}`,
    },
  ]);
}

export const stseRegisteredMessage = (
  context: Pick<DataContext, 'publicUrl'>,
  candidate: Candidate,
): QueuedMessage => ({
  template: 'stse-registered',
  to: candidateRecipient(candidate),
  variables: {
    name: candidate.name,
    rollNo: candidate.rollNo,
    link: portalLink(context, ADMIT_CARD_PATH),
  },
  dedupeKey: `stse-registered:${candidate.id}`,
});

/** Queues, in `tx`, the admin's reply (the ticket's last message) to the ticket's student. */
export async function queueTicketReplied(context: DataContext, tx: Tx, ticket: Ticket) {
  const student = await findStudent(tx, ticket.studentId);
  const reply = ticket.messages.at(-1);
  if (!student || !reply) return;
  await queueMessages(tx, context.now(), [
    {
      template: 'ticket-replied',
      to: studentRecipient(student),
      variables: {
        name: student.name,
        subject: ticket.subject,
        link: portalLink(context, SUPPORT_PATH),
      },
      dedupeKey: `ticket-replied:${ticket.id}:${reply.id}`,
    },
  ]);
}

/**
 * One message per channel to each candidate `which` picks, in one INSERT … SELECT: the records
 * never pass through the server (a lakh of candidates when results are published, ten thousand
 * given a centre at once). A candidate has no account: e-mail when known, SMS when the mobile is
 * (as `queueMessages` reaches someone without preferences), in the language they registered in. `variables` and `dedupeKey` are SQL
 * over the candidate's row `c`; the dedupe key gets the channel after it.
 */
async function queueToCandidates(
  context: DataContext,
  tx: Tx,
  message: { template: TemplateKey; which: SQL; variables: SQL; dedupeKey: SQL },
): Promise<void> {
  const at = context.now().getTime();
  await tx.execute(sql`
    insert into ${t.outboxMessages}
      (id, channel, recipient, template, language, variables, dedupe_key, status, attempts,
       next_attempt_at, created_at, attempt_log)
    select gen_random_uuid()::text, reach.channel, reach.recipient, ${message.template}::text,
           c.language, ${message.variables}, ${message.dedupeKey} || ':' || reach.channel, 'queued', 0,
           ${at}::bigint, ${at}::bigint, '[]'::jsonb
      from ${t.candidates} c
     cross join lateral (values ('email', c.doc->>'email'), ('sms', c.doc->>'mobile'))
           as reach(channel, recipient)
     where ${message.which} and coalesce(reach.recipient, '') <> ''
        on conflict (dedupe_key) do nothing`);
}

/** Results published: every candidate with marks is told once, however often they are published. */
export function queueResultsPublished(context: DataContext, tx: Tx): Promise<void> {
  return queueToCandidates(context, tx, {
    template: 'stse-results',
    which: sql`c.marks is not null`,
    variables: sql`jsonb_build_object('name', c.doc->>'name', 'rollNo', c.roll_no, 'link', ${portalLink(context, RESULTS_PATH)}::text)`,
    dedupeKey: sql`'stse-results:' || c.id`,
  });
}

/** The admit card once a centre is assigned; a new centre is told again, the same one once. */
export function queueAdmitCards(
  context: DataContext,
  tx: Tx,
  candidateIds: readonly string[],
  centre: string,
): Promise<void> {
  return queueToCandidates(context, tx, {
    template: 'stse-admit-card',
    which: sql`c.id = any(${sql.param([...candidateIds])}::text[])`,
    variables: sql`jsonb_build_object('name', c.doc->>'name', 'rollNo', c.roll_no, 'centre', ${centre}::text, 'link', ${portalLink(context, ADMIT_CARD_PATH)}::text)`,
    dedupeKey: sql`'stse-admit-card:' || c.id || ':' || ${centre}::text`,
  });
}
