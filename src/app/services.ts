// The one Repository and AuthService of the browser app. Only the deferred wrapper and the
// type-only auth module are in the entry chunk; the localStorage adapter (with zod, the rules and
// the sample data) and the IndexedDB file store load on the first data call.
import { createDeferredRepository } from '@/data/adapters/deferred';
import { createDemoAuthService } from '@/data/auth';

export const repository = createDeferredRepository(async () => {
  const [{ createLocalStorageRepository }, { createIndexedDbFileStore }] = await Promise.all([
    import('@/data/adapters/local-storage'),
    import('@/data/adapters/indexeddb-file-store'),
  ]);
  return createLocalStorageRepository({ fileStore: createIndexedDbFileStore() });
});

export const authService = createDemoAuthService(repository);
