import type { Page } from '@playwright/test';

// Shared by the server-mode journeys of the institute's day (server-*.spec.ts): requests from the
// signed-in page, and a class of a new batch this evening to take attendance in.

/** A request from the signed-in page itself (its cookie, its origin), answered as JSON. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer: unknown = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: unknown }).data;
    },
    { method, path, body },
  );
  return answer as T;
}

/**
 * A new class-12 batch of this academic year (Room 7) whose every subject the signed-in owner
 * teaches; answers the owner's id and the batch's.
 */
export async function batchTaughtByMe(page: Page, name: string, subjects: readonly string[]) {
  const me = await api<{ id: string }>(page, 'GET', '/api/auth/me');
  const batch = await api<{ id: string }>(page, 'POST', '/api/batches', {
    name,
    program: 'Engineering',
    currentClass: 12,
    stream: 'Non-Medical',
    academicYear: '2026-27',
    startsOn: '2026-04-01',
    endsOn: '2027-03-31',
    capacity: 30,
    faculty: subjects.map((subject) => ({ subject, staffId: me.id })),
    room: 'Room 7',
  });
  return { me, batch };
}

/**
 * With no minutes to correct (Settings), the signed-in owner teaches a class of a new batch this
 * evening (India time), Rahul and Priya in it; answers the class's id.
 */
export async function eveningClassWithNoGrace(page: Page): Promise<string> {
  const settings = await api<{ daily: Record<string, unknown> }>(page, 'GET', '/api/settings');
  await api(page, 'PUT', '/api/settings', { daily: { ...settings.daily, absenceGraceMinutes: 0 } });
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const { me, batch } = await batchTaughtByMe(page, 'Evening Physics', ['Physics']);
  for (const studentId of ['student-rahul-sharma', 'student-priya-verma']) {
    await api(page, 'POST', `/api/batches/${batch.id}/enrolments`, {
      studentId,
      waitIfFull: false,
    });
  }
  const session = await api<{ id: string }>(page, 'POST', '/api/timetable/sessions', {
    batchId: batch.id,
    date: today,
    startTime: '23:00',
    endTime: '23:59',
    subject: 'Physics',
    staffId: me.id,
    room: '',
  });
  return session.id;
}
