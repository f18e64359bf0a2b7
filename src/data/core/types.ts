// The plain types the operations, the adapters and the Repository share, kept apart from all of
// them so that none of them imports another just for a type.
import type { PaymentDetails } from '../schemas';

/** The names of the stored collections; also the localStorage keys. */
export type CollectionKey =
  | 'students'
  | 'stseCandidates'
  | 'materials'
  | 'schools'
  | 'branches'
  | 'supportTickets'
  | 'notifications'
  | 'settings'
  | 'payments'
  | 'auditLog'
  | 'issuedNumbers'
  | 'paymentOrders'
  | 'outbox'
  | 'messageTemplates'
  | 'messagePreferences'
  | 'questions'
  | 'examTests'
  | 'examAttempts'
  | 'examChallenges'
  | 'staff'
  | 'roleSettings'
  | 'batches'
  | 'enrolments'
  | 'slots'
  | 'classSessions'
  | 'holidays'
  | 'registers'
  | 'parents'
  | 'parentLinks'
  | 'enquiries';

export type ChangeListener = (changed: CollectionKey) => void;

/** One payment to record: which installment, how it was paid, and who received it. */
export type PaymentRequest = PaymentDetails & {
  studentId: string;
  installmentId: string;
  receivedBy: string;
};

export type StoredFile = { name: string; type: string; bytes: Blob };

/** A stored collection that failed to read and was set aside, so nothing was lost. */
export type RecoveredKey = { key: CollectionKey; backupKey: string; reason: string };

/** A file's bytes as the server holds them (a material's PDF, a backup's file). */
export type FileBytes = { name: string; type: string; bytes: Uint8Array };

/** A backup as the server reads and writes it: the files' bytes instead of Blobs. */
export type BackupBytes<Collections> = {
  exportedAt: string;
  collections: Collections;
  files: Record<string, FileBytes>;
};
