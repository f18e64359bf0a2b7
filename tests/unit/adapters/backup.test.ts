// The backup file: what a file must be to be restored, the messages for one that is not, and a
// restore the browser's storage refuses, which must leave records and files as they were.
import { expect, test } from 'vitest';
import {
  StorageWriteError,
  createInMemoryRepository,
  createLocalStorageRepository,
  createMemoryFileStore,
  createSeedData,
  readBackup,
  serializeBackup,
} from '@/data';
import { TODAY, bytesOf, createClock, storedCandidate } from '../contract/fixtures';
import { FakeStorage } from './fake-storage';

const clock = createClock();

async function sampleBackupText() {
  const repository = createInMemoryRepository({ now: clock.now });
  return serializeBackup(await repository.exportBackup());
}

/** The parts of a backup file's JSON the tests change. */
type BackupJson = {
  dataVersion: number;
  collections: Record<string, Array<Record<string, unknown>>>;
  files: Record<string, { base64: string }>;
};

function edited(text: string, edit: (json: BackupJson) => void): string {
  const json = JSON.parse(text) as BackupJson;
  edit(json);
  return JSON.stringify(json);
}

test('a sample export reads back with the count of every collection and file', async () => {
  const seed = createSeedData(clock.now());
  const reading = readBackup(await sampleBackupText(), TODAY);
  if (!reading.ok) throw new Error(reading.message);
  expect(reading.counts).toEqual({
    students: seed.students.length,
    stseCandidates: seed.stseCandidates.length,
    materials: seed.materials.length,
    schools: seed.schools.length,
    branches: 0,
    batches: seed.batches.length,
    enrolments: seed.enrolments.length,
    slots: 0,
    classSessions: 0,
    holidays: 0,
    registers: 0,
    parentLinks: 0,
    enquiries: 16,
    supportTickets: seed.supportTickets.length,
    notifications: seed.notifications.length,
    settings: 1,
    payments: seed.payments.length,
    auditLog: 0,
    files: Object.keys(seed.materialFiles).length,
  });
  expect(reading.backup.collections.students).toEqual(seed.students);
  const [id, file] = Object.entries(seed.materialFiles)[0]!;
  expect(await bytesOf(reading.backup.files[id]!.bytes)).toEqual(await bytesOf(file.bytes));
});

test.each([
  ['text that is not JSON', '{ not json'],
  ['JSON of something else', '{"students": []}'],
  ['a JSON array', '[]'],
])('%s is refused as not a backup', (_, text) => {
  expect(readBackup(text, TODAY)).toEqual({
    ok: false,
    message:
      'This file is not a backup of this portal. Choose a .json file made with Export Backup.',
  });
});

test('a backup from a newer version of the portal is refused', async () => {
  const text = edited(await sampleBackupText(), (json) => {
    json.dataVersion = 99;
  });
  expect(readBackup(text, TODAY)).toEqual({
    ok: false,
    message:
      'This backup was made by a newer version of the portal. Reload the page to get the newer version, then restore it.',
  });
});

test('a damaged record is named, with the field and the schema message', async () => {
  const text = edited(await sampleBackupText(), (json) => {
    json.collections.students![1]!.mobile = '12';
  });
  const reading = readBackup(text, TODAY);
  expect(reading.ok).toBe(false);
  expect(!reading.ok && reading.message).toMatch(
    /^This backup file is damaged, so nothing was restored: students record 2, mobile: .+\.$/,
  );
});

test('a backup without a collection, or with a file that is not a PDF, is refused', async () => {
  const sample = await sampleBackupText();
  const withoutSchools = edited(sample, (json) => {
    delete json.collections.schools;
  });
  expect(readBackup(withoutSchools, TODAY)).toEqual({
    ok: false,
    message: 'This backup file is damaged, so nothing was restored: it has no schools.',
  });
  let materialId = '';
  const notPdf = edited(sample, (json) => {
    materialId = Object.keys(json.files)[0]!;
    json.files[materialId]!.base64 = btoa('PK zip bytes');
  });
  expect(readBackup(notPdf, TODAY)).toEqual({
    ok: false,
    message: `This backup file is damaged, so nothing was restored: the file of material ${materialId} is not a readable PDF.`,
  });
});

test('a backup of the original format (version 0) is upgraded as stored data would be', async () => {
  const text = edited(await sampleBackupText(), (json) => {
    json.dataVersion = 0;
    const { pendingDetails: _, ...oldCandidate } = storedCandidate('STSE0001');
    json.collections.stseCandidates = [oldCandidate];
  });
  const reading = readBackup(text, TODAY);
  if (!reading.ok) throw new Error(reading.message);
  // Linked to the sample's school of that name as the version 5 upgrade does.
  expect(reading.backup.collections.stseCandidates).toEqual([
    { ...storedCandidate('STSE0001'), schoolId: 'school-dps-noida' },
  ]);
});

test('a version 4 backup links its candidates to the school each names, ignoring case and spaces', async () => {
  const text = edited(await sampleBackupText(), (json) => {
    json.dataVersion = 4;
    json.collections.stseCandidates = [
      storedCandidate('STSE0001', { schoolName: 'KENDRIYA VIDYALAYA,  Jaipur ' }),
      storedCandidate('STSE0002', { schoolName: 'Kendriya Vidyalaya' }),
    ];
  });
  const reading = readBackup(text, TODAY);
  if (!reading.ok) throw new Error(reading.message);
  expect(reading.backup.collections.stseCandidates.map((candidate) => candidate.schoolId)).toEqual([
    'school-kv-jaipur',
    undefined,
  ]);
});

test('a restore the browser has no room for changes no record and no file', async () => {
  const storage = new FakeStorage();
  const files = createMemoryFileStore();
  const repository = createLocalStorageRepository({
    storage,
    sessionStorage: new FakeStorage(),
    fileStore: files,
    latency: { write: 0, lookup: 0 },
    now: clock.now,
  });
  const before = await repository.exportBackup();
  const reading = readBackup(await sampleBackupText(), TODAY);
  if (!reading.ok) throw new Error(reading.message);
  // Different bytes under the ids of the stored files: the restore writes them before the records.
  const otherFiles = Object.fromEntries(
    Object.entries(reading.backup.files).map(([id, file]) => [
      id,
      { ...file, bytes: new Blob(['%PDF-1.7 other bytes'], { type: 'application/pdf' }) },
    ]),
  );
  expect(Object.keys(otherFiles)).toEqual(Object.keys(before.files));
  const bigger = {
    ...reading.backup,
    files: otherFiles,
    collections: {
      ...reading.backup.collections,
      stseCandidates: Array.from({ length: 500 }, (_, index) =>
        storedCandidate(`STSE${String(index + 1).padStart(4, '0')}`, { id: `c${index}` }),
      ),
    },
  };
  storage.limitTo(0);
  const stored = storage.snapshot();

  const error = await repository.importBackup(bigger).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(StorageWriteError);
  expect(storage.snapshot()).toEqual(stored);
  const after = await repository.exportBackup();
  expect(after.collections).toEqual(before.collections);
  for (const [id, file] of Object.entries(before.files)) {
    expect(await bytesOf((await files.get(id))!.bytes)).toEqual(await bytesOf(file.bytes));
  }
});
