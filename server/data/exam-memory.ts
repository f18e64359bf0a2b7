// What each server keeps in memory for online tests, per database: published tests by their row
// version, each attempt's question ids (what a save may name) and the saves accepted per test
// since the live monitor's last tick (server/data/exam-clock.ts). Nothing here is needed by
// another server: each reads what it lacks from the database.
import { sql } from 'drizzle-orm';
import { NotFoundError } from '../../src/data/server';
import { questionIdsOf, refuseExam } from '../../src/data/server-exams';
import type { ExamTest } from '../../src/data/server-exams';
import type { Db } from '../db/open';
import type { Runner } from './context';

/** Attempts whose paper a server remembers (a few bytes each: the question ids are shared). */
const PAPERS_REMEMBERED = 100_000;

/**
 * What one server keeps in memory per database: published tests by their row version (`xmin`,
 * new on every write, so a changed window or key is read again), each attempt's question ids (a
 * save names only these), and the saves accepted per test since the monitor's last tick.
 */
export type ExamMemory = {
  tests: Map<string, { version: string; test: ExamTest; questionIds: ReadonlySet<string> }>;
  papers: Map<string, { testId: string; questionIds: ReadonlySet<string> }>;
  saves: Map<string, number>;
};
const memories = new WeakMap<Db, ExamMemory>();
export function memoryOf(db: Db): ExamMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { tests: new Map(), papers: new Map(), saves: new Map() };
    memories.set(db, memory);
  }
  return memory;
}

/** The saves accepted per test since the last call, and the tally started afresh. */
export function takeSaveCounts(db: Db): Map<string, number> {
  const memory = memoryOf(db);
  const counts = memory.saves;
  memory.saves = new Map();
  return counts;
}

export function countSaves(db: Db, testId: string, saves: number) {
  if (saves === 0) return;
  const { saves: counts } = memoryOf(db);
  counts.set(testId, (counts.get(testId) ?? 0) + saves);
}

export function rememberPaper(
  db: Db,
  attemptId: string,
  testId: string,
  questionIds: ReadonlySet<string>,
) {
  const { papers } = memoryOf(db);
  if (papers.size >= PAPERS_REMEMBERED) papers.delete(papers.keys().next().value!);
  papers.set(attemptId, { testId, questionIds });
}

export const rowsOf = async <Row>(statement: Promise<unknown>) =>
  ((await statement) as { rows: Row[] }).rows;

/** A published test, from memory while its row is the version given (read again otherwise). */
export async function publishedTest(db: Runner, memory: ExamMemory, id: string, version: string) {
  const cached = memory.tests.get(id);
  if (cached?.version === version) return cached;
  const [row] = await rowsOf<{ doc: ExamTest; version: string }>(
    db.execute(sql`select doc, xmin::text as version from exam_tests where id = ${id}`),
  );
  if (!row) throw new NotFoundError('test', id);
  const entry = {
    version: row.version,
    test: row.doc,
    questionIds: new Set(questionIdsOf(row.doc)),
  };
  if (row.doc.status === 'published') memory.tests.set(id, entry);
  return entry;
}

/** The attempt's test and question ids: from memory, or read once (a start on another server). */
export async function paperOf(db: Runner, memory: ExamMemory, attemptId: string) {
  const known = memory.papers.get(attemptId);
  if (known) return known;
  const [row] = await rowsOf<{ testId: string; sections: ExamTest['sections'] }>(
    db.execute(sql`select a.test_id as "testId", t.doc->'sections' as sections
      from exam_attempts a join exam_tests t on t.id = a.test_id where a.id = ${attemptId}`),
  );
  if (!row) refuseExam('not-started');
  const paper = { testId: row.testId, questionIds: new Set(questionIdsOf(row)) };
  memory.papers.set(attemptId, paper);
  return paper;
}
