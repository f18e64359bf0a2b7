// The candidates' marks and results: marks one at a time or a whole CSV, publishing, and the
// public lookups by roll number and date of birth (the busiest requests on result day).
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  NotFoundError,
  admitCardFor,
  atRow,
  edited,
  inSlices,
  lookedUpCandidate,
  percentileOf,
  resultLookupFor,
  rollNoKey,
  rollNoKeysToFind,
  settingsChange,
  withMarks,
  withResultsPublished,
} from '../../src/data/server';
import type {
  AdmitCard,
  Candidate,
  CandidateLookup,
  MarksEntry,
  MarksValue,
  ResultLookup,
  Settings,
} from '../../src/data/server';
import * as t from '../db/schema';
import {
  ID_SLICE,
  audit,
  candidateForUpdate,
  docs,
  firstRow,
  readSettings,
  tidyMarkCounts,
  writeSettings,
} from './context';
import type { DataContext } from './context';
import { queueResultsPublished } from './message-events';

async function findCandidateByRollNo(
  { db }: DataContext,
  rollNo: string,
): Promise<Candidate | undefined> {
  const wanted = rollNoKey(rollNo);
  if (wanted === '') return undefined;
  const [row] = await db
    .select({ doc: t.candidates.doc })
    .from(t.candidates)
    .where(eq(t.candidates.rollKey, wanted))
    .limit(1);
  return row?.doc;
}

async function findCandidatesByRollNos(
  { db }: DataContext,
  rollNos: readonly string[],
): Promise<Candidate[]> {
  const keys = rollNoKeysToFind(rollNos);
  if (keys.length === 0) return [];
  const rows = await db
    .select({ doc: t.candidates.doc })
    .from(t.candidates)
    .where(inArray(t.candidates.rollKey, keys));
  return docs(rows);
}

async function saveMarks(
  context: DataContext,
  candidateId: string,
  marks: MarksValue,
): Promise<Candidate> {
  // The range is the settings' maximum, read inside the write with the candidate.
  return context.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const stored = await candidateForUpdate(tx, candidateId);
    const updated = withMarks(stored, marks, settings);
    await tx.update(t.candidates).set({ doc: updated }).where(eq(t.candidates.id, candidateId));
    await audit(context, tx, [edited('candidate', stored, updated)]);
    return updated;
  });
}

/** saveMarks for many candidates in one transaction: one refused entry saves none. */
async function saveResults(
  context: DataContext,
  entries: readonly MarksEntry[],
): Promise<Candidate[]> {
  if (entries.length === 0) return [];
  const saved = await context.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const ids = [...new Set(entries.map((entry) => String(entry.candidateId)))];
    const rows = await inSlices(ids, ID_SLICE, (slice) =>
      tx
        .select({ id: t.candidates.id, doc: t.candidates.doc })
        .from(t.candidates)
        .where(inArray(t.candidates.id, slice))
        .for('update'),
    );
    const current = new Map(rows.map((row) => [row.id, row.doc]));
    const saved = entries.map(({ candidateId, marks }, row) => {
      const stored = current.get(candidateId);
      if (!stored) throw new NotFoundError('candidate', candidateId);
      const updated = atRow(row, () => withMarks(stored, marks, settings));
      current.set(candidateId, updated);
      return updated;
    });
    const changed = [...new Set(entries.map((entry) => entry.candidateId))];
    for (const id of changed) {
      await tx
        .update(t.candidates)
        .set({ doc: current.get(id)! })
        .where(eq(t.candidates.id, id));
    }
    const stored = new Map(rows.map((row) => [row.id, row.doc]));
    await audit(
      context,
      tx,
      changed.map((id) => edited('candidate', stored.get(id)!, current.get(id)!)),
    );
    return saved;
  });
  await tidyMarkCounts(context.db);
  return saved;
}

/** The public result of one roll number; reads only that candidate and its class's marks. */
async function lookupResult({ db }: DataContext, lookup: CandidateLookup): Promise<ResultLookup> {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return { status: 'not-found' };
  // One statement (the busiest public request on result day): the settings, the candidate, and
  // the class's marks as counted by the database (mark_counts): how many scored more and how
  // many appeared, from which the rank and percentile follow as rankAndPercentile works them out.
  const { settings, candidate, above, appeared } = await firstRow<{
    settings: Settings | null;
    candidate: Candidate | null;
    above: number;
    appeared: number;
  }>(
    db.execute(sql`
      select (select doc from ${t.settings} limit 1) as settings, c.doc as candidate,
             coalesce((select sum(m.count) filter (where m.marks > c.marks) from ${t.markCounts} m
                        where m.current_class = c.current_class), 0)::int as above,
             coalesce((select sum(m.count) from ${t.markCounts} m
                        where m.current_class = c.current_class), 0)::int as appeared
        from (select 1) as one
        left join ${t.candidates} c on c.roll_key = ${wanted}`),
  );
  const matched = lookedUpCandidate(candidate ?? undefined, lookup);
  return resultLookupFor(matched, settings ?? DEFAULT_SETTINGS, () => ({
    rank: above + 1,
    classSize: appeared,
    percentile: percentileOf(appeared - above, appeared),
  }));
}

/** The public admit card of one roll number: reads only that candidate and the settings. */
async function lookupAdmitCard(
  { db }: DataContext,
  lookup: CandidateLookup,
): Promise<AdmitCard | undefined> {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return undefined;
  const [[settingsRow], [candidateRow]] = await Promise.all([
    db.select({ doc: t.settings.doc }).from(t.settings).limit(1),
    db
      .select({ doc: t.candidates.doc })
      .from(t.candidates)
      .where(eq(t.candidates.rollKey, wanted))
      .limit(1),
  ]);
  return admitCardFor(
    lookedUpCandidate(candidateRow?.doc, lookup),
    settingsRow?.doc ?? DEFAULT_SETTINGS,
  );
}

async function setResultsPublished(context: DataContext, published: boolean): Promise<Settings> {
  return context.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const updated = withResultsPublished(settings, published);
    await writeSettings(tx, updated);
    await audit(context, tx, [settingsChange(settings, updated)]);
    if (updated.stse.resultsPublished && !settings.stse.resultsPublished) {
      await queueResultsPublished(context, tx);
    }
    return updated;
  });
}

export const resultOperations = {
  findCandidateByRollNo,
  findCandidatesByRollNos,
  saveMarks,
  saveResults,
  lookupResult,
  lookupAdmitCard,
  setResultsPublished,
};
