import { EXAM_REFUSAL_MESSAGES } from '@/data/online-tests';
import type { AvailableExam } from '@/data/online-tests';

/**
 * Why a listed test cannot be started or resumed now, as the server would refuse it, or
 * undefined: the instructions then show the message instead of Start (the server decides again).
 */
export function availabilityRefusal(exam: AvailableExam, now: Date): string | undefined {
  const { attempt } = exam;
  if (attempt && attempt.status !== 'in-progress') return EXAM_REFUSAL_MESSAGES.submitted;
  if (attempt) {
    return now.getTime() < Date.parse(attempt.deadline)
      ? undefined
      : EXAM_REFUSAL_MESSAGES['time-over'];
  }
  if (now.getTime() < Date.parse(exam.opensAt)) return EXAM_REFUSAL_MESSAGES['not-open'];
  if (now.getTime() > Date.parse(exam.closesAt)) return EXAM_REFUSAL_MESSAGES.closed;
  return undefined;
}
