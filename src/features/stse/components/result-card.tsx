import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatPercentile } from '@/data';
import type { ResultLookup } from '@/data';
import { Alert, Button, Card } from '@/ui';
import { formatIndianNumber } from '@/lib';
import { useClassWithSuffix } from './admit-card';
import styles from './result-card.module.css';

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
  const { t } = useLingui();
  const classWithSuffix = useClassWithSuffix();
  const facts: Fact[] = [
    [t`Name`, result.name],
    [t`Roll Number`, result.rollNo],
  ];
  if (result.status === 'published' || result.status === 'absent') {
    facts.push([t`Class`, classWithSuffix(result.currentClass)]);
  }
  if (result.status === 'published') {
    const { rank, classSize } = result;
    facts.push(
      [t`Marks`, `${result.marks} / ${result.maxMarks}`],
      [t`Rank in Class`, t`${rank} of ${classSize}`],
      [t`Percentile`, formatPercentile(result.percentile)],
      // An empty or "None" scholarship (the stored word) reads as the screen's "None".
      [
        t`Scholarship`,
        result.scholarship && result.scholarship !== 'None' ? result.scholarship : t`None`,
      ],
    );
  }
  const published = result.status === 'published';
  const name = result.name;
  return (
    <div className={styles.wrapper} data-print-only-root={published ? '' : undefined}>
      <Card
        title={t`Result for ${name}`}
        actions={
          published ? (
            <span data-print-hide>
              <Button variant="secondary" size="sm" onClick={onPrint}>
                <Trans>Print Scorecard</Trans>
              </Button>
            </span>
          ) : undefined
        }
        className={styles.card}
      >
        {result.status === 'published' || result.status === 'absent' ? (
          <ScorecardHeading examYear={result.examYear} />
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
          <RankNote
            classLabel={classWithSuffix(result.currentClass)}
            classSize={result.classSize}
          />
        ) : null}
        {result.status === 'absent' ? (
          <Alert tone="info">
            <Trans>
              Marked Absent: this candidate did not sit the exam, so there are no marks, rank or
              percentile.
            </Trans>
          </Alert>
        ) : null}
        {result.status === 'not-published' || result.status === 'no-marks' ? (
          <Alert tone="info">
            <Trans>Your marks have not been updated yet. Please check back later.</Trans>
          </Alert>
        ) : null}
      </Card>
    </div>
  );
}

function ScorecardHeading({ examYear }: { examYear: number }) {
  return (
    <p className={styles.exam}>
      <Trans>Sankalp Institute · Sankalp Talent Search Exam · STSE {examYear} Scorecard</Trans>
    </p>
  );
}

/** Whom the rank and percentile compare with. */
function RankNote({ classLabel, classSize }: { classLabel: string; classSize: number }) {
  const candidates = formatIndianNumber(classSize);
  return (
    <p className={styles.note}>
      <Plural
        value={classSize}
        one={`Rank and percentile are within class ${classLabel}, among the ${candidates} candidate who appeared. Percentile: the share of those candidates with marks at or below these.`}
        other={`Rank and percentile are within class ${classLabel}, among the ${candidates} candidates who appeared. Percentile: the share of those candidates with marks at or below these.`}
      />
    </p>
  );
}
