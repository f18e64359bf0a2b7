import { afterEach, expect, test, vi } from 'vitest';
import { newId } from '@/data/adapters/ids';

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

test('ids are version 4 UUIDs from crypto.randomUUID', () => {
  expect(newId()).toMatch(v4);
  expect(newId()).not.toBe(newId());
});

test('without randomUUID (a page over plain http) ids are still random version 4 UUIDs', () => {
  vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
  const ids = Array.from({ length: 50 }, newId);
  for (const id of ids) expect(id).toMatch(v4);
  expect(new Set(ids).size).toBe(50);
});
