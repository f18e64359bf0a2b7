import { useState } from 'react';
import { ExamRefusedError, describeError } from '@/data';
import { ATTEMPT_STATUS_LABELS } from '@/data/online-tests';
import type { AvailableExam, ExamLanguage, ExamSession, ExamTaker } from '@/data/online-tests';
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

type Step =
  | { kind: 'list' }
  | { kind: 'instructions'; exam: AvailableExam; refusal?: string; starting: boolean }
  | { kind: 'exam'; session: ExamSession; language: ExamLanguage };

/** A taker's tests → a test's instructions → the test. */
export function ExamFlow({ taker, exams, start, transportFor, onFinished }: ExamFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [failure, setFailure] = useState<string>();
  const takerLine =
    taker.kind === 'candidate' ? `${taker.name} · Roll No. ${taker.rollNo}` : taker.name;

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
          setStep({ ...step, starting: false, refusal: error.message });
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
        title="No online tests for you yet"
        message="Your tests appear here when the institute publishes them."
      />
    );
  }
  return (
    <ul className={styles.examList} aria-label="Your online tests">
      {exams.map((exam) => (
        <li key={exam.testId}>
          <Card title={exam.title}>
            <p>
              {exam.durationMinutes} minutes · may be started{' '}
              <DateText value={exam.opensAt} withTime /> to{' '}
              <DateText value={exam.closesAt} withTime />
            </p>
            {exam.attempt ? <p>{ATTEMPT_STATUS_LABELS[exam.attempt.status]}</p> : null}
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
              {exam.attempt?.status === 'in-progress' ? 'Resume' : 'Open'}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
