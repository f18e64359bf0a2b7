import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, formatDate, formatIndianNumber, useData, useLiveQuery } from '@/data';
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
import { useAreaPanelName } from '@/features/data-messages';

type SubjectRow = TestSeriesResult['subjects'][number];
type TimeRow = TestSeriesResult['timePerQuestion'][number] & { number: number };

/** The result card's two tables' columns, headed in the screen's language. */
function useResultColumns() {
  const { t } = useLingui();
  const subjectColumns: readonly DataTableColumn<SubjectRow>[] = [
    { id: 'subject', header: t`Subject`, cell: (row) => row.subject },
    { id: 'answered', header: t`Answered`, align: 'end', cell: (row) => row.answered },
    { id: 'correct', header: t`Right`, align: 'end', cell: (row) => row.correct },
    { id: 'accuracy', header: t`Accuracy`, align: 'end', cell: (row) => `${row.accuracy}%` },
  ];
  const timeColumns: readonly DataTableColumn<TimeRow>[] = [
    { id: 'question', header: t`Question`, cell: (row) => `Q${row.number}` },
    { id: 'seconds', header: t`Seconds`, align: 'end', cell: (row) => row.seconds },
  ];
  return { subjectColumns, timeColumns };
}

function SheetButton({ testId }: { testId: string }) {
  const { t } = useLingui();
  const repository = useData();
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'shown'; sheet: ResponseSheet }
    | { status: 'failed'; message: string }
  >({ status: 'idle' });
  if (state.status === 'shown') return <ResponseSheetView sheet={state.sheet} />;
  if (state.status === 'loading') return <Spinner label={t`Loading the response sheet…`} />;
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
          <Trans>View response sheet</Trans>
        </Button>
      </p>
    </div>
  );
}

function ResultCard({ result }: { result: TestSeriesResult }) {
  const { t } = useLingui();
  const { subjectColumns, timeColumns } = useResultColumns();
  const { rank, takers, title } = result;
  return (
    <Card title={result.title}>
      <div className={styles.stack}>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>Score:</Trans>
            </dt>
            <dd>
              {result.score.total} / {result.maxMarks}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Rank:</Trans>
            </dt>
            <dd>
              <Trans>
                Rank {rank} of {takers}
              </Trans>
            </dd>
          </div>
          {result.submittedAt ? (
            <div>
              <dt>
                <Trans>Taken:</Trans>
              </dt>
              <dd>{formatDate(result.submittedAt)}</dd>
            </div>
          ) : null}
        </dl>
        <DataTable
          // Named by the test too: each result card has these tables, and landmarks need distinct names.
          caption={t`Accuracy by subject (${title})`}
          captionVisibility="visible"
          columns={subjectColumns}
          rows={result.subjects}
          getRowId={(row) => row.subject}
        />
        <DataTable
          caption={t`Time spent per question (${title})`}
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
  const { t } = useLingui();
  const oldestFirst = [...results].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  return (
    <Card title={t`Scores over time`}>
      <Chart
        title={t`Your score in each test, as a percentage of its maximum marks`}
        kind="line"
        labelHeader={t`Test`}
        formatValue={(value) => `${formatIndianNumber(value)}%`}
        series={[
          {
            name: t`Score`,
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
  const { t } = useLingui();
  const panel = useAreaPanelName();
  useDocumentTitle(t`Test Results · ${panel} · Sankalp Institute`);
  const query = useLiveQuery(
    (repository) => repository.myTestSeriesResults(),
    [],
    ['examAttempts', 'examTests'],
  );
  return (
    <PageContainer
      title={t`Test Results`}
      lead={t`Your online tests of the series, once their answer key is published.`}
    >
      {query.status === 'error' && hiddenFromParentsReason(query.error) ? (
        <Alert tone="info" title={t`Not shared`}>
          {hiddenFromParentsReason(query.error)}
        </Alert>
      ) : query.status === 'error' ? (
        <LoadError
          title={t`Your results could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : query.status === 'loading' ? (
        <Skeleton lines={4} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t`No results yet`}
          message={t`Results appear here once you have taken a test and its answer key is published.`}
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
