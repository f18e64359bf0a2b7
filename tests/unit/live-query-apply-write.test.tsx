// useLiveQuery's applyWrite: a page's own write shows from its answer without a read, unless
// something else changed meanwhile or the write failed after a change was announced. A read the
// server refused because the session ended is shown but reported as no fault.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { DataProvider, describeError, useLiveQuery } from '@/data';
import { HttpError } from '@/data/adapters/http';
import type { ChangeListener, CollectionKey, Repository } from '@/data';

/** A repository with one list to read and a feed the test announces on. */
function fakeRepository() {
  const listeners = new Set<ChangeListener>();
  let stored = ['a'];
  const reads: string[][] = [];
  const repository = {
    listNames: async () => {
      reads.push(stored);
      return stored;
    },
    subscribe: (listener: ChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = (key: CollectionKey) => listeners.forEach((listener) => listener(key));
  /** A write as an adapter makes it: stored, announced, then answered. */
  const add = async (name: string) => {
    stored = [name, ...stored];
    announce('schools');
    return name;
  };
  return { repository, reads, announce, add };
}

function renderQuery(fake: ReturnType<typeof fakeRepository>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider repository={fake.repository as unknown as Repository}>{children}</DataProvider>
  );
  return renderHook(
    () =>
      useLiveQuery(
        (repository) => (repository as unknown as typeof fake.repository).listNames(),
        [],
        ['schools'],
      ),
    { wrapper },
  );
}

test('a write made through applyWrite shows from its answer, without a read', async () => {
  const fake = fakeRepository();
  const { result } = renderQuery(fake);
  await waitFor(() => expect(result.current.data).toEqual(['a']));

  await act(() =>
    result.current.applyWrite(
      () => fake.add('b'),
      (names, b) => [b, ...names],
    ),
  );

  expect(result.current.data).toEqual(['b', 'a']);
  expect(fake.reads).toHaveLength(1);
  // A change from elsewhere afterwards is read as before.
  act(() => fake.announce('schools'));
  await waitFor(() => expect(fake.reads).toHaveLength(2));
});

test('a change from elsewhere during the write, or an answer it cannot apply, reads again', async () => {
  const fake = fakeRepository();
  const { result } = renderQuery(fake);
  await waitFor(() => expect(result.current.data).toEqual(['a']));

  await act(() =>
    result.current.applyWrite(
      async () => {
        fake.announce('schools'); // someone else's change, heard while the write is under way
        return fake.add('b');
      },
      (names, b) => [b, ...names],
    ),
  );
  await waitFor(() => expect(fake.reads).toHaveLength(2));
  expect(result.current.data).toEqual(['b', 'a']);

  await act(() =>
    result.current.applyWrite(
      () => fake.add('c'),
      () => undefined,
    ),
  );
  await waitFor(() => expect(fake.reads).toHaveLength(3));
  expect(result.current.data).toEqual(['c', 'b', 'a']);
});

test('a failed write changes nothing on screen; a change announced meanwhile is read', async () => {
  const fake = fakeRepository();
  const { result } = renderQuery(fake);
  await waitFor(() => expect(result.current.data).toEqual(['a']));
  const refused = () => Promise.reject(new Error('refused'));

  await act(() => expect(result.current.applyWrite(refused, () => ['x'])).rejects.toThrow());
  expect(fake.reads).toHaveLength(1);

  await act(() =>
    expect(
      result.current.applyWrite(
        () => {
          fake.announce('schools');
          return refused();
        },
        () => ['x'],
      ),
    ).rejects.toThrow(),
  );
  await waitFor(() => expect(fake.reads).toHaveLength(2));
  expect(result.current.data).toEqual(['a']);
});

test('a read refused because the session ended shows its message without reporting a fault', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const fake = fakeRepository();
  fake.repository.listNames = () =>
    Promise.reject(new HttpError(401, 'unauthenticated', 'Sign in to continue.'));
  const { result } = renderQuery(fake);
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(describeError(result.current.error)).toBe('Sign in to continue.');
  expect(errors).not.toHaveBeenCalled();

  fake.repository.listNames = () => Promise.reject(new Error('The disk is on fire.'));
  act(() => result.current.reload());
  await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
  errors.mockRestore();
});
