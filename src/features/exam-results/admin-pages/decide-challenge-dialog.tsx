import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { describeError, useData } from '@/data';
import { challengeDecisionSchema } from '@/data/online-tests';
import type { ChallengeDecision, ExamChallenge, Question } from '@/data/online-tests';
import {
  Checkbox,
  FieldGroup,
  FormError,
  FormModal,
  MathText,
  NumberField,
  Select,
  Textarea,
} from '@/ui';
import { optionLetter } from '../model/exam-format';
import styles from '../components/exam-results.module.css';

type Outcome = ChallengeDecision['outcome'];
/** What the shared schema takes in: the form's values become this, then it checks them. */
type DecisionInput = z.input<typeof challengeDecisionSchema>;

const CHANGE_KINDS = ['options', 'numerical', 'dropped'] as const;

/**
 * What the modal edits: the change (the right options ticked, or the number, or dropped) and the
 * note. It becomes the shared `challengeDecisionSchema`'s decision, so the rules are the
 * repository's (a rejection needs its note).
 */
const decisionFields = z.object({
  change: z.enum(CHANGE_KINDS),
  correct: z.array(z.boolean()),
  value: z.number({ error: 'Enter the answer as a number.' }).optional(),
  tolerance: z.number({ error: 'Enter the tolerance as a number.' }).min(0).optional(),
  note: z.string(),
});

const acceptSchema = decisionFields
  .superRefine((values, context) => {
    if (values.change === 'options' && !values.correct.some(Boolean)) {
      context.addIssue({ code: 'custom', path: ['correct'], message: 'Tick the right options.' });
    }
    if (values.change === 'numerical' && values.value === undefined) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'Enter the right answer.' });
    }
  })
  .transform(({ change, correct, value, tolerance, note }): DecisionInput => ({
    outcome: 'accept' as const,
    change:
      change === 'options'
        ? {
            kind: 'options' as const,
            correctOptions: correct.flatMap((ticked, index) => (ticked ? [index] : [])),
          }
        : change === 'numerical'
          ? {
              kind: 'numerical' as const,
              numericalAnswer: { value: value ?? 0, tolerance: tolerance ?? 0 },
            }
          : { kind: 'dropped' as const },
    note,
  }))
  .pipe(challengeDecisionSchema);

const rejectSchema = decisionFields
  .transform(({ note }): DecisionInput => ({ outcome: 'reject', note }))
  .pipe(challengeDecisionSchema);

type DecisionValues = z.input<typeof acceptSchema>;

function defaultsFor(question: Question): DecisionValues {
  return {
    change: question.kind === 'numerical' ? 'numerical' : 'options',
    correct: question.options.map(() => false),
    note: '',
  };
}

/**
 * Accept a challenge (the new right options or number, or drop the question) or reject it (with a
 * note, which the candidate reads). Every open challenge of the question is decided with it.
 */
export function DecideChallengeDialog({
  challenge,
  question,
  questionNumber,
  outcome,
  onClose,
  onDecided,
}: {
  challenge: ExamChallenge;
  question: Question;
  questionNumber: number;
  outcome: Outcome;
  onClose: () => void;
  onDecided: (decision: ChallengeDecision) => void;
}) {
  const repository = useData();
  const form = useForm<DecisionValues, unknown, ChallengeDecision>({
    // One form, two schemas: the outcome decides which the fields are checked by.
    resolver: outcome === 'accept' ? zodResolver(acceptSchema) : zodResolver(rejectSchema),
    defaultValues: defaultsFor(question),
  });
  const change = useWatch({ control: form.control, name: 'change' });
  // The resolver puts a problem of the ticked options as a whole on the array's `root`.
  const optionsError = form.formState.errors.correct;
  const optionsProblem = optionsError?.root?.message ?? optionsError?.message;

  async function decide(decision: ChallengeDecision) {
    try {
      await repository.decideExamChallenge(challenge.id, decision);
      onDecided(decision);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  const changeOptions =
    question.kind === 'numerical'
      ? [
          { value: 'numerical', label: 'A new right answer' },
          { value: 'dropped', label: 'Drop the question (full marks to everyone)' },
        ]
      : [
          { value: 'options', label: 'New right option(s)' },
          { value: 'dropped', label: 'Drop the question (full marks to everyone)' },
        ];
  return (
    <FormModal
      title={
        outcome === 'accept'
          ? `Accept the challenge of question ${questionNumber}`
          : `Reject the challenge of question ${questionNumber}`
      }
      description={`${challenge.taker.name}: “${challenge.reason}”`}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      form={form}
      onSubmit={decide}
      submitLabel={outcome === 'accept' ? 'Accept and re-score' : 'Reject'}
      busyLabel="Saving..."
    >
      <MathText className={styles.questionText} text={question.text.en} />
      {outcome === 'accept' ? (
        <>
          <Select<DecisionValues> name="change" label="The key's change" options={changeOptions} />
          {change === 'options' ? (
            <FieldGroup legend="The right option(s)">
              {question.options.map((option, index) => (
                <Checkbox<DecisionValues>
                  key={index}
                  name={`correct.${index}`}
                  label={`${optionLetter(index)}: ${option.en}`}
                />
              ))}
              {optionsProblem ? (
                <p role="alert" className={styles.error}>
                  {optionsProblem}
                </p>
              ) : null}
            </FieldGroup>
          ) : null}
          {change === 'numerical' ? (
            <>
              <NumberField<DecisionValues> name="value" label="Right answer" inputMode="decimal" />
              <NumberField<DecisionValues>
                name="tolerance"
                label="Tolerance (±)"
                inputMode="decimal"
              />
            </>
          ) : null}
        </>
      ) : null}
      <Textarea<DecisionValues>
        name="note"
        label="Note"
        hint={
          outcome === 'accept'
            ? 'Optional: the candidates who challenged read it.'
            : 'Why the key stands: the candidates who challenged read it.'
        }
        required={outcome === 'reject'}
        rows={3}
      />
      <FormError />
    </FormModal>
  );
}
