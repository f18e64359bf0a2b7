// Runs inside Chromium (served by Vite from scripts/bench-data.mjs): the real localStorage adapter
// with latency 0 over the browser's own localStorage, with 7,000 candidates and 2,000 students
// stored together as plain JSON (as one admin's browser holds them), and how many records fit.
import { collectionSchemas, DEFAULT_SETTINGS } from '@/data/core/collections';
import { createMemoryFileStore } from '@/data/adapters/file-store';
import { createLocalStorageRepository } from '@/data/adapters/local-storage';
import type { Repository } from '@/data/repository';
import type { Candidate, NewCandidate, Student } from '@/data/schemas';
import { generateCandidates, generateStudents } from './data-bench-records';

const CANDIDATES = 7_000;
const STUDENTS = 2_000;
/** The most records of one kind the capacity search tries. */
const CAPACITY_LIMIT = 20_000;

export type Timing = {
  label: string;
  runs: number;
  median: number;
  min: number;
  max: number;
  targetMs?: number;
};
/** Characters stored for each collection (value only; the keys add a few). */
export type StoredSizes = { candidateChars: number; studentChars: number };
export type BenchResult = {
  userAgent: string;
  quotaChars: number;
  quotaBytesPerChar: number;
  counts: { candidates: number; students: number };
  /** Plain JSON with 16-character ids, at `counts`. */
  sizes: StoredSizes;
  bothFit: boolean;
  /** The most records stored as plain JSON beside the sample data, found by trying. */
  capacity: {
    candidatesAlone: number;
    studentsAlone: number;
    candidatesBesideHalfAsManyStudents: number;
  };
  timings: Timing[];
};

const now = new Date();

function summarise(label: string, samples: number[], targetMs?: number): Timing {
  const sorted = [...samples].sort((first, second) => first - second);
  return {
    label,
    runs: samples.length,
    median: sorted[Math.floor(sorted.length / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
    ...(targetMs === undefined ? {} : { targetMs }),
  };
}

/** Collects the garbage the benchmark's own set-up left (tens of MB of generated records). */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

async function time(
  label: string,
  runs: number,
  operation: (run: number) => Promise<unknown> | unknown,
  options: { reset?: () => Promise<void>; targetMs?: number } = {},
): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    collectGarbage();
    const start = performance.now();
    await operation(run);
    samples.push(performance.now() - start);
    await options.reset?.();
  }
  return summarise(label, samples, options.targetMs);
}

/** The largest value (in characters, key included) localStorage accepts, found by trying. */
function measureQuota(character: string): number {
  localStorage.clear();
  let low = 0;
  let high = 16 * 1024 * 1024;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      localStorage.setItem('q', character.repeat(middle));
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  localStorage.clear();
  return low + 'q'.length;
}

function fits(collections: Record<string, unknown>): boolean {
  localStorage.clear();
  try {
    for (const [key, value] of Object.entries(collections))
      localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  } finally {
    localStorage.clear();
  }
}

/** A repository over this page's localStorage, as one browser tab has it (no latency). */
const openTab = (): Repository =>
  createLocalStorageRepository({
    latency: { write: 0, lookup: 0 },
    fileStore: createMemoryFileStore(),
  });

/** Storage as a previous visit left it, and a repository over it. */
function openWith(collections: Record<string, unknown>): Repository {
  localStorage.clear();
  localStorage.setItem('schemaVersion', '4');
  for (const [key, value] of Object.entries(collections))
    localStorage.setItem(key, JSON.stringify(value));
  return openTab();
}

/**
 * Puts a key back to its text after a timed write, so every run starts from the same data, and
 * lets the repository read it again: the timing of that read is what a tab pays when another tab
 * has changed the collection. Garbage from the reset is collected before the next timed run.
 */
/** What the candidate list reads: its first page, newest first (every candidate is read). */
const firstCandidatePage = (repository: Repository) =>
  repository.queryCandidates({ page: 1, pageSize: 25 });

function restorer(key: string, read: () => Promise<unknown>, rereads: number[]) {
  const baseline = localStorage.getItem(key)!;
  return async () => {
    localStorage.setItem(key, baseline);
    const start = performance.now();
    await read();
    rereads.push(performance.now() - start);
  };
}

function newCandidate(from: Candidate): NewCandidate {
  const {
    id: _id,
    rollNo: _rollNo,
    registrationDate: _date,
    examCenter: _centre,
    marks: _marks,
    scholarship: _scholarship,
    ...fields
  } = from;
  return fields;
}

/** How an add grows with the collection: every write hands the browser the whole key's text. */
async function addScaling(candidates: Candidate[]): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const count of [1_000, 2_500, 5_000]) {
    const repository = openWith({
      stseCandidates: candidates.slice(0, count),
      settings: DEFAULT_SETTINGS,
    });
    await firstCandidatePage(repository);
    const reset = restorer('stseCandidates', () => firstCandidatePage(repository), []);
    const template = newCandidate(candidates[0]!);
    timings.push(
      await time(
        `add one candidate to ${count.toLocaleString('en-IN')}`,
        10,
        () => repository.addCandidate(template),
        { reset, targetMs: 20 },
      ),
    );
  }
  return timings;
}

async function candidateTimings(
  repository: Repository,
  candidates: Candidate[],
): Promise<Timing[]> {
  const timings: Timing[] = [];
  timings.push(
    await time(
      `first read of ${CANDIDATES.toLocaleString('en-IN')} candidates (decode + validate)`,
      1,
      () => firstCandidatePage(repository),
    ),
  );
  timings.push(
    await time('first page of candidates again (cached, sorted)', 10, () =>
      firstCandidatePage(repository),
    ),
  );

  const rereads: number[] = [];
  const reset = restorer('stseCandidates', () => firstCandidatePage(repository), rereads);
  const template = newCandidate(candidates[0]!);
  timings.push(
    await time(
      `add one candidate to ${CANDIDATES.toLocaleString('en-IN')}, just after a read`,
      20,
      () => repository.addCandidate(template),
      { reset, targetMs: 20 },
    ),
  );
  // The same adds one after another, as an admin keying in registrations: no re-read between.
  timings.push(
    await time(
      `add one candidate to ${CANDIDATES.toLocaleString('en-IN')}, one after another`,
      20,
      () => repository.addCandidate(template),
      { targetMs: 20 },
    ),
  );
  await reset();
  timings.push(
    await time(
      'add a batch of 100 candidates',
      5,
      () => repository.addCandidates(Array.from({ length: 100 }, () => template)),
      { reset },
    ),
  );
  const someIds = candidates.slice(0, 1_000).map((candidate) => candidate.id);
  timings.push(
    await time(
      'assign a centre to 1,000 of them',
      5,
      () => repository.assignExamCenter(someIds, 'Online'),
      { reset },
    ),
  );
  timings.push(summarise('read again after another tab changed them (decode + validate)', rereads));

  // Another tab's add leaves this tab's text with one row more: only that row is decoded.
  const otherTab = openTab();
  await firstCandidatePage(otherTab);
  const afterOtherTab: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    await otherTab.addCandidate(template);
    collectGarbage();
    const start = performance.now();
    await firstCandidatePage(repository);
    afterOtherTab.push(performance.now() - start);
  }
  await reset();
  timings.push(summarise('read again after another tab added one (sorted)', afterOtherTab));

  // Lookups are timed in bulk: one is far below the browser's timer resolution.
  const rollNos = Array.from(
    { length: 2_000 },
    (_, index) => candidates[(index * 7919) % candidates.length]!.rollNo,
  );
  await repository.findCandidateByRollNo(rollNos[0]!);
  const lookupSamples: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const start = performance.now();
    for (const [index, rollNo] of rollNos.entries()) {
      const found = await repository.findCandidateByRollNo(
        index % 2 ? rollNo.toLowerCase() : ` ${rollNo} `,
      );
      if (!found) throw new Error(`Lookup of ${rollNo} found nothing.`);
    }
    lookupSamples.push((performance.now() - start) / rollNos.length);
  }
  timings.push(summarise('look up a candidate by roll number (mean of 2,000)', lookupSamples, 1));

  // Where the time of a read and of a whole write goes.
  const raw = localStorage.getItem('stseCandidates')!;
  const parsed: unknown = JSON.parse(raw);
  timings.push(
    await time(`  JSON.parse of ${CANDIDATES.toLocaleString('en-IN')} candidates`, 10, () =>
      JSON.parse(raw),
    ),
  );
  timings.push(
    await time('  validate them with the candidate schema', 5, () =>
      collectionSchemas.stseCandidates.parse(parsed),
    ),
  );
  timings.push(
    await time(`  JSON.stringify of ${CANDIDATES.toLocaleString('en-IN')} candidates`, 10, () =>
      JSON.stringify(parsed),
    ),
  );
  timings.push(
    await time('  localStorage.setItem of that text', 10, () =>
      localStorage.setItem('stseCandidates', raw),
    ),
  );
  return timings;
}

async function studentTimings(repository: Repository, students: Student[]): Promise<Timing[]> {
  const timings: Timing[] = [];
  timings.push(
    await time(
      `first read of ${STUDENTS.toLocaleString('en-IN')} students (decode + validate)`,
      1,
      () => repository.queryStudents({ page: 1, pageSize: 25 }),
    ),
  );
  timings.push(
    await time(
      `record one payment (${STUDENTS.toLocaleString('en-IN')} students)`,
      20,
      (run) => {
        const student = students[run * 97]!;
        return repository.recordPayment({
          studentId: student.id,
          installmentId: student.feeDetails.installments[1]!.id,
          amount: 500,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        });
      },
      { targetMs: 20 },
    ),
  );
  const reset = restorer('students', () => repository.queryStudents({ page: 1, pageSize: 25 }), []);
  const [first] = students;
  const newStudent = {
    ...first!,
    totalFee: 90_000,
    installmentCount: 3,
  };
  timings.push(
    await time(
      `add one student to ${STUDENTS.toLocaleString('en-IN')}`,
      10,
      () => repository.addStudent(newStudent),
      { reset, targetMs: 20 },
    ),
  );
  return timings;
}

/** The largest count for which `collectionsOf(count)` fits in localStorage, by bisection. */
function largestThatFits(collectionsOf: (count: number) => Record<string, unknown>): number {
  let low = 0;
  let high = CAPACITY_LIMIT;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(collectionsOf(middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}

async function runDataBench(): Promise<BenchResult> {
  const candidates = generateCandidates(CANDIDATES, now);
  const students = generateStudents(STUDENTS, now);
  const sizes = {
    candidateChars: JSON.stringify(candidates).length,
    studentChars: JSON.stringify(students).length,
  };
  const manyCandidates = generateCandidates(CAPACITY_LIMIT, now);
  const manyStudents = generateStudents(CAPACITY_LIMIT, now);
  const capacity = {
    candidatesAlone: largestThatFits((count) => ({
      stseCandidates: manyCandidates.slice(0, count),
      settings: DEFAULT_SETTINGS,
    })),
    studentsAlone: largestThatFits((count) => ({
      students: manyStudents.slice(0, count),
      settings: DEFAULT_SETTINGS,
    })),
    candidatesBesideHalfAsManyStudents: largestThatFits((count) => ({
      stseCandidates: manyCandidates.slice(0, count),
      students: manyStudents.slice(0, Math.floor(count / 2)),
      settings: DEFAULT_SETTINGS,
    })),
  };
  const collections = { stseCandidates: candidates, students, settings: DEFAULT_SETTINGS };
  const bothFit = fits(collections);
  // One browser holding both lists: every timing runs with the other list stored beside it.
  const repository = openWith(collections);
  const timings = [
    ...(await candidateTimings(repository, candidates)),
    ...(await studentTimings(repository, students)),
    ...(await addScaling(candidates)),
  ];
  // Last: filling storage to the brim leaves Chromium busy for a while, which slowed whatever
  // was timed next.
  const quotaChars = measureQuota('x');
  // A character outside Latin-1 tells whether Chromium counts one or two bytes for plain text.
  const quotaBytesPerChar = measureQuota('\u2013') === quotaChars ? 2 : 1;
  localStorage.clear();
  return {
    userAgent: navigator.userAgent,
    quotaChars,
    quotaBytesPerChar,
    counts: { candidates: CANDIDATES, students: STUDENTS },
    sizes,
    bothFit,
    capacity,
    timings,
  };
}

declare global {
  interface Window {
    runDataBench: typeof runDataBench;
  }
}
window.runDataBench = runDataBench;
