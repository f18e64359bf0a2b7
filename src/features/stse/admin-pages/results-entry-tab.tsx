import { memo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_MARKS, MIN_MARKS, describeError, parseMarks, useData, useLiveQuery } from '@/data';
import type { Candidate } from '@/data';
import { Button, DataTable, Form, LoadError, TextField } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { candidateIdentityColumns, candidateRowId } from '../components/candidate-columns';
import { CandidateFilterBar, useCandidateFiltering } from '../components/candidate-filter-bar';
import styles from './results-entry-tab.module.css';

const MARKS_MESSAGE = `Enter marks from ${MIN_MARKS} to ${MAX_MARKS}.`;

// The spec ignores a non-number; here it is also named beside the box, and never saved.
const marksFormSchema = z.object({
  marks: z.string().transform((text, context) => {
    const marks = parseMarks(text);
    if (marks === undefined) {
      context.addIssue({ code: 'custom', message: MARKS_MESSAGE });
      return z.NEVER;
    }
    return marks;
  }),
});
type MarksFormInput = z.input<typeof marksFormSchema>;
type MarksFormOutput = z.output<typeof marksFormSchema>;

const columns: readonly DataTableColumn<Candidate>[] = [
  ...candidateIdentityColumns,
  {
    id: 'marks',
    header: `Marks (out of ${MAX_MARKS})`,
    cell: (candidate) => <MarksEntry candidate={candidate} />,
    width: '16rem',
  },
  {
    id: 'scholarship',
    header: 'Scholarship',
    cell: (candidate) =>
      candidate.scholarship ?? <span className={styles.muted}>Marks not entered</span>,
    sortValue: (candidate) => candidate.scholarship ?? '',
  },
];

/** The Results Entry tab: marks per candidate; saving sets the scholarship from the tiers. */
export function ResultsEntryTab() {
  const query = useLiveQuery((repository) => repository.listCandidates(), [], ['stseCandidates']);
  const filtering = useCandidateFiltering(query.data);

  if (query.status === 'error') {
    return (
      <LoadError
        title="The candidates could not be loaded."
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>
        Enter marks from {MIN_MARKS} to {MAX_MARKS} and save each row; the scholarship follows from
        the tiers in Settings.
      </p>
      <DataTable
        caption="Results entry"
        columns={columns}
        rows={filtering.rows}
        getRowId={candidateRowId}
        status={query.status === 'success' ? 'ready' : 'loading'}
        toolbar={<CandidateFilterBar filtering={filtering} />}
        emptyMessage={
          filtering.narrowed ? 'No candidates match the search and class.' : 'No data available.'
        }
      />
    </div>
  );
}

// Memoised: typing in the search re-renders the table, and a page holds 50 of these forms.
const MarksEntry = memo(function MarksEntry({ candidate }: { candidate: Candidate }) {
  const repository = useData();
  const form = useForm<MarksFormInput, unknown, MarksFormOutput>({
    resolver: zodResolver(marksFormSchema),
    defaultValues: { marks: candidate.marks === undefined ? '' : String(candidate.marks) },
  });
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');

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

  return (
    <Form form={form} onSubmit={save} className={styles.marksForm}>
      <TextField<MarksFormInput>
        name="marks"
        label={<span className="visually-hidden">Marks for {candidate.name}</span>}
        inputMode="decimal"
        autoComplete="off"
        className={styles.marksField}
      />
      <Button type="submit" size="sm" busy={form.formState.isSubmitting} busyLabel="Saving...">
        Save
      </Button>
      {status === 'saved' && !form.formState.isDirty ? (
        <span role="status" className={styles.saved}>
          Saved
        </span>
      ) : null}
    </Form>
  );
});
