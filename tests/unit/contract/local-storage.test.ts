import { createLocalStorageRepository, createMemoryFileStore } from '@/data';
import { FakeStorage } from '../adapters/fake-storage';
import { runRepositoryContract } from './repository-contract';

// The seed is written as stored JSON at the current schema version, as a previous visit left it.
runRepositoryContract('localStorage', ({ seed, now }) => {
  const { materialFiles = {}, ...collections } = seed;
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '1');
  for (const [key, value] of Object.entries(collections)) {
    storage.setItem(key, JSON.stringify(value));
  }
  return createLocalStorageRepository({
    storage,
    sessionStorage: new FakeStorage(),
    fileStore: createMemoryFileStore(materialFiles),
    latency: { write: 0, lookup: 0 },
    now,
  });
});
