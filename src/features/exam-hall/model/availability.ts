import type { AvailableExam, ExamRefusal } from '@/data/online-tests';

/**
 * Why a listed test cannot be started or resumed now, as the server would refuse it, or
 * undefined: the instructions then show the reason instead of Start (the server decides again).
 */
export function availabilityRefusal(exam: AvailableExam, now: Date): ExamRefusal | undefined {
  const { attempt } = exam;
  if (attempt && attempt.status !== 'in-progress') return 'submitted';
  if (attempt) return now.getTime() < Date.parse(attempt.deadline) ? undefined : 'time-over';
  if (now.getTime() < Date.parse(exam.opensAt)) return 'not-open';
  if (now.getTime() > Date.parse(exam.closesAt)) return 'closed';
  return undefined;
}
