// Runs inside Chromium (served by Vite from scripts/bench-data.mjs): the real localStorage adapter
// with latency 0 over the browser's own localStorage, at the sizes of a busy exam season.
import { DEFAULT_SETTINGS } from '@/data/adapters/collections';
import { createMemoryFileStore } from '@/data/adapters/file-store';
import { createLocalStorageRepository } from '@/data/adapters/local-storage';
import type { Repository } from '@/data/repository';
import type { Candidate, NewCandidate, Student } from '@/data/schemas';
import { generateCandidates, generateStudents } from './data-bench-records';

const CANDIDATES = 10_000;
const STUDENTS = 5_000;

export type Timing = {
  label: string;
  runs: number;
  median: number;
  min: number;
  max: number;
  targetMs?: number;
};
export type BenchResult = {
  userAgent: string;
  quotaChars: number;
  quotaBytesPerChar: number;
  sizes: { candidateChars: number; studentChars: number; candidates: number; students: number };
  bothFit: boolean;
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

async function time(
  label: string,
  runs: number,
  operation: (run: number) => Promise<unknown> | unknown,
  options: { reset?: () => Promise<void>; targetMs?: number } = {},
): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
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

/** Storage as a previous visit left it, and a repository over it (no latency, files in memory). */
function openWith(collections: Record<string, unknown>): Repository {
  localStorage.clear();
  localStorage.setItem('schemaVersion', '1');
  for (const [key, value] of Object.entries(collections))
    localStorage.setItem(key, JSON.stringify(value));
  return createLocalStorageRepository({
    latency: { write: 0, lookup: 0 },
    fileStore: createMemoryFileStore(),
  });
}

/**
 * Puts a key back to its text after a timed write, so every run starts from the same data, and
 * lets the repository read it again: the timing of that read is what a tab pays when another tab
 * has changed the collection. Garbage from the reset is collected before the next timed run.
 */
function restorer(key: string, read: () => Promise<unknown>, rereads: number[]) {
  const baseline = localStorage.getItem(key)!;
  return async () => {
    localStorage.setItem(key, baseline);
    const start = performance.now();
    await read();
    rereads.push(performance.now() - start);
    (globalThis as { gc?: () => void }).gc?.();
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
    await repository.listCandidates();
    const reset = restorer('stseCandidates', () => repository.listCandidates(), []);
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

async function candidateTimings(candidates: Candidate[]): Promise<Timing[]> {
  const repository = openWith({ stseCandidates: candidates, settings: DEFAULT_SETTINGS });
  const timings: Timing[] = [];
  timings.push(
    await time(
      `first read of ${CANDIDATES.toLocaleString('en-IN')} candidates (parse + validate)`,
      1,
      () => repository.listCandidates(),
    ),
  );
  timings.push(
    await time('list candidates again (cached, sorted)', 10, () => repository.listCandidates()),
  );

  const rereads: number[] = [];
  const reset = restorer('stseCandidates', () => repository.listCandidates(), rereads);
  const template = newCandidate(candidates[0]!);
  timings.push(
    await time(
      `add one candidate to ${CANDIDATES.toLocaleString('en-IN')}`,
      20,
      () => repository.addCandidate(template),
      { reset, targetMs: 20 },
    ),
  );
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
  timings.push(summarise('read again after another tab changed them (parse + validate)', rereads));

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

  // Where a write's time goes: the whole collection is serialised and handed to the browser.
  const raw = localStorage.getItem('stseCandidates')!;
  const parsed = JSON.parse(raw) as unknown[];
  timings.push(
    await time(
      `  of which JSON.stringify of ${CANDIDATES.toLocaleString('en-IN')} candidates`,
      10,
      () => JSON.stringify(parsed),
    ),
  );
  timings.push(
    await time('  of which localStorage.setItem of that text', 10, () =>
      localStorage.setItem('stseCandidates', raw),
    ),
  );
  return timings;
}

async function studentTimings(students: Student[]): Promise<Timing[]> {
  const repository = openWith({ students, settings: DEFAULT_SETTINGS });
  const timings: Timing[] = [];
  timings.push(
    await time(
      `first read of ${STUDENTS.toLocaleString('en-IN')} students (parse + validate)`,
      1,
      () => repository.listStudents(),
    ),
  );
  timings.push(
    await time(
      `record one payment (${STUDENTS.toLocaleString('en-IN')} students)`,
      20,
      (run) => {
        const student = students[run * 97]!;
        return repository.recordPayment(student.id, student.feeDetails.installments[1]!.id, 500);
      },
      { targetMs: 20 },
    ),
  );
  const reset = restorer('students', () => repository.listStudents(), []);
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

async function runDataBench(): Promise<BenchResult> {
  const quotaChars = measureQuota('x');
  // A character outside Latin-1 tells whether Chromium counts one or two bytes for plain text.
  const quotaBytesPerChar = measureQuota('\u2013') === quotaChars ? 2 : 1;
  const candidates = generateCandidates(CANDIDATES, now);
  const students = generateStudents(STUDENTS, now);
  const sizes = {
    candidates: CANDIDATES,
    students: STUDENTS,
    candidateChars: JSON.stringify(candidates).length,
    studentChars: JSON.stringify(students).length,
  };
  const bothFit = fits({ stseCandidates: candidates, students, settings: DEFAULT_SETTINGS });
  const timings = [
    ...(await candidateTimings(candidates)),
    ...(await addScaling(candidates)),
    ...(await studentTimings(students)),
  ];
  localStorage.clear();
  return { userAgent: navigator.userAgent, quotaChars, quotaBytesPerChar, sizes, bothFit, timings };
}

declare global {
  interface Window {
    runDataBench: typeof runDataBench;
  }
}
window.runDataBench = runDataBench;
