// @vitest-environment node
// Messages in the recipient's language, on the real server's operations over PGlite: a student's
// or parent's account language picks the Hindi template when the message is queued, a candidate
// registered in Hindi hears in Hindi, and the worker renders that language's version (the
// admin's where saved, with its own DLT id).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, defaultTemplate } from '@/data';
import type { AuditActor, Student } from '@/data';
import { queueFeeReminders } from '../../../server/data/fee-reminders';
import { createPortalData } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import * as t from '../../../server/db/schema';
import { emailParts, prepareMessage, savedTemplates } from '../../../server/messaging/render';
import { smsText } from '../../../server/messaging/sms';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { newCandidate, storedStudent } from '../contract/fixtures';

const ADMIN: AuditActor = { id: 'admin-1', name: 'Office', role: 'admin' };
/** 10 December 2026, 9:30 India time. */
const MORNING = new Date('2026-12-10T04:00:00.000Z');

let server: TestServer;
let data: PortalData;

beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => MORNING);
  data = createPortalData({
    db: server.server.database.db,
    now: () => MORNING,
    actor: ADMIN,
    publicUrl: 'http://localhost:4173',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const dueToday = (id: string, name: string, mobile: string): Student =>
  storedStudent(`SANK2612${mobile.slice(-4)}`, {
    id,
    name,
    email: `${id}@example.com`,
    mobile,
    feeDetails: {
      totalFee: 40000,
      installments: [
        { id: `${id}-1`, amount: 40000, paidAmount: 0, dueDate: '2026-12-10', status: 'Pending' },
      ],
    },
  });
const asha = dueToday('student-asha', 'Asha Rao', '9811100001');
const ravi = dueToday('student-ravi', 'Ravi Kumar', '9811100002');

async function addAccount(
  id: string,
  role: 'student' | 'parent',
  subjectId: string,
  language: 'en' | 'hi' | null,
) {
  await server.server.database.db.insert(t.users).values({
    id,
    role,
    email: `${id}@example.com`,
    subjectId,
    name: id,
    language,
    createdAt: MORNING.getTime(),
  });
}

type Row = typeof t.outboxMessages.$inferSelect;
const outbox = async (): Promise<Row[]> =>
  (await server.server.database.db.select().from(t.outboxMessages)).sort((a, b) =>
    a.dedupeKey.localeCompare(b.dedupeKey),
  );

async function rendered(row: Row) {
  const db = server.server.database.db;
  return prepareMessage(
    db,
    {
      channel: row.channel as 'email' | 'sms',
      recipient: row.recipient,
      template: row.template as 'fee-reminder-due',
      language: row.language,
      variables: row.variables,
      dedupeKey: row.dedupeKey,
      attachment: null,
    },
    await savedTemplates(db),
  );
}

beforeEach(async () => {
  await server.reset({ students: [asha, ravi], settings: DEFAULT_SETTINGS });
  await server.server.database.db.execute(
    sql`truncate table outbox_messages, message_templates, message_preferences`,
  );
  await server.server.database.db.execute(sql`delete from users where id like 'user-%'`);
  await server.server.database.db.execute(sql`delete from parents where id like 'parent-%'`);
});

describe('messages in the recipient’s language', () => {
  test('a student who chose Hindi gets the Hindi template; one who chose nothing gets English', async () => {
    await addAccount('user-asha', 'student', asha.id, 'hi');
    await addAccount('user-ravi', 'student', ravi.id, null);
    await queueFeeReminders(data.context);
    const rows = await outbox();
    const languages = Object.fromEntries(rows.map((row) => [row.dedupeKey, row.language]));
    expect(languages).toEqual({
      'fee-reminder:student-asha:student-asha-1:due:email': 'hi',
      'fee-reminder:student-asha:student-asha-1:due:sms': 'hi',
      'fee-reminder:student-ravi:student-ravi-1:due:email': 'en',
      'fee-reminder:student-ravi:student-ravi-1:due:sms': 'en',
    });
    const ashaEmail = await rendered(
      rows.find((row) => row.recipient === 'student-asha@example.com')!,
    );
    const email = emailParts(ashaEmail);
    expect(email.subject).toBe('फ़ीस की किस्त 1 आज भरनी है');
    expect(email.text).toContain('प्रिय Asha Rao,');
    expect(email.text).toContain('₹40,000');
    const raviEmail = emailParts(
      await rendered(rows.find((row) => row.recipient === 'student-ravi@example.com')!),
    );
    expect(raviEmail.subject).toBe('Fee installment 1 is due today');
  });

  test('the SMS to a parent’s mobile goes in the parent’s language, with the Hindi DLT template', async () => {
    await addAccount('user-asha', 'student', asha.id, 'en');
    const parent = {
      id: 'parent-1',
      mobile: asha.mobile,
      name: 'Parent',
      createdAt: MORNING.toISOString(),
    };
    await server.server.database.db
      .insert(t.parents)
      .values({ id: parent.id, mobile: parent.mobile, doc: parent });
    await addAccount('user-parent-1', 'parent', parent.id, 'hi');
    // The office entered the Hindi SMS's own DLT id; the English one has none.
    await data.saveMessageTemplate('fee-reminder-due', 'sms', 'hi', {
      ...defaultTemplate('fee-reminder-due', 'sms', 'hi'),
      dltTemplateId: '1107160000000000042',
    });
    await queueFeeReminders(data.context);
    const rows = (await outbox()).filter((row) =>
      row.dedupeKey.startsWith('fee-reminder:student-asha'),
    );
    expect(rows.map((row) => [row.channel, row.language])).toEqual([
      ['email', 'en'],
      ['sms', 'hi'],
    ]);
    const sms = await rendered(rows[1]!);
    expect(sms.text.dltTemplateId).toBe('1107160000000000042');
    expect(smsText(sms)).toEqual({
      text: 'प्रिय Asha Rao, फ़ीस की किस्त 1 के ₹40,000 आज, 10 Dec 2026 को भरने हैं। - Sankalp',
    });
  });

  test('a candidate who registered in Hindi is confirmed in Hindi; one with no language in English', async () => {
    const visitor = data.as({ id: 'visitor', name: 'Visitor', role: 'visitor' });
    const hindi = await visitor.addCandidate({
      ...newCandidate({ email: 'hindi@example.com', mobile: '9822200001' }),
      language: 'hi',
    });
    await visitor.addCandidate(
      newCandidate({ email: 'english@example.com', mobile: '9822200002' }),
    );
    expect(hindi.language).toBe('hi');
    const rows = await outbox();
    expect(
      rows.map((row) => [row.recipient, row.language]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['9822200001', 'hi'],
      ['9822200002', 'en'],
      ['english@example.com', 'en'],
      ['hindi@example.com', 'hi'],
    ]);
    await data.assignExamCenter([hindi.id], 'Noida Centre');
    const admit = (await outbox()).filter((row) => row.template === 'stse-admit-card');
    expect(admit.map((row) => row.language)).toEqual(['hi', 'hi']);
  });
});
