import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { DataValidationError, describeError, useData } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Alert, Button, Modal, ModalClose, saveFile, useToast } from '@/ui';
import {
  importIssueRows,
  questionsToCsv,
  questionsToJson,
  readQuestionFile,
} from '../question-files';
import styles from '../components/online-tests-admin.module.css';

type ImportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'refused'; message: string; issues: string[] };

/** "Row 3: …": each refused row's messages, with its line in the file when that differs. */
function issueLines(
  error: DataValidationError,
  lines: readonly number[],
  i18n: I18n,
  dataMessage: (text: string) => string,
): string[] {
  return importIssueRows(error.issues).map(({ row, message: english }) => {
    const message = dataMessage(english);
    if (row === undefined) return message;
    const line = lines[row - 1];
    return line === undefined || line === row
      ? i18n._(msg`Row ${row}: ${message}`)
      : i18n._(msg`Row ${row} (line ${line} of the file): ${message}`);
  });
}

/** Import questions from a CSV or JSON file, all or nothing, with each refused row named. */
export function ImportQuestionsDialog() {
  const { t, i18n } = useLingui();
  const dataMessage = useDataMessage();
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  async function importFile(file: File) {
    setState({ status: 'busy' });
    const reading = readQuestionFile(file.name, await file.text());
    if (reading.status === 'unreadable') {
      setState({ status: 'refused', message: dataMessage(reading.message), issues: [] });
      return;
    }
    try {
      const { imported } = await repository.importQuestions(reading.rows);
      setOpen(false);
      setState({ status: 'idle' });
      toast.show({
        message:
          imported === 1 ? t`1 question was imported.` : t`${imported} questions were imported.`,
        tone: 'success',
      });
    } catch (error) {
      const reason = dataMessage(describeError(error));
      setState(
        error instanceof DataValidationError
          ? {
              status: 'refused',
              message: t`Nothing was imported. Correct these rows and import the file again:`,
              issues: issueLines(error, reading.lines, i18n, dataMessage),
            }
          : {
              status: 'refused',
              message: t`Nothing was imported. ${reason}`,
              issues: [],
            },
      );
    }
  }

  return (
    <Modal
      title={t`Import Questions`}
      description={t`A CSV file with the bank's columns (as Export CSV writes them) or a JSON array of questions. Every row is checked; if one is refused, none is imported.`}
      trigger={
        <Button variant="secondary">
          <Trans>Import</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) setState({ status: 'idle' });
        setOpen(next);
      }}
      busy={state.status === 'busy'}
      footer={
        <ModalClose>
          <Button variant="secondary">
            <Trans>Close</Trans>
          </Button>
        </ModalClose>
      }
    >
      <div className={styles.section}>
        <label className={styles.section}>
          <span className={styles.summary}>{t`CSV or JSON file`}</span>
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            disabled={state.status === 'busy'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again once corrected.
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
        {state.status === 'busy' ? (
          <p role="status">
            <Trans>Importing…</Trans>
          </p>
        ) : null}
        {state.status === 'refused' ? (
          <Alert tone="error">
            <p>{state.message}</p>
            {state.issues.length > 0 ? (
              <ul className={styles.issues} aria-label={t`Refused rows`}>
                {state.issues.map((issue, index) => (
                  <li key={index}>{issue}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}

/** Export JSON / Export CSV: the whole bank, newest first, in the import's own shape. */
export function ExportQuestionsButtons() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const repository = useData();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function exportAs(format: 'json' | 'csv') {
    setBusy(true);
    try {
      const questions = await repository.exportQuestions();
      const contents =
        format === 'json'
          ? new Blob([questionsToJson(questions)], { type: 'application/json' })
          : new Blob([questionsToCsv(questions)], { type: 'text/csv;charset=utf-8' });
      saveFile(contents, `question-bank.${format}`);
    } catch (error) {
      const reason = dataMessage(describeError(error));
      toast.show({ message: t`The bank could not be exported. ${reason}`, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void exportAs('json')}>
        <Trans>Export JSON</Trans>
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => void exportAs('csv')}>
        <Trans>Export CSV</Trans>
      </Button>
    </>
  );
}
