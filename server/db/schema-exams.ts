// The online-test tables (Drizzle): the question bank, tests, attempts with one row per answered
// question, the saves counted per minute for the live monitor, and the answer-key challenges.
// Re-exported by schema.ts like the other table files.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AttemptScore,
  ExamChallenge,
  ExamTaker,
  ExamTest,
  Question,
  ResponseAnswer,
} from '../../src/data/server-exams';

/** The bank: the question (with its key and image) as one document; columns to filter on. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    difficulty: text('difficulty').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Question>().notNull(),
  },
  (table) => [
    index('exam_questions_subject').on(table.subject),
    index('exam_questions_created').on(table.createdAt),
  ],
);

/** A test with its sections and, once published, its frozen questions, as one document. */
export const examTests = pgTable('exam_tests', {
  id: text('id').primaryKey(),
  status: text('status').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  doc: jsonb('doc').$type<ExamTest>().notNull(),
});

/**
 * One taker's attempt of one test. `token_hash` is the SHA-256 of the current device's token: a
 * start on another device replaces it, and a save with the old token is refused. Times in ms.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: text('id').primaryKey(),
    testId: text('test_id').notNull(),
    takerId: text('taker_id').notNull(),
    taker: jsonb('taker').$type<ExamTaker>().notNull(),
    status: text('status').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    deadline: bigint('deadline', { mode: 'number' }).notNull(),
    submittedAt: bigint('submitted_at', { mode: 'number' }),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    focusLosses: integer('focus_losses').notNull().default(0),
    fullscreenExits: integer('fullscreen_exits').notNull().default(0),
    tokenHash: text('token_hash').notNull(),
    score: jsonb('score').$type<AttemptScore>(),
  },
  (table) => [
    uniqueIndex('exam_attempts_taker').on(table.testId, table.takerId),
    index('exam_attempts_seen').on(table.testId, table.lastSeenAt),
    // What the time-out sweep looks for: only attempts still running are in the index.
    index('exam_attempts_running')
      .on(table.deadline)
      .where(sql`status = 'in-progress'`),
  ],
);

/** An attempt's response to one question: the save with the highest sequence. */
export const examResponses = pgTable(
  'exam_responses',
  {
    attemptId: text('attempt_id').notNull(),
    questionId: text('question_id').notNull(),
    seq: integer('seq').notNull(),
    answer: jsonb('answer').$type<ResponseAnswer>(),
    markedForReview: integer('marked_for_review').notNull().default(0),
    timeMs: integer('time_ms').notNull().default(0),
    savedAt: bigint('saved_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** Saves per test per minute (ms of the minute's start), added to by each server every few s. */
export const examSaveMinutes = pgTable(
  'exam_save_minutes',
  {
    testId: text('test_id').notNull(),
    minute: bigint('minute', { mode: 'number' }).notNull(),
    saves: integer('saves').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.testId, table.minute] })],
);

/** A taker's challenge of one question of the provisional key (one per question per taker). */
export const examChallenges = pgTable(
  'exam_challenges',
  {
    id: text('id').primaryKey(),
    testId: text('test_id').notNull(),
    questionId: text('question_id').notNull(),
    takerId: text('taker_id').notNull(),
    status: text('status').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<ExamChallenge>().notNull(),
  },
  (table) => [
    uniqueIndex('exam_challenges_taker').on(table.testId, table.questionId, table.takerId),
    index('exam_challenges_test').on(table.testId, table.createdAt),
  ],
);
