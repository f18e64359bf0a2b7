import type { ReactNode } from 'react';
import { formatDateTime } from '@/data';
import { CHALLENGE_STATUS_LABELS, KEY_STAGE_LABELS } from '@/data/online-tests';
import type { ResponseSheet, SheetQuestion } from '@/data/online-tests';
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

type SectionRow = ResponseSheet['score']['sections'][number];

const sectionColumns: readonly DataTableColumn<SectionRow>[] = [
  { id: 'name', header: 'Section', cell: (row) => row.name },
  { id: 'correct', header: 'Right', align: 'end', cell: (row) => row.correct },
  { id: 'partial', header: 'Partly right', align: 'end', cell: (row) => row.partial },
  { id: 'wrong', header: 'Wrong', align: 'end', cell: (row) => row.wrong },
  { id: 'unanswered', header: 'Not answered', align: 'end', cell: (row) => row.unanswered },
  { id: 'score', header: 'Marks', align: 'end', cell: (row) => row.score },
];

/** The right answer as the key now stands: dropped, the number, or the option letters. */
function rightAnswer(question: SheetQuestion): string {
  if (question.dropped) return 'Dropped (full marks to everyone)';
  if (question.numericalAnswer) return numericalText(question.numericalAnswer);
  return optionLetters(question.correctOptions);
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
  return (
    <li className={styles.question} aria-labelledby={`sheet-q-${question.questionId}`}>
      <div className={styles.questionHead}>
        <h3 id={`sheet-q-${question.questionId}`} className={styles.sectionTitle}>
          Question {number} · {question.subject}
        </h3>
        <Badge
          tone={question.marks > 0 ? 'success' : question.marks < 0 ? 'danger' : 'neutral'}
        >{`${signedMarks(question.marks)} marks`}</Badge>
      </div>
      <MathText className={styles.questionText} text={question.text.en} />
      {question.image ? (
        <img
          className={styles.image}
          src={`data:${question.image.type};base64,${question.image.base64}`}
          alt={`Figure for question ${number}`}
        />
      ) : null}
      {question.options.length > 0 ? (
        <ol className={styles.options} type="A">
          {question.options.map((option, index) => (
            <li key={index} aria-label={`Option ${optionLetter(index)}`}>
              <MathText text={option.en} />
            </li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Your answer:</dt>
          <dd>{answerText(question.answer)}</dd>
        </div>
        <div>
          <dt>Right answer:</dt>
          <dd>{rightAnswer(question)}</dd>
        </div>
        <div>
          <dt>Time:</dt>
          <dd>{Math.round(question.timeMs / 1000)} s</dd>
        </div>
      </dl>
      {question.explanation ? (
        <MathText className={styles.hint} text={question.explanation} />
      ) : null}
      {question.challenge ? (
        <p className={styles.actions}>
          <span>Your challenge:</span>
          <Badge tone={challengeStatusTones[question.challenge.status]}>
            {CHALLENGE_STATUS_LABELS[question.challenge.status]}
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
  return (
    <section className={styles.stack} aria-label={`Response sheet: ${sheet.title}`}>
      <p className={styles.actions}>
        <Badge tone={sheet.keyStage === 'final' ? 'success' : 'info'}>
          {KEY_STAGE_LABELS[sheet.keyStage]}
        </Badge>
        <strong>Total: {sheet.score.total} marks</strong>
        {sheet.keyStage === 'provisional' && sheet.challengesCloseAt ? (
          <span className={styles.hint}>
            Challenges close {formatDateTime(sheet.challengesCloseAt)}
          </span>
        ) : null}
      </p>
      <DataTable
        caption="Marks by section"
        captionVisibility="visible"
        columns={sectionColumns}
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
