// Online tests on the server: the question bank and tests (admin). The bank filters on its columns
// (subject, kind, difficulty) and searches the document's text; a test is one document. The
// decisions are the shared ones (src/data/operations/exam-bank.ts and exams.ts), as in the
// browser-only mode; each change is one transaction with its audit entries.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NotFoundError, created, deleted, edited, validated } from '../../src/data/server';
import {
  QUESTIONS_PER_PAGE,
  auditedTest,
  checkedTest,
  editedDraftTest,
  editedPublishedTest,
  editedQuestion,
  examTestEditSchema,
  importedQuestions,
  newQuestionRecord,
  newTestRecord,
  questionIdsOf,
  questionPageNumber,
  refuseDeleteInDrafts,
  refuseUnlessDraft,
  testEdited,
  testSummary,
  withPaperFrozen,
  withWindowClosed,
} from '../../src/data/server-exams';
import type {
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
  QuestionFilter,
  QuestionPage,
} from '../../src/data/server-exams';
import * as t from '../db/schema';
import { audit, docs, insertRows, readSettings } from './context';
import type { DataContext, Runner, Tx } from './context';
import { examTestRow, questionRow } from './exam-rows';

const q = t.examQuestions;
const tests = t.examTests;

/** Newest first, questions of one instant by id (as byNewest orders them in memory). */
const newestQuestions = [desc(q.createdAt), sql`${q.id} collate "C" desc`];
const newestTests = [
  desc(sql`(${tests.doc}->>'createdAt')::timestamptz`),
  sql`${tests.id} collate "C" desc`,
];

/** The filter in SQL: the columns, and the search in the text (English, Hindi) or the topic. */
function questionWhere(filter: QuestionFilter): SQL | undefined {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const inText = (path: SQL) => sql`strpos(lower(${path}), ${search}) > 0`;
  return and(
    filter.subject ? eq(q.subject, filter.subject) : undefined,
    filter.kind ? eq(q.kind, filter.kind) : undefined,
    filter.difficulty ? eq(q.difficulty, filter.difficulty) : undefined,
    search === ''
      ? undefined
      : sql`(${inText(sql`${q.doc}->'text'->>'en'`)} or ${inText(sql`${q.doc}->'text'->>'hi'`)} or ${inText(sql`${q.doc}->>'topic'`)})`,
  );
}

async function listQuestions(
  { db }: DataContext,
  filter: QuestionFilter = {},
): Promise<QuestionPage> {
  const where = questionWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ doc: q.doc })
      .from(q)
      .where(where)
      .orderBy(...newestQuestions)
      .limit(QUESTIONS_PER_PAGE)
      .offset((questionPageNumber(filter) - 1) * QUESTIONS_PER_PAGE),
    db.select({ total: count() }).from(q).where(where),
  ]);
  return { rows: docs(rows), total: total?.total ?? 0 };
}

async function getQuestion({ db }: DataContext, id: string): Promise<Question | undefined> {
  const [row] = await db.select({ doc: q.doc }).from(q).where(eq(q.id, id));
  return row?.doc;
}

async function addQuestion(context: DataContext, edit: QuestionEdit): Promise<Question> {
  const question = newQuestionRecord(edit, context.now());
  await context.db.transaction(async (tx) => {
    await tx.insert(q).values(questionRow(question));
    await audit(context, tx, [created('question', question)]);
  });
  return question;
}

async function updateQuestion(
  context: DataContext,
  id: string,
  edit: QuestionEdit,
): Promise<Question> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select({ doc: q.doc }).from(q).where(eq(q.id, id)).for('update');
    if (!row) throw new NotFoundError('question', id);
    const updated = editedQuestion(row.doc, edit, context.now());
    await tx.update(q).set(questionRow(updated)).where(eq(q.id, id));
    await audit(context, tx, [edited('question', row.doc, updated)]);
    return updated;
  });
}

/** The titles of the draft tests whose sections name this question. */
async function draftsUsing(runner: Runner, questionId: string): Promise<string[]> {
  const rows = await runner
    .select({ title: sql<string>`${tests.doc}->>'title'` })
    .from(tests)
    .where(
      and(
        eq(tests.status, 'draft'),
        sql`${tests.doc}->'sections' @> ${JSON.stringify([{ questionIds: [questionId] }])}::jsonb`,
      ),
    );
  return rows.map((row) => row.title);
}

async function deleteQuestion(context: DataContext, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    // Locked first: a draft saved meanwhile with this question holds its row (for share), so the
    // drafts are read after it committed, or it finds the question gone.
    const [row] = await tx.select({ doc: q.doc }).from(q).where(eq(q.id, id)).for('update');
    // Deleting what is already gone (say, in another tab) is not an error.
    if (!row) return;
    refuseDeleteInDrafts(await draftsUsing(tx, id));
    await tx.delete(q).where(eq(q.id, id));
    await audit(context, tx, [deleted('question', row.doc)]);
  });
}

async function importQuestions(
  context: DataContext,
  rows: readonly unknown[],
): Promise<{ imported: number }> {
  const imported = importedQuestions(rows, context.now());
  await context.db.transaction(async (tx) => {
    // Images make rows large: a few hundred a statement keeps each statement's size modest.
    await insertRows(tx, q, imported.map(questionRow), 200);
    await audit(
      context,
      tx,
      imported.map((question) => created('question', question)),
    );
  });
  return { imported: imported.length };
}

async function exportQuestions({ db }: DataContext): Promise<Question[]> {
  return docs(
    await db
      .select({ doc: q.doc })
      .from(q)
      .orderBy(...newestQuestions),
  );
}

async function listExamTests({ db }: DataContext): Promise<ExamTestSummary[]> {
  // The frozen questions stay in the database: a list carries none, and counts the sections'.
  const rows = await db
    .select({ doc: sql<Omit<ExamTest, 'frozen'>>`${tests.doc} - 'frozen'` })
    .from(tests)
    .orderBy(...newestTests);
  return rows.map(({ doc }) => testSummary({ ...doc, frozen: [] }));
}

async function getExamTest({ db }: DataContext, id: string): Promise<ExamTest | undefined> {
  const [row] = await db.select({ doc: tests.doc }).from(tests).where(eq(tests.id, id));
  return row?.doc;
}

/**
 * The ids of the bank's questions among these, their rows held (for share) to the end of the
 * transaction, so none is deleted under a draft being saved with it.
 */
async function knownQuestionIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: q.id })
    .from(q)
    .where(inArray(q.id, [...new Set(ids)]))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

async function readTestForUpdate(tx: Tx, id: string): Promise<ExamTest> {
  const [row] = await tx
    .select({ doc: tests.doc })
    .from(tests)
    .where(eq(tests.id, id))
    .for('update');
  if (!row) throw new NotFoundError('test', id);
  return row.doc;
}

async function addExamTest(context: DataContext, edit: ExamTestEdit): Promise<ExamTest> {
  const parsed = validated(examTestEditSchema, edit, 'test');
  return context.db.transaction(async (tx) => {
    const known = await knownQuestionIds(tx, questionIdsOf(parsed));
    const test = newTestRecord(checkedTest(parsed, known), context.now());
    await tx.insert(tests).values(examTestRow(test));
    await audit(context, tx, [created('examTest', auditedTest(test))]);
    return test;
  });
}

async function updateExamTest(
  context: DataContext,
  id: string,
  edit: ExamTestEdit,
): Promise<ExamTest> {
  const parsed = validated(examTestEditSchema, edit, 'test');
  return context.db.transaction(async (tx) => {
    const stored = await readTestForUpdate(tx, id);
    const updated =
      stored.status === 'published'
        ? editedPublishedTest(stored, parsed, context.now())
        : editedDraftTest(
            stored,
            checkedTest(parsed, await knownQuestionIds(tx, questionIdsOf(parsed))),
            context.now(),
          );
    await tx.update(tests).set(examTestRow(updated)).where(eq(tests.id, id));
    await audit(context, tx, [testEdited(stored, updated)]);
    return updated;
  });
}

async function deleteExamTest(context: DataContext, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ doc: tests.doc })
      .from(tests)
      .where(eq(tests.id, id))
      .for('update');
    if (!row) return;
    refuseUnlessDraft(row.doc, 'deleted');
    await tx.delete(tests).where(eq(tests.id, id));
    await audit(context, tx, [deleted('examTest', auditedTest(row.doc))]);
  });
}

async function publishExamTest(context: DataContext, id: string): Promise<ExamTest> {
  return context.db.transaction(async (tx) => {
    const stored = await readTestForUpdate(tx, id);
    const ids = questionIdsOf(stored);
    const bank =
      ids.length === 0
        ? []
        : await tx
            .select({ doc: q.doc })
            .from(q)
            .where(inArray(q.id, [...new Set(ids)]))
            .for('share');
    const published = withPaperFrozen(
      stored,
      new Map(bank.map(({ doc }) => [doc.id, doc])),
      await readSettings(tx),
      context.now(),
    );
    await tx.update(tests).set(examTestRow(published)).where(eq(tests.id, id));
    await audit(context, tx, [testEdited(stored, published)]);
    return published;
  });
}

async function closeExamWindow(context: DataContext, id: string): Promise<ExamTest> {
  return context.db.transaction(async (tx) => {
    const stored = await readTestForUpdate(tx, id);
    const closed = withWindowClosed(stored, context.now());
    await tx.update(tests).set(examTestRow(closed)).where(eq(tests.id, id));
    await audit(context, tx, [testEdited(stored, closed)]);
    return closed;
  });
}

export const examBankOperations = {
  listQuestions,
  getQuestion,
  addQuestion,
  updateQuestion,
  deleteQuestion,
  importQuestions,
  exportQuestions,
  listExamTests,
  getExamTest,
  addExamTest,
  updateExamTest,
  deleteExamTest,
  publishExamTest,
  closeExamWindow,
};
