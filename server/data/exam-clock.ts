// The online tests' clock, run by every server: the time-out sweep closes the attempts whose
// deadline and grace have passed (their pages may never come back to submit) and scores them, and
// the monitor's tick adds this server's accepted saves to the per-minute counts and tells the open
// pages once per tick, instead of once per save.
import { sql } from 'drizzle-orm';
import { EXAM_LIMITS } from '../../src/data/server-exams';
import type { AuditActor, CollectionKey } from '../../src/data/server';
import type { ExamTest } from '../../src/data/server-exams';
import { tidyMarkCounts } from './context';
import type { DataContext } from './context';
import { scoreFinishedAttempts } from './exam-scoring';
import { takeSaveCounts } from './exam-memory';

export const EXAM_SWEEP_EVERY_MS = 15_000;
export const EXAM_TICK_EVERY_MS = 5_000;

/** Who a time-out's marks are recorded as in the audit log. */
export const EXAM_CLOCK_ACTOR: AuditActor = {
  id: 'exam-clock',
  name: 'Online test clock',
  role: 'visitor',
};

const GRACE_MS = EXAM_LIMITS.graceSeconds * 1000;

/**
 * Times out every attempt still running past its deadline and grace (submitted at its deadline,
 * with its exact answered count) and scores them per test, in one transaction. Any number of
 * servers may sweep at once: the UPDATE's row locks let each attempt be timed out by one only.
 * Returns how many attempts were timed out.
 */
export async function sweepTimedOutAttempts(context: DataContext): Promise<number> {
  const sweeper = { ...context, actor: EXAM_CLOCK_ACTOR };
  const at = context.now().getTime();
  const { swept, stse } = await context.db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`update exam_attempts a set
        status = 'timed-out', submitted_at = a.deadline,
        answered = (select count(*) from exam_responses r where r.attempt_id = a.id
          and r.answer is not null and r.answer not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))
      where a.status = 'in-progress' and a.deadline + ${GRACE_MS} < ${at}
      returning a.id, a.test_id as "testId"`)) as { rows: Array<{ id: string; testId: string }> };
    const byTest = new Map<string, string[]>();
    for (const { id, testId } of rows) byTest.set(testId, [...(byTest.get(testId) ?? []), id]);
    let stse = false;
    for (const [testId, ids] of byTest) {
      const { rows: tests } = (await tx.execute(
        sql`select doc from exam_tests where id = ${testId}`,
      )) as { rows: Array<{ doc: ExamTest }> };
      const test = tests[0]?.doc;
      if (!test) continue;
      stse ||= test.audience.kind === 'stse';
      await scoreFinishedAttempts(sweeper, tx, test, ids);
    }
    return { swept: rows.length, stse };
  });
  if (stse && swept > 1) await tidyMarkCounts(context.db);
  return swept;
}

/**
 * Adds this server's saves since the last tick to each test's minute, and returns whether any
 * were added (the monitor's pages are then told).
 */
export async function recordSaveCounts(context: DataContext): Promise<boolean> {
  const counts = takeSaveCounts(context.db);
  if (counts.size === 0) return false;
  const minute = Math.floor(context.now().getTime() / 60_000) * 60_000;
  const rows = [...counts].map(([testId, saves]) => ({ test_id: testId, saves }));
  await context.db.execute(sql`insert into exam_save_minutes (test_id, minute, saves)
    select v.test_id, ${minute}, v.saves
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(test_id text, saves integer)
    on conflict (test_id, minute) do update set saves = exam_save_minutes.saves + excluded.saves`);
  return true;
}

/**
 * Starts the sweep and the monitor's tick on timers that never keep the process alive; a run
 * still under way is not joined by another. `stop` ends both and waits for a run under way.
 */
export function scheduleExamClock(
  context: DataContext,
  {
    announce,
    onError,
    sweepEveryMs = EXAM_SWEEP_EVERY_MS,
    tickEveryMs = EXAM_TICK_EVERY_MS,
  }: {
    /** Tells the open pages these collections changed (the live monitor, the merit list). */
    announce: (keys: readonly CollectionKey[]) => unknown;
    onError: (what: string, error: unknown) => void;
    sweepEveryMs?: number;
    tickEveryMs?: number;
  },
): { stop: () => Promise<void> } {
  let sweeping: Promise<void> | undefined;
  let ticking: Promise<void> | undefined;
  const sweepTimer = setInterval(() => {
    sweeping ??= sweepTimedOutAttempts(context)
      .then(
        (swept) => {
          if (swept > 0) announce(['examAttempts', 'stseCandidates']);
        },
        (error: unknown) => onError('Timing out online test attempts failed', error),
      )
      .finally(() => (sweeping = undefined));
  }, sweepEveryMs);
  const tickTimer = setInterval(() => {
    ticking ??= recordSaveCounts(context)
      .then(
        (recorded) => {
          if (recorded) announce(['examAttempts']);
        },
        (error: unknown) => onError('Counting online test saves failed', error),
      )
      .finally(() => (ticking = undefined));
  }, tickEveryMs);
  sweepTimer.unref();
  tickTimer.unref();
  return {
    async stop() {
      clearInterval(sweepTimer);
      clearInterval(tickTimer);
      await Promise.all([sweeping, ticking]);
      // The saves of the last seconds are counted before the database closes.
      await recordSaveCounts(context).catch((error: unknown) =>
        onError('Counting online test saves failed', error),
      );
    },
  };
}
