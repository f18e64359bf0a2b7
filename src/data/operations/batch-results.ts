// A batch's online test results, decided once for both modes: for each test of the student
// series whose key is published (its scores stand, as the students see them), how many of the
// batch's students took it, their average and the best score.
import type { ExamTest } from '../schemas/exams';
import type { ExamAttempt } from '../schemas/exam-attempts';
import { keyPublished } from './exam-results';

/** One test's row on a batch's page. */
export type BatchTestResult = {
  testId: string;
  title: string;
  /** When the test's window opened (an instant, ISO). */
  opensAt: string;
  /** The batch's students who finished it. */
  takers: number;
  /** Their average total, to two decimals. */
  average: number;
  best: number;
};

/** Whether a test's results belong on a batch's page: a student-series test, its key out. */
export const countsForBatch = (test: Pick<ExamTest, 'audience' | 'keyStage'>) =>
  test.audience.kind === 'students' && keyPublished(test);

/**
 * The rows of the tests the batch's students took, the latest first. `scores` are the finished,
 * scored attempts of the batch's students (seated now) at tests that count (countsForBatch).
 */
export function batchTestResults(
  tests: ReadonlyArray<Pick<ExamTest, 'id' | 'title' | 'opensAt'>>,
  scores: ReadonlyArray<Pick<ExamAttempt, 'testId'> & { total: number }>,
): BatchTestResult[] {
  return tests
    .flatMap((test) => {
      const totals = scores.filter((score) => score.testId === test.id).map((s) => s.total);
      if (totals.length === 0) return [];
      const sum = totals.reduce((a, b) => a + b, 0);
      return [
        {
          testId: test.id,
          title: test.title,
          opensAt: test.opensAt,
          takers: totals.length,
          average: Math.round((sum / totals.length) * 100) / 100,
          best: Math.max(...totals),
        },
      ];
    })
    .sort((a, b) => b.opensAt.localeCompare(a.opensAt) || a.title.localeCompare(b.title));
}
