// Results entry and the STSE Settings tab (spec 4 and 5).
import { MAX_MARKS, MIN_MARKS } from '../constants';
import type { ScholarshipTier } from '../schemas';

export const NO_SCHOLARSHIP = 'None';

/** The reward of the highest tier whose minimum the marks meet, or "None". Tiers may come in any order. */
export function scholarshipFor(marks: number, tiers: readonly ScholarshipTier[]): string {
  const met = [...tiers]
    .sort((first, second) => second.minMarks - first.minMarks)
    .find((tier) => marks >= tier.minMarks);
  return met?.reward ?? NO_SCHOLARSHIP;
}

// Plain decimal digits only: Number() alone would also take "1e2", "0x50" and "Infinity".
const decimalNumber = /^(?:\d+\.?\d*|\.\d+)$/;

/** Marks typed by the admin, or undefined when they are not a number from 0 to 100 (then ignored). */
export function parseMarks(input: string | number): number | undefined {
  const marks = typeof input === 'number' ? input : parseDecimal(input);
  // NaN and the infinities fail the range test too.
  return marks !== undefined && marks >= MIN_MARKS && marks <= MAX_MARKS ? marks : undefined;
}

function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return decimalNumber.test(trimmed) ? Number(trimmed) : undefined;
}

/** The Settings tab's exam centres box: one per line, trimmed, blanks and repeats (any case) dropped. */
export function parseExamCenters(text: string): string[] {
  const seen = new Set<string>();
  const centers: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const center = line.trim();
    const key = center.toLowerCase();
    if (center === '' || seen.has(key)) continue;
    seen.add(key);
    centers.push(center);
  }
  return centers;
}
