import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describeError, useLiveQuery } from '@/data';
import { QUESTION_KINDS, QUESTION_KIND_LABELS, QUESTIONS_PER_PAGE } from '@/data/online-tests';
import type { Question, QuestionKind } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import {
  Button,
  FILTER_ALL,
  Form,
  LoadError,
  Modal,
  ModalClose,
  Select,
  Skeleton,
  TextField,
} from '@/ui';
import styles from '../components/online-tests-admin.module.css';

type PickerFilter = { search: string; subject: string; kind: string };

export type QuestionPickerDialogProps = {
  sectionName: string;
  /** Questions already in the test: a question is in one section once. */
  alreadyChosen: readonly string[];
  onAdd: (questions: Question[]) => void;
  onClose: () => void;
};

/** Choose questions from the bank for a section, filtered like the bank, a page at a time. */
export function QuestionPickerDialog({
  sectionName,
  alreadyChosen,
  onAdd,
  onClose,
}: QuestionPickerDialogProps) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const kindOptions = [
    { value: FILTER_ALL, label: t`All` },
    ...QUESTION_KINDS.map((kind) => ({
      value: kind,
      label: dataMessage(QUESTION_KIND_LABELS[kind]),
    })),
  ];
  const filterForm = useForm<PickerFilter>({
    defaultValues: { search: '', subject: '', kind: FILTER_ALL },
  });
  const watched = useDeferredValue(useWatch({ control: filterForm.control }) as PickerFilter);
  const [pageOf, setPageOf] = useState({ key: '', page: 1 });
  const filterKey = JSON.stringify(watched);
  const page = pageOf.key === filterKey ? pageOf.page : 1;
  const questions = useLiveQuery(
    (data) =>
      data.listQuestions({
        ...(watched.search.trim() === '' ? {} : { search: watched.search.trim() }),
        ...(watched.subject.trim() === '' ? {} : { subject: watched.subject.trim() }),
        ...(watched.kind === FILTER_ALL ? {} : { kind: watched.kind as QuestionKind }),
        page,
      }),
    [filterKey, page],
    ['questions'],
  );
  const [picked, setPicked] = useState<Map<string, Question>>(new Map());
  const total = questions.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / QUESTIONS_PER_PAGE));
  const pickedCount = picked.size;

  function toggle(question: Question, chosen: boolean) {
    setPicked((current) => {
      const next = new Map(current);
      if (chosen) next.set(question.id, question);
      else next.delete(question.id);
      return next;
    });
  }

  return (
    <Modal
      title={t`Add questions to ${sectionName}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </ModalClose>
          <Button disabled={picked.size === 0} onClick={() => onAdd([...picked.values()])}>
            <Plural value={pickedCount} one="Add # question" other="Add # questions" />
          </Button>
        </>
      }
    >
      <Form
        form={filterForm}
        onSubmit={() => undefined}
        role="search"
        aria-label={t`Filter the bank`}
        className={styles.filters}
      >
        <TextField<PickerFilter>
          name="search"
          type="search"
          label={t`Search text or topic`}
          autoComplete="off"
        />
        <TextField<PickerFilter> name="subject" label={t`Subject`} autoComplete="off" />
        <Select<PickerFilter> name="kind" label={t`Kind`} options={kindOptions} />
      </Form>
      {questions.status === 'error' ? (
        <LoadError
          title={t`The questions could not be loaded`}
          message={dataMessage(describeError(questions.error))}
          onRetry={questions.reload}
          size="sm"
        />
      ) : questions.status === 'loading' && !questions.data ? (
        <Skeleton lines={4} />
      ) : total === 0 ? (
        <p className={styles.muted}>
          <Trans>No questions match.</Trans>
        </p>
      ) : (
        <>
          <ul className={styles.pickerList} aria-label={t`Questions in the bank`}>
            {(questions.data?.rows ?? []).map((question) => {
              const inTest = alreadyChosen.includes(question.id);
              const subject = question.subject;
              const kindLabel = dataMessage(QUESTION_KIND_LABELS[question.kind]);
              return (
                <li key={question.id}>
                  <label>
                    <input
                      type="checkbox"
                      disabled={inTest}
                      checked={inTest || picked.has(question.id)}
                      onChange={(event) => toggle(question, event.target.checked)}
                    />
                    <span>
                      {question.text.en}{' '}
                      <span className={styles.muted}>
                        {inTest
                          ? t`(${subject}, ${kindLabel}, already in the test)`
                          : `(${subject}, ${kindLabel})`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPageOf({ key: filterKey, page: page - 1 })}
            >
              <Trans>Previous page</Trans>
            </Button>
            <span>
              <Trans>
                Page {page} of {pageCount}
              </Trans>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPageOf({ key: filterKey, page: page + 1 })}
            >
              <Trans>Next page</Trans>
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
