import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { describeError, useData } from '@/data';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  EXAM_LIMITS,
  QUESTION_KINDS,
  QUESTION_KIND_LABELS,
} from '@/data/online-tests';
import type { Question, QuestionEdit } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import { DraftHindiButton, MachineDraftMark } from '@/features/gemini';
import {
  Button,
  FieldGroup,
  FormError,
  FormModal,
  NumberField,
  Select,
  TextField,
  Textarea,
  useToast,
} from '@/ui';
import { QuestionImageField } from '../components/question-image-field';
import { QuestionPreview } from '../components/question-preview';
import {
  draftPairsOf,
  emptyOption,
  emptyQuestionForm,
  machineDraftsAfterRemoving,
  questionFormOf,
  questionFormResolver,
} from '../model/question-form';
import type { QuestionFormValues } from '../model/question-form';
import styles from '../components/online-tests-admin.module.css';

// Examples kept out of the message: LaTeX's braces would read as the message's placeholders.
const LATEX_FRACTION = '$\\frac{1}{2}$';
const LATEX_SQUARE = '$x^2$';
const letter = (index: number) => String.fromCharCode(65 + index);

export type QuestionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question being edited; a new one when undefined. */
  question?: Question | undefined;
};

/** Add Question / Edit Question: every field, with a live preview as the candidate will see it. */
export function QuestionFormDialog({ open, onOpenChange, question }: QuestionFormDialogProps) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const kindOptions = QUESTION_KINDS.map((kind) => ({
    value: kind,
    label: dataMessage(QUESTION_KIND_LABELS[kind]),
  }));
  const difficultyOptions = DIFFICULTIES.map((difficulty) => ({
    value: difficulty,
    label: dataMessage(DIFFICULTY_LABELS[difficulty]),
  }));
  const repository = useData();
  const toast = useToast();
  const form = useForm<QuestionFormValues, unknown, QuestionEdit>({
    resolver: questionFormResolver,
    defaultValues: question ? questionFormOf(question) : emptyQuestionForm(),
  });
  // The Hindi fields Gemini filled ("text.hi", "options.1.hi"): marked until the form is saved.
  const [machineDrafts, setMachineDrafts] = useState<ReadonlySet<string>>(new Set());
  const markIf = (field: string) => (machineDrafts.has(field) ? <MachineDraftMark /> : undefined);

  function fillDrafts(drafts: (string | undefined)[]) {
    const [text, ...options] = drafts;
    const filled = new Set(machineDrafts);
    const fill = (field: 'text.hi' | `options.${number}.hi`, draft: string | undefined) => {
      if (draft === undefined) return;
      form.setValue(field, draft, { shouldDirty: true });
      filled.add(field);
    };
    fill('text.hi', text);
    options.forEach((draft, index) => fill(`options.${index}.hi`, draft));
    setMachineDrafts(filled);
  }

  async function save(edit: QuestionEdit) {
    try {
      if (question) await repository.updateQuestion(question.id, edit);
      else await repository.addQuestion(edit);
      onOpenChange(false);
      toast.show({
        message: question ? t`The question was saved.` : t`The question was added.`,
        tone: 'success',
      });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={question ? t`Edit Question` : t`Add Question`}
      size="lg"
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from the question (or an empty form), not from the last one typed.
        if (next) {
          form.reset(question ? questionFormOf(question) : emptyQuestionForm());
          setMachineDrafts(new Set());
        }
        onOpenChange(next);
      }}
      form={form}
      onSubmit={save}
      submitLabel={question ? t`Save Question` : t`Add Question`}
      busyLabel={t`Saving...`}
    >
      <div className={styles.questionLayout}>
        <div className={styles.questionFields}>
          <div className={styles.fieldRow}>
            <Select<QuestionFormValues>
              name="kind"
              label={t`Kind`}
              options={kindOptions}
              required
            />
            <Select<QuestionFormValues>
              name="difficulty"
              label={t`Difficulty`}
              options={difficultyOptions}
              required
            />
          </div>
          <div className={styles.fieldRow}>
            <TextField<QuestionFormValues>
              name="subject"
              label={t`Subject`}
              hint={t`e.g. Mathematics`}
              maxLength={EXAM_LIMITS.subject}
              required
            />
            <TextField<QuestionFormValues>
              name="topic"
              label={t`Topic`}
              maxLength={EXAM_LIMITS.topic}
            />
          </div>
          <Textarea<QuestionFormValues>
            name="text.en"
            label={t`Question (English)`}
            hint={t`Write mathematics in LaTeX between $ signs, e.g. ${LATEX_FRACTION} or ${LATEX_SQUARE}.`}
            rows={4}
            required
          />
          <DraftHindiButton pairs={() => draftPairsOf(form.getValues())} onDrafted={fillDrafts} />
          <Textarea<QuestionFormValues>
            name="text.hi"
            label={t`Question (Hindi)`}
            hint={markIf('text.hi')}
            rows={3}
          />
          <AnswerFields
            markIf={markIf}
            onOptionRemoved={(index) =>
              setMachineDrafts((marked) => machineDraftsAfterRemoving(marked, index))
            }
          />
          <Textarea<QuestionFormValues> name="explanation" label={t`Explanation`} rows={3} />
          <QuestionImageField />
          <FormError />
        </div>
        <LivePreview />
      </div>
    </FormModal>
  );
}

function LivePreview() {
  const [kind, text, options, correctOptions, image] = useWatch<
    QuestionFormValues,
    ['kind', 'text', 'options', 'correctOptions', 'image']
  >({ name: ['kind', 'text', 'options', 'correctOptions', 'image'] });
  return (
    <QuestionPreview
      kind={kind}
      text={text}
      options={options}
      correctOptions={correctOptions}
      image={image}
    />
  );
}

type DraftMarks = {
  /** The Machine draft mark for a field Gemini filled, else undefined. */
  markIf: (field: string) => ReactNode;
  onOptionRemoved: (index: number) => void;
};

/** The options with the right one(s), or the numerical answer, by the kind chosen. */
function AnswerFields(marks: DraftMarks) {
  const { t } = useLingui();
  const kind = useWatch<QuestionFormValues, 'kind'>({ name: 'kind' });
  if (kind === 'numerical') {
    return (
      <FieldGroup
        legend={t`Answer`}
        hint={t`A response within the tolerance of the answer is right.`}
      >
        <div className={styles.fieldRow}>
          <NumberField<QuestionFormValues>
            name="numericalAnswer.value"
            label={t`Answer`}
            inputMode="decimal"
            step={0.000001}
            required
          />
          <NumberField<QuestionFormValues>
            name="numericalAnswer.tolerance"
            label={t`Tolerance`}
            inputMode="decimal"
            step={0.000001}
            min={0}
          />
        </div>
      </FieldGroup>
    );
  }
  return <OptionFields multiple={kind === 'multiple'} {...marks} />;
}

function OptionFields({ multiple, markIf, onOptionRemoved }: { multiple: boolean } & DraftMarks) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const { minOptions, maxOptions } = EXAM_LIMITS;
  const { control, setValue, getFieldState } = useFormContext<QuestionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const correctOptions = useWatch<QuestionFormValues, 'correctOptions'>({ name: 'correctOptions' });
  const formState = useFormState<QuestionFormValues>({ name: ['options', 'correctOptions'] });
  const optionsError = getFieldState('options', formState).error;
  const optionsMessage = optionsError?.message ?? optionsError?.root?.message;
  const rightMessage = getFieldState('correctOptions', formState).error?.message;

  function choose(index: number, chosen: boolean) {
    const next = multiple
      ? chosen
        ? [...correctOptions, index].sort((a, b) => a - b)
        : correctOptions.filter((right) => right !== index)
      : [index];
    setValue('correctOptions', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  function removeOption(index: number) {
    // The right options after it move up with their options.
    setValue(
      'correctOptions',
      correctOptions
        .filter((right) => right !== index)
        .map((right) => (right > index ? right - 1 : right)),
      { shouldDirty: true },
    );
    remove(index);
    onOptionRemoved(index);
  }

  return (
    <FieldGroup
      legend={t`Options`}
      hint={
        multiple
          ? t`${minOptions} to ${maxOptions} options; tick every right one.`
          : t`${minOptions} to ${maxOptions} options; choose the one right option.`
      }
    >
      {fields.map((field, index) => {
        const optionLetter = letter(index);
        return (
          <div key={field.id} className={styles.optionRow}>
            <div className={styles.fieldRow}>
              <TextField<QuestionFormValues>
                name={`options.${index}.en`}
                label={t`Option ${optionLetter} (English)`}
                maxLength={EXAM_LIMITS.option}
                required
              />
              <TextField<QuestionFormValues>
                name={`options.${index}.hi`}
                label={t`Option ${optionLetter} (Hindi)`}
                hint={markIf(`options.${index}.hi`)}
                maxLength={EXAM_LIMITS.option}
              />
            </div>
            <div className={styles.optionActions}>
              <label className={styles.rightChoice}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name="right-option"
                  checked={correctOptions.includes(index)}
                  onChange={(event) => choose(index, event.target.checked)}
                />
                {t`Option ${optionLetter} is right`}
              </label>
              <Button
                variant="ghost"
                size="sm"
                disabled={fields.length <= EXAM_LIMITS.minOptions}
                onClick={() => removeOption(index)}
              >
                <Trans>Remove option {optionLetter}</Trans>
              </Button>
            </div>
          </div>
        );
      })}
      {optionsMessage ? (
        <p role="alert" className={styles.fieldError}>
          {dataMessage(optionsMessage)}
        </p>
      ) : null}
      {rightMessage ? (
        <p role="alert" className={styles.fieldError}>
          {dataMessage(rightMessage)}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= EXAM_LIMITS.maxOptions}
          onClick={() => append(emptyOption())}
        >
          <Trans>Add option</Trans>
        </Button>
      </div>
    </FieldGroup>
  );
}
