// Online tests on the server: signing in, starting or resuming an attempt, saving responses and
// submitting, for a whole exam at once (5,000 starting in a minute, a save each every 15 s). A save
// is one statement that checks the attempt's device token, status and deadline and writes the
// responses (the newest sequence wins); only when it wrote nothing is the reason read.
import { sql } from 'drizzle-orm';
import {
  NotFoundError,
  lookedUpCandidate,
  newId,
  refuse,
  rollNoKey,
  validated,
} from '../../src/data/server';
import {
  EXAM_LIMITS,
  deadlineOf,
  examCredentialsSchema,
  examSession,
  examTakerOf,
  isTakerOf,
  mergeSaves,
  questionIdsOf,
  refuseExam,
  saveBatchSchema,
  saveRefusal,
  startOrResumeRefusal,
  submittedStatus,
  takerExams,
} from '../../src/data/server-exams';
import type { Candidate, Student } from '../../src/data/server';
import type {
  AttemptStatus,
  ExamCredentials,
  ExamSession,
  ExamSignIn,
  ExamTest,
  ResponseAnswer,
  ResponseSave,
  SaveAck,
  SaveBatch,
  SavedResponse,
  TakerRecord,
} from '../../src/data/server-exams';
import type { DataContext, Runner, Tx } from './context';
import { newToken, tokenHash } from './exam-rows';
import { scoreFinishedAttempts } from './exam-scoring';
import { countSaves, memoryOf, paperOf, publishedTest, rememberPaper, rowsOf } from './exam-memory';

const GRACE_MS = EXAM_LIMITS.graceSeconds * 1000;
/** The candidate these credentials name, or the one refusal for a wrong roll number or date. */
function checkedCandidate(candidate: Candidate | null, credentials: ExamCredentials): Candidate {
  return lookedUpCandidate(candidate ?? undefined, credentials) ?? refuseExam('not-eligible');
}

/** A signed-in student takes as themselves; anyone else with a roll number and date of birth. */
function whoTakes(context: DataContext, credentials: unknown) {
  if (context.actor.role === 'student') return { kind: 'student' as const, id: context.actor.id };
  const checked = validated(examCredentialsSchema, credentials, 'credentials');
  return { kind: 'candidate' as const, key: rollNoKey(checked.rollNo), credentials: checked };
}

/** The taker's record: a candidate by roll number (indexed) or the signed-in student by id. */
const takerRecordSql = (who: ReturnType<typeof whoTakes>) =>
  who.kind === 'student'
    ? sql`(select doc from students where id = ${who.id})`
    : sql`(select doc from candidates where roll_key = ${who.key})`;

function takerRecord(who: ReturnType<typeof whoTakes>, doc: unknown): TakerRecord {
  if (who.kind === 'student') {
    return doc ? { kind: 'student', record: doc as Student } : refuseExam('not-eligible');
  }
  return { kind: 'candidate', record: checkedCandidate(doc as Candidate | null, who.credentials) };
}

type AttemptBrief = { id: string; testId: string; status: AttemptStatus; deadline: number };
const attemptBriefSql = sql`jsonb_build_object('id', a.id, 'testId', a.test_id, 'status', a.status,
  'deadline', a.deadline)`;
const briefForRules = (attempt: Pick<AttemptBrief, 'status' | 'deadline'>) => ({
  status: attempt.status,
  deadline: new Date(attempt.deadline).toISOString(),
});

/** The taker's published tests with their attempts: one round trip (tests read only when new). */
async function listFor(context: DataContext, who: ReturnType<typeof whoTakes>) {
  const memory = memoryOf(context.db);
  const record = takerRecordSql(who);
  const [row] = await rowsOf<{
    taker: unknown;
    tests: Array<{ id: string; version: string }>;
    attempts: AttemptBrief[];
  }>(
    context.db.execute(sql`select ${record} as taker,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'version', xmin::text)), '[]')
         from exam_tests where status = 'published') as tests,
      (select coalesce(jsonb_agg(${attemptBriefSql}), '[]') from exam_attempts a
         where a.taker_id = ${record}->>'id'
           and a.test_id in (select id from exam_tests where status = 'published')) as attempts`),
  );
  const taker = takerRecord(who, row?.taker ?? null);
  const published = row?.tests ?? [];
  const tests: ExamTest[] = [];
  for (const { id, version } of published) {
    tests.push((await publishedTest(context.db, memory, id, version)).test);
  }
  // Tests no longer published are forgotten.
  const listed = new Set(published.map((test) => test.id));
  for (const id of memory.tests.keys()) if (!listed.has(id)) memory.tests.delete(id);
  const attempts = new Map((row?.attempts ?? []).map((attempt) => [attempt.testId, attempt]));
  return takerExams(tests, taker, (testId) => {
    const attempt = attempts.get(testId);
    return attempt && briefForRules(attempt);
  });
}

async function signInToExams(
  context: DataContext,
  credentials: ExamCredentials,
): Promise<ExamSignIn> {
  const checked = validated(examCredentialsSchema, credentials, 'credentials');
  return listFor(context, {
    kind: 'candidate',
    key: rollNoKey(checked.rollNo),
    credentials: checked,
  });
}

async function myExams(context: DataContext): Promise<ExamSignIn> {
  if (context.actor.role !== 'student') refuseExam('not-eligible');
  return listFor(context, { kind: 'student', id: context.actor.id });
}

const savedResponse = (row: {
  questionId: string;
  seq: number;
  answer: ResponseAnswer;
  marked: number;
  timeMs: number;
}): SavedResponse => ({
  seq: row.seq,
  questionId: row.questionId,
  answer: row.answer,
  markedForReview: row.marked === 1,
  timeMs: row.timeMs,
});

/**
 * Starts the attempt, or resumes it with a new device token (the old device's next save is
 * refused as continued elsewhere). Two starts at once make one attempt: the unique (test, taker)
 * index turns the second insert into the resume.
 */
async function startExam(
  context: DataContext,
  testId: string,
  credentials?: ExamCredentials,
): Promise<ExamSession> {
  const who = whoTakes(context, credentials);
  const memory = memoryOf(context.db);
  const record = takerRecordSql(who);
  const [row] = await rowsOf<{
    taker: unknown;
    test: { version: string } | null;
    attempt: AttemptBrief | null;
  }>(
    context.db.execute(sql`select ${record} as taker,
      (select jsonb_build_object('version', xmin::text) from exam_tests where id = ${testId}) as test,
      (select ${attemptBriefSql} from exam_attempts a
         where a.test_id = ${testId} and a.taker_id = ${record}->>'id') as attempt`),
  );
  const taker = takerRecord(who, row?.taker ?? null);
  if (!row?.test) throw new NotFoundError('test', testId);
  const { test, questionIds } = await publishedTest(context.db, memory, testId, row.test.version);
  if (!isTakerOf(test, taker)) refuseExam('not-eligible');
  const now = context.now();
  const refusal = startOrResumeRefusal(
    test,
    row.attempt ? briefForRules(row.attempt) : undefined,
    now,
  );
  if (refusal) refuseExam(refusal);

  const { token, hash } = newToken();
  const fresh = newId();
  const at = now.getTime();
  const [attempt] = await rowsOf<{ id: string; deadline: number; lastSeq: number }>(
    context.db.execute(sql`insert into exam_attempts
        (id, test_id, taker_id, taker, status, started_at, deadline, last_seen_at, token_hash)
      values (${fresh}, ${test.id}, ${taker.record.id}, ${JSON.stringify(examTakerOf(taker))}::jsonb,
        'in-progress', ${at}, ${deadlineOf(now, test.durationMinutes).getTime()}, ${at}, ${hash})
      on conflict (test_id, taker_id) do update
        set token_hash = excluded.token_hash, last_seen_at = excluded.last_seen_at
        where exam_attempts.status = 'in-progress' and exam_attempts.deadline >= ${at}
      returning id, deadline::float8 as deadline, last_seq as "lastSeq"`),
  );
  // The attempt finished between the read and the write (a submit, the sweep).
  if (!attempt) refuseExam(row.attempt?.status === 'in-progress' ? 'time-over' : 'submitted');
  rememberPaper(context.db, attempt.id, test.id, questionIds);
  const responses =
    attempt.id === fresh
      ? []
      : (
          await rowsOf<Parameters<typeof savedResponse>[0]>(
            context.db.execute(sql`select question_id as "questionId", seq, answer,
                marked_for_review as marked, time_ms as "timeMs"
              from exam_responses where attempt_id = ${attempt.id} order by seq`),
          )
        ).map(savedResponse);
  return examSession(
    test,
    {
      id: attempt.id,
      status: 'in-progress',
      deadline: new Date(attempt.deadline).toISOString(),
      lastSeq: attempt.lastSeq,
      takerId: taker.record.id,
    },
    token,
    responses,
    now,
  );
}

/** The batch's saves, one per question (its highest sequence), each a question of the paper. */
function checkedSaves(batch: SaveBatch, questionIds: ReadonlySet<string>): ResponseSave[] {
  batch.saves.forEach((save, index) => {
    if (!questionIds.has(save.questionId)) {
      refuse('saves', `saves.${index}.questionId`, 'This question is not in your paper.');
    }
  });
  return mergeSaves([], batch.saves).responses;
}

/** The saves as rows for jsonb_to_recordset. */
const savesJson = (saves: readonly ResponseSave[]) =>
  JSON.stringify(
    saves.map((save) => ({
      question_id: save.questionId,
      seq: save.seq,
      answer: save.answer,
      marked: save.markedForReview ? 1 : 0,
      time_ms: save.timeMs,
    })),
  );

/** Upserts the saves of `attempt` (a CTE or table with an `id`): a lower sequence changes nothing. */
const upsertResponses = (
  attempt: ReturnType<typeof sql>,
  saves: readonly ResponseSave[],
  at: number,
) =>
  sql`insert into exam_responses
      (attempt_id, question_id, seq, answer, marked_for_review, time_ms, saved_at)
    select attempt.id, v.question_id, v.seq, v.answer, v.marked, v.time_ms, ${at}
    from ${attempt} attempt, jsonb_to_recordset(${savesJson(saves)}::jsonb)
      as v(question_id text, seq integer, answer jsonb, marked integer, time_ms integer)
    on conflict (attempt_id, question_id) do update
      set seq = excluded.seq, answer = excluded.answer,
        marked_for_review = excluded.marked_for_review, time_ms = excluded.time_ms,
        saved_at = excluded.saved_at
      where exam_responses.seq < excluded.seq`;

/** Whether a stored answer counts as answered (isAnswered in SQL): not null, "", nor []. */
const answeredSql = (column: ReturnType<typeof sql>) =>
  sql`(${column} is not null and ${column} not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`;

/** Why a write that matched no attempt was refused. */
async function refusalOf(db: Runner, attemptId: string, token: string, now: Date) {
  const [row] = await rowsOf<{ status: AttemptStatus; deadline: number; tokenHash: string }>(
    db.execute(sql`select status, deadline::float8 as deadline, token_hash as "tokenHash"
      from exam_attempts where id = ${attemptId}`),
  );
  if (!row) return refuseExam('not-started');
  return saveRefusal(briefForRules(row), row.tokenHash === tokenHash(token), now);
}

/**
 * Saves in one statement: the attempt's row is updated only with this device's token, while it
 * runs, until the deadline plus the grace; the responses are written only through that row. Its
 * `answered` is counted from the responses stored before this save (exact at the submit).
 */
async function saveExamResponses(
  context: DataContext,
  attemptId: string,
  token: string,
  batch: SaveBatch,
): Promise<SaveAck> {
  const input = validated(saveBatchSchema, batch, 'saves');
  const memory = memoryOf(context.db);
  const paper = await paperOf(context.db, memory, attemptId);
  const saves = checkedSaves(input, paper.questionIds);
  const now = context.now();
  const at = now.getTime();
  const highest = saves.reduce((max, save) => Math.max(max, save.seq), 0);
  const [row] = await rowsOf<{ lastSeq: number }>(
    context.db.execute(sql`with attempt as (
        update exam_attempts set
          last_seq = greatest(last_seq, ${highest}),
          last_seen_at = ${at},
          focus_losses = greatest(focus_losses, ${input.focusLosses}),
          fullscreen_exits = greatest(fullscreen_exits, ${input.fullscreenExits}),
          answered = (select count(*) from exam_responses r
            where r.attempt_id = ${attemptId} and ${answeredSql(sql`r.answer`)})
        where id = ${attemptId} and token_hash = ${tokenHash(token)}
          and status = 'in-progress' and deadline + ${GRACE_MS} >= ${at}
        returning id, last_seq
      ), saved as (${upsertResponses(sql`attempt`, saves, at)})
      select last_seq as "lastSeq" from attempt`),
  );
  if (!row) {
    // The read follows the write that matched nothing, so it always finds a reason; a device
    // that could not write is told the test continued elsewhere should it ever not.
    refuseExam((await refusalOf(context.db, attemptId, token, now)) ?? 'elsewhere');
  }
  countSaves(context.db, paper.testId, saves.length);
  return { savedSeq: row.lastSeq, serverNow: now.toISOString() };
}

/**
 * The last saves, the attempt submitted (timed out when it came in the grace) with its exact
 * answered count, and scored with the key as it stands (an STSE candidate's marks set), in one
 * transaction. A retried submit answers the status it already has.
 */
async function submitExam(
  context: DataContext,
  attemptId: string,
  token: string,
  batch: SaveBatch,
): Promise<{ status: 'submitted' | 'timed-out' }> {
  const input = validated(saveBatchSchema, batch, 'saves');
  const now = context.now();
  const at = now.getTime();
  const result = await context.db.transaction(async (tx) => {
    const [attempt] = await rowsOf<{
      testId: string;
      status: AttemptStatus;
      deadline: number;
      tokenHash: string;
      test: ExamTest;
    }>(
      tx.execute(sql`select a.test_id as "testId", a.status, a.deadline::float8 as deadline,
          a.token_hash as "tokenHash", t.doc as test
        from exam_attempts a join exam_tests t on t.id = a.test_id
        where a.id = ${attemptId} for update of a`),
    );
    if (!attempt) refuseExam('not-started');
    const tokenMatches = attempt.tokenHash === tokenHash(token);
    if (attempt.status !== 'in-progress' && tokenMatches) {
      return {
        status: attempt.status as 'submitted' | 'timed-out',
        saves: 0,
        testId: attempt.testId,
      };
    }
    const saves = checkedSaves(input, new Set(questionIdsOf(attempt.test)));
    const refusal = saveRefusal(briefForRules(attempt), tokenMatches, now);
    if (refusal) refuseExam(refusal);
    const deadline = new Date(attempt.deadline).toISOString();
    const status = submittedStatus(deadline, now);
    if (saves.length > 0) {
      await tx.execute(upsertResponses(sql`(select ${attemptId}::text as id)`, saves, at));
    }
    await finishAttempt(tx, attemptId, status, at, input, saves);
    await scoreFinishedAttempts(context, tx, attempt.test, [attemptId]);
    return { status, saves: saves.length, testId: attempt.testId };
  });
  countSaves(context.db, result.testId, result.saves);
  return { status: result.status };
}

async function finishAttempt(
  tx: Tx,
  attemptId: string,
  status: 'submitted' | 'timed-out',
  at: number,
  batch: SaveBatch,
  saves: readonly ResponseSave[],
) {
  const highest = saves.reduce((max, save) => Math.max(max, save.seq), 0);
  await tx.execute(sql`update exam_attempts set
      status = ${status}, submitted_at = ${at}, last_seen_at = ${at},
      last_seq = greatest(last_seq, ${highest}),
      focus_losses = greatest(focus_losses, ${batch.focusLosses}),
      fullscreen_exits = greatest(fullscreen_exits, ${batch.fullscreenExits}),
      answered = (select count(*) from exam_responses r
        where r.attempt_id = ${attemptId} and ${answeredSql(sql`r.answer`)})
    where id = ${attemptId}`);
}

export const examTakingOperations = {
  signInToExams,
  myExams,
  startExam,
  saveExamResponses,
  submitExam,
};
