import { NO_SCHOLARSHIP, formatPercentile } from '@/data';
import type { ResultLookup } from '@/data';
import { Alert, Button, Card, countLabel } from '@/ui';
import { classWithSuffix } from './admit-card';
import styles from './result-card.module.css';

/** Shown before results are published, and when a candidate's marks are not entered. */
export const MARKS_MISSING_MESSAGE =
  'Your marks have not been updated yet. Please check back later.';
export const ABSENT_MESSAGE =
  'Marked Absent: this candidate did not sit the exam, so there are no marks, rank or percentile.';

/** What a found lookup can show: every answer except not-found. */
export type FoundResult = Exclude<ResultLookup, { status: 'not-found' }>;

type Fact = [label: string, value: string];

/**
 * A candidate's STSE result. Published, it is the scorecard: name, roll number, class, marks out
 * of the maximum, rank in class of N, percentile and scholarship, with Print Scorecard (the card
 * prints alone, on one page). Otherwise the spec's message (or Absent) in its place.
 */
export function ResultCard({
  result,
  onPrint = () => window.print(),
}: {
  result: FoundResult;
  onPrint?: () => void;
}) {
  const facts: Fact[] = [
    ['Name', result.name],
    ['Roll Number', result.rollNo],
  ];
  if (result.status === 'published' || result.status === 'absent') {
    facts.push(['Class', classWithSuffix(result.currentClass)]);
  }
  if (result.status === 'published') {
    facts.push(
      ['Marks', `${result.marks} / ${result.maxMarks}`],
      ['Rank in Class', `${result.rank} of ${result.classSize}`],
      ['Percentile', formatPercentile(result.percentile)],
      ['Scholarship', result.scholarship || NO_SCHOLARSHIP],
    );
  }
  const published = result.status === 'published';
  return (
    <div className={styles.wrapper} data-print-only-root={published ? '' : undefined}>
      <Card
        title={`Result for ${result.name}`}
        actions={
          published ? (
            <span data-print-hide>
              <Button variant="secondary" size="sm" onClick={onPrint}>
                Print Scorecard
              </Button>
            </span>
          ) : undefined
        }
        className={styles.card}
      >
        {result.status === 'published' || result.status === 'absent' ? (
          <p className={styles.exam}>
            Sankalp Institute · Sankalp Talent Search Exam · STSE {result.examYear} Scorecard
          </p>
        ) : null}
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {result.status === 'published' ? (
          <p className={styles.note}>
            Rank and percentile are within class {classWithSuffix(result.currentClass)}, among the{' '}
            {countLabel(result.classSize, 'candidate')} who appeared. Percentile: the share of those
            candidates with marks at or below these.
          </p>
        ) : null}
        {result.status === 'absent' ? <Alert tone="info">{ABSENT_MESSAGE}</Alert> : null}
        {result.status === 'not-published' || result.status === 'no-marks' ? (
          <Alert tone="info">{MARKS_MISSING_MESSAGE}</Alert>
        ) : null}
      </Card>
    </div>
  );
}
