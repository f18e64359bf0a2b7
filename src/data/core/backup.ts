// The backup file: every collection, the settings and the uploaded PDFs in one JSON text, so an
// institute whose data lives in one browser can keep a copy and put it back (Admin → Backup &
// Restore). Reading a file never trusts it: it is migrated from the data version it names and
// every record passes the same schemas as stored data before anything is replaced.
import type { StoredFile } from './types';
import { parseStored } from '../schemas';
import { BACKUP_KEYS, collectionsSchema } from './collections';
import { isObject } from './validate';
import type { BackupCollections } from './collections';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrations';
import type { StoredJson } from './migrations';

/** Names the file's kind, so a JSON file of anything else is recognised as foreign. */
export const BACKUP_FORMAT = 'sankalp-portal-backup';
/** The layout of the file itself (the records inside follow `dataVersion`). */
export const BACKUP_FORMAT_VERSION = 1;

const PDF_TYPE = 'application/pdf';

/** A backup as the repository exports and imports it: validated records and the files' bytes. */
export type PortalBackup = {
  exportedAt: string;
  /** Its audit log is kept as a record of the past; a restore never imports it. */
  collections: BackupCollections;
  /** Material files by material id. */
  files: Readonly<Record<string, StoredFile>>;
};

/** How many records of each collection a backup holds (settings count as one). */
export type BackupCounts = Record<keyof BackupCollections, number> & { files: number };

/**
 * How many records of each kind a restore replaces (a backup's counts without the audit log,
 * which a restore keeps): what the portal holds now, shown beside a backup's.
 */
export type RecordCounts = Omit<BackupCounts, 'auditLog'>;

export type BackupReading =
  { ok: true; backup: PortalBackup; counts: BackupCounts } | { ok: false; message: string };

type BackupFileJson = { name: string; type: string; base64: string };

function countBackup(collections: BackupCollections, fileCount: number): BackupCounts {
  const counts = Object.fromEntries(
    BACKUP_KEYS.map((key) => {
      const value = collections[key];
      return [key, Array.isArray(value) ? value.length : 1];
    }),
  ) as Record<keyof BackupCollections, number>;
  return { ...counts, files: fileCount };
}

/** The backup as the text of a .json file. */
export async function serializeBackup(backup: PortalBackup): Promise<string> {
  const files: Record<string, BackupFileJson> = {};
  for (const [id, file] of Object.entries(backup.files)) {
    files[id] = { name: file.name, type: file.type, base64: await blobToBase64(file.bytes) };
  }
  return JSON.stringify({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    dataVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: backup.exportedAt,
    collections: backup.collections,
    files,
  });
}

const NOT_A_BACKUP =
  'This file is not a backup of this portal. Choose a .json file made with Export Backup.';

/**
 * Reads a backup file's text. Any problem gives a message saying what is wrong with the file;
 * the caller then changes nothing.
 */
export function readBackup(text: string, today: string): BackupReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (!isObject(json) || json.format !== BACKUP_FORMAT) return { ok: false, message: NOT_A_BACKUP };
  const { formatVersion, dataVersion, exportedAt, collections, files } = json;
  if (!isCount(formatVersion) || !isCount(dataVersion)) {
    return { ok: false, message: damaged('its version is missing.') };
  }
  if (formatVersion > BACKUP_FORMAT_VERSION || dataVersion > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      message:
        'This backup was made by a newer version of the portal. Reload the page to get the newer version, then restore it.',
    };
  }
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt))) {
    return { ok: false, message: damaged('its export time is missing.') };
  }
  if (!isObject(collections) || !isObject(files)) {
    return { ok: false, message: damaged('its records or files are missing.') };
  }

  // Backups made before the audit log, branches, batches, parents or admissions have none: they
  // restore with an empty log, the first branch only, no batches and no enquiries.
  const migrated = {
    auditLog: [],
    branches: [],
    batches: [],
    enrolments: [],
    slots: [],
    classSessions: [],
    holidays: [],
    registers: [],
    parentLinks: [],
    enquiries: [],
    ...migrate(pickCollections(collections), dataVersion, today),
  };
  const missing = BACKUP_KEYS.find((key) => migrated[key] === undefined);
  if (missing) return { ok: false, message: damaged(`it has no ${missing}.`) };
  const parsed = parseStored(collectionsSchema, migrated);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: damaged(`${describePath(issue?.path ?? [])}: ${issue?.message ?? 'not valid'}.`),
    };
  }
  const validCollections = parsed.data;

  const materialIds = new Set(validCollections.materials.map((material) => material.id));
  const storedFiles: Record<string, StoredFile> = {};
  for (const [id, file] of Object.entries(files)) {
    if (!materialIds.has(id)) {
      return { ok: false, message: damaged('it holds a file of a material it does not list.') };
    }
    const bytes = isFileJson(file) ? base64ToPdf(file.base64) : undefined;
    if (!isFileJson(file) || !bytes) {
      return { ok: false, message: damaged(`the file of material ${id} is not a readable PDF.`) };
    }
    storedFiles[id] = { name: file.name, type: PDF_TYPE, bytes };
  }

  return {
    ok: true,
    backup: { exportedAt, collections: validCollections, files: storedFiles },
    counts: countBackup(validCollections, Object.keys(storedFiles).length),
  };
}

function damaged(detail: string): string {
  return `This backup file is damaged, so nothing was restored: ${detail}`;
}

/** "students record 3, mobile" from a schema issue's path (collection, index, field). */
function describePath(path: readonly PropertyKey[]): string {
  const [key, index, ...field] = path;
  if (typeof index !== 'number') return path.map(String).join('.');
  const record = `${String(key)} record ${index + 1}`;
  return field.length > 0 ? `${record}, ${field.map(String).join('.')}` : record;
}

function pickCollections(collections: Record<string, unknown>): StoredJson {
  const picked: StoredJson = {};
  for (const key of BACKUP_KEYS) {
    if (key in collections) picked[key] = collections[key];
  }
  return picked;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

function isFileJson(value: unknown): value is BackupFileJson {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    value.name !== '' &&
    typeof value.type === 'string' &&
    typeof value.base64 === 'string'
  );
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a whole 20 MB file as arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of a base64 PDF, or undefined when the text is not base64 or not a PDF. */
function base64ToPdf(base64: string): Blob | undefined {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return undefined;
  }
  if (!binary.startsWith('%PDF-')) return undefined;
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: PDF_TYPE });
}
