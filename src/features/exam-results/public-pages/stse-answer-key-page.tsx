import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExamRefusedError, describeError, useData } from '@/data';
import type { CandidateLookup } from '@/data';
import type { AvailableExam, ResponseSheet, SheetQuestion } from '@/data/online-tests';
import { Alert, Button, Card, PageContainer, Spinner, useDocumentTitle } from '@/ui';
import { CandidateLookupForm, LookupProblem, useCandidateLookup } from '@/features/stse';
import { ResponseSheetView } from '../components/response-sheet';
import styles from '../components/exam-results.module.css';
import { ChallengeDialog } from './challenge-dialog';

type Found = { credentials: CandidateLookup; exams: AvailableExam[] };

/** Whether the candidate may still challenge the key (the page's clock; the server decides). */
const challengesOpen = (sheet: ResponseSheet, now: number) =>
  sheet.keyStage === 'provisional' &&
  sheet.challengesCloseAt !== undefined &&
  now < Date.parse(sheet.challengesCloseAt);

/** One test's response sheet, read with the candidate's roll number and date of birth. */
function SheetOf({ exam, credentials }: { exam: AvailableExam; credentials: CandidateLookup }) {
  const { t } = useLingui();
  const repository = useData();
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    /** `readAt`: when the sheet was read, the page's clock for the challenge window. */
    | { status: 'shown'; sheet: ResponseSheet; readAt: number }
    | { status: 'failed'; message: string }
  >({ status: 'idle' });
  const [challenging, setChallenging] = useState<{ question: SheetQuestion; number: number }>();

  async function load() {
    setState((current) => (current.status === 'shown' ? current : { status: 'loading' }));
    try {
      setState({
        status: 'shown',
        sheet: await repository.getResponseSheet(exam.testId, credentials),
        readAt: Date.now(),
      });
    } catch (error) {
      setState({ status: 'failed', message: describeError(error) });
    }
  }

  if (state.status === 'idle') {
    return (
      <Button onClick={() => void load()}>
        <Trans>View response sheet</Trans>
      </Button>
    );
  }
  if (state.status === 'loading') return <Spinner label={t`Loading the response sheet…`} />;
  if (state.status === 'failed') return <Alert tone="error">{state.message}</Alert>;
  const { sheet } = state;
  const open = challengesOpen(sheet, state.readAt);
  return (
    <>
      <ResponseSheetView
        sheet={sheet}
        actionFor={
          open
            ? (question) => {
                const number = sheet.questions.indexOf(question) + 1;
                return (
                  <p className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Challenge question ${number}`}
                      onClick={() => setChallenging({ question, number })}
                    >
                      <Trans>Challenge</Trans>
                    </Button>
                  </p>
                );
              }
            : undefined
        }
      />
      {challenging ? (
        <ChallengeDialog
          questionNumber={challenging.number}
          onClose={() => setChallenging(undefined)}
          onChallenge={async (reason) => {
            await repository.challengeQuestion(
              exam.testId,
              credentials,
              challenging.question.questionId,
              reason,
            );
            setChallenging(undefined);
            await load();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * /stse/answer-key: a candidate of the online STSE sees, once the key is published, each
 * question with their answer, the right answer and their marks, and may challenge a question
 * while the challenge window is open.
 */
export function StseAnswerKeyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`STSE Answer Key · Sankalp Institute`);
  const repository = useData();
  const { state, search } = useCandidateLookup(async (credentials): Promise<Found | undefined> => {
    try {
      const { exams } = await repository.signInToExams(credentials);
      return { credentials, exams };
    } catch (error) {
      // A roll number and date of birth that do not match are "not found", as on the other lookups.
      if (error instanceof ExamRefusedError && error.reason === 'not-eligible') return undefined;
      throw error;
    }
  });
  const published =
    state.status === 'found'
      ? state.result.exams.filter(
          (exam) =>
            exam.keyStage !== 'hidden' &&
            exam.attempt !== undefined &&
            exam.attempt.status !== 'in-progress',
        )
      : [];
  return (
    <PageContainer
      title={t`STSE Answer Key`}
      lead={t`Enter your roll number and date of birth to see your responses against the answer key, your marks, and to challenge a question while challenges are open.`}
      width="narrow"
    >
      <Card title={t`Find your response sheet`}>
        <CandidateLookupForm
          label={t`Answer key lookup`}
          submitLabel={t`Show my tests`}
          searching={state.status === 'searching'}
          onSearch={search}
        />
      </Card>
      <div className={styles.stack} aria-live="polite">
        {state.status === 'found' && published.length === 0 ? (
          <Alert tone="info">
            <Trans>
              No answer key is published yet for a test you took online. Please check again later.
            </Trans>
          </Alert>
        ) : null}
        {state.status === 'found'
          ? published.map((exam) => (
              <Card key={exam.testId} title={exam.title}>
                <SheetOf exam={exam} credentials={state.result.credentials} />
              </Card>
            ))
          : null}
        <LookupProblem
          state={state}
          notFoundMessage={t`Roll number and date of birth not found. Please check both as given when registering.`}
        />
      </div>
      <p className={styles.hint}>
        <Trans>
          Results out? <Link to="/results">Check your STSE result</Link>.
        </Trans>
      </p>
    </PageContainer>
  );
}
