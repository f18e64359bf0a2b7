import { expect, test } from 'vitest';
import { querySort } from '@/ui';

const keys = { center: 'examCenter', marks: 'marks', percentile: 'marks' } as const;

test("a sorted column becomes the query's key, in the same direction", () => {
  expect(querySort({ columnId: 'center', direction: 'descending' }, keys)).toEqual({
    by: 'examCenter',
    direction: 'descending',
  });
  expect(querySort({ columnId: 'percentile', direction: 'ascending' }, keys)).toEqual({
    by: 'marks',
    direction: 'ascending',
  });
});

test("no sort, or a column without a key, asks for the list's default order", () => {
  expect(querySort(undefined, keys)).toBeUndefined();
  expect(querySort({ columnId: 'admission', direction: 'ascending' }, keys)).toBeUndefined();
});

test('with a list of keys, a column named by a key sorts by it', () => {
  expect(
    querySort({ columnId: 'pending', direction: 'descending' }, ['name', 'pending'] as const),
  ).toEqual({ by: 'pending', direction: 'descending' });
  expect(querySort({ columnId: 'manage', direction: 'ascending' }, ['name'] as const)).toBe(
    undefined,
  );
});
