import { useLingui } from '@lingui/react/macro';
import { ExamFlow } from '../components/exam-flow';
import { describeError, useData, useLiveQuery } from '@/data';
import { LoadError, PageContainer, Spinner, useDocumentTitle } from '@/ui';

/** A signed-in student's tests of the series; the account is the credential. */
export function StudentOnlineTestsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Online Tests`);
  const repository = useData();
  const mine = useLiveQuery((data) => data.myExams(), [], ['examTests', 'examAttempts']);
  return (
    <PageContainer title={t`Online Tests`}>
      {mine.status === 'loading' ? <Spinner label={t`Loading your tests…`} /> : null}
      {mine.status === 'error' ? (
        <LoadError
          title={t`Your tests could not be loaded`}
          message={describeError(mine.error)}
          onRetry={mine.reload}
        />
      ) : null}
      {mine.status === 'success' ? (
        <ExamFlow
          taker={mine.data.taker}
          exams={mine.data.exams}
          start={(testId) => repository.startExam(testId)}
          transportFor={(session) => ({
            save: (batch) => repository.saveExamResponses(session.attemptId, session.token, batch),
            submit: (batch) => repository.submitExam(session.attemptId, session.token, batch),
          })}
          onFinished={mine.reload}
        />
      ) : null}
    </PageContainer>
  );
}
