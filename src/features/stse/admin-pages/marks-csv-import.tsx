import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE, describeError, formatIndianNumber, inSlices, useData } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Alert, Button, DataTable, FileField, Form, FormActions } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { marksEntries, readMarksCsv, rollNumbersIn } from '../model/marks-csv';
import type { MarksCsvReading, MarksCsvRow } from '../model/marks-csv';
import styles from './results-entry-tab.module.css';

// Put in words when the check fails, so in the language shown at that moment.
const chooseFileMessage = msg`Choose a CSV file.`;
const csvFormSchema = z.object({
  file: z.file({ error: () => i18n._(chooseFileMessage) }),
});
type CsvFormInput = z.input<typeof csvFormSchema>;
type CsvFormOutput = z.output<typeof csvFormSchema>;

function useFileColumns(): readonly DataTableColumn<MarksCsvRow>[] {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  return useMemo(
    () => [
      { id: 'line', header: t`Line`, cell: (row) => row.line, align: 'end', width: '4rem' },
      { id: 'rollNo', header: t`Roll No`, cell: (row) => row.rollNo || '—' },
      { id: 'name', header: t`Name`, cell: (row) => row.name ?? '—' },
      {
        id: 'marks',
        header: t`Marks`,
        cell: (row) => (row.status === 'ready' ? String(row.marks) : row.marksText || '—'),
      },
      {
        id: 'check',
        header: t`Check`,
        cell: (row) =>
          row.status === 'ready' ? (
            <span className={styles.saved}>
              <Trans>Ready</Trans>
            </span>
          ) : (
            <span className={styles.rowError}>{dataMessage(row.message)}</span>
          ),
      },
    ],
    [t, dataMessage],
  );
}

type Outcome =
  { status: 'idle' } | { status: 'saved'; count: number } | { status: 'failed'; message: string };

/**
 * Marks from a CSV file (roll number, marks or Absent): every row is checked and shown first;
 * Save stores them all in one write, and only when no row has an error.
 */
export function MarksCsvImport({ maxMarks }: { maxMarks: number }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const columns = useFileColumns();
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

  const errorCount = reading?.status === 'read' ? reading.errorCount : 0;
  const readyCount = reading?.status === 'read' ? reading.rows.length : 0;
  const readyCountText = formatIndianNumber(readyCount);
  return (
    <section className={styles.csv} aria-labelledby="marks-csv-heading">
      <h2 id="marks-csv-heading" className={styles.csvHeading}>
        <Trans>Enter marks from a CSV file</Trans>
      </h2>
      <p className={styles.hint}>
        {/* "Absent" is written as the file must have it (the data's ABSENT), in every language. */}
        <Trans>
          One candidate per line: roll number, then marks from 0 to {maxMarks} or Absent, e.g.{' '}
          <code>STSE0007,85</code>. A first line &quot;Roll Number,Marks&quot; is skipped. Every row
          is checked before anything is saved.
        </Trans>
      </p>
      <Form form={form} onSubmit={check} aria-label={t`Marks CSV`} className={styles.csvForm}>
        <FileField<CsvFormInput>
          name="file"
          label={t`Marks CSV file`}
          accept=".csv,text/csv"
          typeMessage={t`Choose a .csv file.`}
        />
        <FormActions>
          <Button
            type="submit"
            variant="secondary"
            busy={form.formState.isSubmitting}
            busyLabel={t`Checking...`}
          >
            <Trans>Check File</Trans>
          </Button>
        </FormActions>
      </Form>

      {reading?.status === 'unreadable' ? (
        <Alert tone="error" title={t`The file could not be read`}>
          {dataMessage(reading.message)}
        </Alert>
      ) : null}
      {reading?.status === 'read' ? (
        <>
          {reading.errorCount > 0 ? (
            <Alert
              tone="error"
              title={t`${plural(errorCount, {
                one: '# row has errors',
                other: '# rows have errors',
              })}`}
            >
              <Trans>
                Nothing has been saved. Correct the rows below in the file and check it again.
              </Trans>
            </Alert>
          ) : (
            <Alert tone="info">
              <Plural
                value={readyCount}
                one="# row is ready. Nothing is saved until you choose Save Marks."
                other="# rows are ready. Nothing is saved until you choose Save Marks."
              />
            </Alert>
          )}
          <DataTable
            caption={t`Marks from the file`}
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
              busyLabel={t`Saving...`}
              onClick={() => void save(reading.rows)}
            >
              <Trans>Save Marks ({readyCountText})</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setReading(null)}>
              <Trans>Discard</Trans>
            </Button>
          </FormActions>
        </>
      ) : null}
      {outcome.status === 'saved' ? (
        <Alert tone="success">
          <Plural
            value={outcome.count}
            one="Saved the results of # candidate."
            other="Saved the results of # candidates."
          />
        </Alert>
      ) : null}
      {outcome.status === 'failed' ? (
        <Alert tone="error" title={t`Nothing was saved`}>
          {dataMessage(outcome.message)}
        </Alert>
      ) : null}
    </section>
  );
}
