// Online tests in the browser-only mode: the question bank and tests (admin). PLACEHOLDER of the shared foundation: each
// operation is replaced by its engineer.
import type { LocalContext } from './context';

export async function listQuestions(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('listQuestions is not built yet.');
}

export async function getQuestion(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getQuestion is not built yet.');
}

export async function addQuestion(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('addQuestion is not built yet.');
}

export async function updateQuestion(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('updateQuestion is not built yet.');
}

export async function deleteQuestion(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('deleteQuestion is not built yet.');
}

export async function importQuestions(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('importQuestions is not built yet.');
}

export async function exportQuestions(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('exportQuestions is not built yet.');
}

export async function listExamTests(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('listExamTests is not built yet.');
}

export async function getExamTest(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getExamTest is not built yet.');
}

export async function addExamTest(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('addExamTest is not built yet.');
}

export async function updateExamTest(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('updateExamTest is not built yet.');
}

export async function deleteExamTest(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('deleteExamTest is not built yet.');
}

export async function publishExamTest(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('publishExamTest is not built yet.');
}
