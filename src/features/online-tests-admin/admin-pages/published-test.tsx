import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { describeError, useData } from '@/data';
import {
  KEY_STAGE_LABELS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  maxMarksOf,
} from '@/data/online-tests';
import type { ExamTest } from '@/data/online-tests';
import {
  Button,
  DetailList,
  Form,
  FormActions,
  FormError,
  FormField,
  Textarea,
  useToast,
} from '@/ui';
import { indiaTimeOf, instantOfIndiaTime } from '../model/test-form';
import { CloseWindowNow } from './close-window-now';
import { audienceText, windowText } from '../model/test-format';
import styles from '../components/online-tests-admin.module.css';

type WindowValues = { closesAt: string; instructions: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A published test: its frozen paper read-only; only the closing time and instructions change. */
export function PublishedTest({ test }: { test: ExamTest }) {
  const repository = useData();
  const toast = useToast();
  const form = useForm<WindowValues>({
    defaultValues: { closesAt: indiaTimeOf(test.closesAt), instructions: test.instructions },
  });

  async function save({ closesAt, instructions }: WindowValues) {
    // Unchanged, the stored instant stays as it is (the field shows it to the minute only).
    const closes =
      closesAt === indiaTimeOf(test.closesAt) ? test.closesAt : instantOfIndiaTime(closesAt);
    if (!closes) {
      form.setError('closesAt', { message: 'Enter the date and the time.' }, { shouldFocus: true });
      return;
    }
    const { title, audience, sections, durationMinutes, opensAt, languages } = test;
    try {
      await repository.updateExamTest(test.id, {
        title,
        audience,
        sections,
        durationMinutes,
        opensAt,
        languages,
        shuffleQuestions: test.shuffleQuestions,
        shuffleOptions: test.shuffleOptions,
        closesAt: closes,
        instructions,
      });
      toast.show({ message: `"${test.title}" was saved.`, tone: 'success' });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <div className={styles.section}>
      <p>
        <Link to={`/admin/online-tests/${test.id}/monitor`}>Monitor</Link>: who has started, saves
        per minute, the answer key and its challenges.
      </p>
      <DetailList
        items={[
          ['For', audienceText(test.audience)],
          ['Window (India time)', windowText(test)],
          ['Duration', `${test.durationMinutes} minutes`],
          [
            'Languages',
            test.languages.map((language) => (language === 'hi' ? 'Hindi' : 'English')).join(', '),
          ],
          ['Shuffle questions', yesNo(test.shuffleQuestions)],
          ['Shuffle options', yesNo(test.shuffleOptions)],
          ['Questions', String(test.frozen.length)],
          ['Maximum marks', String(maxMarksOf(test))],
          ['Answer key', KEY_STAGE_LABELS[test.keyStage]],
        ]}
      />
      <h2>Sections</h2>
      <ul>
        {test.sections.map((section) => (
          <li key={section.id}>
            <strong>{section.name}</strong>: {section.questionIds.length} questions.{' '}
            {QUESTION_KINDS.map((kind) => {
              const { correct, wrong, partialPerOption } = section.marking[kind];
              const partial =
                kind === 'multiple' && partialPerOption > 0
                  ? `, +${partialPerOption} per right option`
                  : '';
              return `${QUESTION_KIND_LABELS[kind]} +${correct} / ${wrong}${partial}`;
            }).join('; ')}
          </li>
        ))}
      </ul>
      <h2>Closing time and instructions</h2>
      <CloseWindowNow
        test={test}
        onClosed={(closed) =>
          form.reset({
            closesAt: indiaTimeOf(closed.closesAt),
            instructions: form.getValues('instructions'),
          })
        }
      />
      <Form form={form} onSubmit={save} aria-label="Closing time and instructions">
        <FormField name="closesAt" label="Closes at (India time)" hint="It may only move later.">
          {(control) => (
            <input
              type="datetime-local"
              className={styles.dateTime}
              {...control}
              {...form.register('closesAt')}
            />
          )}
        </FormField>
        <Textarea<WindowValues> name="instructions" label="Instructions" rows={6} required />
        <FormError />
        <FormActions>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save changes'}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
