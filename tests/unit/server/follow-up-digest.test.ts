// @vitest-environment node
// A counsellor's morning digest on the server: from 08:00 India time each active counsellor with
// open enquiries due today (the overdue included) gets one e-mail listing them, to their own
// address; nothing before 08:00 or after noon, nothing a second time the same day (another run,
// another server), nothing to a counsellor with none due nor to an inactive one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { AuditActor, StaffMember } from '@/data';
import type { Enquiry } from '@/data/schemas/enquiries';
import { writeEnquiries } from '../../../server/data/enquiry-intake';
import {
  queueFollowUpDigests,
  scheduleFollowUpDigests,
} from '../../../server/data/follow-up-digest';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';

const OWNER: AuditActor = { id: 'admin', name: 'Admin', role: 'admin' };
const PUBLIC_URL = 'http://localhost:4173';
/** 10 December 2026: 07:59, 08:00 and 12:00 India time. */
const BEFORE_EIGHT = new Date('2026-12-10T02:29:00.000Z');
const EIGHT = new Date('2026-12-10T02:30:00.000Z');
const NOON = new Date('2026-12-10T06:30:00.000Z');

let database: Database;
let data: PortalData;
let clock = BEFORE_EIGHT;
let meera: StaffMember;
let neel: StaffMember;
let old: StaffMember;

const outbox = async () =>
  (
    (await database.db.execute(
      sql`select channel, recipient, variables, dedupe_key as "dedupeKey" from outbox_messages where template = 'follow-up-digest' order by dedupe_key`,
    )) as {
      rows: Array<{
        channel: string;
        recipient: string;
        variables: Record<string, string>;
        dedupeKey: string;
      }>;
    }
  ).rows;

/** An open enquiry at New, assigned and due when given. */
function enquiry(
  id: string,
  name: string,
  mobile: string,
  assigneeId: string,
  nextFollowUpAt: string,
  overrides: Partial<Enquiry> = {},
): Enquiry {
  const at = '2026-12-01T05:00:00.000Z';
  return {
    id,
    name,
    mobile,
    email: '',
    currentClass: 11,
    schoolName: '',
    interest: 'Engineering',
    source: 'walk-in',
    stageId: 'new',
    open: true,
    assigneeId,
    nextFollowUpAt,
    createdAt: at,
    updatedAt: at,
    reached: { new: at },
    contacts: [{ at, source: 'walk-in', name, mobile, email: '', message: '' }],
    events: [{ at, by: 'Office', kind: 'created', source: 'walk-in', stageId: 'new' }],
    ...overrides,
  };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db, () => clock, {});
  data = createPortalData({
    db: database.db,
    now: () => clock,
    actor: OWNER,
    publicUrl: PUBLIC_URL,
  });
  const counsellor = (name: string, email: string) =>
    data.addStaff({ name, email, staffRole: 'counsellor' });
  meera = await counsellor('Meera Nair', 'meera@example.com');
  neel = await counsellor('Neel Shah', 'neel@example.com');
  old = await counsellor('Old Hand', 'old@example.com');
  await data.updateStaff(old.id, { name: old.name, staffRole: 'counsellor', active: false });
  await database.db.transaction((tx) =>
    writeEnquiries(tx, [
      // Meera's: one overdue since yesterday, one this afternoon, one just after midnight.
      enquiry('enquiry-1', 'Kabir Mehta', '9811100001', meera.id, '2026-12-09T10:00:00.000Z'),
      enquiry('enquiry-2', 'Riya Sharma', '9811100002', meera.id, '2026-12-10T09:30:00.000Z'),
      enquiry('enquiry-3', 'Tara Singh', '9811100003', meera.id, '2026-12-10T18:30:00.000Z'),
      // Hers too but closed (lost): nothing to follow up.
      enquiry('enquiry-4', 'Ira Das', '9811100004', meera.id, '2026-12-10T05:00:00.000Z', {
        open: false,
        stageId: 'lost',
      }),
      // Neel's: only tomorrow's.
      enquiry('enquiry-5', 'Dev Joshi', '9811100005', neel.id, '2026-12-11T06:00:00.000Z'),
      // The inactive counsellor's, due today: no digest (the office reassigns it).
      enquiry('enquiry-6', 'Om Pillai', '9811100006', old.id, '2026-12-10T06:00:00.000Z'),
    ]),
  );
}, 60_000);
afterAll(() => database.close());

const MEERAS_DIGEST = () => ({
  channel: 'email',
  recipient: 'meera@example.com',
  dedupeKey: `follow-up-digest:${meera.id}:2026-12-10:email`,
  variables: {
    name: 'Meera Nair',
    date: '10 Dec 2026',
    count: '2',
    list: [
      '- Kabir Mehta, 9811100001, 9 Dec 2026, 3:30 pm (overdue)',
      '- Riya Sharma, 9811100002, 10 Dec 2026, 3:00 pm',
    ].join('\n'),
    link: `${PUBLIC_URL}/admin/enquiries`,
  },
});

test('before 08:00 India time nothing is queued', async () => {
  clock = BEFORE_EIGHT;
  expect(await queueFollowUpDigests(data.context)).toBe(0);
  expect(await outbox()).toEqual([]);
});

test('at 08:00 one e-mail to the counsellor with enquiries due, listing the two due today; none to the others', async () => {
  clock = EIGHT;
  expect(await queueFollowUpDigests(data.context)).toBe(1);
  expect(await outbox()).toEqual([MEERAS_DIGEST()]);
});

test('a second run (later, or another server) queues nothing new', async () => {
  clock = new Date(EIGHT.getTime() + 5 * 60_000);
  expect(await queueFollowUpDigests(data.context)).toBe(0);
  expect(await outbox()).toEqual([MEERAS_DIGEST()]);
});

test('from noon no digest is queued (a follow-up set for today after the morning)', async () => {
  await database.db.transaction((tx) =>
    writeEnquiries(tx, [
      enquiry('enquiry-7', 'Zoya Khan', '9811100007', neel.id, '2026-12-10T11:00:00.000Z'),
    ]),
  );
  clock = NOON;
  expect(await queueFollowUpDigests(data.context)).toBe(0);
  expect(await outbox()).toEqual([MEERAS_DIGEST()]);
});

test('the timer: the next morning, two servers queue each digest once', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    // 11 December, 08:05 India time: Meera's Tara and Neel's Dev are due today.
    clock = new Date('2026-12-11T02:35:00.000Z');
    const errors: unknown[] = [];
    const timers = [1, 2].map(() =>
      scheduleFollowUpDigests(data.context, (error) => errors.push(error), 60_000),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all(timers.map((timer) => timer.stop()));
    expect(errors).toEqual([]);
    const day = (await outbox())
      .filter((row) => row.dedupeKey.includes(':2026-12-11:'))
      .sort((a, b) => a.recipient.localeCompare(b.recipient));
    // Nothing was recorded yesterday: yesterday's follow-ups are overdue now, listed first.
    expect(day.map((row) => [row.recipient, row.variables.count, row.variables.list])).toEqual([
      [
        'meera@example.com',
        '3',
        [
          '- Kabir Mehta, 9811100001, 9 Dec 2026, 3:30 pm (overdue)',
          '- Riya Sharma, 9811100002, 10 Dec 2026, 3:00 pm (overdue)',
          '- Tara Singh, 9811100003, 11 Dec 2026, 12:00 am (overdue)',
        ].join('\n'),
      ],
      [
        'neel@example.com',
        '2',
        [
          '- Zoya Khan, 9811100007, 10 Dec 2026, 4:30 pm (overdue)',
          '- Dev Joshi, 9811100005, 11 Dec 2026, 11:30 am',
        ].join('\n'),
      ],
    ]);
  } finally {
    vi.useRealTimers();
  }
});
