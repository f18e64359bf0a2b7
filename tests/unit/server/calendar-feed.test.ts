// @vitest-environment node
// GET /calendar/<token>.ics over HTTP, read with a real iCalendar parser (ical.js): a faculty
// member's and a student's classes with their times, a cancelled class, a moved one keeping its
// UID; a reset link's old address is a bare 404, and the log never holds the token.
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LogEntry } from '../../../server/http/request-log';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { START, storedStudent } from '../contract/fixtures';
import { batchForm } from '../contract/batches-contract';
import { member } from '../contract/staff-contract';

let harness: TestServer;
const lines: LogEntry[] = [];
const asha = storedStudent('SANK26120001', { id: 'student-asha', name: 'Asha' });

beforeAll(async () => {
  harness = await startTestServer('pglite', { log: (entry) => lines.push(entry) });
  harness.setClock(() => new Date(START));
  await harness.reset({ students: [asha] });
}, 60_000);
afterAll(() => harness.stop());

const eventsOf = (file: string) =>
  new ICAL.Component(ICAL.parse(file))
    .getAllSubcomponents('vevent')
    .map((event) => new ICAL.Event(event));

test('faculty and student feeds parse, show the classes, a cancellation and a move; a reset ends the old link', async () => {
  const { repository: owner } = await harness.client({ role: 'admin', ...ADMIN });
  const verma = await owner.addStaff(member('Vikram Verma', { staffRole: 'faculty' }));
  const batch = await owner.addBatch(
    batchForm({ name: 'JEE Morning', faculty: [{ subject: 'Physics', staffId: verma.id }] }),
  );
  await owner.enrolStudent(batch.id, { studentId: asha.id, waitIfFull: false });
  const extra = (date: string, startTime: string) =>
    owner.addExtraClass({
      batchId: batch.id,
      date,
      startTime,
      endTime: '11:30',
      subject: 'Physics',
      staffId: verma.id,
      room: 'Room 101',
    });
  const kept = await extra('2026-11-24', '10:00');
  const cancelled = await extra('2026-11-25', '10:00');
  const moved = await extra('2026-11-26', '10:00');
  await owner.cancelSession(cancelled.id, { reason: 'Teacher unwell' });
  await owner.moveSession(moved.id, {
    date: '2026-11-27',
    startTime: '09:00',
    endTime: '10:30',
    room: '',
  });

  const faculty = await harness.staffClient(verma);
  expect(await faculty.calendarLinkStatus()).toEqual({ createdAt: null });
  const link = await faculty.resetCalendarLink();
  expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await faculty.calendarLinkStatus()).toEqual({ createdAt: link.createdAt });

  const url = `${harness.server.url}/calendar/${link.token}.ics`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('private, max-age=900');
  const events = eventsOf(await response.text());
  const byUid = new Map(events.map((event) => [event.uid.split('@')[0], event]));
  expect(events).toHaveLength(3);
  const first = byUid.get(kept.id)!;
  expect(first.summary).toBe('Physics');
  expect(first.location).toBe('Room 101');
  // 10:00 to 11:30 in India.
  expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-24T04:30:00.000Z');
  expect(first.endDate.toJSDate().toISOString()).toBe('2026-11-24T06:00:00.000Z');
  const gone = byUid.get(cancelled.id)!;
  expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(gone.sequence).toBeGreaterThan(first.sequence);
  const movedEvent = byUid.get(moved.id)!;
  expect(movedEvent.startDate.toJSDate().toISOString()).toBe('2026-11-27T03:30:00.000Z');
  expect(movedEvent.sequence).toBeGreaterThan(first.sequence);

  const student = await harness.studentClient(asha);
  const studentLink = await student.resetCalendarLink();
  const studentFeed = await fetch(`${harness.server.url}/calendar/${studentLink.token}.ics`);
  expect(eventsOf(await studentFeed.text()).map((event) => event.uid)).toEqual(
    events.map((event) => event.uid),
  );

  const renewed = await faculty.resetCalendarLink();
  expect(renewed.token).not.toBe(link.token);
  const old = await fetch(url);
  expect(old.status).toBe(404);
  expect(await old.text()).toBe('');
  expect((await fetch(`${harness.server.url}/calendar/${renewed.token}.ics`)).status).toBe(200);
  expect((await fetch(`${harness.server.url}/calendar/nonsense.ics`)).status).toBe(404);

  const audit = await owner.listAuditLog({ page: 1, pageSize: 50, entity: 'calendarLink' });
  expect(audit.rows.map((row) => row.action)).toEqual(
    expect.arrayContaining(['created', 'deleted']),
  );
  const logged = JSON.stringify(lines);
  expect(logged).not.toContain(link.token);
  expect(logged).not.toContain(renewed.token);
  expect(logged).toContain('/calendar/[token].ics');
}, 60_000);
