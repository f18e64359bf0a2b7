import { expect, test } from 'vitest';
import { choosePermission } from '@/features/staff/model/permission-choice';

test('ticking a permission ticks what it needs, and what those need, in the list order', () => {
  expect(choosePermission(['dashboard.view'], 'fees.refund.unlimited', true)).toEqual([
    'dashboard.view',
    'students.view',
    'fees.view',
    'fees.refund',
    'fees.refund.unlimited',
  ]);
});

test('clearing a permission clears what needs it, and leaves the rest', () => {
  expect(
    choosePermission(
      ['dashboard.view', 'students.view', 'students.manage', 'fees.view', 'fees.record'],
      'students.view',
      false,
    ),
  ).toEqual(['dashboard.view']);
  expect(
    choosePermission(['students.view', 'fees.view', 'fees.record'], 'fees.record', false),
  ).toEqual(['students.view', 'fees.view']);
});
