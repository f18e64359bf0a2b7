import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ABSENT,
  MIN_MARKS,
  NO_SCHOLARSHIP,
  describeError,
  marksRangeMessage,
  parseMarks,
  useData,
  useLiveQuery,
} from '@/data';
import type { Candidate, CandidateSortKey } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Button, Form, LoadError, RemoteDataTable, TextField } from '@/ui';
import type { DataTableColumn } from '@/ui';
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
import { MarksCsvImport } from './marks-csv-import';
import styles from './results-entry-tab.module.css';

// The spec ignores a non-number; here it is also named beside the box, and never saved.
function marksFormSchema(maxMarks: number) {
  return z.object({
    marks: z.string().transform((text, context) => {
      const marks = parseMarks(text, maxMarks);
      if (marks === undefined) {
        context.addIssue({ code: 'custom', message: marksRangeMessage(maxMarks) });
        return z.NEVER;
      }
      return marks;
    }),
  });
}
type MarksFormInput = { marks: string };
type MarksFormOutput = { marks: number };

function resultColumns(maxMarks: number): readonly DataTableColumn<Candidate>[] {
  return [
    ...candidateIdentityColumns,
    {
      id: 'marks',
      header: <Trans>Marks (out of {maxMarks})</Trans>,
      cell: (candidate) => <MarksEntry candidate={candidate} maxMarks={maxMarks} />,
      sortable: true,
      width: '22rem',
    },
    {
      id: 'scholarship',
      header: <Trans>Scholarship</Trans>,
      cell: (candidate) =>
        candidate.absent === true ? (
          <span className={styles.muted}>
            <Trans>Absent</Trans>
          </span>
        ) : candidate.scholarship === NO_SCHOLARSHIP ? (
          // The stored word for no scholarship, in the reader's language.
          <Trans>None</Trans>
        ) : (
          (candidate.scholarship ?? (
            <span className={styles.muted}>
              <Trans>Marks not entered</Trans>
            </span>
          ))
        ),
      sortable: true,
    },
  ];
}

// The scholarship follows from the marks, so its column sorts by them (tiers in order).
const sortKeys: Readonly<Record<string, CandidateSortKey>> = {
  ...candidateIdentitySortKeys,
  marks: 'marks',
  scholarship: 'marks',
};

/** The Results Entry tab: marks (or Absent) per candidate or from a CSV file. */
export function ResultsEntryTab() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const filtering = useCandidateFiltering();
  const { query, remote } = useCandidatePage(filtering, sortKeys);
  const settings = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  const maxMarks = settings.data?.stse.maxMarks;
  const columns = useMemo(
    () => (maxMarks === undefined ? undefined : resultColumns(maxMarks)),
    [maxMarks],
  );

  const lowest = MIN_MARKS;
  const highest = maxMarks ?? '…';
  const failed = query.status === 'error' ? query : settings.status === 'error' ? settings : null;
  if (failed) {
    return (
      <LoadError
        title={t`The candidates could not be loaded.`}
        message={dataMessage(describeError(failed.error))}
        onRetry={failed.reload}
        size="sm"
      />
    );
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>
        <Trans>
          Enter marks from {lowest} to {highest} (the maximum is in Settings) and save each row, or
          mark a candidate Absent; the scholarship follows from the tiers in Settings.
        </Trans>
      </p>
      {maxMarks !== undefined ? <MarksCsvImport maxMarks={maxMarks} /> : null}
      <RemoteDataTable
        caption={t`Results entry`}
        columns={columns ?? candidateIdentityColumns}
        rows={query.data?.rows ?? []}
        {...remote}
        getRowId={candidateRowId}
        status={query.status === 'success' && columns ? 'ready' : 'loading'}
        toolbar={<CandidateFilterBar filtering={filtering} />}
        emptyMessage={
          filtering.narrowed ? t`No candidates match the search and class.` : t`No data available.`
        }
      />
    </div>
  );
}

// Memoised: typing in the search re-renders the table, and a page holds 50 of these forms.
const MarksEntry = memo(function MarksEntry({
  candidate,
  maxMarks,
}: {
  candidate: Candidate;
  maxMarks: number;
}) {
  const { t } = useLingui();
  const repository = useData();
  const name = candidate.name;
  const schema = useMemo(() => marksFormSchema(maxMarks), [maxMarks]);
  const form = useForm<MarksFormInput, unknown, MarksFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { marks: candidate.marks === undefined ? '' : String(candidate.marks) },
  });
  const [status, setStatus] = useState<'idle' | 'saved' | 'marking-absent'>('idle');

  async function save({ marks }: MarksFormOutput) {
    setStatus('idle');
    try {
      const saved = await repository.saveMarks(candidate.id, marks);
      // The box now holds what is stored, so "Saved" shows until the next edit.
      form.reset({ marks: String(saved.marks) });
      setStatus('saved');
    } catch (error) {
      form.setError('marks', { message: describeError(error) });
    }
  }

  async function markAbsent() {
    setStatus('marking-absent');
    try {
      await repository.saveMarks(candidate.id, ABSENT);
      form.reset({ marks: '' });
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      form.setError('marks', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} className={styles.marksForm}>
      <TextField<MarksFormInput>
        name="marks"
        label={<span className="visually-hidden">{t`Marks for ${name}`}</span>}
        inputMode="decimal"
        autoComplete="off"
        placeholder={candidate.absent === true ? t`Absent` : undefined}
        className={styles.marksField}
      />
      <Button type="submit" size="sm" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
        <Trans>Save</Trans>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Mark ${name} Absent`}
        busy={status === 'marking-absent'}
        busyLabel={t`Saving...`}
        onClick={() => void markAbsent()}
      >
        <Trans>Absent</Trans>
      </Button>
      {status === 'saved' && !form.formState.isDirty ? (
        <span role="status" className={styles.saved}>
          <Trans>Saved</Trans>
        </span>
      ) : null}
    </Form>
  );
});
