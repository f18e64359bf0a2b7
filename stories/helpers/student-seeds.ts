// Sample data shaped for the student area's stories: the signed-in student is Rahul Sharma
// (class 12, Non-Medical; installment 1 paid, 2 and 3 pending at ₹40,000 each).
import { createSeedData } from '@/data';
import type { SeedData, Student } from '@/data';
import { storySessions } from './data-decorator';

export const RAHUL_ID = storySessions.student.id;

export const sampleSeed = (): SeedData => createSeedData(new Date());

/** Everything as in the sample, except that Rahul's record is gone. */
export function withoutRahul(): SeedData {
  const seed = sampleSeed();
  return { ...seed, students: seed.students.filter((student) => student.id !== RAHUL_ID) };
}

/** The sample with Rahul's record changed. */
export function withRahul(change: (rahul: Student) => Student): SeedData {
  const seed = sampleSeed();
  return {
    ...seed,
    students: seed.students.map((student) => (student.id === RAHUL_ID ? change(student) : student)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` days before now. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}
