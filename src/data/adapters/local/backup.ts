// Backup and restore in the browser-only mode: every collection and material file out, or the
// backup's in, all or nothing (files first, then every collection in one store write).
import type { StoredFile } from '../../repository';
import type { RestoreRemovals } from '../../queries';
import { backupMaterialIds, checkPdfUpload } from '../../operations/materials';
import { auditEntry, recordCounts, restoreChange, withAuditEntries } from '../../operations/audit';
import {
  changedReceipts,
  issuedNumbersAfterRestore,
  refuseChangedReceipts,
  restoreRemovals,
} from '../../operations/restore';
import type { Payment } from '../../schemas';
import { ledgerNumber } from '../../rules/ledger';
import type { PortalBackup, RecordCounts } from '../../core/backup';
import { COLLECTION_KEYS, collectionsSchema } from '../../core/collections';
import type { Collections } from '../../core/collections';
import { validatedStored } from '../../core/validate';
import type { LocalContext } from './context';

/** Only PDFs up to the size limit (the upload accepts .pdf only). */
function checkPdf(file: StoredFile): void {
  checkPdfUpload({ name: file.name, type: file.type, size: file.bytes.size });
}

export async function exportBackup({ store, files, now }: LocalContext): Promise<PortalBackup> {
  const collections = Object.fromEntries(
    await Promise.all(COLLECTION_KEYS.map(async (key) => [key, await store.read(key)])),
  ) as Collections;
  const exportedFiles: Record<string, StoredFile> = {};
  for (const material of collections.materials) {
    const file = await files.get(material.id);
    if (file) exportedFiles[material.id] = file;
  }
  return { exportedAt: now().toISOString(), collections, files: exportedFiles };
}

export async function importBackup(
  { store, files, actor: currentActor, now, logger }: LocalContext,
  backup: PortalBackup,
): Promise<void> {
  // The backup's own audit log is never imported: the log only grows (this restore's entry).
  const { auditLog: _backupLog, ...replacement } = validatedStored(
    collectionsSchema,
    backup.collections,
    'backup',
  );
  const keptIds = backupMaterialIds(replacement.materials, backup.files, checkPdf);

  // The files first, remembering what each replaced, then every collection in one write;
  // if either step fails, the files are put back, so nothing is left half-restored.
  const replacedFiles: Array<[id: string, previous: StoredFile | undefined]> = [];
  let previousMaterials: readonly { id: string }[] = [];
  try {
    for (const [id, file] of Object.entries(backup.files)) {
      replacedFiles.push([id, await files.get(id)]);
      await files.put(id, file);
    }
    // The log keeps every entry and gains this restore's; the numbers issued so far stay
    // issued, so the next receipt or roll number never repeats one the backup lacks.
    const actor = currentActor();
    previousMaterials = await store.update(COLLECTION_KEYS, (current) => {
      refuseChangedReceipts(
        changedReceipts(current.payments, replacement.payments, backup.exportedAt),
      );
      return {
        write: {
          ...replacement,
          issuedNumbers: issuedNumbersAfterRestore(
            current.issuedNumbers,
            {
              receiptNos: current.payments.map(ledgerNumber),
              studentRollNos: current.students.map((student) => student.rollNo),
              candidateRollNos: current.stseCandidates.map((candidate) => candidate.rollNo),
            },
            [current.settings.stse.rollNoPrefix, replacement.settings.stse.rollNoPrefix],
          ),
          auditLog: withAuditEntries(current.auditLog, [
            auditEntry(
              actor,
              now(),
              restoreChange(recordCounts(current), recordCounts(replacement), backup.exportedAt),
            ),
          ]),
        },
        result: current.materials,
      };
    });
  } catch (error) {
    for (const [id, previous] of replacedFiles.reverse()) {
      await (previous ? files.put(id, previous) : files.delete(id)).catch((restoreError: unknown) =>
        logger.error(restoreError),
      );
    }
    throw error;
  }
  // Materials the backup does not hold are gone now; their files can no longer be reached.
  for (const material of previousMaterials) {
    if (!keptIds.has(material.id)) {
      await files.delete(material.id).catch((error: unknown) => logger.error(error));
    }
  }
}

export async function listRestoreRemovals(
  { store }: LocalContext,
  exportedAt: string,
  backupPayments: readonly Payment[],
): Promise<RestoreRemovals> {
  const [payments, students, candidates] = await Promise.all([
    store.read('payments'),
    store.read('students'),
    store.read('stseCandidates'),
  ]);
  return restoreRemovals(
    exportedAt,
    { payments, students, candidates },
    changedReceipts(payments, backupPayments, exportedAt),
  );
}

export async function countRecords({ store, files }: LocalContext): Promise<RecordCounts> {
  const [
    students,
    stseCandidates,
    materials,
    schools,
    branches,
    supportTickets,
    notifications,
    payments,
    batches,
    enrolments,
    slots,
    classSessions,
    holidays,
    registers,
    parentLinks,
    enquiries,
  ] = await Promise.all([
    store.read('students'),
    store.read('stseCandidates'),
    store.read('materials'),
    store.read('schools'),
    store.read('branches'),
    store.read('supportTickets'),
    store.read('notifications'),
    store.read('payments'),
    store.read('batches'),
    store.read('enrolments'),
    store.read('slots'),
    store.read('classSessions'),
    store.read('holidays'),
    store.read('registers'),
    store.read('parentLinks'),
    store.read('enquiries'),
  ]);
  // The files are in this browser (or memory), so looking each one up downloads nothing.
  let fileCount = 0;
  for (const material of materials) {
    if (await files.get(material.id)) fileCount += 1;
  }
  return {
    students: students.length,
    stseCandidates: stseCandidates.length,
    materials: materials.length,
    files: fileCount,
    schools: schools.length,
    branches: branches.length,
    supportTickets: supportTickets.length,
    notifications: notifications.length,
    payments: payments.length,
    batches: batches.length,
    enrolments: enrolments.length,
    slots: slots.length,
    classSessions: classSessions.length,
    holidays: holidays.length,
    registers: registers.length,
    parentLinks: parentLinks.length,
    enquiries: enquiries.length,
    settings: 1,
  };
}
