// Backup and restore (the admin's only): the files travel as base64 inside the JSON.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import type { BackupBytes } from '../core/types';
import { MAX_BACKUP_BYTES, text } from '../core/wire';
import { BACKUP_KEYS } from '../core/collections';
import type { BackupCollections } from '../core/collections';
import type { PortalBackup, RecordCounts } from '../core/backup';
import type { RestoreRemovals } from '../queries';
import type { Payment } from '../schemas';

export const backupOperations = {
  /** Every collection and every material file, as one backup. */
  exportBackup: operation<[], PortalBackup, [], BackupBytes<BackupCollections>>({
    verb: 'GET',
    path: '/api/backup',
    transport: 'backup',
    policy: { callers: ADMIN_ONLY, permission: 'backup.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /**
   * Replaces every collection and material file with the backup's, all or nothing: a refused
   * record or a failed write leaves everything as it was. The audit log is kept (the backup's is
   * never imported) and the restore adds its own entry; receipt and roll numbers issued before
   * the restore are never issued again.
   */
  importBackup: operation<[backup: PortalBackup], void, [backup: BackupBytes<unknown>]>({
    verb: 'PUT',
    path: '/api/backup',
    transport: 'backup',
    maxBodyBytes: MAX_BACKUP_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'backup.manage' },
    // A restore replaces every collection it holds, and adds to the issued numbers.
    changes: [...BACKUP_KEYS, 'issuedNumbers'],
    encode: (backup) => ({ body: backup }),
    decode: z
      .object({
        body: z.object({
          exportedAt: z.string().max(100),
          collections: recordOf<Record<string, unknown>>(),
          files: z.record(
            z.string(),
            z.object({
              name: text('File name', 500),
              type: text('File type', 200),
              bytes: z.instanceof(Uint8Array),
            }),
          ),
        }),
      })
      .transform(({ body }): [BackupBytes<unknown>] => [body]),
  }),
  /**
   * The check before restoring a backup exported at `exportedAt`: the payments and STSE
   * registrations recorded after it, which it would remove (counted, and the first of each
   * listed, read without downloading every record), and the receipts and credit notes issued
   * here that the backup's `payments` hold otherwise, which refuse the restore.
   */
  listRestoreRemovals: operation<
    [exportedAt: string, backupPayments: readonly Payment[]],
    RestoreRemovals
  >({
    verb: 'POST',
    path: '/api/backup/removals',
    maxBodyBytes: MAX_BACKUP_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'backup.manage' },
    changes: [],
    encode: (exportedAt, backupPayments) => ({ body: { exportedAt, payments: backupPayments } }),
    decode: z
      .object({
        body: z.object({
          exportedAt: text('Export time', 100),
          payments: z.array(recordOf<Payment>()),
        }),
      })
      .transform(({ body }): [string, Payment[]] => [body.exportedAt, body.payments]),
  }),
  /**
   * How many records of each kind the portal holds now, counted as a backup's are, without
   * reading the records or files themselves (the Restore screen shows them beside a backup's).
   */
  countRecords: operation<[], RecordCounts>({
    verb: 'GET',
    path: '/api/backup/counts',
    policy: { callers: ADMIN_ONLY, permission: 'backup.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
};
