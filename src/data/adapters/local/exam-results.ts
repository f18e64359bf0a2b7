// Online tests in the browser-only mode: the monitor, the answer key, challenges and results. PLACEHOLDER of the shared foundation: each
// operation is replaced by its engineer.
import type { LocalContext } from './context';

export async function getExamMonitor(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getExamMonitor is not built yet.');
}

export async function publishExamKey(_context: LocalContext, ..._args: unknown[]): Promise<never> {
  throw new Error('publishExamKey is not built yet.');
}

export async function listExamChallenges(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('listExamChallenges is not built yet.');
}

export async function decideExamChallenge(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('decideExamChallenge is not built yet.');
}

export async function getResponseSheet(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('getResponseSheet is not built yet.');
}

export async function challengeQuestion(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('challengeQuestion is not built yet.');
}

export async function myTestSeriesResults(
  _context: LocalContext,
  ..._args: unknown[]
): Promise<never> {
  throw new Error('myTestSeriesResults is not built yet.');
}
