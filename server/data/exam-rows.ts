// The online-test tables' rows from the stored shapes and back: used by seeding (the contract
// suite and the demo seed fill these tables like any collection) and by the exam operations.
import { createHash, randomBytes } from 'node:crypto';
import type { StoredExamAttempt } from '../../src/data/server';
import type { ExamAttempt, ExamChallenge, ExamTest, Question } from '../../src/data/server-exams';
import type { Db } from '../db/open';
import * as t from '../db/schema';

/** A device token as stored: its SHA-256 (a stolen database does not hand out live tokens). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new device token (32 random bytes) and what is stored of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export const questionRow = (doc: Question) => ({
  id: doc.id,
  subject: doc.subject,
  kind: doc.kind,
  difficulty: doc.difficulty,
  createdAt: Date.parse(doc.createdAt),
  doc,
});

export const examTestRow = (doc: ExamTest) => ({
  id: doc.id,
  status: doc.status,
  updatedAt: Date.parse(doc.updatedAt),
  doc,
});

export const challengeRow = (doc: ExamChallenge) => ({
  id: doc.id,
  testId: doc.testId,
  questionId: doc.questionId,
  takerId: doc.taker.id,
  status: doc.status,
  createdAt: Date.parse(doc.createdAt),
  doc,
});

const time = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));
const iso = (ms: number) => new Date(ms).toISOString();

export const attemptRow = (attempt: StoredExamAttempt) => ({
  id: attempt.id,
  testId: attempt.testId,
  takerId: attempt.taker.id,
  taker: attempt.taker,
  status: attempt.status,
  startedAt: Date.parse(attempt.startedAt),
  deadline: Date.parse(attempt.deadline),
  submittedAt: time(attempt.submittedAt),
  lastSeenAt: Date.parse(attempt.lastSeenAt),
  lastSeq: attempt.lastSeq,
  answered: attempt.answered,
  focusLosses: attempt.focusLosses,
  fullscreenExits: attempt.fullscreenExits,
  tokenHash: tokenHash(attempt.token),
  score: attempt.score ?? null,
});

/** An attempt as the admin sees it, from its row (no token). */
export function attemptFromRow(row: typeof t.examAttempts.$inferSelect): ExamAttempt {
  return {
    id: row.id,
    testId: row.testId,
    taker: row.taker,
    status: row.status as ExamAttempt['status'],
    startedAt: iso(row.startedAt),
    deadline: iso(row.deadline),
    ...(row.submittedAt === null ? {} : { submittedAt: iso(row.submittedAt) }),
    lastSeenAt: iso(row.lastSeenAt),
    lastSeq: row.lastSeq,
    answered: row.answered,
    focusLosses: row.focusLosses,
    fullscreenExits: row.fullscreenExits,
    ...(row.score === null ? {} : { score: row.score }),
  };
}

type ExamCollections = {
  questions?: readonly Question[];
  examTests?: readonly ExamTest[];
  examAttempts?: readonly StoredExamAttempt[];
  examChallenges?: readonly ExamChallenge[];
};

/** A seed's online tests into their (emptied) tables. */
export async function seedExamTables(db: Db, collections: ExamCollections) {
  const { questions = [], examTests = [], examAttempts = [], examChallenges = [] } = collections;
  if (questions.length) await db.insert(t.examQuestions).values(questions.map(questionRow));
  if (examTests.length) await db.insert(t.examTests).values(examTests.map(examTestRow));
  if (examAttempts.length) {
    await db.insert(t.examAttempts).values(examAttempts.map(attemptRow));
    const responses = examAttempts.flatMap((attempt) =>
      attempt.responses.map((response) => ({
        attemptId: attempt.id,
        questionId: response.questionId,
        seq: response.seq,
        answer: response.answer,
        markedForReview: response.markedForReview ? 1 : 0,
        timeMs: response.timeMs,
        savedAt: Date.parse(attempt.lastSeenAt),
      })),
    );
    if (responses.length) await db.insert(t.examResponses).values(responses);
    const minutes = examAttempts.flatMap((attempt) =>
      attempt.savesPerMinute.map(({ minute, saves }) => ({
        testId: attempt.testId,
        minute: Date.parse(minute),
        saves,
      })),
    );
    if (minutes.length) {
      await db.insert(t.examSaveMinutes).values(minutes).onConflictDoNothing();
    }
  }
  if (examChallenges.length)
    await db.insert(t.examChallenges).values(examChallenges.map(challengeRow));
}
