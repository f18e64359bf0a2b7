// The in-memory adapter's knobs for stories; its behaviour is the contract suite's.
import { afterEach, expect, test, vi } from 'vitest';
import {
  DataValidationError,
  ExamRefusedError,
  createInMemoryRepository,
  createSeedData,
} from '@/data';
import type { Candidate } from '@/data';
import {
  START,
  allCandidates,
  allStudents,
  createClock,
  newCandidate,
  storedCandidate,
} from '../contract/fixtures';
import { batch, credentials, examSeed, save } from '../contract/exam-taking-contract';

afterEach(() => {
  vi.useRealTimers();
});

test('by default it holds the sample data and nobody is signed in', async () => {
  const now = new Date('2026-11-22T06:30:00.000Z');
  const repository = createInMemoryRepository({ now: () => now });
  const sample = createSeedData(now);
  expect(await allStudents(repository)).toEqual(sample.students);
  expect(await repository.getSession()).toBeNull();
  const [material] = sample.materials;
  expect((await repository.getMaterialFile(material!.id))?.name).toBe(material!.fileName);
});

test("'empty' holds nothing but the default settings; a partial seed holds what it names", async () => {
  const empty = createInMemoryRepository({ seed: 'empty' });
  expect(await allCandidates(empty)).toEqual([]);
  expect((await empty.getSettings()).stse.rollNoPrefix).toBe('STSE');

  const partial = createInMemoryRepository({
    seed: { stseCandidates: [storedCandidate('STSE0007')] },
  });
  expect((await allCandidates(partial)).map((candidate) => candidate.rollNo)).toEqual(['STSE0007']);
  expect(await allStudents(partial)).toEqual([]);
});

test('a seed that breaks the schemas is refused when the repository is made', () => {
  const impossible = storedCandidate('STSE0001', { currentClass: 13 as Candidate['currentClass'] });
  expect(() => createInMemoryRepository({ seed: { stseCandidates: [impossible] } })).toThrow(
    DataValidationError,
  );
});

test('the session option signs someone in from the start', async () => {
  const user = { id: 'admin', name: 'Admin', role: 'admin' } as const;
  expect(await createInMemoryRepository({ session: user }).getSession()).toEqual(user);
});

test("latency 'never' keeps every call pending", async () => {
  vi.useFakeTimers();
  const repository = createInMemoryRepository({ latency: 'never' });
  let settled = false;
  void allCandidates(repository).then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(60_000);
  expect(settled).toBe(false);
});

test('a numeric latency delays every call by that long', async () => {
  vi.useFakeTimers();
  const repository = createInMemoryRepository({ latency: 800 });
  let settled = false;
  void repository.listSchools().then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(799);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
});

test('failWith makes only the named methods reject, and they write nothing', async () => {
  const failure = new Error('Could not reach the server.');
  const repository = createInMemoryRepository({
    seed: 'empty',
    failWith: { addCandidate: failure },
  });
  await expect(repository.addCandidate(newCandidate())).rejects.toBe(failure);
  expect(await allCandidates(repository)).toEqual([]);
  expect(await repository.addCandidates([newCandidate()])).toHaveLength(1);
});

test('an attempt left running past its deadline is timed out and scored when its taker comes back (no server sweeps here)', async () => {
  const clock = createClock(START);
  const repository = createInMemoryRepository({ seed: examSeed(), now: clock.now });
  const session = await repository.startExam('test-stse', credentials);
  await repository.saveExamResponses(
    session.attemptId,
    session.token,
    batch([save(1, 'q-single', [1])]),
  );
  // The tab was closed; the taker comes back after the hour and the grace.
  clock.advanceSeconds(60 * 60 + 11);
  const refused = await repository.startExam('test-stse', credentials).catch((error) => error);
  expect(refused).toBeInstanceOf(ExamRefusedError);
  expect((refused as ExamRefusedError).reason).toBe('time-over');

  await repository.setSession({ id: 'admin', name: 'Admin', role: 'admin' });
  const [attempt] = (await repository.getExamMonitor('test-stse')).attempts;
  expect(attempt).toMatchObject({
    status: 'timed-out',
    submittedAt: session.deadline,
    score: { total: 4 },
  });
  const candidates = await allCandidates(repository);
  expect(candidates.find((candidate) => candidate.rollNo === 'STSE0001')?.marks).toBe(4);
  // Coming back again is refused as before, with nothing changed.
  const again = await repository.startExam('test-stse', credentials).catch((error) => error);
  expect((again as ExamRefusedError).reason).toBe('submitted');
});
