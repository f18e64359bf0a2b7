// The admin's merit list as a file: the rows (ranked within the whole class by the data layer's
// meritRows) as CSV, and the file's name.
import { MERIT_NOT_ASSIGNED, NO_SCHOLARSHIP, formatPercentile } from '@/data';
import type { Candidate, ClassLevel, MeritRow } from '@/data';
import { toCsv } from '@/lib';

/** The exam centre as the merit list shows it. */
export const centerOf = (candidate: Candidate) => candidate.examCenter ?? MERIT_NOT_ASSIGNED;

export const MERIT_CSV_HEADER = [
  'Rank',
  'Roll No',
  'Name',
  'Class',
  'School',
  'Exam Center',
  'Marks',
  'Maximum Marks',
  'Percentile',
  'Scholarship',
] as const;

/** The rows as CSV; text that a spreadsheet would run as a formula is neutralised. */
export function meritListCsv(rows: readonly MeritRow[], maxMarks: number): string {
  return toCsv([
    MERIT_CSV_HEADER,
    ...rows.map(({ candidate, rank, percentile }) => [
      rank ?? 'Absent',
      candidate.rollNo,
      candidate.name,
      candidate.currentClass,
      candidate.schoolName,
      centerOf(candidate),
      candidate.marks ?? 'Absent',
      maxMarks,
      percentile === undefined ? '' : formatPercentile(percentile),
      candidate.scholarship ?? NO_SCHOLARSHIP,
    ]),
  ]);
}

export function meritListFileName(currentClass: ClassLevel, examYear: number): string {
  return `stse-${examYear}-merit-list-class-${currentClass}.csv`;
}
