import { Trans, useLingui } from '@lingui/react/macro';
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
import { useDataMessage } from '@/features/data-messages';
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

/** A published test: its frozen paper read-only; only the closing time and instructions change. */
export function PublishedTest({ test }: { test: ExamTest }) {
  const { t, i18n } = useLingui();
  const dataMessage = useDataMessage();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const repository = useData();
  const toast = useToast();
  const minutes = test.durationMinutes;
  const form = useForm<WindowValues>({
    defaultValues: { closesAt: indiaTimeOf(test.closesAt), instructions: test.instructions },
  });

  async function save({ closesAt, instructions }: WindowValues) {
    // Unchanged, the stored instant stays as it is (the field shows it to the minute only).
    const closes =
      closesAt === indiaTimeOf(test.closesAt) ? test.closesAt : instantOfIndiaTime(closesAt);
    if (!closes) {
      form.setError(
        'closesAt',
        { message: t`Enter the date and the time.` },
        { shouldFocus: true },
      );
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
      toast.show({ message: t`"${title}" was saved.`, tone: 'success' });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <div className={styles.section}>
      <p>
        <Trans>
          <Link to={`/admin/online-tests/${test.id}/monitor`}>Monitor</Link>: who has started, saves
          per minute, the answer key and its challenges.
        </Trans>
      </p>
      <DetailList
        items={[
          [t`For`, audienceText(test.audience, i18n)],
          [t`Window (India time)`, windowText(test, i18n)],
          [t`Duration`, t`${minutes} minutes`],
          [
            t`Languages`,
            test.languages
              .map((language) => (language === 'hi' ? t`Hindi` : t`English`))
              .join(', '),
          ],
          [t`Shuffle questions`, yesNo(test.shuffleQuestions)],
          [t`Shuffle options`, yesNo(test.shuffleOptions)],
          [t`Questions`, String(test.frozen.length)],
          [t`Maximum marks`, String(maxMarksOf(test))],
          [t`Answer key`, dataMessage(KEY_STAGE_LABELS[test.keyStage])],
        ]}
      />
      <h2>
        <Trans>Sections</Trans>
      </h2>
      <ul>
        {test.sections.map((section) => (
          <li key={section.id}>
            <SectionSummary section={section} />
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Closing time and instructions</Trans>
      </h2>
      <CloseWindowNow
        test={test}
        onClosed={(closed) =>
          form.reset({
            closesAt: indiaTimeOf(closed.closesAt),
            instructions: form.getValues('instructions'),
          })
        }
      />
      <Form form={form} onSubmit={save} aria-label={t`Closing time and instructions`}>
        <FormField
          name="closesAt"
          label={t`Closes at (India time)`}
          hint={t`It may only move later.`}
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
        <Textarea<WindowValues> name="instructions" label={t`Instructions`} rows={6} required />
        <FormError />
        <FormActions>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t`Saving...` : t`Save changes`}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/** "Section A: 10 questions. Single correct +4 / -1; …" with each kind's marking. */
function SectionSummary({ section }: { section: ExamTest['sections'][number] }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const name = section.name;
  const count = section.questionIds.length;
  const marking = QUESTION_KINDS.map((kind) => {
    const { correct, wrong, partialPerOption } = section.marking[kind];
    const label = dataMessage(QUESTION_KIND_LABELS[kind]);
    return kind === 'multiple' && partialPerOption > 0
      ? t`${label} +${correct} / ${wrong}, +${partialPerOption} per right option`
      : `${label} +${correct} / ${wrong}`;
  }).join('; ');
  return (
    <Trans>
      <strong>{name}</strong>: {count} questions. {marking}
    </Trans>
  );
}
