// Scoring finished attempts in the database: when a taker submits, when the time-out sweep closes
// attempts, and again for every attempt when a key is published or a challenge changes it. The
// marks come from the shared rule (scoreAttempt); an STSE test's totals become the candidates'
// marks through the same rule as marks typed in, so rank, percentile, tier, merit list and result
// card follow unchanged. Each step is one statement for all the attempts (no row-by-row updates).
import { sql } from 'drizzle-orm';
import { edited } from '../../src/data/server';
import { candidateWithExamMarks, scoreAttempt } from '../../src/data/server-exams';
import type { Candidate } from '../../src/data/server';
import type { AttemptScore, ExamTest, ResponseAnswer } from '../../src/data/server-exams';
import { audit, readSettings } from './context';
import type { DataContext, Tx } from './context';

type Scored = { id: string; takerId: string; score: AttemptScore };

/**
 * Scores the test's finished attempts (only `attemptIds` when given) against its key as it stands,
 * stores each score, and for an STSE test sets the takers' marks. Returns how many were scored.
 */
export async function scoreFinishedAttempts(
  context: DataContext,
  tx: Tx,
  test: ExamTest,
  attemptIds?: readonly string[],
): Promise<number> {
  const only = attemptIds
    ? sql`and a.id in (select jsonb_array_elements_text(${JSON.stringify(attemptIds)}::jsonb))`
    : sql``;
  const attempts = (
    (await tx.execute(
      sql`select a.id, a.taker_id as "takerId" from exam_attempts a
          where a.test_id = ${test.id} and a.status <> 'in-progress' ${only}`,
    )) as { rows: Array<{ id: string; takerId: string }> }
  ).rows;
  if (attempts.length === 0) return 0;
  const responses = (
    (await tx.execute(
      sql`select r.attempt_id as "attemptId", r.question_id as "questionId", r.answer
          from exam_responses r join exam_attempts a on a.id = r.attempt_id
          where a.test_id = ${test.id} and a.status <> 'in-progress' ${only}`,
    )) as { rows: Array<{ attemptId: string; questionId: string; answer: ResponseAnswer }> }
  ).rows;
  const answersOf = new Map<string, Map<string, ResponseAnswer>>();
  for (const { attemptId, questionId, answer } of responses) {
    const answers = answersOf.get(attemptId) ?? new Map<string, ResponseAnswer>();
    answers.set(questionId, answer);
    answersOf.set(attemptId, answers);
  }
  const scored: Scored[] = attempts.map(({ id, takerId }) => ({
    id,
    takerId,
    score: scoreAttempt(test, answersOf.get(id) ?? new Map()),
  }));
  await tx.execute(
    sql`update exam_attempts a set score = v.score
        from jsonb_to_recordset(${JSON.stringify(scored.map(({ id, score }) => ({ id, score })))}::jsonb)
          as v(id text, score jsonb)
        where a.id = v.id`,
  );
  if (test.audience.kind === 'stse') await setCandidateMarks(context, tx, scored);
  return scored.length;
}

/** The takers' STSE marks from their scores; only candidates whose marks change are written. */
async function setCandidateMarks(context: DataContext, tx: Tx, scored: readonly Scored[]) {
  const settings = await readSettings(tx);
  const stored = (
    (await tx.execute(
      sql`select id, doc from candidates
          where id in (select jsonb_array_elements_text(${JSON.stringify(scored.map((s) => s.takerId))}::jsonb))
          for update`,
    )) as { rows: Array<{ id: string; doc: Candidate }> }
  ).rows;
  const byId = new Map(stored.map((row) => [row.id, row.doc]));
  const changes = scored.flatMap(({ takerId, score }) => {
    const before = byId.get(takerId);
    if (!before) return [];
    const after = candidateWithExamMarks(before, score, settings);
    return after.marks === before.marks && after.scholarship === before.scholarship
      ? []
      : [{ before, after }];
  });
  if (changes.length === 0) return;
  await tx.execute(
    sql`update candidates c set doc = v.doc
        from jsonb_to_recordset(${JSON.stringify(changes.map(({ after }) => ({ id: after.id, doc: after })))}::jsonb)
          as v(id text, doc jsonb)
        where c.id = v.id`,
  );
  await audit(
    context,
    tx,
    changes.map(({ before, after }) => edited('candidate', before, after)),
  );
}
