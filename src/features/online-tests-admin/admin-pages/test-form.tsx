import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CLASSES, STREAMS, describeError, useData } from '@/data';
import { EXAM_LANGUAGES, EXAM_LIMITS } from '@/data/online-tests';
import type { ExamTest, ExamTestEdit } from '@/data/online-tests';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  FieldGroup,
  Form,
  FormActions,
  FormError,
  FormField,
  NumberField,
  Select,
  TextField,
  Textarea,
  useToast,
} from '@/ui';
import { emptyTestForm, newSection, testFormOf, testFormResolver } from '../model/test-form';
import type { TestFormValues } from '../model/test-form';
import { SectionFields } from './section-fields';
import styles from '../components/online-tests-admin.module.css';

const audienceOptions = [
  { value: 'stse', label: msg`STSE candidates at the Online centre` },
  { value: 'students', label: msg`Enrolled students (test series)` },
];
const streamOptions = STREAMS.map((stream) => ({ value: stream, label: stream }));
const sectionId = () => `section-${crypto.randomUUID().slice(0, 8)}`;

export type TestFormProps = {
  /** The draft being edited; a new test when undefined. */
  test?: ExamTest | undefined;
  now?: () => Date;
};

/** A draft test: every field, Save, Publish (after a confirm) and Delete draft. */
export function TestForm({ test, now = () => new Date() }: TestFormProps) {
  const { t } = useLingui();
  const repository = useData();
  const toast = useToast();
  const navigate = useNavigate();
  const number = 1;
  const form = useForm<TestFormValues, unknown, ExamTestEdit>({
    resolver: testFormResolver,
    defaultValues: test
      ? testFormOf(test)
      : emptyTestForm(now(), sectionId(), t`Section ${number}`),
  });
  const [confirming, setConfirming] = useState<'publish' | 'delete'>();

  /** Saves the edit; answers the stored test, or undefined when refused (the reason shown). */
  async function store(edit: ExamTestEdit): Promise<ExamTest | undefined> {
    try {
      return test
        ? await repository.updateExamTest(test.id, edit)
        : await repository.addExamTest(edit);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
      return undefined;
    }
  }

  async function save(edit: ExamTestEdit) {
    const saved = await store(edit);
    if (!saved) return;
    const title = saved.title;
    toast.show({ message: t`"${title}" was saved.`, tone: 'success' });
    if (!test) void navigate(`/admin/online-tests/${saved.id}`, { replace: true });
  }

  async function saveAndPublish(edit: ExamTestEdit) {
    const saved = await store(edit);
    if (!saved) return;
    try {
      await repository.publishExamTest(saved.id);
      const title = saved.title;
      toast.show({ message: t`"${title}" was published.`, tone: 'success' });
      if (!test) void navigate(`/admin/online-tests/${saved.id}`, { replace: true });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
      // The draft was kept: from here on it is edited, not added again.
      if (!test) void navigate(`/admin/online-tests/${saved.id}`, { replace: true });
    }
  }

  async function deleteDraft() {
    if (!test) return;
    try {
      await repository.deleteExamTest(test.id);
      const title = test.title;
      toast.show({ message: t`"${title}" was deleted.`, tone: 'success' });
      void navigate('/admin/online-tests');
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  const busy = form.formState.isSubmitting;
  const title = test?.title;
  return (
    <Form form={form} onSubmit={save} aria-label={title ? t`Edit ${title}` : t`New test`}>
      <TextField<TestFormValues> name="title" label={t`Title`} required />
      <AudienceFields />
      <div className={styles.fieldRow}>
        <NumberField<TestFormValues>
          name="durationMinutes"
          label={t`Duration (minutes)`}
          min={EXAM_LIMITS.minDuration}
          max={EXAM_LIMITS.maxDuration}
          required
        />
        <DateTimeField name="opensAt" label={t`Opens at (India time)`} />
        <DateTimeField name="closesAt" label={t`Closes at (India time)`} />
      </div>
      <p className={styles.muted}>
        <Trans>
          Candidates may start between these two times; each then has the full duration.
        </Trans>
      </p>
      <LanguageFields />
      <Checkbox<TestFormValues>
        name="shuffleQuestions"
        label={t`Shuffle questions`}
        hint={t`Each candidate gets the questions of a section in their own order (the same order again on resume).`}
      />
      <Checkbox<TestFormValues>
        name="shuffleOptions"
        label={t`Shuffle options`}
        hint={t`Each candidate gets the options in their own order.`}
      />
      <Textarea<TestFormValues> name="instructions" label={t`Instructions`} rows={6} required />
      <Sections />
      <FormError />
      <FormActions>
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : t`Save`}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming('publish')}>
          <Trans>Publish</Trans>
        </Button>
        {test ? (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming('delete')}>
            <Trans>Delete draft</Trans>
          </Button>
        ) : null}
      </FormActions>
      <ConfirmDialog
        open={confirming === 'publish'}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title={t`Publish the test`}
        message={t`Publishing freezes the paper: the questions are copied into the test as they are now, and only the closing time and the instructions can change afterwards. Candidates may start once the window opens.`}
        confirmLabel={t`Publish`}
        busyLabel={t`Publishing...`}
        onConfirm={() => form.handleSubmit(saveAndPublish)()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title={t`Delete draft`}
        message={t`Are you sure you want to delete this draft test?`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        tone="danger"
        onConfirm={deleteDraft}
      />
    </Form>
  );
}

function AudienceFields() {
  const { t, i18n } = useLingui();
  const classOptions = CLASSES.map((level) => ({ value: level, label: t`Class ${level}` }));
  const kind = useFormContext<TestFormValues>().watch('audience.kind');
  return (
    <div className={styles.fieldRow}>
      <Select<TestFormValues>
        name="audience.kind"
        label={t`For`}
        options={audienceOptions.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        required
      />
      <Select<TestFormValues>
        name="audience.currentClass"
        label={t`Class`}
        options={classOptions}
        valueAsNumber
        required
      />
      {kind === 'students' ? (
        <Select<TestFormValues>
          name="audience.stream"
          label={t`Stream`}
          options={streamOptions}
          required
        />
      ) : null}
    </div>
  );
}

/** A date and time typed as India's (a `datetime-local` control). */
function DateTimeField({ name, label }: { name: 'opensAt' | 'closesAt'; label: string }) {
  const { register } = useFormContext<TestFormValues>();
  return (
    <FormField name={name} label={label} required>
      {(control) => (
        <input type="datetime-local" className={styles.dateTime} {...control} {...register(name)} />
      )}
    </FormField>
  );
}

function LanguageFields() {
  const { t } = useLingui();
  const { register } = useFormContext<TestFormValues>();
  return (
    <FormField
      name="languages"
      label={t`Languages`}
      hint={t`The candidate may switch between them on any question.`}
    >
      {(control) => (
        <div className={styles.actions} role="group" aria-describedby={control['aria-describedby']}>
          {EXAM_LANGUAGES.map((language) => (
            <label key={language} className={styles.rightChoice}>
              <input type="checkbox" value={language} {...register('languages')} />
              {language === 'hi' ? t`Hindi` : t`English`}
            </label>
          ))}
        </div>
      )}
    </FormField>
  );
}

function Sections() {
  const { t } = useLingui();
  const { control, getFieldState, formState } = useFormContext<TestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const sectionsError = getFieldState('sections', formState).error;
  const message = sectionsError?.message ?? sectionsError?.root?.message;
  return (
    <FieldGroup legend={t`Sections`} hint={t`Each section has its questions and its marking.`}>
      {fields.map((field, index) => (
        <SectionFields
          key={field.key}
          index={index}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        />
      ))}
      {message ? (
        <p role="alert" className={styles.fieldError}>
          {message}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= EXAM_LIMITS.sections}
          onClick={() => {
            const number = fields.length + 1;
            append(newSection(sectionId(), t`Section ${number}`));
          }}
        >
          <Trans>Add section</Trans>
        </Button>
      </div>
    </FieldGroup>
  );
}
