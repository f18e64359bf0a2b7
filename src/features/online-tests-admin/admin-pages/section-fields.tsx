import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useLiveQuery } from '@/data';
import { QUESTION_KINDS, QUESTION_KIND_LABELS } from '@/data/online-tests';
import type { Question } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import { Button, FieldGroup, NumberField, TextField } from '@/ui';
import type { TestFormValues } from '../model/test-form';
import { QuestionPickerDialog } from './question-picker-dialog';
import styles from '../components/online-tests-admin.module.css';

export type SectionFieldsProps = {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
};

/** One section: its name, its marking for each kind of question, and its questions. */
export function SectionFields({ index, canRemove, onRemove }: SectionFieldsProps) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const { setValue, getFieldState } = useFormContext<TestFormValues>();
  const [name, questionIds] = useWatch<
    TestFormValues,
    [`sections.${number}.name`, `sections.${number}.questionIds`]
  >({ name: [`sections.${index}.name`, `sections.${index}.questionIds`] });
  const sections = useWatch<TestFormValues, 'sections'>({ name: 'sections' });
  const formState = useFormState<TestFormValues>({ name: `sections.${index}.questionIds` });
  const questionsError = getFieldState(`sections.${index}.questionIds`, formState).error;
  const questionsMessage = questionsError?.message ?? questionsError?.root?.message;
  const [picking, setPicking] = useState(false);
  const chosen = useLiveQuery(
    (data) => Promise.all(questionIds.map((id) => data.getQuestion(id))),
    [questionIds.join(',')],
    ['questions'],
  );

  function setQuestions(ids: string[]) {
    setValue(`sections.${index}.questionIds`, ids, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  const number = index + 1;
  const questionCount = questionIds.length;
  const legend = name.trim() === '' ? t`Section ${number}` : name;
  return (
    <FieldGroup legend={legend}>
      <div className={styles.section}>
        <TextField<TestFormValues>
          name={`sections.${index}.name`}
          label={t`Section name`}
          hint={t`e.g. Mental Ability`}
          required
        />
        <FieldGroup
          legend={t`Marking in ${legend}`}
          hint={t`Marks for a right and a wrong answer; unanswered is 0.`}
        >
          {QUESTION_KINDS.map((kind) => {
            const kindLabel = dataMessage(QUESTION_KIND_LABELS[kind]);
            return (
              <div key={kind} className={styles.fieldRow}>
                <NumberField<TestFormValues>
                  name={`sections.${index}.marking.${kind}.correct`}
                  label={t`${kindLabel}: right`}
                  inputMode="decimal"
                  min={0}
                />
                <NumberField<TestFormValues>
                  name={`sections.${index}.marking.${kind}.wrong`}
                  label={t`${kindLabel}: wrong`}
                  inputMode="decimal"
                  max={0}
                  step={0.25}
                />
                {kind === 'multiple' ? (
                  <NumberField<TestFormValues>
                    name={`sections.${index}.marking.${kind}.partialPerOption`}
                    label={t`Multiple correct: per right option when not all chosen`}
                    inputMode="decimal"
                    min={0}
                  />
                ) : null}
              </div>
            );
          })}
        </FieldGroup>
        <p className={styles.summary}>
          <Trans>
            Questions in {legend}: {questionCount}
          </Trans>
        </p>
        {questionIds.length > 0 ? (
          <ol className={styles.picked}>
            {questionIds.map((id, place) => {
              const question = chosen.data?.[place];
              const position = place + 1;
              const text = question
                ? question.text.en
                : chosen.status === 'loading'
                  ? '…'
                  : t`Not in the bank`;
              return (
                <li key={id}>
                  <span className={styles.questionCell}>{text}</span>{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setQuestions(questionIds.filter((other) => other !== id))}
                  >
                    <Trans>
                      Remove
                      <span className="visually-hidden">
                        {' '}
                        question {position} from {legend}
                      </span>
                    </Trans>
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
        {questionsMessage ? (
          <p role="alert" className={styles.fieldError}>
            {questionsMessage}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setPicking(true)}>
            <Trans>
              Add questions<span className="visually-hidden"> to {legend}</span>
            </Trans>
          </Button>
          <Button variant="danger" disabled={!canRemove} onClick={onRemove}>
            <Trans>
              Remove section<span className="visually-hidden"> {legend}</span>
            </Trans>
          </Button>
        </div>
        {picking ? (
          <QuestionPickerDialog
            sectionName={legend}
            alreadyChosen={sections.flatMap((section) => section.questionIds)}
            onClose={() => setPicking(false)}
            onAdd={(questions: Question[]) => {
              setQuestions([...questionIds, ...questions.map((question) => question.id)]);
              setPicking(false);
            }}
          />
        ) : null}
      </div>
    </FieldGroup>
  );
}
