import { expect, test, vi } from 'vitest';
import { createDeferredRepository, createInMemoryRepository } from '@/data';
import type { Repository } from '@/data';
import { allCandidates, allStudents, newCandidate } from '../contract/fixtures';

test('the real repository is loaded once, on the first call, and every call is forwarded', async () => {
  const real = createInMemoryRepository({ seed: 'empty' });
  const load = vi.fn(async () => real);
  const deferred = createDeferredRepository(load);
  expect(load).not.toHaveBeenCalled();

  const [added] = await Promise.all([
    deferred.addCandidate(newCandidate()),
    deferred.getSettings(),
  ]);

  expect(load).toHaveBeenCalledTimes(1);
  expect(await allCandidates(deferred)).toEqual([added]);
  expect(await allCandidates(real)).toEqual([added]);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load rejects that call and is tried again on the next', async () => {
  const real = createInMemoryRepository({ seed: 'empty' });
  const load = vi
    .fn<() => Promise<Repository>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(real);
  const deferred = createDeferredRepository(load);

  await expect(allStudents(deferred)).rejects.toThrow('Failed to fetch');
  expect(await allStudents(deferred)).toEqual([]);
  expect(load).toHaveBeenCalledTimes(2);
});

test('listeners subscribed before the load hear changes after it, until they unsubscribe', async () => {
  const deferred = createDeferredRepository(async () =>
    createInMemoryRepository({ seed: 'empty' }),
  );
  const heard = vi.fn();
  const unsubscribe = deferred.subscribe(heard);
  expect(deferred.recoveredKeys()).toEqual([]);

  await deferred.addCandidate(newCandidate());
  unsubscribe();
  await deferred.addCandidate(newCandidate());

  expect(heard.mock.calls).toEqual([['stseCandidates'], ['enquiries'], ['auditLog']]);
});

test('errors of the real repository reach the caller unchanged', async () => {
  const failure = new Error('Disk on fire');
  const deferred = createDeferredRepository(async () =>
    createInMemoryRepository({ failWith: { listSchools: failure } }),
  );
  await expect(deferred.listSchools()).rejects.toBe(failure);
});
