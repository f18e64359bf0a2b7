// A batch's online test results: the scored attempts of the students seated in the batch, at the
// student-series tests whose key is published (countsForBatch, in SQL), summed up by the shared
// rule (src/data/operations/batch-results.ts).
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { batchTestResults as resultsOf } from '../../src/data/server-batches';
import type { BatchFilter, BatchTestResult } from '../../src/data/server-batches';
import * as t from '../db/schema';
import { reachedBatch, seatedInBatch } from './batches';
import type { DataContext } from './context';

const attempts = t.examAttempts;

async function batchTestResults(
  { db }: DataContext,
  batchId: string,
  filter: BatchFilter = {},
): Promise<BatchTestResult[]> {
  await reachedBatch(db, batchId, filter, false);
  const rows = await db
    .select({
      testId: attempts.testId,
      title: sql<string>`${t.examTests.doc}->>'title'`,
      opensAt: sql<string>`${t.examTests.doc}->>'opensAt'`,
      total: sql<number>`(${attempts.score}->>'total')::float8`,
    })
    .from(attempts)
    .innerJoin(t.examTests, eq(t.examTests.id, attempts.testId))
    .where(
      and(
        seatedInBatch(db, attempts.takerId, batchId),
        ne(attempts.status, 'in-progress'),
        isNotNull(attempts.score),
        sql`${t.examTests.doc}->'audience'->>'kind' = 'students'`,
        sql`${t.examTests.doc}->>'keyStage' <> 'hidden'`,
      ),
    );
  const tests = new Map(
    rows.map(({ testId, title, opensAt }) => [testId, { id: testId, title, opensAt }]),
  );
  return resultsOf([...tests.values()], rows);
}

export const batchResultOperations = { batchTestResults };
