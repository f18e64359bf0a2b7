// Online tests on the server: the monitor, the answer key, challenges and results. PLACEHOLDER of the shared foundation: each operation is
// replaced by its engineer.
import type { DataContext } from './context';

async function getExamMonitor(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getExamMonitor is not built yet.');
}

async function publishExamKey(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('publishExamKey is not built yet.');
}

async function listExamChallenges(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('listExamChallenges is not built yet.');
}

async function decideExamChallenge(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('decideExamChallenge is not built yet.');
}

async function getResponseSheet(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('getResponseSheet is not built yet.');
}

async function challengeQuestion(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('challengeQuestion is not built yet.');
}

async function myTestSeriesResults(_context: DataContext, ..._args: unknown[]): Promise<never> {
  throw new Error('myTestSeriesResults is not built yet.');
}

export const examResultsOperations = {
  getExamMonitor,
  publishExamKey,
  listExamChallenges,
  decideExamChallenge,
  getResponseSheet,
  challengeQuestion,
  myTestSeriesResults,
};
