// The HTTP adapter's offline copy (issue 38): a signed-in student's or parent's reads are kept
// on the device and answered from there, flagged, when the network is gone; nobody else's are
// kept; signing out (or a session the server no longer knows) forgets them; writes fail as before.
import { describe, expect, test } from 'vitest';
import { OFFLINE_NOT_KEPT_MESSAGE, createHttpRepository } from '@/data/adapters/http';
import {
  MAX_ANSWER_CHARS,
  MAX_KEPT_ANSWERS,
  OFFLINE_COPY_PREFIX,
  createOfflineCopy,
} from '@/data/adapters/offline-copy';
import { createOfflineStatusStore } from '@/data/offline-status';
import { HttpError } from '@/data/http-error';
import type { SessionSlot } from '@/data/adapters/collection-store';
import { FakeStorage } from './fake-storage';

const student = { id: 'u-student', name: 'Rahul Sharma', role: 'student' };
const parent = { id: 'u-parent', name: 'Sunita Sharma', role: 'parent' };
const staff = {
  id: 'u-staff',
  name: 'Office',
  role: 'admin',
  staffRole: 'office',
  permissions: [],
};

function slot(user: unknown): SessionSlot {
  let value = user;
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
    clear: () => {
      value = null;
    },
  };
}

/** The adapter over a server that answers every read with `answer` until the network is cut. */
function setup(user: unknown, start = Date.UTC(2026, 10, 29, 5, 12)) {
  let clock = start;
  const network = { up: true, status: 200 };
  const storage = new FakeStorage();
  const status = createOfflineStatusStore();
  const session = slot(user);
  const repository = createHttpRepository({
    baseUrl: 'http://portal.test',
    session,
    EventSource: undefined,
    fetch: (url) => {
      if (!network.up) return Promise.reject(new TypeError('Failed to fetch'));
      const path = new URL(String(url)).pathname;
      if (network.status !== 200) {
        return Promise.resolve(
          Response.json(
            { error: { kind: 'signed-out', message: 'Sign in to continue.' } },
            { status: network.status },
          ),
        );
      }
      return Promise.resolve(Response.json({ data: { path, at: clock } }));
    },
    offline: { copy: createOfflineCopy(storage, () => clock), status },
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { repository, storage, status, network, tick, session };
}

describe('the offline copy of a student’s or parent’s reads', () => {
  test('a student’s read is answered from the last copy when offline, and the page is told when that was', async () => {
    const { repository, status, network, tick } = setup(student);
    const online = await repository.studentAttendance('s1');
    expect(status.get()).toEqual({ offline: false });
    const loadedAt = Date.UTC(2026, 10, 29, 5, 12);

    tick(60_000);
    network.up = false;
    await expect(repository.studentAttendance('s1')).resolves.toEqual(online);
    expect(status.get()).toEqual({ offline: true, lastUpdated: loadedAt });

    network.up = true;
    await repository.getSettings();
    expect(status.get()).toEqual({ offline: false });
  });

  test('a parent’s reads are kept too, each by its own request', async () => {
    const { repository, network } = setup(parent);
    const attendance = await repository.studentAttendance('child-1');
    const settings = await repository.getSettings();
    network.up = false;
    await expect(repository.getSettings()).resolves.toEqual(settings);
    await expect(repository.studentAttendance('child-1')).resolves.toEqual(attendance);
  });

  test('offline, the oldest copy shown is the time the page names', async () => {
    const { repository, status, network, tick } = setup(student);
    await repository.getSettings();
    const first = Date.UTC(2026, 10, 29, 5, 12);
    tick(5 * 60_000);
    await repository.studentAttendance('s1');
    network.up = false;
    await repository.studentAttendance('s1');
    expect(status.get()).toEqual({ offline: true, lastUpdated: first + 5 * 60_000 });
    await repository.getSettings();
    expect(status.get()).toEqual({ offline: true, lastUpdated: first });
  });

  test('a read never loaded on this device says so offline', async () => {
    const { repository, status, network } = setup(student);
    network.up = false;
    const refusal = await repository.getSettings().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).message).toBe(OFFLINE_NOT_KEPT_MESSAGE);
    expect(status.get()).toEqual({ offline: true, lastUpdated: undefined });
  });

  test.each([
    ['a visitor', null],
    ['a staff member', staff],
  ])('%s has nothing kept, and an offline read fails as before', async (_who, user) => {
    const { repository, storage, status, network } = setup(user);
    await repository.getSettings();
    expect(storage.length).toBe(0);
    network.up = false;
    await expect(repository.getSettings()).rejects.toBeInstanceOf(TypeError);
    expect(status.get()).toEqual({ offline: false });
  });

  test('a write offline fails with the network’s own error (the exam and register queues wait on it)', async () => {
    const { repository, network } = setup(student);
    network.up = false;
    await expect(repository.setResultsPublished(true)).rejects.toBeInstanceOf(TypeError);
  });

  test('signing out forgets every kept copy and the offline state', async () => {
    const { repository, storage, status, network } = setup(student);
    storage.setItem(`${OFFLINE_COPY_PREFIX}someone-else`, '{}');
    storage.setItem('sankalp-other-key', 'kept');
    await repository.getSettings();
    network.up = false;
    await repository.getSettings();
    await repository.clearSession();
    expect(storage.getItem(`${OFFLINE_COPY_PREFIX}${student.id}`)).toBeNull();
    expect(storage.getItem(`${OFFLINE_COPY_PREFIX}someone-else`)).toBeNull();
    expect(storage.getItem('sankalp-other-key')).toBe('kept');
    expect(status.get()).toEqual({ offline: false });
  });

  test('a session the server no longer knows (401) forgets the copy too', async () => {
    const { repository, storage, network, session } = setup(student);
    await repository.getSettings();
    network.status = 401;
    await expect(repository.getSettings()).rejects.toBeInstanceOf(HttpError);
    expect(session.read()).toBeNull();
    expect(storage.length).toBe(0);
  });
});

describe('what the copy keeps', () => {
  test(`the newest ${MAX_KEPT_ANSWERS} answers per user`, () => {
    let clock = 0;
    const storage = new FakeStorage();
    const copy = createOfflineCopy(storage, () => (clock += 1));
    for (let index = 0; index <= MAX_KEPT_ANSWERS; index += 1)
      copy.keep(student, `/r/${index}`, index);
    expect(copy.find(student, '/r/0')).toBeUndefined();
    expect(copy.find(student, '/r/1')?.data).toBe(1);
    expect(copy.find(student, `/r/${MAX_KEPT_ANSWERS}`)?.data).toBe(MAX_KEPT_ANSWERS);
    // Another user's copy is theirs alone.
    expect(copy.find({ ...student, id: 'u-other' }, '/r/1')).toBeUndefined();
  });

  test('no answer too large for a phone, and a full storage only means no copy', () => {
    const copy = createOfflineCopy(new FakeStorage());
    copy.keep(student, '/big', 'x'.repeat(MAX_ANSWER_CHARS));
    expect(copy.find(student, '/big')).toBeUndefined();

    const full = createOfflineCopy(new FakeStorage({ quota: 10 }));
    expect(() => full.keep(student, '/r', { a: 1 })).not.toThrow();
    expect(full.find(student, '/r')).toBeUndefined();
  });

  test('unreadable text is no copy', () => {
    const storage = new FakeStorage();
    storage.setItem(`${OFFLINE_COPY_PREFIX}${student.id}`, '{not json');
    expect(createOfflineCopy(storage).find(student, '/r')).toBeUndefined();
  });
});
