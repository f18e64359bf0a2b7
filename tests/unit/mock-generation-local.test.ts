// The local sample generator used when no Gemini API key is set.
import { expect, test } from 'vitest';
import { stseRegistrationSchema } from '@/data';
import { generateLocalCandidates } from '@/features/stse/model/local-candidate-generator';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const today = new Date(2026, 10, 22); // 22 Nov 2026, school year 2026-27

test('makes 10 candidates that all pass the registration schema', () => {
  const candidates = generateLocalCandidates(10, { random: seededRandom(1), today });
  expect(candidates).toHaveLength(10);
  for (const candidate of candidates) {
    expect(stseRegistrationSchema.parse(candidate)).toEqual(candidate);
  }
});

test('over many runs every record is valid, with Indian mobiles and 6-digit pin codes', () => {
  const candidates = generateLocalCandidates(500, { random: seededRandom(42), today });
  for (const candidate of candidates) {
    expect(stseRegistrationSchema.safeParse(candidate).success).toBe(true);
    expect(candidate.mobile).toMatch(/^[6-9]\d{9}$/);
    expect(candidate.whatsapp).toMatch(/^[6-9]\d{9}$/);
    expect(candidate.pinCode).toMatch(/^[1-8]\d{5}$/);
    expect(candidate.email).toMatch(/^[a-z]+\.[a-z]+\d{2}@example\.(com|org|net)$/);
    expect(candidate.schoolName).toContain(candidate.city);
  }
  // Spread over all four classes and both genders, not one shape repeated.
  expect(new Set(candidates.map((candidate) => candidate.currentClass))).toEqual(
    new Set([9, 10, 11, 12]),
  );
  expect(new Set(candidates.map((candidate) => candidate.gender))).toEqual(
    new Set(['Male', 'Female']),
  );
});

test('the date of birth fits the class: class 10 in 2026-27 was born April 2010 to March 2011', () => {
  const candidates = generateLocalCandidates(400, { random: seededRandom(7), today });
  for (const candidate of candidates) {
    const firstYear = 2026 - candidate.currentClass - 6;
    expect(candidate.dateOfBirth >= `${firstYear}-04-01`).toBe(true);
    expect(candidate.dateOfBirth <= `${firstYear + 1}-03-31`).toBe(true);
  }
  const classTen = candidates.find((candidate) => candidate.currentClass === 10);
  expect(classTen?.dateOfBirth).toMatch(/^(2010-(0[4-9]|1[0-2])|2011-0[1-3])-\d{2}$/);
});

test('before April the school year is the previous one', () => {
  const february = new Date(2027, 1, 10); // still school year 2026-27
  const candidates = generateLocalCandidates(100, { random: seededRandom(3), today: february });
  for (const candidate of candidates) {
    const firstYear = 2026 - candidate.currentClass - 6;
    expect(candidate.dateOfBirth >= `${firstYear}-04-01`).toBe(true);
    expect(candidate.dateOfBirth <= `${firstYear + 1}-03-31`).toBe(true);
  }
});

test('the same seed gives the same candidates', () => {
  expect(generateLocalCandidates(5, { random: seededRandom(9), today })).toEqual(
    generateLocalCandidates(5, { random: seededRandom(9), today }),
  );
});
