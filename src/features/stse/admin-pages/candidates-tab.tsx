import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Candidate, CandidateSortKey } from '@/data';
import { useHolds } from '@/features/auth';
import { Alert, Button, countLabel, Form, LoadError, RemoteDataTable, Select } from '@/ui';
import type { AlertTone, DataTableColumn, DataTableSelection } from '@/ui';
import {
  candidateIdentityColumns,
  candidateIdentitySortKeys,
  candidateRowId,
} from '../components/candidate-columns';
import {
  CandidateFilterBar,
  useCandidateFiltering,
  useCandidatePage,
} from '../components/candidate-filter-bar';
import { geminiApiKey } from '../model/gemini-key';
import { MOCK_BATCH_SIZE, addMockCandidates, describeMockOutcome } from '../model/mock-generation';
import styles from './candidates-tab.module.css';

type Notice = { tone: AlertTone; text: string };

const columns: readonly DataTableColumn<Candidate>[] = [
  ...candidateIdentityColumns,
  {
    id: 'school',
    header: 'School',
    cell: (candidate) => candidate.schoolName,
    sortable: true,
  },
  {
    id: 'mobile',
    header: 'Mobile',
    // A school's bulk registration may leave the mobile for later (docs/decisions.md).
    cell: (candidate) => candidate.mobile || <span className={styles.muted}>Not provided</span>,
  },
  {
    id: 'examCenter',
    header: 'Exam Center',
    cell: (candidate) => candidate.examCenter ?? <span className={styles.muted}>Not Assigned</span>,
    sortable: true,
  },
];

const sortKeys: Readonly<Record<string, CandidateSortKey>> = {
  ...candidateIdentitySortKeys,
  school: 'school',
  examCenter: 'examCenter',
};

const getRowLabel = (candidate: Candidate) => `${candidate.name} (${candidate.rollNo})`;

/** The Candidates tab: every registration, newest first, with centre assignment and mock data. */
export function CandidatesTab() {
  // The count of every registration: a one-row page answers it with its total.
  const query = useLiveQuery(
    async (repository) => {
      const [everyone, settings] = await Promise.all([
        repository.queryCandidates({ page: 1, pageSize: 1 }),
        repository.getSettings(),
      ]);
      return { registered: everyone.total, examCenters: settings.stse.examCenters };
    },
    [],
    ['stseCandidates', 'settings'],
  );
  const filtering = useCandidateFiltering();
  const { query: page, remote } = useCandidatePage(filtering, sortKeys);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  // Generating, assigning and the row selection that assigning needs: candidates.manage only.
  const manages = useHolds('candidates.manage');

  const failed = query.status === 'error' ? query : page.status === 'error' ? page : null;
  if (failed) {
    return (
      <LoadError
        title="The candidates could not be loaded."
        message={describeError(failed.error)}
        onRetry={() => {
          query.reload();
          page.reload();
        }}
        size="sm"
      />
    );
  }

  const loaded = query.status === 'success';
  const selection: DataTableSelection<Candidate> | { selectedIds?: undefined } = manages
    ? { selectedIds, onSelectedIdsChange: setSelectedIds, getRowLabel }
    : {};
  return (
    <div className={styles.tab}>
      <div className={styles.summary}>
        <p className={styles.count}>
          {loaded
            ? `${countLabel(query.data.registered, 'candidate')} registered`
            : 'Loading candidates…'}
        </p>
        {manages ? <GenerateMockDataButton disabled={!loaded} onFinished={setNotice} /> : null}
      </div>
      {manages ? (
        <AssignCenterForm
          examCenters={query.data?.examCenters ?? []}
          selectedIds={selectedIds}
          onFinished={(result) => {
            if (result.tone === 'success') setSelectedIds(new Set());
            setNotice(result);
          }}
        />
      ) : null}
      {notice ? (
        // Assigning clears the selection, disabling the button that had focus: focus the result.
        <Alert key={notice.text} tone={notice.tone} takeFocus onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <RemoteDataTable
        caption="STSE candidates"
        columns={columns}
        rows={page.data?.rows ?? []}
        {...remote}
        getRowId={candidateRowId}
        status={page.status === 'success' ? 'ready' : 'loading'}
        toolbar={<CandidateFilterBar filtering={filtering} />}
        emptyMessage={
          filtering.narrowed ? 'No candidates match the search and class.' : 'No data available.'
        }
        {...selection}
      />
    </div>
  );
}

/** Adds MOCK_BATCH_SIZE candidates from Gemini, or from the local generator without a key. */
function GenerateMockDataButton({
  disabled,
  onFinished,
}: {
  disabled: boolean;
  onFinished: (notice: Notice) => void;
}) {
  const repository = useData();
  const [status, setStatus] = useState<'idle' | 'generating'>('idle');

  async function generate() {
    setStatus('generating');
    try {
      const outcome = await addMockCandidates(repository, {
        count: MOCK_BATCH_SIZE,
        apiKey: geminiApiKey(),
      });
      onFinished({
        tone: outcome.added > 0 ? 'success' : 'error',
        text: describeMockOutcome(outcome),
      });
    } catch (error) {
      // A generation failure is logged for developers; the admin also gets the reason.
      console.error(error);
      onFinished({ tone: 'error', text: describeError(error) });
    } finally {
      setStatus('idle');
    }
  }

  return (
    <Button
      variant="secondary"
      disabled={disabled}
      busy={status === 'generating'}
      busyLabel="Generating..."
      onClick={() => void generate()}
    >
      Generate Mock Data
    </Button>
  );
}

const assignSchema = z.object({ examCenter: z.string().min(1, 'Choose an exam center.') });
type AssignInput = z.infer<typeof assignSchema>;

function AssignCenterForm({
  examCenters,
  selectedIds,
  onFinished,
}: {
  examCenters: readonly string[];
  selectedIds: ReadonlySet<string>;
  onFinished: (notice: Notice) => void;
}) {
  const repository = useData();
  const form = useForm<AssignInput>({
    resolver: zodResolver(assignSchema),
    defaultValues: { examCenter: '' },
  });
  const hintId = useId();
  const selectedCount = selectedIds.size;

  async function assign({ examCenter }: AssignInput) {
    const ids = [...selectedIds];
    try {
      await repository.assignExamCenter(ids, examCenter);
      onFinished({
        tone: 'success',
        text: `Exam center assigned to ${countLabel(ids.length, 'candidate')}.`,
      });
    } catch (error) {
      onFinished({ tone: 'error', text: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={assign} aria-label="Assign exam center" className={styles.assign}>
      <Select<AssignInput>
        name="examCenter"
        label="Exam center"
        placeholder="Choose an exam center"
        options={examCenters.map((center) => ({ value: center, label: center }))}
        className={styles.centerField}
      />
      <Button
        type="submit"
        disabled={selectedCount === 0}
        busy={form.formState.isSubmitting}
        busyLabel="Assigning..."
        aria-describedby={hintId}
      >
        Assign Center
      </Button>
      <p id={hintId} className={styles.hint}>
        {selectedCount === 0
          ? 'Select candidates in the table to assign them an exam center.'
          : `The center will be set for the ${countLabel(selectedCount, 'selected candidate')}.`}
      </p>
    </Form>
  );
}
