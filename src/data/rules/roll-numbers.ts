// Roll numbers. A sequence is "count of existing records + 1" by the product's rule, but after a
// deletion that count repeats a number already issued; so the next sequence is also above the
// highest one in use, which makes the result unique by construction.
import type { ClassLevel } from '../schemas';

export const STUDENT_ROLL_PREFIX = 'SANK';
const SEQUENCE_DIGITS = 4;

const zeroPad = (value: number, width: number) => String(value).padStart(width, '0');

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Student roll numbers: SANK, 2-digit year, 2-digit class, then the sequence.
const studentRollPattern = new RegExp(
  `^${STUDENT_ROLL_PREFIX}\\d{4}(\\d{${SEQUENCE_DIGITS},})$`,
  'i',
);

const stseRollPattern = (prefix: string) =>
  new RegExp(`^${escapeForRegExp(prefix)}(\\d{${SEQUENCE_DIGITS},})$`, 'i');

/**
 * The roll number with the highest sequence of this pattern, matched ignoring case, and that
 * sequence (0 when none matches). A sequence too large to count on exactly (not a safe integer)
 * is skipped: it cannot equal any we issue.
 */
function highestOfPattern(
  rollNos: readonly string[],
  pattern: RegExp,
): { sequence: number; rollNo?: string } {
  let highest: { sequence: number; rollNo?: string } = { sequence: 0 };
  for (const rollNo of rollNos) {
    const digits = pattern.exec(rollNo.trim())?.[1];
    const sequence = Number(digits);
    if (digits !== undefined && Number.isSafeInteger(sequence) && sequence > highest.sequence) {
      highest = { sequence, rollNo };
    }
  }
  return highest;
}

/**
 * The highest sequence of the STSE roll numbers of this prefix among these (0 when none): what a
 * new series' counter starts from.
 */
export const highestStseSequence = (prefix: string, rollNos: readonly string[]): number =>
  highestOfPattern(rollNos, stseRollPattern(prefix)).sequence;

/** The highest sequence of the student roll numbers among these (0 when none). */
export const highestStudentSequence = (rollNos: readonly string[]): number =>
  highestOfPattern(rollNos, studentRollPattern).sequence;

// Above the record count (the spec's rule), every sequence in use and every one issued before a
// restore removed its record (`issued`), so never a repeat: an existing or earlier roll number
// equal to ours would have to carry this very sequence.
const sequenceReached = (count: number, highest: number) => Math.max(count, highest);

/**
 * The highest student roll number and the highest STSE roll number of each prefix among these:
 * what a restore keeps as issued, so registrations made after a backup never have their numbers
 * issued again once it is restored.
 */
export function highestRollNumbers(
  studentRollNos: readonly string[],
  candidateRollNos: readonly string[],
  prefixes: readonly string[],
): string[] {
  return [
    highestOfPattern(studentRollNos, studentRollPattern).rollNo,
    ...prefixes.map((prefix) => highestOfPattern(candidateRollNos, stseRollPattern(prefix)).rollNo),
  ].filter((rollNo) => rollNo !== undefined);
}

/** SANK + 2-digit year + 2-digit class + 4-digit sequence: 2026, class 9, 1 → SANK26090001. */
export function studentRollNumber({
  year,
  currentClass,
  sequence,
}: {
  year: number;
  currentClass: ClassLevel;
  sequence: number;
}): string {
  if (!Number.isInteger(year) || year < 0) throw new RangeError(`${year} is not a year.`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A roll number sequence must be a whole number from 1, not ${sequence}.`);
  }
  return `${STUDENT_ROLL_PREFIX}${zeroPad(year % 100, 2)}${zeroPad(currentClass, 2)}${zeroPad(sequence, SEQUENCE_DIGITS)}`;
}

/**
 * The roll number of the student after sequence `reached` (the series' counter): the sequence runs
 * over all students, any year or class.
 */
export function studentRollNumberAfter(
  reached: number,
  currentClass: ClassLevel,
  now: Date,
): string {
  return studentRollNumber({ year: now.getFullYear(), currentClass, sequence: reached + 1 });
}

/**
 * The roll number for a new student among these, continuing after `issued` (numbers issued before
 * a restore).
 */
export function nextStudentRollNumber(
  existingRollNos: readonly string[],
  currentClass: ClassLevel,
  now: Date,
  issued: readonly string[] = [],
): string {
  const highest = highestStudentSequence([...existingRollNos, ...issued]);
  return studentRollNumberAfter(
    sequenceReached(existingRollNos.length, highest),
    currentClass,
    now,
  );
}

/**
 * `howMany` STSE roll numbers after sequence `reached` (the series' counter): prefix + 4-digit
 * sequence (STSE0001; past 9999 the number just grows: STSE10000).
 */
export function stseRollNumbersAfter(prefix: string, reached: number, howMany: number): string[] {
  if (prefix.trim() === '') throw new RangeError('An STSE roll number needs a prefix.');
  if (!Number.isInteger(howMany) || howMany < 0) {
    throw new RangeError(`Cannot issue ${howMany} roll numbers.`);
  }
  return Array.from(
    { length: howMany },
    (_, offset) => `${prefix}${zeroPad(reached + 1 + offset, SEQUENCE_DIGITS)}`,
  );
}

/**
 * `howMany` new STSE roll numbers continuing the sequence among these and `issued`. None exists
 * already or repeats.
 */
export function nextStseRollNumbers(
  prefix: string,
  existingRollNos: readonly string[],
  howMany: number,
  issued: readonly string[] = [],
): string[] {
  const highest = highestStseSequence(prefix, [...existingRollNos, ...issued]);
  return stseRollNumbersAfter(prefix, sequenceReached(existingRollNos.length, highest), howMany);
}
