import { Trans, useLingui } from '@lingui/react/macro';
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
import { useDataMessage } from '@/features/data-messages';
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

type FilterValues = { search: string; subject: string; kind: string; difficulty: string };
const noFilters: FilterValues = {
  search: '',
  subject: '',
  kind: FILTER_ALL,
  difficulty: FILTER_ALL,
};

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
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  useDocumentTitle(t`Question Bank · Admin Panel · Sankalp Institute`);
  const kindOptions = [
    { value: FILTER_ALL, label: t`All` },
    ...QUESTION_KINDS.map((kind) => ({
      value: kind,
      label: dataMessage(QUESTION_KIND_LABELS[kind]),
    })),
  ];
  const difficultyOptions = [
    { value: FILTER_ALL, label: t`All` },
    ...DIFFICULTIES.map((difficulty) => ({
      value: difficulty,
      label: dataMessage(DIFFICULTY_LABELS[difficulty]),
    })),
  ];
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
    (): DataTableColumn<Question>[] => [
      {
        id: 'question',
        header: t`Question`,
        cell: (question) => <span className={styles.questionCell}>{question.text.en}</span>,
      },
      { id: 'subject', header: t`Subject`, cell: (question) => question.subject },
      { id: 'topic', header: t`Topic`, cell: (question) => question.topic || '—' },
      {
        id: 'kind',
        header: t`Kind`,
        cell: (question) => dataMessage(QUESTION_KIND_LABELS[question.kind]),
      },
      {
        id: 'difficulty',
        header: t`Difficulty`,
        cell: (question) => dataMessage(DIFFICULTY_LABELS[question.difficulty]),
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (question) => (
          <QuestionActions
            question={question}
            onEdit={() => setEditing({ question })}
            onDelete={() => setDeleteTarget(question)}
          />
        ),
      },
    ],
    [t, dataMessage],
  );

  async function deleteQuestion(question: Question) {
    setDeleteError(undefined);
    try {
      await repository.deleteQuestion(question.id);
      toast.show({ message: t`The question was deleted.`, tone: 'success' });
    } catch (error) {
      const reason = dataMessage(describeError(error));
      setDeleteError(t`The question could not be deleted. ${reason}`);
    }
  }

  const narrowed = Object.keys(filter).length > 0;
  return (
    <ListPage
      title={t`Question Bank`}
      lead={t`Questions for the online tests, in English and Hindi, with their answers. A test copies its questions when it is published.`}
      actions={
        <div className={styles.actions}>
          <Button onClick={() => setEditing({})}>
            <Trans>Add Question</Trans>
          </Button>
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
        caption={t`Questions`}
        columns={columns}
        query={questions}
        rows={questions.data?.rows ?? []}
        total={questions.data?.total ?? 0}
        shown={questions.data ? { page, pageSize: QUESTIONS_PER_PAGE } : undefined}
        state={paging.state}
        onStateChange={(next) => paging.onStateChange(fixedPageSize(next))}
        emptyMessage={
          narrowed
            ? t`No questions match these filters.`
            : t`No questions yet. Add one, or import a file.`
        }
        loadErrorTitle={t`The questions could not be loaded`}
        describeError={describeError}
        toolbar={
          <Form
            form={filterForm}
            onSubmit={() => undefined}
            role="search"
            aria-label={t`Filter questions`}
            className={styles.filters}
          >
            <TextField<FilterValues>
              name="search"
              type="search"
              label={t`Search text or topic`}
              autoComplete="off"
            />
            <TextField<FilterValues> name="subject" label={t`Subject`} autoComplete="off" />
            <Select<FilterValues> name="kind" label={t`Kind`} options={kindOptions} />
            <Select<FilterValues>
              name="difficulty"
              label={t`Difficulty`}
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
        title={t`Delete question`}
        message={t`Are you sure you want to delete this question? Published tests keep their own copy.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        tone="danger"
        onConfirm={() => (deleteTarget ? deleteQuestion(deleteTarget) : undefined)}
      />
    </ListPage>
  );
}

function QuestionActions({
  question,
  onEdit,
  onDelete,
}: {
  question: Question;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The question's first words (a word cut in half would read as a word of its own).
  const text = question.text.en;
  const start = text.length <= 60 ? text : text.slice(0, 60).replace(/\s+\S*$/, '');
  return (
    <div className={styles.rowActions}>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Trans>
          Edit<span className="visually-hidden"> question: {start}</span>
        </Trans>
      </Button>
      <Button variant="danger" size="sm" onClick={onDelete}>
        <Trans>
          Delete
          <span className="visually-hidden"> question: {start}</span>
        </Trans>
      </Button>
    </div>
  );
}
