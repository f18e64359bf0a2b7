// Results entry and the STSE Settings tab.
import { ABSENT, DEFAULT_MAX_MARKS, MIN_MARKS } from '../constants';
import type { MarksValue, ScholarshipTier } from '../schemas';

export const NO_SCHOLARSHIP = 'None';

/** The highest tier whose minimum the marks meet, if any. Tiers may come in any order. */
export function scholarshipTierFor(
  marks: number,
  tiers: readonly ScholarshipTier[],
): ScholarshipTier | undefined {
  return [...tiers]
    .sort((first, second) => second.minMarks - first.minMarks)
    .find((tier) => marks >= tier.minMarks);
}

/** The reward of the highest tier whose minimum the marks meet, or "None". Tiers may come in any order. */
export function scholarshipFor(marks: number, tiers: readonly ScholarshipTier[]): string {
  return scholarshipTierFor(marks, tiers)?.reward ?? NO_SCHOLARSHIP;
}

/**
 * A tier's fee concession in percent: its own, or for a tier stored before concessions existed,
 * the percentage its reward starts with ("50% Scholarship" → 50, capped at 100), else 0.
 */
export function tierConcessionPercent(tier: ScholarshipTier): number {
  if (tier.concessionPercent !== undefined) return tier.concessionPercent;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%/.exec(tier.reward);
  return match ? Math.min(100, Number(match[1])) : 0;
}

// Plain decimal digits only: Number() alone would also take "1e2", "0x50" and "Infinity".
const decimalNumber = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Marks typed by the admin, or undefined when they are not a number from 0 to the exam's maximum
 * (then ignored).
 */
export function parseMarks(
  input: string | number,
  maxMarks: number = DEFAULT_MAX_MARKS,
): number | undefined {
  const marks = typeof input === 'number' ? input : parseDecimal(input);
  // NaN and the infinities fail the range test too.
  return marks !== undefined && marks >= MIN_MARKS && marks <= maxMarks ? marks : undefined;
}

// "Absent" in any letter case, or the short "AB" mark sheets use.
const absentWord = /^(?:absent|ab)$/i;

/** Marks, or Absent ("Absent" or "AB" in any case), or undefined for anything else. */
export function parseMarksValue(
  input: string,
  maxMarks: number = DEFAULT_MAX_MARKS,
): MarksValue | undefined {
  return absentWord.test(input.trim()) ? ABSENT : parseMarks(input, maxMarks);
}

/** The message beside a marks box whose text is not marks from 0 to the maximum. */
export function marksRangeMessage(maxMarks: number): string {
  return `Enter marks from ${MIN_MARKS} to ${maxMarks}.`;
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
