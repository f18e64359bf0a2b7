import { describe, expect, test } from 'vitest';
import { attendanceFigures, mergeMarks } from '@/data/daily';
import { familyKeyOf, namesTogether, threeAbsencesInARow } from '@/data/rules/attendance';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();

describe('merging a register', () => {
  test('the later tap of each student stands; a tie keeps the stored one', () => {
    const stored = [
      { studentId: 'a', status: 'A' as const, markedAt: at(5) },
      { studentId: 'b', status: 'P' as const, markedAt: at(5) },
    ];
    const { marks, changed } = mergeMarks(
      stored,
      [
        { studentId: 'a', status: 'P', markedAt: at(1) },
        { studentId: 'b', status: 'L', markedAt: at(6) },
        { studentId: 'c', status: 'P', markedAt: at(6) },
      ],
      'staff-1',
    );
    expect(marks.map((mark) => [mark.studentId, mark.status])).toEqual([
      ['a', 'A'],
      ['b', 'L'],
      ['c', 'P'],
    ]);
    expect(changed).toBe(true);
    expect(
      mergeMarks(stored, [{ studentId: 'a', status: 'P', markedAt: at(5) }], 's').changed,
    ).toBe(false);
  });
});

describe('figures', () => {
  test('(present + late) of the classes held less leave, in whole percent', () => {
    expect(
      attendanceFigures([{ status: 'P' }, { status: 'L' }, { status: 'A' }, { status: 'E' }]),
    ).toEqual({ held: 4, present: 1, late: 1, absent: 1, leave: 1, percent: 67 });
    expect(attendanceFigures([{ status: 'E' }]).percent).toBeNull();
    expect(attendanceFigures([]).percent).toBeNull();
  });

  test('three absences in a row are the last three', () => {
    const of = (statuses: string) =>
      threeAbsencesInARow([...statuses].map((status) => ({ status: status as 'P' | 'A' })));
    expect(of('PAAA')).toBe(true);
    expect(of('AAAP')).toBe(false);
    expect(of('AA')).toBe(false);
  });

  test('a family is a mobile’s last 10 digits; the names are said together', () => {
    expect(familyKeyOf({ mobile: '+91 98123 45670', email: 'a@x.in' })).toBe('m:9812345670');
    expect(familyKeyOf({ mobile: '', email: ' A@X.in ' })).toBe('e:a@x.in');
    expect(namesTogether(['Asha'])).toBe('Asha');
    expect(namesTogether(['Asha', 'Bina', 'Chetan'])).toBe('Asha, Bina and Chetan');
  });
});
