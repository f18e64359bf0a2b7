import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/data';
import type { ResponseAnswer, ResponseSheet, SheetQuestion } from '@/data/online-tests';
import { Badge, DataTable, MathText } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  answerText,
  challengeStatusTones,
  numericalText,
  optionLetter,
  optionLetters,
  signedMarks,
} from '../model/exam-format';
import styles from './exam-results.module.css';
import { challengeStatusLabels, keyStageLabels } from './status-labels';

type SectionRow = ResponseSheet['score']['sections'][number];

/** The score by section's columns, headed in the screen's language. */
function useSectionColumns(): readonly DataTableColumn<SectionRow>[] {
  const { t } = useLingui();
  return [
    { id: 'name', header: t`Section`, cell: (row) => row.name },
    { id: 'correct', header: t`Right`, align: 'end', cell: (row) => row.correct },
    { id: 'partial', header: t`Partly right`, align: 'end', cell: (row) => row.partial },
    { id: 'wrong', header: t`Wrong`, align: 'end', cell: (row) => row.wrong },
    { id: 'unanswered', header: t`Not answered`, align: 'end', cell: (row) => row.unanswered },
    { id: 'score', header: t`Marks`, align: 'end', cell: (row) => row.score },
  ];
}

/** A response as text in the screen's language ("Not answered" is the only word in it). */
function useAnswerText() {
  const { t } = useLingui();
  return (answer: ResponseAnswer | undefined) => {
    const text = answerText(answer);
    return text === answerText(null) ? t`Not answered` : text;
  };
}

/** The right answer as the key now stands: dropped, the number, or the option letters. */
function useRightAnswer() {
  const { t } = useLingui();
  return (question: SheetQuestion) => {
    if (question.dropped) return t`Dropped (full marks to everyone)`;
    if (question.numericalAnswer) return numericalText(question.numericalAnswer);
    return optionLetters(question.correctOptions);
  };
}

function QuestionCard({
  question,
  number,
  action,
}: {
  question: SheetQuestion;
  number: number;
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const answerInWords = useAnswerText();
  const rightAnswer = useRightAnswer();
  const subject = question.subject;
  const marks = signedMarks(question.marks);
  const seconds = Math.round(question.timeMs / 1000);
  const optionLabel = (index: number) => {
    const letter = optionLetter(index);
    return t`Option ${letter}`;
  };
  return (
    <li className={styles.question} aria-labelledby={`sheet-q-${question.questionId}`}>
      <div className={styles.questionHead}>
        <h3 id={`sheet-q-${question.questionId}`} className={styles.sectionTitle}>
          <Trans>
            Question {number} · {subject}
          </Trans>
        </h3>
        <Badge
          tone={question.marks > 0 ? 'success' : question.marks < 0 ? 'danger' : 'neutral'}
        >{t`${marks} marks`}</Badge>
      </div>
      <MathText className={styles.questionText} text={question.text.en} />
      {question.image ? (
        <img
          className={styles.image}
          src={`data:${question.image.type};base64,${question.image.base64}`}
          alt={t`Figure for question ${number}`}
        />
      ) : null}
      {question.options.length > 0 ? (
        <ol className={styles.options} type="A">
          {question.options.map((option, index) => (
            <li key={index} aria-label={optionLabel(index)}>
              <MathText text={option.en} />
            </li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Your answer:</Trans>
          </dt>
          <dd>{answerInWords(question.answer)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Right answer:</Trans>
          </dt>
          <dd>{rightAnswer(question)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time:</Trans>
          </dt>
          <dd>
            <Trans>{seconds} s</Trans>
          </dd>
        </div>
      </dl>
      {question.explanation ? (
        <MathText className={styles.hint} text={question.explanation} />
      ) : null}
      {question.challenge ? (
        <p className={styles.actions}>
          <span>
            <Trans>Your challenge:</Trans>
          </span>
          <Badge tone={challengeStatusTones[question.challenge.status]}>
            {i18n._(challengeStatusLabels[question.challenge.status])}
          </Badge>
        </p>
      ) : (
        action
      )}
    </li>
  );
}

/**
 * A taker's response sheet: the score by section, then each question with their answer, the
 * right answer as the key now stands and the marks. `actionFor` adds a control per question (the
 * candidate's Challenge while challenges are open).
 */
export function ResponseSheetView({
  sheet,
  actionFor,
}: {
  sheet: ResponseSheet;
  actionFor?: (question: SheetQuestion) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = sheet.title;
  const total = sheet.score.total;
  const columns = useSectionColumns();
  const closesAt = sheet.challengesCloseAt ? formatDateTime(sheet.challengesCloseAt) : '';
  return (
    <section className={styles.stack} aria-label={t`Response sheet: ${title}`}>
      <p className={styles.actions}>
        <Badge tone={sheet.keyStage === 'final' ? 'success' : 'info'}>
          {i18n._(keyStageLabels[sheet.keyStage])}
        </Badge>
        <strong>
          <Trans>Total: {total} marks</Trans>
        </strong>
        {sheet.keyStage === 'provisional' && sheet.challengesCloseAt ? (
          <span className={styles.hint}>
            <Trans>Challenges close {closesAt}</Trans>
          </span>
        ) : null}
      </p>
      <DataTable
        caption={t`Marks by section`}
        captionVisibility="visible"
        columns={columns}
        rows={sheet.score.sections}
        getRowId={(row) => row.sectionId}
      />
      <ol className={styles.plainList}>
        {sheet.questions.map((question, index) => (
          <QuestionCard
            key={question.questionId}
            question={question}
            number={index + 1}
            action={actionFor?.(question)}
          />
        ))}
      </ol>
    </section>
  );
}
