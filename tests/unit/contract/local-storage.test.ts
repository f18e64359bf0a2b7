import { createLocalStorageRepository, createMemoryFileStore } from '@/data';
import { encodeCompact } from '@/lib/compact-codec';
import { FakeStorage } from '../adapters/fake-storage';
import { runRepositoryContract } from './repository-contract';

// The seed is written as compact text at the current schema version, as a previous visit left it.
runRepositoryContract('localStorage', ({ seed, now }) => {
  const { materialFiles = {}, ...collections } = seed;
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '2');
  for (const [key, value] of Object.entries(collections)) {
    storage.setItem(key, encodeCompact(value).text);
  }
  return createLocalStorageRepository({
    storage,
    sessionStorage: new FakeStorage(),
    fileStore: createMemoryFileStore(materialFiles),
    latency: { write: 0, lookup: 0 },
    now,
  });
});
