import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { createIndexedDbFileStore } from '@/data';
import { bytesOf, pdfFile } from '../contract/fixtures';

let databaseCount = 0;
/** A fresh database per test, so tests cannot see each other's files. */
const freshName = () => `sankalp-files-test-${++databaseCount}`;

test('a file comes back with the same name, type and bytes, from a second connection too', async () => {
  const name = freshName();
  const file = pdfFile('Physics Notes.pdf', 'application/pdf', 2048);
  await createIndexedDbFileStore(indexedDB, name).put('material-1', {
    name: file.name,
    type: file.type,
    bytes: file,
  });

  const stored = await createIndexedDbFileStore(indexedDB, name).get('material-1');

  expect(stored?.name).toBe('Physics Notes.pdf');
  expect(stored?.type).toBe('application/pdf');
  expect(stored?.bytes.type).toBe('application/pdf');
  expect(await bytesOf(stored!.bytes)).toEqual(await bytesOf(file));
});

test('a missing file is undefined, and deleting removes only that file', async () => {
  const store = createIndexedDbFileStore(indexedDB, freshName());
  const file = pdfFile();
  await store.put('kept', { name: 'kept.pdf', type: file.type, bytes: file });
  await store.put('deleted', { name: 'deleted.pdf', type: file.type, bytes: file });

  await store.delete('deleted');
  await store.delete('never-stored');

  expect(await store.get('deleted')).toBeUndefined();
  expect((await store.get('kept'))?.name).toBe('kept.pdf');
});

test('putting under the same id replaces the file', async () => {
  const store = createIndexedDbFileStore(indexedDB, freshName());
  await store.put('material', {
    name: 'v1.pdf',
    type: 'application/pdf',
    bytes: pdfFile('v1.pdf'),
  });
  const second = pdfFile('v2.pdf', 'application/pdf', 10);
  await store.put('material', { name: 'v2.pdf', type: 'application/pdf', bytes: second });
  const stored = await store.get('material');
  expect(stored?.name).toBe('v2.pdf');
  expect(await bytesOf(stored!.bytes)).toEqual(await bytesOf(second));
});

test('the default database is "sankalp-files" with an object store "files"', async () => {
  const store = createIndexedDbFileStore();
  await store.put('probe', { name: 'probe.pdf', type: 'application/pdf', bytes: pdfFile() });

  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('sankalp-files');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  expect([...database.objectStoreNames]).toEqual(['files']);
  database.close();
  await store.delete('probe');
});
