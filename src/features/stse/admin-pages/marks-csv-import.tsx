import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ABSENT,
  MAX_PAGE_SIZE,
  describeError,
  formatIndianNumber,
  inSlices,
  useData,
} from '@/data';
import { Alert, Button, countLabel, DataTable, FileField, Form, FormActions } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { marksEntries, readMarksCsv, rollNumbersIn } from '../model/marks-csv';
import type { MarksCsvReading, MarksCsvRow } from '../model/marks-csv';
import styles from './results-entry-tab.module.css';

const csvFormSchema = z.object({
  file: z.file({ error: 'Choose a CSV file.' }),
});
type CsvFormInput = z.input<typeof csvFormSchema>;
type CsvFormOutput = z.output<typeof csvFormSchema>;

const columns: readonly DataTableColumn<MarksCsvRow>[] = [
  { id: 'line', header: 'Line', cell: (row) => row.line, align: 'end', width: '4rem' },
  { id: 'rollNo', header: 'Roll No', cell: (row) => row.rollNo || '—' },
  { id: 'name', header: 'Name', cell: (row) => row.name ?? '—' },
  {
    id: 'marks',
    header: 'Marks',
    cell: (row) => (row.status === 'ready' ? String(row.marks) : row.marksText || '—'),
  },
  {
    id: 'check',
    header: 'Check',
    cell: (row) =>
      row.status === 'ready' ? (
        <span className={styles.saved}>Ready</span>
      ) : (
        <span className={styles.rowError}>{row.message}</span>
      ),
  },
];

type Outcome =
  { status: 'idle' } | { status: 'saved'; count: number } | { status: 'failed'; message: string };

/**
 * Marks from a CSV file (roll number, marks or Absent): every row is checked and shown first;
 * Save stores them all in one write, and only when no row has an error.
 */
export function MarksCsvImport({ maxMarks }: { maxMarks: number }) {
  const repository = useData();
  const form = useForm<CsvFormInput, unknown, CsvFormOutput>({
    resolver: zodResolver(csvFormSchema),
    defaultValues: { file: undefined } as Partial<CsvFormInput>,
  });
  const [reading, setReading] = useState<MarksCsvReading | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [saving, setSaving] = useState(false);

  async function check({ file }: CsvFormOutput) {
    setOutcome({ status: 'idle' });
    const text = await file.text();
    // Only the file's own roll numbers are looked up: a centre's file never reads the whole exam.
    let candidates;
    try {
      candidates = await inSlices(rollNumbersIn(text), MAX_PAGE_SIZE, (rollNos) =>
        repository.findCandidatesByRollNos(rollNos),
      );
    } catch (error) {
      setReading(null);
      setOutcome({ status: 'failed', message: describeError(error) });
      return;
    }
    setReading(readMarksCsv(text, candidates, maxMarks));
  }

  async function save(rows: readonly MarksCsvRow[]) {
    setSaving(true);
    try {
      const saved = await repository.saveResults(marksEntries(rows));
      setOutcome({ status: 'saved', count: saved.length });
      setReading(null);
      form.reset({ file: undefined } as Partial<CsvFormInput>);
    } catch (error) {
      setOutcome({ status: 'failed', message: describeError(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.csv} aria-labelledby="marks-csv-heading">
      <h2 id="marks-csv-heading" className={styles.csvHeading}>
        Enter marks from a CSV file
      </h2>
      <p className={styles.hint}>
        One candidate per line: roll number, then marks from 0 to {maxMarks} or {ABSENT}, e.g.{' '}
        <code>STSE0007,85</code>. A first line &quot;Roll Number,Marks&quot; is skipped. Every row
        is checked before anything is saved.
      </p>
      <Form form={form} onSubmit={check} aria-label="Marks CSV" className={styles.csvForm}>
        <FileField<CsvFormInput>
          name="file"
          label="Marks CSV file"
          accept=".csv,text/csv"
          typeMessage="Choose a .csv file."
        />
        <FormActions>
          <Button
            type="submit"
            variant="secondary"
            busy={form.formState.isSubmitting}
            busyLabel="Checking..."
          >
            Check File
          </Button>
        </FormActions>
      </Form>

      {reading?.status === 'unreadable' ? (
        <Alert tone="error" title="The file could not be read">
          {reading.message}
        </Alert>
      ) : null}
      {reading?.status === 'read' ? (
        <>
          {reading.errorCount > 0 ? (
            <Alert
              tone="error"
              title={`${countLabel(reading.errorCount, 'row has', 'rows have')} errors`}
            >
              Nothing has been saved. Correct the rows below in the file and check it again.
            </Alert>
          ) : (
            <Alert tone="info">
              {countLabel(reading.rows.length, 'row is', 'rows are')} ready. Nothing is saved until
              you choose Save Marks.
            </Alert>
          )}
          <DataTable
            caption="Marks from the file"
            captionVisibility="visible"
            columns={columns}
            rows={reading.rows}
            getRowId={(row) => String(row.line)}
            defaultPageSize={25}
          />
          <FormActions>
            <Button
              disabled={reading.errorCount > 0}
              busy={saving}
              busyLabel="Saving..."
              onClick={() => void save(reading.rows)}
            >
              Save Marks ({formatIndianNumber(reading.rows.length)})
            </Button>
            <Button variant="ghost" onClick={() => setReading(null)}>
              Discard
            </Button>
          </FormActions>
        </>
      ) : null}
      {outcome.status === 'saved' ? (
        <Alert tone="success">Saved the results of {countLabel(outcome.count, 'candidate')}.</Alert>
      ) : null}
      {outcome.status === 'failed' ? (
        <Alert tone="error" title="Nothing was saved">
          {outcome.message}
        </Alert>
      ) : null}
    </section>
  );
}
