import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describeError, useLiveQuery } from '@/data';
import { QUESTION_KINDS, QUESTION_KIND_LABELS, QUESTIONS_PER_PAGE } from '@/data/online-tests';
import type { Question, QuestionKind } from '@/data/online-tests';
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
const kindOptions = [
  { value: FILTER_ALL, label: 'All' },
  ...QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] })),
];

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
      title={`Add questions to ${sectionName}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button disabled={picked.size === 0} onClick={() => onAdd([...picked.values()])}>
            {picked.size === 1 ? 'Add 1 question' : `Add ${picked.size} questions`}
          </Button>
        </>
      }
    >
      <Form
        form={filterForm}
        onSubmit={() => undefined}
        role="search"
        aria-label="Filter the bank"
        className={styles.filters}
      >
        <TextField<PickerFilter>
          name="search"
          type="search"
          label="Search text or topic"
          autoComplete="off"
        />
        <TextField<PickerFilter> name="subject" label="Subject" autoComplete="off" />
        <Select<PickerFilter> name="kind" label="Kind" options={kindOptions} />
      </Form>
      {questions.status === 'error' ? (
        <LoadError
          title="The questions could not be loaded"
          message={describeError(questions.error)}
          onRetry={questions.reload}
          size="sm"
        />
      ) : questions.status === 'loading' && !questions.data ? (
        <Skeleton lines={4} />
      ) : total === 0 ? (
        <p className={styles.muted}>No questions match.</p>
      ) : (
        <>
          <ul className={styles.pickerList} aria-label="Questions in the bank">
            {(questions.data?.rows ?? []).map((question) => {
              const inTest = alreadyChosen.includes(question.id);
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
                        ({question.subject}, {QUESTION_KIND_LABELS[question.kind]}
                        {inTest ? ', already in the test' : ''})
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
              Previous page
            </Button>
            <span>
              Page {page} of {pageCount}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount}
              onClick={() => setPageOf({ key: filterKey, page: page + 1 })}
            >
              Next page
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
