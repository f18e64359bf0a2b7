// Online tests on the server: taking a test. PLACEHOLDER of the shared foundation: each operation is
// replaced by its engineer.
import type { DataContext } from './context';

async function signInToExams(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('signInToExams is not built yet.');
}

async function myExams(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('myExams is not built yet.');
}

async function startExam(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('startExam is not built yet.');
}

async function saveExamResponses(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('saveExamResponses is not built yet.');
}

async function submitExam(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('submitExam is not built yet.');
}

export const examTakingOperations = {
  signInToExams,
  myExams,
  startExam,
  saveExamResponses,
  submitExam,
};
