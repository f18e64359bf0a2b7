import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describeError } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { toCsv } from '@/lib';
import { Alert, Button, FileField, Form, FormActions, Textarea } from '@/ui';
import type { BulkRow } from '../model/bulk-row';
import { BULK_CSV_HEADER, readBulkCsv } from '../model/csv-rows';
import type { CsvRowError } from '../model/csv-rows';
import styles from './bulk-registration-page.module.css';

// Put in words when the check fails, so in the language shown at that moment.
const pasteRowsMessage = msg`Paste CSV rows here, or choose a CSV file.`;
const csvImportSchema = z.object({
  file: z.instanceof(File).optional(),
  text: z
    .string()
    .trim()
    .min(1, { error: () => i18n._(pasteRowsMessage) }),
});
type CsvImportInput = z.input<typeof csvImportSchema>;
type CsvImport = z.output<typeof csvImportSchema>;

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv([BULK_CSV_HEADER]))}`;

type ImportResult =
  | { status: 'idle' }
  | { status: 'unreadable'; message: string }
  /** Some rows failed: nothing was loaded yet. */
  | { status: 'rejected'; errors: CsvRowError[]; validCount: number }
  /** `leftOut` lists the failed rows the school chose to leave out. */
  | { status: 'loaded'; loadedCount: number; leftOut: CsvRowError[] };

/**
 * Rows from a CSV file or pasted text. A chosen file is read into the text box, so what will be
 * loaded can be seen and corrected there. Load Rows checks every row first: when all pass they go
 * to the table for review (nothing is saved until Register All); when any fails, the failures are
 * listed by row number and nothing is loaded until the text is corrected, or the school chooses
 * to load only the valid rows.
 */
export function BulkCsvImport({ onRows }: { onRows: (rows: BulkRow[]) => void }) {
  const form = useForm<CsvImportInput, unknown, CsvImport>({
    resolver: zodResolver(csvImportSchema),
    defaultValues: { file: undefined, text: '' },
  });
  const [result, setResult] = useState<ImportResult>({ status: 'idle' });
  const { t } = useLingui();
  const dataMessage = useDataMessage();

  useEffect(
    () =>
      form.subscribe({
        name: 'file',
        exact: true,
        formState: { values: true },
        callback: ({ values, name }) => {
          const file = values.file;
          if (name !== 'file' || !(file instanceof File)) return;
          file.text().then(
            (text) => form.setValue('text', text, { shouldDirty: true, shouldValidate: true }),
            (error: unknown) => {
              const reason = describeError(error);
              form.setError('file', {
                message: t`The file could not be read. ${reason}`,
              });
            },
          );
        },
      }),
    [form, t],
  );

  function accept(rows: BulkRow[], leftOut: CsvRowError[]) {
    onRows(rows);
    form.reset();
    setResult({ status: 'loaded', loadedCount: rows.length, leftOut });
  }

  function load({ text }: CsvImport) {
    const read = readBulkCsv(text);
    if (read.status === 'unreadable') setResult(read);
    else if (read.errors.length === 0) accept(read.rows, []);
    else setResult({ status: 'rejected', errors: read.errors, validCount: read.rows.length });
  }

  // Read again from the text as it is now, in case it was edited after the check.
  function loadValidRows() {
    const read = readBulkCsv(form.getValues('text'));
    if (read.status === 'unreadable') setResult(read);
    else if (read.rows.length === 0) setResult({ ...read, status: 'rejected', validCount: 0 });
    else accept(read.rows, read.errors);
  }

  // The columns as the file must name them, in every language ("zxx": not words of a language).
  const columnNames = BULK_CSV_HEADER.join(',');
  const errorCount = result.status === 'rejected' ? result.errors.length : 0;
  return (
    <Form form={form} onSubmit={load} aria-label={t`Import from CSV`}>
      <p className={styles.note}>
        <Trans>
          The first row names the columns: <code lang="zxx">{columnNames}</code> (guardian name and
          mobile may be left empty).
        </Trans>{' '}
        <a href={TEMPLATE_HREF} download="bulk-registration-template.csv">
          <Trans>Download the template</Trans>
        </a>
      </p>
      <FileField<CsvImportInput> name="file" label={t`CSV file`} accept=".csv,text/csv" />
      <Textarea<CsvImportInput>
        name="text"
        label={t`CSV rows`}
        hint={t`Or paste the rows here, header first.`}
        rows={5}
      />
      <FormActions>
        <Button type="submit" variant="secondary">
          <Trans>Load Rows</Trans>
        </Button>
      </FormActions>
      {result.status === 'unreadable' ? (
        <Alert tone="error" title={t`The CSV could not be read`}>
          {dataMessage(result.message)}
        </Alert>
      ) : null}
      {result.status === 'rejected' ? (
        <Alert
          tone="error"
          title={t`${plural(errorCount, {
            one: '# row has errors, so nothing was loaded',
            other: '# rows have errors, so nothing was loaded',
          })}`}
        >
          <RowErrors errors={result.errors} />
          <p>
            <Trans>Correct the rows in the text above and choose Load Rows again.</Trans>
          </p>
          {result.validCount > 0 ? (
            <Button variant="secondary" size="sm" onClick={loadValidRows}>
              <Plural
                value={result.validCount}
                one="Load Only the # Valid Row"
                other="Load Only the # Valid Rows"
              />
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {result.status === 'loaded' ? (
        <Alert tone="success">
          <p>
            <Plural
              value={result.loadedCount}
              one="# row loaded into the table. Check them, then choose Register All."
              other="# rows loaded into the table. Check them, then choose Register All."
            />
          </p>
          {result.leftOut.length > 0 ? (
            <>
              <p>
                <Trans>Left out (add these students in the table by hand):</Trans>
              </p>
              <RowErrors errors={result.leftOut} />
            </>
          ) : null}
        </Alert>
      ) : null}
    </Form>
  );
}

function RowErrors({ errors }: { errors: readonly CsvRowError[] }) {
  const dataMessage = useDataMessage();
  return (
    <ul className={styles.messages}>
      {errors.map(({ rowNumber, messages }) => {
        const reasons = messages.map(dataMessage).join(' ');
        return (
          <li key={rowNumber}>
            <Trans>
              Row {rowNumber}: {reasons}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
