import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ExamLanguage, ExamSession, ResponseAnswer } from '@/data/online-tests';
import { Button, Spinner, Tabs } from '@/ui';
import { useExamEngine } from '../model/exam-engine';
import type { ExamTransport } from '../model/exam-engine';
import type { QueueStore } from '../model/queue-store';
import { nextPosition, previousPosition, questionNumber } from '../model/paper';
import type { Position } from '../model/paper';
import { ConfirmSubmit } from './confirm-submit';
import { ExamLayout } from './exam-layout';
import { RefusedScreen, SubmittedScreen } from './exam-end';
import { ExamStatus } from './exam-status';
import { QuestionPalette } from './question-palette';
import { QuestionView } from './question-view';
import styles from './exam-hall.module.css';

export type ExamScreenProps = {
  session: ExamSession;
  transport: ExamTransport;
  takerLine: string;
  /** The language chosen on the instructions page. */
  language: ExamLanguage;
  onExit?: () => void;
  /** The device's answer queue (stories give one in memory). */
  openStore?: () => Promise<QueueStore>;
};

/** The test as the national CBT shows it: sections, the question, the palette, the buttons. */
export function ExamScreen({
  session,
  transport,
  takerLine,
  language,
  onExit,
  openStore,
}: ExamScreenProps) {
  const { t } = useLingui();
  const engine = useExamEngine({ session, transport, ...(openStore ? { openStore } : {}) });
  const { sections } = session;
  const [at, setAt] = useState<Position>({ section: 0, question: 0 });
  const [confirming, setConfirming] = useState(false);
  const [languages, setLanguages] = useState<ReadonlyMap<string, ExamLanguage>>(new Map());
  /** The numerical box's text while typed, for the question it was typed in. */
  const [typed, setTyped] = useState<{ questionId: string; text: string }>();
  const section = sections[at.section]!;
  const question = section.questions[at.question];
  const saved = question ? engine.responses.get(question.id) : undefined;
  const taking = engine.phase.kind === 'taking';

  // The question on screen: its clock runs, a first visit is saved.
  useEffect(() => {
    if (!taking || !question) return;
    engine.show(question.id);
    // Only when another question comes on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taking, question?.id]);

  const answer: ResponseAnswer = saved?.answer ?? null;
  const draft =
    question && typed?.questionId === question.id
      ? typed.text
      : typeof answer === 'string'
        ? answer
        : '';
  const setDraft = (text: string) => question && setTyped({ questionId: question.id, text });
  const marked = saved?.markedForReview ?? false;
  /** The response as it stands, with a typed numerical answer not yet sent. */
  const currentAnswer = (): ResponseAnswer =>
    question?.kind === 'numerical' ? (draft === '' ? null : draft) : answer;
  const record = (change: { answer: ResponseAnswer; markedForReview: boolean }) => {
    if (question) engine.record(question.id, change);
  };
  const go = (position: Position) => setAt(position);

  const status = (
    <ExamStatus
      timeLeftMs={engine.timeLeftMs}
      status={engine.status}
      waitingAnswers={engine.waitingAnswers}
      storeKind={engine.storeKind}
    />
  );
  const layout = (children: React.ReactNode) => (
    <ExamLayout title={session.title} takerLine={takerLine} status={status}>
      {children}
    </ExamLayout>
  );

  const { phase } = engine;
  if (phase.kind === 'loading') return layout(<Spinner label={t`Opening your test…`} />);
  if (phase.kind === 'refused')
    return layout(<RefusedScreen reason={phase.reason} onExit={onExit} />);
  if (phase.kind === 'submitted') {
    return layout(<SubmittedScreen reachedServer={phase.reachedServer} onExit={onExit} />);
  }
  if (confirming || phase.kind === 'submitting') {
    return layout(
      <ConfirmSubmit
        sections={sections}
        responses={engine.responses}
        submitting={phase.kind === 'submitting'}
        onSubmit={engine.submit}
        onBack={() => setConfirming(false)}
      />,
    );
  }

  const hasHindi = Boolean(question && question.text.hi.trim() !== '');
  const offered: ExamLanguage[] =
    session.languages.includes('hi') && session.languages.includes('en') && hasHindi
      ? ['en', 'hi']
      : ['en'];
  const shownLanguage = (question && languages.get(question.id)) ?? (hasHindi ? language : 'en');
  const firstNumber = questionNumber(sections, { section: at.section, question: 0 });

  const questionArea = question ? (
    <div className={styles.work}>
      <div className={styles.questionColumn}>
        <QuestionView
          question={question}
          number={questionNumber(sections, at)}
          language={shownLanguage}
          languages={offered}
          onLanguageChange={(chosen) =>
            setLanguages((was) => new Map(was).set(question.id, chosen))
          }
          answer={answer}
          onAnswer={(chosen) => record({ answer: chosen, markedForReview: marked })}
          draft={draft}
          onDraftChange={setDraft}
          onDraftDone={() => {
            if ((draft === '' ? null : draft) !== answer) {
              record({ answer: draft === '' ? null : draft, markedForReview: marked });
            }
          }}
        />
        <div className={styles.buttons}>
          <Button
            onClick={() => {
              record({ answer: currentAnswer(), markedForReview: false });
              go(nextPosition(sections, at));
            }}
          >
            <Trans>Save &amp; Next</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              record({ answer: null, markedForReview: marked });
            }}
          >
            <Trans>Clear Response</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              record({ answer: currentAnswer(), markedForReview: true });
              go(nextPosition(sections, at));
            }}
          >
            <Trans>Mark for Review &amp; Next</Trans>
          </Button>
          <Button variant="secondary" onClick={() => go(previousPosition(sections, at))}>
            <Trans>Back</Trans>
          </Button>
          <Button
            variant="danger"
            className={styles.submitButton}
            onClick={() => setConfirming(true)}
          >
            <Trans>Submit</Trans>
          </Button>
        </div>
      </div>
      <QuestionPalette
        section={section}
        firstNumber={firstNumber}
        current={at.question}
        responses={engine.responses}
        onGo={(index) => go({ section: at.section, question: index })}
      />
    </div>
  ) : null;

  return layout(
    <Tabs
      label={t`Sections`}
      className={styles.sections}
      value={section.id}
      onValueChange={(id) =>
        go({
          section: Math.max(
            0,
            sections.findIndex((s) => s.id === id),
          ),
          question: 0,
        })
      }
      tabs={sections.map((s) => ({
        value: s.id,
        label: s.name,
        content: s.id === section.id ? questionArea : null,
      }))}
    />,
  );
}
