import { expect, test } from 'vitest';
import { DataValidationError, NotFoundError } from '@/data';
import { notFoundAs } from '@/data/errors';

test('a batch out of reach reads as the class asked for; other errors pass unchanged', () => {
  const said = notFoundAs(new NotFoundError('batch', 'batch-jee'), 'session', 'session-1');
  expect(said).toBeInstanceOf(NotFoundError);
  expect(said).toMatchObject({ entity: 'session', id: 'session-1' });
  const refusal = new DataValidationError('session', [{ path: 'date', message: 'No.' }]);
  expect(notFoundAs(refusal, 'session', 'session-1')).toBe(refusal);
});
