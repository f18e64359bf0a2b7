import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  describeError,
  formatDateTime,
  formatIndianNumber,
  readBackup,
  serializeBackup,
  todayIso,
  useData,
} from '@/data';
import type { BackupCounts, PortalBackup, RecordCounts, RestoreRemovals } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  FileField,
  Form,
  FormActions,
  PageContainer,
  saveFile,
  useDocumentTitle,
  useToast,
} from '@/ui';
import styles from './backup-page.module.css';
import { ChangedReceiptsList } from './changed-receipts-list';
import { RestoreRemovalsList } from './restore-removals-list';

/**
 * What each count of a backup is called on screen, in the order shown. The audit log is not
 * listed: a restore keeps it as it is.
 */
const COUNT_LABELS: Record<keyof RecordCounts, MessageDescriptor> = {
  students: msg`Students`,
  payments: msg`Fee payments (ledger)`,
  stseCandidates: msg`STSE candidates`,
  materials: msg`Study materials`,
  files: msg`PDF files`,
  schools: msg`Partner schools`,
  branches: msg`Branches`,
  batches: msg`Batches`,
  enrolments: msg`Enrolments (with history)`,
  slots: msg`Weekly classes`,
  classSessions: msg`Timetable classes`,
  holidays: msg`Holidays`,
  registers: msg`Attendance registers`,
  parentLinks: msg`Parent links`,
  enquiries: msg`Enquiries`,
  supportTickets: msg`Support tickets`,
  notifications: msg`Notifications`,
  settings: msg`Settings`,
};

const changedReceiptsMessage = ({ changedReceipts }: RestoreRemovals) => {
  const count = formatIndianNumber(changedReceipts.total);
  return changedReceipts.total === 1
    ? msg`This backup changes ${count} receipt or credit note already issued here. A restore never changes an issued receipt, so this backup cannot be restored.`
    : msg`This backup changes ${count} receipts or credit notes already issued here. A restore never changes an issued receipt, so this backup cannot be restored.`;
};

const restoreFormSchema = z.object({
  file: z.file({ error: 'Choose a backup file made with Export Backup.' }),
});
type RestoreFormInput = z.input<typeof restoreFormSchema>;

/**
 * A backup file that passed every check, what it holds, what the portal holds now, and what was
 * recorded after the backup (which restoring it removes).
 */
type CheckedBackup = {
  backup: PortalBackup;
  counts: BackupCounts;
  current: RecordCounts;
  removals: RestoreRemovals;
};

/** Where the data is, said at the top of the page. */
const WHERE_THE_DATA_IS = {
  browser: msg`All of the portal's data is kept in this browser. Export a backup regularly and keep the file somewhere safe: clearing the browser's site data cannot be undone.`,
  server: msg`All of the portal's data is kept on the institute's server, in its database. Export a backup regularly and keep the file somewhere safe, away from the server.`,
};

/**
 * Admin → Backup & Restore. Export writes one .json file; restore checks a file completely, shows
 * what it would replace, and lists what was recorded after the backup (which it removes) before
 * the admin confirms.
 */
export function BackupPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Backup & Restore · Admin Panel · Sankalp Institute`);

  return (
    <PageContainer
      title={t`Backup & Restore`}
      lead={i18n._(serverMode ? WHERE_THE_DATA_IS.server : WHERE_THE_DATA_IS.browser)}
    >
      <div className={styles.content}>
        <ExportCard />
        <RestoreCard />
      </div>
    </PageContainer>
  );
}

function ExportCard() {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function exportBackup() {
    setBusy(true);
    setError(undefined);
    try {
      const backup = await repository.exportBackup();
      const fileName = `sankalp-portal-backup-${todayIso(new Date(backup.exportedAt))}.json`;
      saveFile(new Blob([await serializeBackup(backup)], { type: 'application/json' }), fileName);
      toast.show({ message: t`Backup exported as ${fileName}.`, tone: 'success' });
    } catch (caught) {
      const reason = describeError(caught);
      setError(t`The backup could not be exported. ${reason}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t`Export`}>
      <p className={styles.text}>
        <Trans>
          One .json file with every record (students and their fees, STSE candidates, partner
          schools, study materials with their PDF files, support tickets, notifications) and the
          settings.
        </Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormActions>
        <Button onClick={() => void exportBackup()} disabled={busy}>
          {busy ? t`Exporting...` : t`Export Backup`}
        </Button>
      </FormActions>
    </Card>
  );
}

function RestoreCard() {
  const repository = useData();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const form = useForm<RestoreFormInput>({
    resolver: zodResolver(restoreFormSchema),
    defaultValues: { file: undefined },
  });
  const [checked, setChecked] = useState<CheckedBackup>();
  // Why the chosen file cannot be restored; shown beside the field, kept for a repeated submit.
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [restoreError, setRestoreError] = useState<string>();
  const [restored, setRestored] = useState<string>();

  // Every chosen file is read and checked at once, so the summary (or what is wrong with the
  // file) shows before the admin decides anything.
  async function check(file: File | undefined) {
    setChecked(undefined);
    setProblem(undefined);
    setRestoreError(undefined);
    setRestored(undefined);
    if (!file) return;
    setChecking(true);
    const refuse = (message: string) => {
      setProblem(message);
      form.setError('file', { type: 'backup', message });
    };
    try {
      const reading = readBackup(await file.text(), todayIso());
      if (!reading.ok) return refuse(reading.message);
      // Counts only: exporting the portal to count it would download every record and PDF.
      const [current, removals] = await Promise.all([
        repository.countRecords(),
        repository.listRestoreRemovals(
          reading.backup.exportedAt,
          reading.backup.collections.payments,
        ),
      ]);
      setChecked({ backup: reading.backup, counts: reading.counts, current, removals });
      if (removals.changedReceipts.total > 0) refuse(i18n._(changedReceiptsMessage(removals)));
    } catch (caught) {
      const reason = describeError(caught);
      refuse(t`The file could not be read. ${reason}`);
    } finally {
      setChecking(false);
    }
  }

  const checkLatest = useEffectEvent(check);
  useEffect(() => {
    let lastFile: File | undefined;
    return form.subscribe({
      name: 'file',
      formState: { values: true },
      callback: ({ values }) => {
        if (values.file === lastFile) return;
        lastFile = values.file;
        void checkLatest(values.file);
      },
    });
  }, [form]);

  function confirmOrExplain() {
    if (checked && checked.removals.changedReceipts.total === 0) setConfirming(true);
    else if (problem) form.setError('file', { type: 'backup', message: problem });
  }

  async function restore() {
    if (!checked) return;
    setRestoreError(undefined);
    try {
      await repository.importBackup(checked.backup);
    } catch (caught) {
      setConfirming(false);
      const reason = describeError(caught);
      setRestoreError(t`Nothing was restored. ${reason}`);
      return;
    }
    // The form is emptied first: emptying it clears the previous file's messages.
    form.reset({ file: undefined });
    const exportedAt = formatDateTime(checked.backup.exportedAt);
    setRestored(t`The backup exported on ${exportedAt} was restored.`);
    toast.show({ message: t`Backup restored.`, tone: 'success' });
  }

  return (
    <Card title={t`Restore`}>
      <p className={styles.text}>
        <Trans>
          Choose a backup file to see what it holds. Restoring replaces all of the portal&apos;s
          current data with the backup&apos;s, except the audit log: it keeps every entry, gains one
          saying who restored which backup, and never takes entries from the file.
        </Trans>
      </p>
      <Form form={form} onSubmit={confirmOrExplain} aria-label={t`Restore a backup`}>
        <FileField<RestoreFormInput>
          name="file"
          label={t`Backup file`}
          hint={t`A .json file made with Export Backup.`}
          accept=".json,application/json"
          typeMessage={t`Choose a .json file made with Export Backup.`}
          required
        />
        {checking ? (
          <p role="status">
            <Trans>Checking the backup...</Trans>
          </p>
        ) : null}
        {checked ? <ChangedReceiptsList changed={checked.removals.changedReceipts} /> : null}
        {checked ? <BackupSummary checked={checked} /> : null}
        {restoreError ? <Alert tone="error">{restoreError}</Alert> : null}
        {restored ? <Alert tone="success">{restored}</Alert> : null}
        <FormActions>
          <Button type="submit" disabled={checking}>
            <Trans>Restore Backup</Trans>
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Restore this backup?`}
        message={t`Every record, file and setting in the portal will be replaced by the backup's. This cannot be undone.`}
        confirmLabel={t`Restore Backup`}
        busyLabel={t`Restoring...`}
        tone="danger"
        onConfirm={restore}
      >
        {checked ? <RestoreRemovalsList removals={checked.removals} /> : null}
      </ConfirmDialog>
    </Card>
  );
}

function BackupSummary({ checked }: { checked: CheckedBackup }) {
  const { i18n } = useLingui();
  const exportedAt = formatDateTime(checked.backup.exportedAt);
  const keys = Object.keys(COUNT_LABELS) as Array<keyof typeof COUNT_LABELS>;
  return (
    <>
      <table className={styles.summary}>
        <caption>
          <Trans>Backup exported on {exportedAt}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Records</Trans>
            </th>
            <th scope="col">
              <Trans>In the backup</Trans>
            </th>
            <th scope="col">
              <Trans>Now in the portal (replaced)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">{i18n._(COUNT_LABELS[key])}</th>
              <td>{formatIndianNumber(checked.counts[key])}</td>
              <td>{formatIndianNumber(checked.current[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Alert tone="info">
        <Trans>
          Restoring replaces everything now in the portal with the backup. Export a backup of the
          current data first if you may need it. Receipt and roll numbers already issued are never
          issued again.
        </Trans>
      </Alert>
    </>
  );
}
