// How the results screens write an online test's pieces: option letters, an answer or a key as
// text, the statuses' colours, marks with their sign, and a challenge deadline typed in India time.
import type {
  AttemptStatus,
  ChallengeStatus,
  KeyChange,
  NumericalAnswer,
  ResponseAnswer,
} from '@/data/online-tests';
import type { BadgeTone } from '@/ui';

/** A, B, C… for option 0, 1, 2… */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export const optionLetters = (indices: readonly number[]) =>
  indices.length === 0
    ? '—'
    : [...indices]
        .sort((a, b) => a - b)
        .map(optionLetter)
        .join(', ');

export const numericalText = ({ value, tolerance }: NumericalAnswer) =>
  tolerance > 0 ? `${value} (± ${tolerance})` : String(value);

/** A response as text: the options chosen, the number typed, or "Not answered". */
export function answerText(answer: ResponseAnswer | undefined): string {
  if (answer === null || answer === undefined) return 'Not answered';
  if (typeof answer === 'string') return answer.trim() === '' ? 'Not answered' : answer;
  return answer.length === 0 ? 'Not answered' : optionLetters(answer);
}

/** A key change as the admin and the candidate read it. */
export function keyChangeText(change: KeyChange): string {
  if (change.kind === 'dropped') return 'Dropped: full marks to everyone';
  if (change.kind === 'numerical') return `Key changed to ${numericalText(change.numericalAnswer)}`;
  return `Key changed to ${optionLetters(change.correctOptions)}`;
}

/** Marks with their sign: +4, −1, 0. */
export const signedMarks = (marks: number) =>
  marks > 0 ? `+${marks}` : marks < 0 ? `−${Math.abs(marks)}` : '0';

export const challengeStatusTones: Readonly<Record<ChallengeStatus, BadgeTone>> = {
  open: 'highlight',
  accepted: 'success',
  rejected: 'neutral',
};

export const attemptStatusTones: Readonly<Record<AttemptStatus, BadgeTone>> = {
  'in-progress': 'info',
  submitted: 'success',
  'timed-out': 'warning',
};

/** A `datetime-local` value (YYYY-MM-DDTHH:MM) read as India time, as an instant; or null. */
export function indiaDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
