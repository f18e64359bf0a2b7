// @vitest-environment node
// What sends what, on the real server's operations over PGlite: each event queues its messages
// in the outbox inside the change's own transaction (template, channel, recipient, variables,
// dedupe key), a change that fails queues nothing, a repeat queues once, the recipient's
// channels are respected, and the fee reminders' timer with a fake clock.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/data';
import type { AuditActor, Candidate, PaymentOrder, Student, Ticket } from '@/data';
import type { DataContext } from '../../../server/data/context';
import { queueFeeReminders, scheduleFeeReminders } from '../../../server/data/fee-reminders';
import { failProviderOrder, recordProviderPayment } from '../../../server/data/online-payments';
import { insertOrder } from '../../../server/data/payment-orders';
import { recordInLedger } from '../../../server/data/payments';
import { createPortalData } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import * as t from '../../../server/db/schema';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { newCandidate, storedCandidate, storedStudent } from '../contract/fixtures';

/** The portal's address in these tests (the server is given none: no channel is set up). */
const PUBLIC_URL = 'http://localhost:4173';
const ADMIN: AuditActor = { id: 'admin-1', name: 'Office', role: 'admin' };
/** 10 December 2026, 9:30 India time. */
const MORNING = new Date('2026-12-10T04:00:00.000Z');

let server: TestServer;
let clock = MORNING;
let data: PortalData;
let context: DataContext;

beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => clock);
  data = createPortalData({
    db: server.server.database.db,
    now: () => clock,
    actor: ADMIN,
    publicUrl: PUBLIC_URL,
  });
  context = data.context;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const asha: Student = storedStudent('SANK26120001', {
  id: 'student-asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9811100001',
  whatsapp: '9811100009',
  feeDetails: {
    totalFee: 120000,
    installments: [
      { id: 'asha-1', amount: 40000, paidAmount: 0, dueDate: '2026-12-13', status: 'Pending' },
      { id: 'asha-2', amount: 40000, paidAmount: 15000, dueDate: '2026-12-10', status: 'Partial' },
      { id: 'asha-3', amount: 40000, paidAmount: 0, dueDate: '2027-04-10', status: 'Pending' },
    ],
  },
});
const ravi: Student = storedStudent('SANK26120002', {
  id: 'student-ravi',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '9811100002',
  feeDetails: {
    totalFee: 80000,
    installments: [
      { id: 'ravi-1', amount: 40000, paidAmount: 0, dueDate: '2026-12-03', status: 'Pending' },
      { id: 'ravi-2', amount: 40000, paidAmount: 40000, dueDate: '2026-12-10', status: 'Paid' },
    ],
  },
});
const marked = (rollNo: string, overrides: Partial<Candidate>) =>
  storedCandidate(rollNo, { id: `candidate-${rollNo}`, name: `Candidate ${rollNo}`, ...overrides });

beforeEach(async () => {
  clock = MORNING;
  await server.reset({
    students: [asha, ravi],
    settings: { ...DEFAULT_SETTINGS, payee: { ...DEFAULT_SETTINGS.payee, upiId: 'sankalp@sbi' } },
  });
  await server.server.database.db.execute(sql`truncate table outbox_messages, message_preferences`);
});
afterEach(() => {
  vi.useRealTimers();
});

type Row = {
  channel: string;
  recipient: string;
  template: string;
  variables: Record<string, string>;
  dedupeKey: string;
  status: string;
  attachment: unknown;
};

async function outbox(): Promise<Row[]> {
  const rows = await server.server.database.db
    .select({
      channel: t.outboxMessages.channel,
      recipient: t.outboxMessages.recipient,
      template: t.outboxMessages.template,
      variables: t.outboxMessages.variables,
      dedupeKey: t.outboxMessages.dedupeKey,
      status: t.outboxMessages.status,
      attachment: t.outboxMessages.attachment,
    })
    .from(t.outboxMessages);
  return rows.sort((a, b) => a.dedupeKey.localeCompare(b.dedupeKey));
}

const keysOf = (rows: Row[]) => rows.map((row) => row.dedupeKey);

async function setPreferences(
  subjectId: string,
  doc: { sms: boolean; whatsapp: boolean; whatsappOptInAt: string | null },
) {
  await server.server.database.db.insert(t.messagePreferences).values({ subjectId, doc });
}

const cashFor = (student: Student, installmentId: string, amount: number) => ({
  studentId: student.id,
  installmentId,
  amount,
  mode: 'Cash' as const,
  reference: '',
  receivedBy: 'Office',
});

describe('payment received', () => {
  test("the office's payment queues the receipt to the student, by e-mail and SMS", async () => {
    const payment = await data.recordPayment(cashFor(asha, 'asha-1', 12500));
    const variables = {
      name: 'Asha Rao',
      amount: '12,500',
      receiptNo: payment.receiptNo!,
      installment: '1',
      date: '10 Dec 2026',
    };
    const attachment = { kind: 'receipt', paymentId: payment.id };
    expect(await outbox()).toEqual([
      {
        channel: 'email',
        recipient: 'asha@example.com',
        template: 'payment-received',
        variables,
        dedupeKey: `payment-received:${payment.id}:email`,
        status: 'queued',
        attachment,
      },
      {
        channel: 'sms',
        recipient: '9811100001',
        template: 'payment-received',
        variables,
        dedupeKey: `payment-received:${payment.id}:sms`,
        status: 'queued',
        attachment,
      },
    ]);
  });

  test('a refused payment, and a payment whose transaction fails later, queue nothing', async () => {
    await expect(data.recordPayment(cashFor(ravi, 'ravi-2', 100))).rejects.toThrow();
    await expect(
      context.db.transaction(async (tx) => {
        await recordInLedger(context, tx, cashFor(asha, 'asha-1', 100));
        throw new Error('a later step of the change fails');
      }),
    ).rejects.toThrow('a later step');
    expect(await outbox()).toEqual([]);
    // Only the seed's opening balances: no receipt was issued.
    expect((await data.listPayments()).filter((payment) => payment.receiptNo !== null)).toEqual([]);
  });

  test("a confirmed UPI transfer queues the receipt; the provider's payment reported twice queues once", async () => {
    const upi = await data.submitUpiPayment({
      studentId: asha.id,
      installmentId: 'asha-1',
      amount: 40000,
      utr: '400000000001',
    });
    const confirmed = await data.confirmUpiPayment(upi.id);
    await insertGatewayOrder(gatewayOrder('order-online', 'asha-2', 25000));
    const reported = { orderId: 'rzp_order_1', paymentId: 'pay_1', amountPaise: 25000_00 };
    expect(await recordProviderPayment(context, reported)).toBe('recorded');
    expect(await recordProviderPayment(context, reported)).toBe('already-recorded');
    const online = await data.getPaymentOrder('order-online');
    expect(keysOf(await outbox())).toEqual(
      [
        `payment-received:${confirmed.paymentId}:email`,
        `payment-received:${confirmed.paymentId}:sms`,
        `payment-received:${online!.paymentId}:email`,
        `payment-received:${online!.paymentId}:sms`,
      ].sort((a, b) => a.localeCompare(b)),
    );
  });
});

const insertGatewayOrder = (order: PaymentOrder) =>
  context.db.transaction((tx) => insertOrder(context, tx, order));

function gatewayOrder(id: string, installmentId: string, amount: number): PaymentOrder {
  return {
    id,
    method: 'Gateway',
    status: 'Pending',
    studentId: asha.id,
    installmentId,
    amount,
    createdAt: MORNING.toISOString(),
    updatedAt: MORNING.toISOString(),
    provider: { name: 'razorpay', orderId: 'rzp_order_1' },
  };
}

describe('payment failed or rejected', () => {
  test("the provider's failure queues its reason once, however often it is reported", async () => {
    await insertGatewayOrder(gatewayOrder('order-online', 'asha-2', 25000));
    await failProviderOrder(context, 'rzp_order_1', 'Your bank declined the payment.');
    await failProviderOrder(context, 'rzp_order_1', 'Your bank declined the payment.');
    const variables = {
      name: 'Asha Rao',
      amount: '25,000',
      installment: '2',
      reason: 'Your bank declined the payment.',
    };
    expect(await outbox()).toMatchObject([
      {
        channel: 'email',
        template: 'payment-failed',
        variables,
        dedupeKey: 'payment-failed:order-online:email',
      },
      {
        channel: 'sms',
        template: 'payment-failed',
        variables,
        dedupeKey: 'payment-failed:order-online:sms',
      },
    ]);
  });

  test("the office's rejection of a UPI transfer queues its reason", async () => {
    const upi = await data.submitUpiPayment({
      studentId: asha.id,
      installmentId: 'asha-3',
      amount: 40000,
      utr: '400000000002',
    });
    await data.rejectUpiPayment(upi.id, 'No transfer with this UTR reached the account.');
    expect(await outbox()).toMatchObject([
      {
        channel: 'email',
        recipient: 'asha@example.com',
        template: 'payment-rejected',
        variables: {
          name: 'Asha Rao',
          amount: '40,000',
          installment: '3',
          reason: 'No transfer with this UTR reached the account.',
        },
        dedupeKey: `payment-rejected:${upi.id}:email`,
      },
      { channel: 'sms', recipient: '9811100001', dedupeKey: `payment-rejected:${upi.id}:sms` },
    ]);
  });
});

describe('preferences', () => {
  test('SMS off: e-mail only; WhatsApp with its opt-in: to the WhatsApp number', async () => {
    await setPreferences(asha.id, {
      sms: false,
      whatsapp: true,
      whatsappOptInAt: '2026-12-01T05:00:00.000Z',
    });
    // Ravi chose WhatsApp without the opt-in recorded: no WhatsApp.
    await setPreferences(ravi.id, { sms: true, whatsapp: true, whatsappOptInAt: null });
    const first = await data.recordPayment(cashFor(asha, 'asha-1', 100));
    const second = await data.recordPayment(cashFor(ravi, 'ravi-1', 100));
    expect(
      (await outbox()).map(({ channel, recipient, dedupeKey }) => ({
        channel,
        recipient,
        dedupeKey,
      })),
    ).toEqual(
      [
        { channel: 'email', recipient: 'asha@example.com', key: first.id },
        { channel: 'whatsapp', recipient: '9811100009', key: first.id },
        { channel: 'email', recipient: 'ravi@example.com', key: second.id },
        { channel: 'sms', recipient: '9811100002', key: second.id },
      ]
        .map(({ key, ...rest }) => ({
          ...rest,
          dedupeKey: `payment-received:${key}:${rest.channel}`,
        }))
        .sort((a, b) => a.dedupeKey.localeCompare(b.dedupeKey)),
    );
  });
});

describe('STSE', () => {
  test('every registration queues its roll number: the form, a school or the admin in bulk', async () => {
    const visitor = data.as({ id: 'visitor', name: 'Visitor', role: 'visitor' });
    const one = await visitor.addCandidate({
      ...newCandidate(),
      name: 'Meera Joshi',
      email: 'meera@example.com',
      mobile: '9811100003',
    });
    const many = await data.addCandidates([
      { ...newCandidate(), name: 'Kabir Singh', email: 'kabir@example.com' },
    ]);
    const rows = await outbox();
    expect(rows).toContainEqual({
      channel: 'email',
      recipient: 'meera@example.com',
      template: 'stse-registered',
      variables: { name: 'Meera Joshi', rollNo: one.rollNo, link: `${PUBLIC_URL}/stse-admit-card` },
      dedupeKey: `stse-registered:${one.id}:email`,
      status: 'queued',
      attachment: null,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        recipient: '9811100003',
        dedupeKey: `stse-registered:${one.id}:sms`,
      }),
    );
    expect(keysOf(rows)).toContain(`stse-registered:${many[0]!.id}:email`);
    // No account: no WhatsApp.
    expect(rows.filter((row) => row.channel === 'whatsapp')).toEqual([]);
  });

  test('issue 33 (5): one address gets at most 3 confirmations a day; the registrations past it still succeed', async () => {
    const visitor = data.as({ id: 'visitor', name: 'Visitor', role: 'visitor' });
    const victim = { email: 'victim@example.com', mobile: '9811100007' };
    const first = await visitor.addCandidate({ ...newCandidate(), ...victim, name: 'Meera Joshi' });
    // A school's list in one call counts each row, and the limit holds across calls.
    const listed = await data.addCandidates([
      { ...newCandidate(), ...victim, name: 'Kabir Singh' },
      { ...newCandidate(), ...victim, name: 'Anil Mehta' },
      { ...newCandidate(), ...victim, name: 'Sara Khan' },
    ]);
    clock = new Date(MORNING.getTime() + 23 * 60 * 60_000);
    const late = await visitor.addCandidate({ ...newCandidate(), ...victim, name: 'Ravi Rao' });
    const registered = [first, ...listed, late];
    expect(registered.every((candidate) => candidate.rollNo !== '')).toBe(true);
    expect(await data.queryCandidates({ page: 1, pageSize: 10 })).toMatchObject({ total: 5 });

    const confirmations = (channel: string) =>
      outbox().then((rows) =>
        rows.filter((row) => row.channel === channel && row.template === 'stse-registered'),
      );
    const firstThree = registered.slice(0, 3).map((candidate) => candidate.id);
    for (const channel of ['email', 'sms']) {
      expect((await confirmations(channel)).map((row) => row.dedupeKey).sort()).toEqual(
        firstThree.map((id) => `stse-registered:${id}:${channel}`).sort(),
      );
    }

    // A day after the first, the address may hear again.
    clock = new Date(MORNING.getTime() + 24 * 60 * 60_000 + 1);
    const nextDay = await visitor.addCandidate({ ...newCandidate(), ...victim, name: 'Neha Das' });
    expect((await confirmations('email')).map((row) => row.dedupeKey)).toContain(
      `stse-registered:${nextDay.id}:email`,
    );
  });

  test('a centre assigned queues the admit card once; a new centre queues it again', async () => {
    await server.reset({ stseCandidates: [marked('STSE2026001', {})] });
    const id = 'candidate-STSE2026001';
    await data.assignExamCenter([id], 'Noida Centre');
    await data.assignExamCenter([id], 'Noida Centre');
    expect(await outbox()).toMatchObject([
      {
        channel: 'email',
        template: 'stse-admit-card',
        variables: {
          name: 'Candidate STSE2026001',
          rollNo: 'STSE2026001',
          centre: 'Noida Centre',
          link: `${PUBLIC_URL}/stse-admit-card`,
        },
        dedupeKey: `stse-admit-card:${id}:Noida Centre:email`,
      },
      { channel: 'sms', dedupeKey: `stse-admit-card:${id}:Noida Centre:sms` },
    ]);
    await data.assignExamCenter([id], 'Delhi Centre');
    expect(keysOf(await outbox())).toEqual([
      `stse-admit-card:${id}:Delhi Centre:email`,
      `stse-admit-card:${id}:Delhi Centre:sms`,
      `stse-admit-card:${id}:Noida Centre:email`,
      `stse-admit-card:${id}:Noida Centre:sms`,
    ]);
  });

  test('an assignment refused for an unknown candidate queues nothing', async () => {
    await server.reset({ stseCandidates: [marked('STSE2026001', {})] });
    await expect(
      data.assignExamCenter(['candidate-STSE2026001', 'nobody'], 'Noida Centre'),
    ).rejects.toThrow();
    expect(await outbox()).toEqual([]);
  });

  test('results published: every candidate with marks, once, by what they registered', async () => {
    await server.reset({
      stseCandidates: [
        marked('STSE2026001', { marks: 88 }),
        // A school's registration with the mobile still to come: e-mail only.
        marked('STSE2026002', {
          marks: 40,
          mobile: '',
          whatsapp: '',
          email: 'b@example.com',
          pendingDetails: ['mobile', 'whatsapp'],
        }),
        marked('STSE2026003', { absent: true }),
        marked('STSE2026004', {}),
      ],
    });
    await data.setResultsPublished(true);
    await data.setResultsPublished(false);
    await data.setResultsPublished(true);
    const link = `${PUBLIC_URL}/results`;
    expect(await outbox()).toEqual([
      {
        channel: 'email',
        recipient: 'aarav.gupta@example.com',
        template: 'stse-results',
        variables: { name: 'Candidate STSE2026001', rollNo: 'STSE2026001', link },
        dedupeKey: 'stse-results:candidate-STSE2026001:email',
        status: 'queued',
        attachment: null,
      },
      {
        channel: 'sms',
        recipient: '9810011223',
        template: 'stse-results',
        variables: { name: 'Candidate STSE2026001', rollNo: 'STSE2026001', link },
        dedupeKey: 'stse-results:candidate-STSE2026001:sms',
        status: 'queued',
        attachment: null,
      },
      {
        channel: 'email',
        recipient: 'b@example.com',
        template: 'stse-results',
        variables: { name: 'Candidate STSE2026002', rollNo: 'STSE2026002', link },
        dedupeKey: 'stse-results:candidate-STSE2026002:email',
        status: 'queued',
        attachment: null,
      },
    ]);
  });
});

describe('support', () => {
  test("the admin's reply queues a message to the ticket's student; the student's own does not", async () => {
    const ticket: Ticket = await data.addTicket(asha.id, 'Fee receipt missing');
    await data.addMessage(ticket.id, 'Student', 'Where is my receipt?');
    expect(await outbox()).toEqual([]);
    const replied = await data.addMessage(ticket.id, 'Admin', 'It is on your Receipts page.');
    const replyId = replied.messages.at(-1)!.id;
    expect(await outbox()).toMatchObject([
      {
        channel: 'email',
        recipient: 'asha@example.com',
        template: 'ticket-replied',
        variables: {
          name: 'Asha Rao',
          subject: 'Fee receipt missing',
          link: `${PUBLIC_URL}/student/support`,
        },
        dedupeKey: `ticket-replied:${ticket.id}:${replyId}:email`,
      },
      { channel: 'sms', recipient: '9811100001' },
    ]);
  });
});

describe('fee reminders', () => {
  const reminder = (
    student: Student,
    installmentId: string,
    stage: string,
    variables: Record<string, string>,
  ) =>
    ['email', 'sms'].map((channel) => ({
      channel,
      recipient: channel === 'email' ? student.email : student.mobile,
      template: `fee-reminder-${stage}`,
      variables: {
        name: student.name,
        rollNo: student.rollNo,
        link: `${PUBLIC_URL}/student/fees`,
        ...variables,
      },
      dedupeKey: `fee-reminder:${student.id}:${installmentId}:${stage}:${channel}`,
      status: 'queued',
      attachment: null,
    }));
  const DAY_OF_10_DECEMBER = [
    ...reminder(asha, 'asha-1', 'before', {
      installment: '1',
      amount: '40,000',
      dueDate: '13 Dec 2026',
    }),
    ...reminder(asha, 'asha-2', 'due', {
      installment: '2',
      amount: '25,000',
      dueDate: '10 Dec 2026',
    }),
    ...reminder(ravi, 'ravi-1', 'overdue', {
      installment: '1',
      amount: '40,000',
      dueDate: '3 Dec 2026',
    }),
  ].sort((a, b) => a.dedupeKey.localeCompare(b.dedupeKey));

  test("the day's reminders, for what remains; a second run (another server) queues none again", async () => {
    expect(await queueFeeReminders(context)).toBe(3);
    expect(await queueFeeReminders(context)).toBe(3);
    expect(await outbox()).toEqual(DAY_OF_10_DECEMBER);
  });

  test('the timer, with a fake clock: nothing before 9:00 IST, then the day once, whoever runs it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const runEvery = async (at: Date, servers = 1) => {
      clock = at;
      const timers = Array.from({ length: servers }, () =>
        scheduleFeeReminders(context, (error) => errors.push(error), 60_000),
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(await outbox()).toHaveLength(outboxBefore);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all(timers.map((timer) => timer.stop()));
    };
    let outboxBefore = 0;
    // 08:59 IST: nothing.
    await runEvery(new Date('2026-12-10T03:29:00.000Z'));
    expect(await outbox()).toEqual([]);
    // 09:00 IST: the day's reminders; two servers at 09:05 and one at 23:59 IST add none.
    await runEvery(new Date('2026-12-10T03:30:00.000Z'));
    expect(await outbox()).toEqual(DAY_OF_10_DECEMBER);
    outboxBefore = DAY_OF_10_DECEMBER.length;
    await runEvery(new Date('2026-12-10T03:35:00.000Z'), 2);
    await runEvery(new Date('2026-12-10T18:29:00.000Z'));
    expect(await outbox()).toEqual(DAY_OF_10_DECEMBER);
    // 00:00 IST on the 11th (18:30 UTC): none until 9:00.
    await runEvery(new Date('2026-12-10T18:30:00.000Z'));
    expect(await outbox()).toEqual(DAY_OF_10_DECEMBER);
    expect(errors).toEqual([]);
  });

  test('a payment meanwhile: an installment paid before 9:00 is not reminded', async () => {
    clock = new Date('2026-12-10T02:00:00.000Z');
    await data.recordPayment(cashFor(asha, 'asha-2', 25000));
    await server.server.database.db.execute(sql`truncate table outbox_messages`);
    clock = MORNING;
    await queueFeeReminders(context);
    expect(keysOf(await outbox())).not.toContain('fee-reminder:student-asha:asha-2:due:email');
    expect(keysOf(await outbox())).toContain('fee-reminder:student-asha:asha-1:before:email');
  });

  test('the lookup by due date is served by its index (migration 0018), not a read of every student', async () => {
    const plan = await server.server.database.db.transaction(async (tx) => {
      // On a table this small a full read is cheaper; the question is whether the index fits.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from students where ("students"."doc"->'feeDetails'->'installments') @> ${'[{"dueDate":"2026-12-10"}]'}::jsonb`,
      );
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain(
      'students_installment_due',
    );
  });
});
