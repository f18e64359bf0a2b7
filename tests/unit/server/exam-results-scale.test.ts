// @vitest-environment node
// Publishing a key and accepting a challenge at the size of a real STSE sitting, on PGlite:
// 5,000 finished attempts × 30 questions, each change re-scoring every attempt and setting every
// candidate's marks. It prints the times (a measurement for docs/decisions.md, not an assertion
// on the clock) and checks the marks moved as the key did.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { AuditActor, Candidate } from '@/data';
import { createPortalData } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { examQuestion, examTest } from '../contract/exam-fixtures';
import { START, storedCandidate } from '../contract/fixtures';

const ADMIN: AuditActor = { id: 'admin-1', name: 'Office', role: 'admin' };
const TAKERS = 5_000;
const QUESTIONS = 30;

let server: TestServer;
let data: PortalData;

const rollNo = (index: number) => `STSE${String(index).padStart(5, '0')}`;

beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => START);
  data = createPortalData({ db: server.server.database.db, now: () => START, actor: ADMIN });
  const questions = Array.from({ length: QUESTIONS }, (_, index) => examQuestion(`q${index + 1}`));
  await server.reset({
    settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, maxMarks: 120 } },
    stseCandidates: Array.from({ length: TAKERS }, (_, index) =>
      storedCandidate(rollNo(index + 1), { examCenter: 'Online' }),
    ),
    examTests: [
      examTest({
        frozen: questions,
        sections: [
          {
            id: 'sec-1',
            name: 'Science',
            questionIds: questions.map((question) => question.id),
            marking: DEFAULT_MARKING,
          },
        ],
      }),
    ],
  });
  const { db } = server.server.database;
  // Attempt i answers question j with option (i + j) mod 4: a quarter of the answers are right.
  await db.execute(sql`
    insert into exam_attempts (id, test_id, taker_id, taker, status, started_at, deadline,
      submitted_at, last_seen_at, last_seq, answered, token_hash)
    select 'att-' || i, 'test-stse', 'candidate-STSE' || lpad(i::text, 5, '0'),
      jsonb_build_object('kind', 'candidate', 'id', 'candidate-STSE' || lpad(i::text, 5, '0'),
        'rollNo', 'STSE' || lpad(i::text, 5, '0'), 'name', 'Candidate ' || i),
      'submitted', 0, 0, 0, 0, ${QUESTIONS}, ${QUESTIONS}, 'hash'
    from generate_series(1, ${TAKERS}) as i`);
  await db.execute(sql`
    insert into exam_responses (attempt_id, question_id, seq, answer, time_ms, saved_at)
    select 'att-' || i, 'q' || j, j, jsonb_build_array((i + j) % 4), 1000, 0
    from generate_series(1, ${TAKERS}) as i, generate_series(1, ${QUESTIONS}) as j`);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function marksOf(index: number) {
  const [row] = (
    (await server.server.database.db.execute(
      sql`select doc from candidates where roll_no = ${rollNo(index)}`,
    )) as { rows: Array<{ doc: Candidate }> }
  ).rows;
  return row?.doc.marks;
}

test('the provisional key and an accepted challenge re-score 5,000 attempts × 30 questions', async () => {
  const closes = new Date(START.getTime() + 86_400_000).toISOString();
  await timed(`publishExamKey, ${TAKERS} attempts × ${QUESTIONS} questions`, () =>
    data.publishExamKey('test-stse', 'provisional', closes),
  );
  // Candidate 4 answers question j with (4 + j) mod 4 = j mod 4: right (A) on q4, q8 … q28 (7),
  // wrong on the other 23: 7 × 4 − 23 = 5.
  expect(await marksOf(4)).toBe(5);
  await server.server.database.db.execute(sql`
    insert into exam_challenges (id, test_id, question_id, taker_id, status, created_at, doc)
    values ('ch-1', 'test-stse', 'q1', 'candidate-STSE00004', 'open', 0,
      ${JSON.stringify({
        id: 'ch-1',
        testId: 'test-stse',
        questionId: 'q1',
        taker: { kind: 'candidate', id: 'candidate-STSE00004', rollNo: rollNo(4), name: 'C' },
        reason: 'B',
        status: 'open',
        createdAt: START.toISOString(),
      })}::jsonb)`);
  await timed(`decideExamChallenge (accept), ${TAKERS} attempts × ${QUESTIONS} questions`, () =>
    data.decideExamChallenge('ch-1', {
      outcome: 'accept',
      change: { kind: 'options', correctOptions: [1] },
      note: '',
    }),
  );
  // Candidate 4 chose (4 + 1) mod 4 = 1 (B) on q1: wrong before (−1), right now (+4).
  expect(await marksOf(4)).toBe(10);
}, 300_000);
