import { expect, test } from 'vitest';
import { cn } from '@/ui';

test('the classes given, in order, joined by single spaces', () => {
  expect(cn('button', 'primary', 'large')).toBe('button primary large');
});

test('a class not given (false, empty, null, undefined) is left out', () => {
  const active = false;
  expect(cn('tab', active && 'active', '', null, undefined, 'wide')).toBe('tab wide');
  expect(cn()).toBe('');
});
