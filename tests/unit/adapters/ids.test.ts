import { afterEach, expect, test, vi } from 'vitest';
import { newId } from '@/data/core/ids';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('ids are 16 base-62 characters, different every time', () => {
  const ids = Array.from({ length: 2_000 }, newId);
  for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{16}$/);
  expect(new Set(ids).size).toBe(ids.length);
});

test('ids need only getRandomValues (a page over plain http has no randomUUID)', () => {
  vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
  expect(newId()).toMatch(/^[0-9A-Za-z]{16}$/);
});

test('bytes that would bias the alphabet are drawn again', () => {
  // 248 and up would make the first 8 characters likelier; they are skipped, not wrapped round.
  const draws = [new Uint8Array(16).fill(255), Uint8Array.from({ length: 16 }, (_, at) => at)];
  vi.stubGlobal('crypto', {
    getRandomValues: (array: Uint8Array) => {
      array.set(draws.shift() ?? new Uint8Array(16).fill(61));
      return array;
    },
  });
  expect(newId()).toBe('0123456789ABCDEF');
});

test('every character of the alphabet turns up, none more than chance allows', () => {
  const counts = new Map<string, number>();
  for (const character of Array.from({ length: 3_100 }, newId).join('')) {
    counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  // 49,600 characters over 62 symbols: 800 each on average; a bias of 1/62 would show far outside.
  expect(counts.size).toBe(62);
  for (const count of counts.values()) expect(count).toBeGreaterThan(650);
  for (const count of counts.values()) expect(count).toBeLessThan(950);
});
