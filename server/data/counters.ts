// Counters are rows (the `counters` table): the number of candidates, and how far each series of
// roll and receipt numbers has reached. A writer takes the next value with one
// `insert … on conflict do update … returning`, inside the transaction that writes the numbered
// records: the row stays locked until that transaction ends, so concurrent writers take turns
// (and never repeat or skip a number), and a rollback gives the numbers back with the records.
import { eq, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Tx } from './context';

/** The value of a row inserted just now, before it is seeded (no counter is ever negative). */
const UNSEEDED = -1;

export const CANDIDATE_COUNT = 'candidates';
export const STUDENT_ROLL_SERIES = 'student-roll';
export const stseRollSeries = (prefix: string) => `stse-roll:${prefix.toLowerCase()}`;
export const receiptCounter = (series: string) => `receipt:${series}`;

/**
 * Moves the counter `name` on by `step` from where it stands, or from `floor` if that is higher,
 * and answers its new value. A counter not kept yet (a new series; every one after a restore,
 * which empties the table) is inserted and then seeded with `seed()`, what its records and the
 * issued numbers say, while its new row is locked: a writer arriving meanwhile waits for it.
 */
export async function advanceCounter(
  tx: Tx,
  name: string,
  step: number,
  seed: () => Promise<number>,
  floor = 0,
): Promise<number> {
  const [row] = await tx
    .insert(t.counters)
    .values({ name, value: UNSEEDED })
    .onConflictDoUpdate({
      target: t.counters.name,
      set: { value: sql`greatest(${t.counters.value}, ${floor}) + ${step}` },
    })
    .returning({ value: t.counters.value });
  if (row!.value !== UNSEEDED) return row!.value;
  const value = Math.max(await seed(), floor) + step;
  await tx.update(t.counters).set({ value }).where(eq(t.counters.name, name));
  return value;
}
