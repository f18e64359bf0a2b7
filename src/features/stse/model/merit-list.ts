// The admin's merit list: candidates of one class who have a result, ranked within the whole
// class (a centre filter only hides rows; it never changes a rank), Absent ones last.
import { NO_SCHOLARSHIP, formatPercentile, rankAndPercentile } from '@/data';
import type { Candidate, ClassLevel } from '@/data';
import { toCsv } from '@/lib';
import { FILTER_ALL } from '@/ui';

export const NOT_ASSIGNED = 'Not Assigned';
/** Every centre: the kit's one "All" value, as in the other filters. */
export const ALL_CENTERS = FILTER_ALL;

export type MeritRow = {
  candidate: Candidate;
  /** undefined for an Absent candidate. */
  rank: number | undefined;
  classSize: number;
  percentile: number | undefined;
};

/** The class's candidates with marks or Absent, best first; those without a result are left out. */
export function meritRows(candidates: readonly Candidate[], currentClass: ClassLevel): MeritRow[] {
  const members = candidates.filter((candidate) => candidate.currentClass === currentClass);
  const standings = rankAndPercentile(members);
  const rows: MeritRow[] = [];
  for (const candidate of members) {
    const standing = standings.get(candidate);
    if (standing) {
      rows.push({ candidate, ...standing });
    } else if (candidate.absent === true) {
      rows.push({ candidate, rank: undefined, classSize: standings.size, percentile: undefined });
    }
  }
  // By rank, then roll number; Absent last.
  return rows.sort(
    (first, second) =>
      (first.rank ?? Number.POSITIVE_INFINITY) - (second.rank ?? Number.POSITIVE_INFINITY) ||
      first.candidate.rollNo.localeCompare(second.candidate.rollNo, 'en', { numeric: true }),
  );
}

/** The exam centre as the merit list shows it. */
export const centerOf = (candidate: Candidate) => candidate.examCenter ?? NOT_ASSIGNED;

export function filterByCenter(rows: readonly MeritRow[], center: string): MeritRow[] {
  return center === ALL_CENTERS
    ? [...rows]
    : rows.filter((row) => centerOf(row.candidate) === center);
}

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

/** The rows as shown, as CSV; text that a spreadsheet would run as a formula is neutralised. */
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
