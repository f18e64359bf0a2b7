// Online tests in the browser-only mode: taking a test. PLACEHOLDER of the shared foundation: each
// operation is replaced by its engineer.
import type { LocalContext } from './context';

export async function signInToExams(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('signInToExams is not built yet.');
}

export async function myExams(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('myExams is not built yet.');
}

export async function startExam(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('startExam is not built yet.');
}

export async function saveExamResponses(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('saveExamResponses is not built yet.');
}

export async function submitExam(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('submitExam is not built yet.');
}
