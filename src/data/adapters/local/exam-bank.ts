// Online tests in the browser-only mode: the question bank and tests (admin). Each change is one
// store update with its audit entries; the decisions are the shared ones (operations/exam-bank.ts,
// operations/exams.ts), as on the server.
import { created, deleted, edited } from '../../operations/audit';
import {
  byNewest,
  editedDraftTest,
  editedPublishedTest,
  editedQuestion,
  importedQuestions,
  newQuestionRecord,
  newTestRecord,
  questionPage,
  refuseDeleteInDrafts,
  refuseUnlessDraft,
  testUsesQuestion,
  testEdited,
  withPaperFrozen,
  withWindowClosed,
  auditedTest,
} from '../../operations/exam-bank';
import { checkedTest, testSummary } from '../../operations/exams';
import { examTestEditSchema } from '../../schemas/exams';
import type {
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
  QuestionFilter,
  QuestionPage,
} from '../../schemas/exams';
import { validated } from '../../core/validate';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { replaceById } from './stored-lists';

export async function listQuestions(
  context: LocalContext,
  filter: QuestionFilter = {},
): Promise<QuestionPage> {
  return questionPage(await context.store.read('questions'), filter);
}

export async function getQuestion(
  context: LocalContext,
  id: string,
): Promise<Question | undefined> {
  return (await context.store.read('questions')).find((question) => question.id === id);
}

export async function addQuestion(context: LocalContext, edit: QuestionEdit): Promise<Question> {
  const question = newQuestionRecord(edit, context.now());
  return auditedUpdate(context, ['questions'], ({ questions }) => ({
    write: { questions: [...questions, question] },
    result: question,
    audit: [created('question', question)],
  }));
}

export async function updateQuestion(
  context: LocalContext,
  id: string,
  edit: QuestionEdit,
): Promise<Question> {
  const now = context.now();
  return auditedUpdate(context, ['questions'], ({ questions }) => {
    const { list, updated, found } = replaceById(questions, id, 'question', (stored) =>
      editedQuestion(stored, edit, now),
    );
    return {
      write: { questions: list },
      result: updated,
      audit: [edited('question', found, updated)],
    };
  });
}

export async function deleteQuestion(context: LocalContext, id: string): Promise<void> {
  await auditedUpdate(context, ['questions', 'examTests'], ({ questions, examTests }) => {
    const question = questions.find((item) => item.id === id);
    // Deleting what is already gone (say, in another tab) is not an error.
    if (!question) return { result: undefined };
    refuseDeleteInDrafts(
      examTests
        .filter((test) => test.status === 'draft' && testUsesQuestion(test, id))
        .map((test) => test.title),
    );
    return {
      write: { questions: questions.filter((item) => item.id !== id) },
      result: undefined,
      audit: [deleted('question', question)],
    };
  });
}

export async function importQuestions(
  context: LocalContext,
  rows: readonly unknown[],
): Promise<{ imported: number }> {
  const imported = importedQuestions(rows, context.now());
  return auditedUpdate(context, ['questions'], ({ questions }) => ({
    write: { questions: [...questions, ...imported] },
    result: { imported: imported.length },
    audit: imported.map((question) => created('question', question)),
  }));
}

export async function exportQuestions(context: LocalContext): Promise<Question[]> {
  return [...(await context.store.read('questions'))].sort(byNewest);
}

export async function listExamTests(context: LocalContext): Promise<ExamTestSummary[]> {
  return [...(await context.store.read('examTests'))].sort(byNewest).map(testSummary);
}

export async function getExamTest(
  context: LocalContext,
  id: string,
): Promise<ExamTest | undefined> {
  return (await context.store.read('examTests')).find((test) => test.id === id);
}

const bankIds = (questions: readonly Question[]) =>
  new Set(questions.map((question) => question.id));

export async function addExamTest(context: LocalContext, edit: ExamTestEdit): Promise<ExamTest> {
  const now = context.now();
  return auditedUpdate(context, ['examTests', 'questions'], ({ examTests, questions }) => {
    const test = newTestRecord(checkedTest(edit, bankIds(questions)), now);
    return {
      write: { examTests: [...examTests, test] },
      result: test,
      audit: [created('examTest', auditedTest(test))],
    };
  });
}

export async function updateExamTest(
  context: LocalContext,
  id: string,
  edit: ExamTestEdit,
): Promise<ExamTest> {
  const now = context.now();
  return auditedUpdate(context, ['examTests', 'questions'], ({ examTests, questions }) => {
    const { list, updated, found } = replaceById(examTests, id, 'test', (stored) =>
      stored.status === 'published'
        ? editedPublishedTest(stored, validated(examTestEditSchema, edit, 'test'), now)
        : editedDraftTest(stored, checkedTest(edit, bankIds(questions)), now),
    );
    return { write: { examTests: list }, result: updated, audit: [testEdited(found, updated)] };
  });
}

export async function deleteExamTest(context: LocalContext, id: string): Promise<void> {
  await auditedUpdate(context, ['examTests'], ({ examTests }) => {
    const test = examTests.find((item) => item.id === id);
    if (!test) return { result: undefined };
    refuseUnlessDraft(test, 'deleted');
    return {
      write: { examTests: examTests.filter((item) => item.id !== id) },
      result: undefined,
      audit: [deleted('examTest', auditedTest(test))],
    };
  });
}

export async function publishExamTest(context: LocalContext, id: string): Promise<ExamTest> {
  const now = context.now();
  return auditedUpdate(
    context,
    ['examTests', 'questions', 'settings'],
    ({ examTests, questions, settings }) => {
      const { list, updated, found } = replaceById(examTests, id, 'test', (stored) =>
        withPaperFrozen(
          stored,
          new Map(questions.map((question) => [question.id, question])),
          settings,
          now,
        ),
      );
      return {
        write: { examTests: list },
        result: updated,
        audit: [testEdited(found, updated)],
      };
    },
  );
}

export async function closeExamWindow(context: LocalContext, id: string): Promise<ExamTest> {
  const now = context.now();
  return auditedUpdate(context, ['examTests'], ({ examTests }) => {
    const { list, updated, found } = replaceById(examTests, id, 'test', (stored) =>
      withWindowClosed(stored, now),
    );
    return { write: { examTests: list }, result: updated, audit: [testEdited(found, updated)] };
  });
}
