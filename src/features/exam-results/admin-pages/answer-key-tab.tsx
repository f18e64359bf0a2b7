import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, formatDateTime, useData } from '@/data';
import { KEY_STAGE_LABELS, effectiveKey } from '@/data/online-tests';
import type { ExamTest } from '@/data/online-tests';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  Form,
  FormActions,
  FormError,
  FormField,
  MathText,
  useToast,
} from '@/ui';
import { indiaDateTime, keyChangeText, numericalText, optionLetters } from '../model/exam-format';
import styles from '../components/exam-results.module.css';

type ProvisionalValues = { closesAt: string };

/** Publish (or move) the provisional key: when challenges close, typed in India time. */
function ProvisionalKeyForm({ test }: { test: ExamTest }) {
  const repository = useData();
  const toast = useToast();
  const form = useForm<ProvisionalValues>({ defaultValues: { closesAt: '' } });
  async function publish({ closesAt }: ProvisionalValues) {
    const instant = indiaDateTime(closesAt);
    if (!instant) {
      form.setError('closesAt', { message: 'Enter when challenges close.' });
      return;
    }
    try {
      await repository.publishExamKey(test.id, 'provisional', instant);
      toast.show({ message: 'The provisional key is published.', tone: 'success' });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }
  return (
    <Form form={form} onSubmit={publish} aria-label="Provisional key">
      <FormField
        name="closesAt"
        label="Challenges close (India time)"
        hint="Candidates may challenge the key until then."
        required
      >
        {(control) => (
          <input
            type="datetime-local"
            className={styles.dateTime}
            {...control}
            {...form.register('closesAt')}
          />
        )}
      </FormField>
      <FormError />
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Publishing...">
          {test.keyStage === 'provisional'
            ? 'Move the challenge deadline'
            : 'Publish provisional key'}
        </Button>
      </FormActions>
    </Form>
  );
}

function FinalKeyButton({ test }: { test: ExamTest }) {
  const repository = useData();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <ConfirmDialog
        title="Publish the final key?"
        message="Challenges close and every attempt is scored with the final key. This cannot be undone."
        confirmLabel="Publish final key"
        busyLabel="Publishing..."
        trigger={<Button variant="secondary">Publish final key</Button>}
        onConfirm={async () => {
          setProblem(null);
          try {
            await repository.publishExamKey(test.id, 'final');
            toast.show({ message: 'The final key is published.', tone: 'success' });
          } catch (error) {
            setProblem(describeError(error));
          }
        }}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}

/** The key as it stands: each question's right answer, and any change a challenge made. */
function KeyList({ test }: { test: ExamTest }) {
  const questions = new Map(test.frozen.map((question) => [question.id, question]));
  const ids = test.sections.flatMap((section) => section.questionIds);
  return (
    <ol className={styles.plainList} aria-label="Answer key">
      {ids.map((id, index) => {
        const question = questions.get(id);
        if (!question) return null;
        const change = test.keyChanges[id];
        const key = effectiveKey(question);
        return (
          <li key={id} className={styles.question}>
            <div className={styles.questionHead}>
              <h2 className={styles.sectionTitle}>
                Question {index + 1} · {question.subject}
              </h2>
              {change ? (
                <Badge tone={change.kind === 'dropped' ? 'warning' : 'highlight'}>
                  {change.kind === 'dropped' ? 'Dropped' : 'Key changed'}
                </Badge>
              ) : null}
            </div>
            <MathText className={styles.questionText} text={question.text.en} />
            <p className={styles.hint}>
              Key:{' '}
              <strong>
                {key.kind === 'numerical'
                  ? numericalText(key.numericalAnswer)
                  : key.kind === 'options'
                    ? optionLetters(key.correctOptions)
                    : '—'}
              </strong>
              {change ? ` · ${keyChangeText(change)}` : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** The key's stage, publishing it, and the key question by question. */
export function AnswerKeyTab({ test, now }: { test: ExamTest; now: Date }) {
  const canPublish = test.status === 'published' && now.getTime() > Date.parse(test.closesAt);
  return (
    <div className={styles.stack}>
      <p className={styles.actions}>
        <Badge tone={test.keyStage === 'hidden' ? 'neutral' : 'info'}>
          {KEY_STAGE_LABELS[test.keyStage]}
        </Badge>
        {test.keyStage === 'provisional' && test.challengesCloseAt ? (
          <span className={styles.hint}>
            Challenges close {formatDateTime(test.challengesCloseAt)}
          </span>
        ) : null}
      </p>
      {test.keyStage === 'final' ? null : canPublish ? (
        <>
          <ProvisionalKeyForm test={test} />
          <FinalKeyButton test={test} />
        </>
      ) : (
        <Alert tone="info">
          {`The key can be published once the window to start closes (${formatDateTime(test.closesAt)}) and every candidate has finished.`}
        </Alert>
      )}
      <KeyList test={test} />
    </div>
  );
}
