// The one bounded whole number every integer field is built from: never past what PostgreSQL's
// `integer` column holds, with one message naming the field and its range.
import { expect, test } from 'vitest';
import { INTEGER_COLUMN, wholeNumber } from '@/data/schemas/fields';

const issueOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

test('a range wider than the column is narrowed to it', () => {
  const field = wholeNumber('The count', -(2 ** 40), 2 ** 40);
  expect(field.safeParse(INTEGER_COLUMN.max).success).toBe(true);
  expect(field.safeParse(INTEGER_COLUMN.min).success).toBe(true);
  const message = 'The count must be a whole number from -2,14,74,83,648 to 2,14,74,83,647.';
  expect(issueOf(field.safeParse(2 ** 31))).toBe(message);
  expect(issueOf(field.safeParse(-(2 ** 31) - 1))).toBe(message);
});

test('a fraction, text or nothing gets the same one message', () => {
  const field = wholeNumber('The save’s number', 1);
  const message = 'The save’s number must be a whole number from 1 to 2,14,74,83,647.';
  for (const value of [1.5, '2', null, undefined, 2 ** 53, 0]) {
    expect([value, issueOf(field.safeParse(value))]).toEqual([value, message]);
  }
  expect(field.safeParse(7).success).toBe(true);
});
