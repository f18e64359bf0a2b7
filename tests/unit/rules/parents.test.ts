import { describe, expect, test } from 'vitest';
import {
  childIdsOf,
  chosenChildId,
  mobileKey,
  parentNameOf,
  parentsOfStudent,
} from '@/data/rules/parents';

const student = (id: string, mobile: string, guardianName = 'Meena Rao') => ({
  id,
  mobile,
  guardianName,
});
const link = (mobile: string, studentId: string, linked: boolean, name = '') => ({
  mobile,
  studentId,
  linked,
  name,
});

describe('parents', () => {
  test('a mobile is its last 10 digits', () => {
    expect(mobileKey('+91 98111 00001')).toBe('9811100001');
    expect(mobileKey('09811100001')).toBe('9811100001');
    expect(mobileKey('9811100001')).toBe('9811100001');
  });

  test('a parent’s children: the records with their mobile, less unlinked, plus linked', () => {
    const students = [
      student('a', '9811100001'),
      student('b', '9811100001'),
      student('c', '9822200002'),
      student('d', '9811100001'),
    ];
    const links = [link('9811100001', 'b', false), link('9811100001', 'c', true, 'Meena Rao')];
    expect(childIdsOf('9811100001', students, links)).toEqual(['a', 'c', 'd']);
    // Another parent's links change nothing here.
    expect(childIdsOf('9822200002', students, links)).toEqual(['c']);
    expect(childIdsOf('9833300003', students, links)).toEqual([]);
  });

  test('a student’s parents: the record’s unless unlinked, then the office’s', () => {
    const asha = student('a', '9811100001');
    expect(parentsOfStudent(asha, [])).toEqual([
      { mobile: '9811100001', name: 'Meena Rao', source: 'record' },
    ]);
    expect(
      parentsOfStudent(asha, [
        link('9811100001', 'a', false),
        link('9833300003', 'a', true, 'Suresh Rao'),
        link('9844400004', 'b', true, 'Not Asha’s'),
      ]),
    ).toEqual([{ mobile: '9833300003', name: 'Suresh Rao', source: 'office' }]);
  });

  test('the child shown: the one chosen last while still linked, else the first, else none', () => {
    const children = [{ id: 'a' }, { id: 'b' }];
    expect(chosenChildId(children, 'b')).toBe('b');
    expect(chosenChildId(children, 'gone')).toBe('a');
    expect(chosenChildId(children, undefined)).toBe('a');
    expect(chosenChildId([], 'a')).toBeNull();
  });

  test('a parent’s name: a record’s guardian, else the office’s, else Parent', () => {
    expect(parentNameOf('9811100001', [student('a', '9811100001')], [])).toBe('Meena Rao');
    expect(parentNameOf('9833300003', [], [link('9833300003', 'a', true, 'Suresh Rao')])).toBe(
      'Suresh Rao',
    );
    expect(parentNameOf('9833300003', [], [])).toBe('Parent');
  });
});
