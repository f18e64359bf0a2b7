// Online tests on the server: the question bank and tests (admin). PLACEHOLDER of the shared foundation: each operation is
// replaced by its engineer.
import type { DataContext } from './context';

async function listQuestions(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('listQuestions is not built yet.');
}

async function getQuestion(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getQuestion is not built yet.');
}

async function addQuestion(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('addQuestion is not built yet.');
}

async function updateQuestion(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('updateQuestion is not built yet.');
}

async function deleteQuestion(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('deleteQuestion is not built yet.');
}

async function importQuestions(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('importQuestions is not built yet.');
}

async function exportQuestions(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('exportQuestions is not built yet.');
}

async function listExamTests(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('listExamTests is not built yet.');
}

async function getExamTest(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getExamTest is not built yet.');
}

async function addExamTest(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('addExamTest is not built yet.');
}

async function updateExamTest(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('updateExamTest is not built yet.');
}

async function deleteExamTest(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('deleteExamTest is not built yet.');
}

async function publishExamTest(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('publishExamTest is not built yet.');
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
};
