import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describeError, useData, useLiveQuery } from '@/data';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  QUESTION_KINDS,
  QUESTION_KIND_LABELS,
  QUESTIONS_PER_PAGE,
} from '@/data/online-tests';
import type { Difficulty, Question, QuestionFilter, QuestionKind } from '@/data/online-tests';
import {
  Alert,
  Button,
  ConfirmDialog,
  FILTER_ALL,
  Form,
  ListPage,
  RemoteListTable,
  Select,
  TextField,
  useDocumentTitle,
  useTablePaging,
  useToast,
} from '@/ui';
import type { DataTableColumn, TablePaging } from '@/ui';
import { ExportQuestionsButtons, ImportQuestionsDialog } from './question-files-actions';
import { QuestionFormDialog } from './question-form-dialog';
import styles from '../components/online-tests-admin.module.css';

export const DELETE_QUESTION_MESSAGE =
  'Are you sure you want to delete this question? Published tests keep their own copy.';
export const NO_QUESTIONS_MESSAGE = 'No questions yet. Add one, or import a file.';
export const NO_MATCHING_QUESTIONS_MESSAGE = 'No questions match these filters.';

type FilterValues = { search: string; subject: string; kind: string; difficulty: string };
const noFilters: FilterValues = {
  search: '',
  subject: '',
  kind: FILTER_ALL,
  difficulty: FILTER_ALL,
};

const kindOptions = [
  { value: FILTER_ALL, label: 'All' },
  ...QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] })),
];
const difficultyOptions = [
  { value: FILTER_ALL, label: 'All' },
  ...DIFFICULTIES.map((difficulty) => ({
    value: difficulty,
    label: DIFFICULTY_LABELS[difficulty],
  })),
];

/** The filter as the repository takes it: blanks and "All" left out. */
function questionFilterOf({ search, subject, kind, difficulty }: FilterValues): QuestionFilter {
  return {
    ...(search.trim() === '' ? {} : { search: search.trim() }),
    ...(subject.trim() === '' ? {} : { subject: subject.trim() }),
    ...(kind === FILTER_ALL ? {} : { kind: kind as QuestionKind }),
    ...(difficulty === FILTER_ALL ? {} : { difficulty: difficulty as Difficulty }),
  };
}

// The repository answers 25 questions a page whatever the table's page size says.
const fixedPageSize = (paging: TablePaging): TablePaging => ({
  ...paging,
  pageSize: QUESTIONS_PER_PAGE,
});

/** Admin → Question Bank: the questions, filtered and paged, with add, edit and delete. */
export function QuestionBankPage() {
  useDocumentTitle('Question Bank · Admin Panel · Sankalp Institute');
  const repository = useData();
  const toast = useToast();
  const filterForm = useForm<FilterValues>({ defaultValues: noFilters });
  const watched = useWatch({ control: filterForm.control }) as FilterValues;
  const filter = questionFilterOf(useDeferredValue(watched));
  const filterKey = JSON.stringify(filter);
  const paging = useTablePaging({ filterKey, defaultPageSize: QUESTIONS_PER_PAGE });
  const page = paging.state.page;
  const questions = useLiveQuery(
    (data) => data.listQuestions({ ...filter, page }),
    [filterKey, page],
    ['questions'],
  );
  const [editing, setEditing] = useState<{ question?: Question } | undefined>();
  const [deleteTarget, setDeleteTarget] = useState<Question>();
  const [deleteError, setDeleteError] = useState<string>();
  const columns = useMemo(
    () => questionColumns((question) => setEditing({ question }), setDeleteTarget),
    [],
  );

  async function deleteQuestion(question: Question) {
    setDeleteError(undefined);
    try {
      await repository.deleteQuestion(question.id);
      toast.show({ message: 'The question was deleted.', tone: 'success' });
    } catch (error) {
      setDeleteError(`The question could not be deleted. ${describeError(error)}`);
    }
  }

  const narrowed = Object.keys(filter).length > 0;
  return (
    <ListPage
      title="Question Bank"
      lead="Questions for the online tests, in English and Hindi, with their answers. A test copies its questions when it is published."
      actions={
        <div className={styles.actions}>
          <Button onClick={() => setEditing({})}>Add Question</Button>
          <ImportQuestionsDialog />
          <ExportQuestionsButtons />
        </div>
      }
      notice={
        deleteError ? (
          <Alert tone="error" onDismiss={() => setDeleteError(undefined)}>
            {deleteError}
          </Alert>
        ) : null
      }
    >
      <RemoteListTable
        caption="Questions"
        columns={columns}
        query={questions}
        rows={questions.data?.rows ?? []}
        total={questions.data?.total ?? 0}
        shown={questions.data ? { page, pageSize: QUESTIONS_PER_PAGE } : undefined}
        state={paging.state}
        onStateChange={(next) => paging.onStateChange(fixedPageSize(next))}
        emptyMessage={narrowed ? NO_MATCHING_QUESTIONS_MESSAGE : NO_QUESTIONS_MESSAGE}
        loadErrorTitle="The questions could not be loaded"
        describeError={describeError}
        toolbar={
          <Form
            form={filterForm}
            onSubmit={() => undefined}
            role="search"
            aria-label="Filter questions"
            className={styles.filters}
          >
            <TextField<FilterValues>
              name="search"
              type="search"
              label="Search text or topic"
              autoComplete="off"
            />
            <TextField<FilterValues> name="subject" label="Subject" autoComplete="off" />
            <Select<FilterValues> name="kind" label="Kind" options={kindOptions} />
            <Select<FilterValues>
              name="difficulty"
              label="Difficulty"
              options={difficultyOptions}
            />
          </Form>
        }
      />
      {editing ? (
        <QuestionFormDialog
          open
          question={editing.question}
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleteTarget !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(undefined);
        }}
        title="Delete question"
        message={DELETE_QUESTION_MESSAGE}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={() => (deleteTarget ? deleteQuestion(deleteTarget) : undefined)}
      />
    </ListPage>
  );
}

function questionColumns(
  onEdit: (question: Question) => void,
  onDelete: (question: Question) => void,
): DataTableColumn<Question>[] {
  return [
    {
      id: 'question',
      header: 'Question',
      cell: (question) => <span className={styles.questionCell}>{question.text.en}</span>,
    },
    { id: 'subject', header: 'Subject', cell: (question) => question.subject },
    { id: 'topic', header: 'Topic', cell: (question) => question.topic || '—' },
    { id: 'kind', header: 'Kind', cell: (question) => QUESTION_KIND_LABELS[question.kind] },
    {
      id: 'difficulty',
      header: 'Difficulty',
      cell: (question) => DIFFICULTY_LABELS[question.difficulty],
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (question) => (
        <div className={styles.rowActions}>
          <Button variant="secondary" size="sm" onClick={() => onEdit(question)}>
            Edit<span className="visually-hidden"> question: {question.text.en.slice(0, 60)}</span>
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(question)}>
            Delete
            <span className="visually-hidden"> question: {question.text.en.slice(0, 60)}</span>
          </Button>
        </div>
      ),
    },
  ];
}
