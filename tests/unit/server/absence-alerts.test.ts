// @vitest-environment node
// Absence alerts on the server: nothing leaves while the register may still be corrected; then
// one message per family for the day (siblings absent together are named in one), never a
// second, none for a student corrected to Present within the minutes, nor for a cancelled class.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AuditActor } from '@/data';
import { queueAbsenceAlerts } from '../../../server/data/absence-alerts';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { batchForm } from '../contract/batches-contract';
import { START, createClock, storedStudent } from '../contract/fixtures';

const OWNER: AuditActor = { id: 'admin', name: 'Admin', role: 'admin' };
// Asha and Bina are sisters (one mobile); Chetan is another family's.
const asha = storedStudent('SANK26120001', {
  id: 'student-asha',
  name: 'Asha',
  mobile: '9812345670',
});
const bina = storedStudent('SANK26120002', {
  id: 'student-bina',
  name: 'Bina',
  mobile: '9812345670',
});
const chetan = storedStudent('SANK26120003', {
  id: 'student-chetan',
  name: 'Chetan',
  mobile: '9898989898',
});

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const outbox = async () =>
  (
    (await database.db.execute(
      sql`select template, channel, recipient, variables, dedupe_key as "dedupeKey" from outbox_messages where template = 'absent-today' order by recipient, channel`,
    )) as {
      rows: Array<{
        template: string;
        channel: string;
        recipient: string;
        variables: Record<string, string>;
      }>;
    }
  ).rows;

async function setup(): Promise<{
  data: PortalData;
  clock: ReturnType<typeof createClock>;
  classId: (date: string, startTime?: string) => Promise<string>;
}> {
  const clock = createClock();
  await seedDatabase(database.db, clock.now, { students: [asha, bina, chetan] });
  await database.db.execute(sql`truncate table outbox_messages`);
  const data = createPortalData({ db: database.db, now: clock.now }).as(OWNER);
  const teacher = await data.addStaff({
    name: 'Vikram Verma',
    email: `v${Date.now()}@example.com`,
    staffRole: 'faculty',
  });
  const batch = await data.addBatch(
    batchForm({ capacity: 10, faculty: [{ subject: 'Physics', staffId: teacher.id }] }),
  );
  for (const student of [asha, bina, chetan]) {
    await data.enrolStudent(batch.id, { studentId: student.id, waitIfFull: false });
  }
  const classId = async (date: string, startTime = '16:00') =>
    (
      await data.addExtraClass({
        batchId: batch.id,
        date,
        startTime,
        endTime: `${Number(startTime.slice(0, 2)) + 1}:00`,
        subject: 'Physics',
        staffId: teacher.id,
        room: '',
      })
    ).id;
  return { data, clock, classId };
}

const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000).toISOString();

test('after the minutes to correct: one message per family, siblings together, never twice', async () => {
  const { data, clock, classId } = await setup();
  const today = await classId('2026-11-22');
  await data.submitAttendance(today, {
    submissionId: 's1',
    marks: [
      { studentId: asha.id, status: 'A', markedAt: at(1) },
      { studentId: bina.id, status: 'A', markedAt: at(1) },
      { studentId: chetan.id, status: 'A', markedAt: at(1) },
    ],
  });
  // A mis-tap, corrected within the 15 minutes: Chetan's parent hears nothing.
  clock.advanceMinutes(5);
  await data.submitAttendance(today, {
    submissionId: 's2',
    marks: [{ studentId: chetan.id, status: 'P', markedAt: at(5) }],
  });
  expect(await queueAbsenceAlerts(data.context)).toBe(0);
  expect(await outbox()).toEqual([]);

  clock.advanceMinutes(11);
  expect(await queueAbsenceAlerts(data.context)).toBe(1);
  const sent = await outbox();
  expect(sent.map((row) => [row.channel, row.recipient])).toEqual(
    [
      ['sms', '9812345670'],
      ['email', asha.email],
    ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
  );
  expect(sent[0]?.variables).toEqual({ names: 'Asha and Bina', date: '22 Nov 2026' });

  // Nothing more for that register; Asha absent again in the evening class: no second message.
  expect(await queueAbsenceAlerts(data.context)).toBe(0);
  const evening = await classId('2026-11-22', '18:00');
  await data.submitAttendance(evening, {
    submissionId: 's3',
    marks: [{ studentId: asha.id, status: 'A', markedAt: at(20) }],
  });
  clock.advanceMinutes(20);
  expect(await queueAbsenceAlerts(data.context)).toBe(1);
  expect(await outbox()).toHaveLength(2);
});

test('a cancelled class alerts no one', async () => {
  const { data, clock, classId } = await setup();
  const today = await classId('2026-11-22');
  await data.submitAttendance(today, {
    submissionId: 's1',
    marks: [{ studentId: chetan.id, status: 'A', markedAt: at(1) }],
  });
  await data.cancelSession(today, { reason: 'Power cut' });
  clock.advanceMinutes(30);
  expect(await queueAbsenceAlerts(data.context)).toBe(1);
  expect(await outbox()).toEqual([]);
});
