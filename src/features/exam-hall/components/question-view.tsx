import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MathText } from '@/ui';
import { EXAM_LANGUAGE_LABELS } from '@/data/online-tests';
import type {
  ExamLanguage,
  LocalizedText,
  PaperQuestion,
  ResponseAnswer,
} from '@/data/online-tests';
import { numericalInput } from '../model/numerical-input';
import styles from './exam-hall.module.css';

export type QuestionViewProps = {
  question: PaperQuestion;
  number: number;
  /** The language shown; Hindi only where the question has it. */
  language: ExamLanguage;
  /** The languages offered by the switch (both only when the test and the question have Hindi). */
  languages: readonly ExamLanguage[];
  onLanguageChange: (language: ExamLanguage) => void;
  answer: ResponseAnswer;
  onAnswer: (answer: ResponseAnswer) => void;
  /** The numerical box's text while typed (sent as an answer when the box is left). */
  draft: string;
  onDraftChange: (draft: string) => void;
  onDraftDone: () => void;
};

const questionKindLabels: Readonly<Record<PaperQuestion['kind'], MessageDescriptor>> = {
  single: msg`Single correct`,
  multiple: msg`Multiple correct`,
  numerical: msg`Numerical answer`,
};

const inLanguage = (text: LocalizedText, language: ExamLanguage) =>
  language === 'hi' && text.hi.trim() !== '' ? { text: text.hi, lang: 'hi' } : { text: text.en };

/** One question: its text, picture and options (or answer box) in the chosen language. */
export function QuestionView({
  question,
  number,
  language,
  languages,
  onLanguageChange,
  answer,
  onAnswer,
  draft,
  onDraftChange,
  onDraftDone,
}: QuestionViewProps) {
  const { t, i18n } = useLingui();
  const headingId = `question-${question.id}`;
  const text = inLanguage(question.text, language);
  const chosen = Array.isArray(answer) ? answer : [];
  return (
    <section className={styles.question} aria-labelledby={headingId}>
      <div className={styles.questionHead}>
        <h2 id={headingId} className={styles.questionNumber}>
          <Trans>Question {number}</Trans>
        </h2>
        <span className={styles.kind}>{i18n._(questionKindLabels[question.kind])}</span>
        {languages.length > 1 ? (
          <label className={styles.languageSwitch}>
            <Trans>View in</Trans>{' '}
            <select
              value={language}
              onChange={(event) => onLanguageChange(event.target.value as ExamLanguage)}
            >
              {languages.map((option) => (
                <option key={option} value={option}>
                  {EXAM_LANGUAGE_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className={styles.questionText}>
        <MathText text={text.text} lang={text.lang} />
      </div>
      {question.image ? (
        <img
          className={styles.figure}
          src={`data:${question.image.type};base64,${question.image.base64}`}
          alt={t`Figure for question ${number}`}
        />
      ) : null}
      {question.kind === 'numerical' ? (
        <label className={styles.numerical}>
          <span>{t`Your answer`}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft}
            onChange={(event) => onDraftChange(numericalInput(event.target.value))}
            onBlur={onDraftDone}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onDraftDone();
            }}
          />
        </label>
      ) : (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">
            {question.kind === 'single' ? (
              <Trans>Choose one option</Trans>
            ) : (
              <Trans>Choose one or more options</Trans>
            )}
          </legend>
          {question.options.map((option, place) => {
            const label = inLanguage(option, language);
            const checked = chosen.includes(option.index);
            return (
              <label key={option.index} className={styles.option}>
                <input
                  type={question.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`options-${question.id}`}
                  checked={checked}
                  onChange={() =>
                    onAnswer(
                      question.kind === 'single'
                        ? [option.index]
                        : checked
                          ? chosen.filter((index) => index !== option.index)
                          : [...chosen, option.index].sort((a, b) => a - b),
                    )
                  }
                />
                <span className={styles.optionLetter}>({String.fromCharCode(65 + place)})</span>
                <MathText text={label.text} lang={label.lang} />
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
