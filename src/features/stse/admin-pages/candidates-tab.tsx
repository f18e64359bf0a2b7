import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Candidate, CandidateSortKey } from '@/data';
import { useHolds } from '@/features/auth';
import { Alert, Button, Form, LoadError, RemoteDataTable, Select } from '@/ui';
import { formatIndianNumber } from '@/lib';
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
import { geminiApiKey } from '@/features/gemini';
import { MOCK_BATCH_SIZE, addMockCandidates, describeMockOutcome } from '../model/mock-generation';
import styles from './candidates-tab.module.css';

type Notice = { tone: AlertTone; text: string };

const columns: readonly DataTableColumn<Candidate>[] = [
  ...candidateIdentityColumns,
  {
    id: 'school',
    header: <Trans>School</Trans>,
    cell: (candidate) => candidate.schoolName,
    sortable: true,
  },
  {
    id: 'mobile',
    header: <Trans>Mobile</Trans>,
    // A school's bulk registration may leave the mobile for later (docs/decisions.md).
    cell: (candidate) =>
      candidate.mobile || (
        <span className={styles.muted}>
          <Trans>Not provided</Trans>
        </span>
      ),
  },
  {
    id: 'examCenter',
    header: <Trans>Exam Center</Trans>,
    cell: (candidate) =>
      candidate.examCenter ?? (
        <span className={styles.muted}>
          <Trans>Not Assigned</Trans>
        </span>
      ),
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
  const { t } = useLingui();
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
        title={t`The candidates could not be loaded.`}
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
          {loaded ? <RegisteredCount registered={query.data.registered} /> : t`Loading candidates…`}
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
        caption={t`STSE candidates`}
        columns={columns}
        rows={page.data?.rows ?? []}
        {...remote}
        getRowId={candidateRowId}
        status={page.status === 'success' ? 'ready' : 'loading'}
        toolbar={<CandidateFilterBar filtering={filtering} />}
        emptyMessage={
          filtering.narrowed ? t`No candidates match the search and class.` : t`No data available.`
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
  const { t } = useLingui();
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
      busyLabel={t`Generating...`}
      onClick={() => void generate()}
    >
      <Trans>Generate Mock Data</Trans>
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
  const { t } = useLingui();
  const repository = useData();
  const form = useForm<AssignInput>({
    resolver: zodResolver(assignSchema),
    defaultValues: { examCenter: '' },
  });
  const hintId = useId();
  const selectedCount = selectedIds.size;
  const selected = formatIndianNumber(selectedCount);

  async function assign({ examCenter }: AssignInput) {
    const ids = [...selectedIds];
    try {
      await repository.assignExamCenter(ids, examCenter);
      const assigned = ids.length;
      const count = formatIndianNumber(assigned);
      onFinished({
        tone: 'success',
        text: plural(assigned, {
          one: `Exam center assigned to ${count} candidate.`,
          other: `Exam center assigned to ${count} candidates.`,
        }),
      });
    } catch (error) {
      onFinished({ tone: 'error', text: describeError(error) });
    }
  }

  return (
    <Form
      form={form}
      onSubmit={assign}
      aria-label={t`Assign exam center`}
      className={styles.assign}
    >
      <Select<AssignInput>
        name="examCenter"
        label={t`Exam center`}
        placeholder={t`Choose an exam center`}
        options={examCenters.map((center) => ({ value: center, label: center }))}
        className={styles.centerField}
      />
      <Button
        type="submit"
        disabled={selectedCount === 0}
        busy={form.formState.isSubmitting}
        busyLabel={t`Assigning...`}
        aria-describedby={hintId}
      >
        <Trans>Assign Center</Trans>
      </Button>
      <p id={hintId} className={styles.hint}>
        {selectedCount === 0 ? (
          <Trans>Select candidates in the table to assign them an exam center.</Trans>
        ) : (
          <Plural
            value={selectedCount}
            one={`The center will be set for the ${selected} selected candidate.`}
            other={`The center will be set for the ${selected} selected candidates.`}
          />
        )}
      </p>
    </Form>
  );
}

/** "12 candidates registered", with the count in Indian grouping. */
function RegisteredCount({ registered }: { registered: number }) {
  const count = formatIndianNumber(registered);
  return (
    <Plural
      value={registered}
      one={`${count} candidate registered`}
      other={`${count} candidates registered`}
    />
  );
}
