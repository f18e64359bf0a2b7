import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ExamRefusedError, describeError } from '@/data';
import type {
  AttemptStatus,
  AvailableExam,
  ExamLanguage,
  ExamRefusal,
  ExamSession,
  ExamTaker,
} from '@/data/online-tests';
import { Alert, Button, Card, DateText, EmptyState } from '@/ui';
import type { ExamTransport } from '../model/exam-engine';
import { availabilityRefusal } from '../model/availability';
import { ExamScreen } from './exam-screen';
import { Instructions } from './instructions';
import styles from './exam-hall.module.css';

export type ExamFlowProps = {
  taker: ExamTaker;
  exams: readonly AvailableExam[];
  /** Starts or resumes: the paper comes only now. */
  start: (testId: string) => Promise<ExamSession>;
  transportFor: (session: ExamSession) => ExamTransport;
  /** After the test: read the list again (its status changed). */
  onFinished: () => void;
};

const attemptStatusLabels: Readonly<Record<AttemptStatus, MessageDescriptor>> = {
  'in-progress': msg`In progress`,
  submitted: msg`Submitted`,
  'timed-out': msg`Submitted at time-out`,
};

type Step =
  | { kind: 'list' }
  | { kind: 'instructions'; exam: AvailableExam; refusal?: ExamRefusal; starting: boolean }
  | { kind: 'exam'; session: ExamSession; language: ExamLanguage };

/** A taker's tests → a test's instructions → the test. */
export function ExamFlow({ taker, exams, start, transportFor, onFinished }: ExamFlowProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [failure, setFailure] = useState<string>();
  const { name } = taker;
  const rollNo = taker.kind === 'candidate' ? taker.rollNo : '';
  const takerLine = taker.kind === 'candidate' ? t`${name} · Roll No. ${rollNo}` : name;

  if (step.kind === 'exam') {
    return (
      <ExamScreen
        session={step.session}
        transport={transportFor(step.session)}
        takerLine={takerLine}
        language={step.language}
        onExit={() => {
          setStep({ kind: 'list' });
          onFinished();
        }}
      />
    );
  }

  if (step.kind === 'instructions') {
    const { exam } = step;
    const begin = async (language: ExamLanguage) => {
      setFailure(undefined);
      setStep({ ...step, starting: true });
      try {
        const session = await start(exam.testId);
        setStep({ kind: 'exam', session, language });
      } catch (error) {
        if (error instanceof ExamRefusedError) {
          setStep({ ...step, starting: false, refusal: error.reason });
          return;
        }
        setStep({ ...step, starting: false });
        setFailure(describeError(error));
      }
    };
    return (
      <div className={styles.flow}>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Instructions
          exam={exam}
          refusal={step.refusal}
          starting={step.starting}
          onStart={(language) => void begin(language)}
          onBack={() => setStep({ kind: 'list' })}
        />
      </div>
    );
  }

  if (exams.length === 0) {
    return (
      <EmptyState
        title={t`No online tests for you yet`}
        message={t`Your tests appear here when the institute publishes them.`}
      />
    );
  }
  return (
    <ul className={styles.examList} aria-label={t`Your online tests`}>
      {exams.map((exam) => (
        <li key={exam.testId}>
          <Card title={exam.title}>
            <ExamWhen exam={exam} />
            {exam.attempt ? <p>{i18n._(attemptStatusLabels[exam.attempt.status])}</p> : null}
            <Button
              variant={exam.attempt?.status === 'in-progress' ? 'primary' : 'secondary'}
              onClick={() =>
                setStep({
                  kind: 'instructions',
                  exam,
                  refusal: availabilityRefusal(exam, new Date()),
                  starting: false,
                })
              }
            >
              {exam.attempt?.status === 'in-progress' ? <Trans>Resume</Trans> : <Trans>Open</Trans>}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** How long a listed test is and when it may be started. */
function ExamWhen({ exam }: { exam: AvailableExam }) {
  const minutes = exam.durationMinutes;
  return (
    <p>
      <Trans>
        {minutes} minutes · may be started <DateText value={exam.opensAt} withTime /> to{' '}
        <DateText value={exam.closesAt} withTime />
      </Trans>
    </p>
  );
}
