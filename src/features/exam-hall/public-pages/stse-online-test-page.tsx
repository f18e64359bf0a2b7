import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TooManyTriesError, describeError, useData } from '@/data';
import type { ExamCredentials, ExamSignIn } from '@/data/online-tests';
import {
  Alert,
  Button,
  Card,
  DateField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  PageContainer,
  Spinner,
  TextField,
  useDocumentTitle,
} from '@/ui';

// The exam hall (with the rules it shares with the server) downloads after the sign-in.
const ExamFlow = lazy(() =>
  import('../components/exam-flow').then((module) => ({ default: module.ExamFlow })),
);

/** An STSE candidate at the Online centre signs in with roll number and date of birth. */
export function StseOnlineTestPage() {
  const { t } = useLingui();
  useDocumentTitle(t`STSE Online Test`);
  const repository = useData();
  const [credentials, setCredentials] = useState<ExamCredentials>();
  const [signIn, setSignIn] = useState<ExamSignIn>();
  const [problem, setProblem] = useState<string>();
  const form = useForm<ExamCredentials>({
    resolver: lazyResolver(() =>
      import('./sign-in-rules').then((rules) => rules.examSignInResolver),
    ),
    defaultValues: { rollNo: '', dateOfBirth: '' },
  });

  async function enter(given: ExamCredentials) {
    setProblem(undefined);
    try {
      setSignIn(await repository.signInToExams(given));
      setCredentials(given);
    } catch (error) {
      if (!(error instanceof TooManyTriesError)) console.error(error);
      setProblem(describeError(error));
    }
  }

  return (
    <PageContainer
      title={t`STSE Online Test`}
      lead={t`Candidates at the Online centre take the STSE here, on a computer or a phone, in the national exams' interface.`}
      width="narrow"
    >
      {signIn && credentials ? (
        <Suspense fallback={<Spinner label={t`Opening your tests…`} />}>
          <ExamFlow
            taker={signIn.taker}
            exams={signIn.exams}
            start={(testId) => repository.startExam(testId, credentials)}
            transportFor={(session) => ({
              save: (batch) =>
                repository.saveExamResponses(session.attemptId, session.token, batch),
              submit: (batch) => repository.submitExam(session.attemptId, session.token, batch),
            })}
            onFinished={() => void enter(credentials)}
          />
        </Suspense>
      ) : (
        <Card title={t`Sign in to your test`}>
          <Form
            form={form}
            aria-label={t`Online test sign-in`}
            onSubmit={async (given) => enter(given)}
          >
            <TextField<ExamCredentials>
              name="rollNo"
              label={t`Roll Number`}
              autoComplete="off"
              hint={t`As on your admit card, for example STSE0001.`}
              required
            />
            <DateField<ExamCredentials>
              name="dateOfBirth"
              label={t`Date of Birth`}
              autoComplete="off"
              required
            />
            <FormError />
            {problem ? <Alert tone="error">{problem}</Alert> : null}
            <FormActions>
              <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Signing in…`}>
                <Trans>Sign In</Trans>
              </Button>
            </FormActions>
          </Form>
        </Card>
      )}
      <p>
        <Trans>
          Your admit card is on the <Link to="/stse-admit-card">admit card page</Link>.
        </Trans>
      </p>
    </PageContainer>
  );
}
