import { useState } from 'react';
import {
  describeError,
  formatDate,
  formatIndianNumber,
  useAreaPanel,
  useData,
  useLiveQuery,
} from '@/data';
import type { ResponseSheet, TestSeriesResult } from '@/data/online-tests';
import {
  Alert,
  Button,
  Card,
  Chart,
  DataTable,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  Spinner,
  useDocumentTitle,
} from '@/ui';
import { hiddenFromParentsReason } from '@/data/parents';
import type { DataTableColumn } from '@/ui';
import { ResponseSheetView } from '../components/response-sheet';
import styles from '../components/exam-results.module.css';

type SubjectRow = TestSeriesResult['subjects'][number];
type TimeRow = TestSeriesResult['timePerQuestion'][number] & { number: number };

const subjectColumns: readonly DataTableColumn<SubjectRow>[] = [
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  { id: 'answered', header: 'Answered', align: 'end', cell: (row) => row.answered },
  { id: 'correct', header: 'Right', align: 'end', cell: (row) => row.correct },
  { id: 'accuracy', header: 'Accuracy', align: 'end', cell: (row) => `${row.accuracy}%` },
];

const timeColumns: readonly DataTableColumn<TimeRow>[] = [
  { id: 'question', header: 'Question', cell: (row) => `Q${row.number}` },
  { id: 'seconds', header: 'Seconds', align: 'end', cell: (row) => row.seconds },
];

function SheetButton({ testId }: { testId: string }) {
  const repository = useData();
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'shown'; sheet: ResponseSheet }
    | { status: 'failed'; message: string }
  >({ status: 'idle' });
  if (state.status === 'shown') return <ResponseSheetView sheet={state.sheet} />;
  if (state.status === 'loading') return <Spinner label="Loading the response sheet…" />;
  return (
    <div className={styles.stack}>
      {state.status === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <p className={styles.actions}>
        <Button
          variant="secondary"
          onClick={async () => {
            setState({ status: 'loading' });
            try {
              setState({ status: 'shown', sheet: await repository.getResponseSheet(testId) });
            } catch (error) {
              setState({ status: 'failed', message: describeError(error) });
            }
          }}
        >
          View response sheet
        </Button>
      </p>
    </div>
  );
}

function ResultCard({ result }: { result: TestSeriesResult }) {
  return (
    <Card title={result.title}>
      <div className={styles.stack}>
        <dl className={styles.facts}>
          <div>
            <dt>Score:</dt>
            <dd>
              {result.score.total} / {result.maxMarks}
            </dd>
          </div>
          <div>
            <dt>Rank:</dt>
            <dd>
              Rank {result.rank} of {result.takers}
            </dd>
          </div>
          {result.submittedAt ? (
            <div>
              <dt>Taken:</dt>
              <dd>{formatDate(result.submittedAt)}</dd>
            </div>
          ) : null}
        </dl>
        <DataTable
          // Named by the test too: each result card has these tables, and landmarks need distinct names.
          caption={`Accuracy by subject (${result.title})`}
          captionVisibility="visible"
          columns={subjectColumns}
          rows={result.subjects}
          getRowId={(row) => row.subject}
        />
        <DataTable
          caption={`Time spent per question (${result.title})`}
          captionVisibility="visible"
          columns={timeColumns}
          rows={result.timePerQuestion.map((row, index) => ({ ...row, number: index + 1 }))}
          getRowId={(row) => row.questionId}
        />
        <SheetButton testId={result.testId} />
      </div>
    </Card>
  );
}

/** The score as a share of the test's maximum, so tests of different lengths compare. */
const percentOf = (result: TestSeriesResult) =>
  result.maxMarks > 0 ? Math.round((result.score.total / result.maxMarks) * 1000) / 10 : 0;

/** Each test's score, oldest first: drawn once there are two to compare. */
function ScoresOverTime({ results }: { results: readonly TestSeriesResult[] }) {
  const oldestFirst = [...results].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  return (
    <Card title="Scores over time">
      <Chart
        title="Your score in each test, as a percentage of its maximum marks"
        kind="line"
        labelHeader="Test"
        formatValue={(value) => `${formatIndianNumber(value)}%`}
        series={[
          {
            name: 'Score',
            points: oldestFirst.map((result) => ({
              label: `${result.title}, ${formatDate(result.submittedAt)}`,
              shortLabel: formatDate(result.submittedAt),
              value: percentOf(result),
            })),
          },
        ]}
      />
    </Card>
  );
}

/** Student → Test Results: each finished test of the series with its score, rank and sheet. */
export function TestResultsPage() {
  useDocumentTitle(`Test Results · ${useAreaPanel()} · Sankalp Institute`);
  const query = useLiveQuery(
    (repository) => repository.myTestSeriesResults(),
    [],
    ['examAttempts', 'examTests'],
  );
  return (
    <PageContainer
      title="Test Results"
      lead="Your online tests of the series, once their answer key is published."
    >
      {query.status === 'error' && hiddenFromParentsReason(query.error) ? (
        <Alert tone="info" title="Not shared">
          {hiddenFromParentsReason(query.error)}
        </Alert>
      ) : query.status === 'error' ? (
        <LoadError
          title="Your results could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : query.status === 'loading' ? (
        <Skeleton lines={4} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No results yet"
          message="Results appear here once you have taken a test and its answer key is published."
        />
      ) : (
        <div className={styles.stack}>
          {query.data.length > 1 ? <ScoresOverTime results={query.data} /> : null}
          {query.data.map((result) => (
            <ResultCard key={result.testId} result={result} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
