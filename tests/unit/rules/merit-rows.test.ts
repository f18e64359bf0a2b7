import { expect, test } from 'vitest';
import { MERIT_ALL_CENTERS, MERIT_NOT_ASSIGNED, meritRows } from '@/data';
import { meritPage } from '@/data/operations/queries';
import { storedCandidate } from '../contract/fixtures';

const candidates = [
  storedCandidate('STSE0001', { marks: 81, scholarship: '50% Scholarship', examCenter: 'Kota' }),
  storedCandidate('STSE0002', { absent: true, scholarship: 'None', examCenter: 'Kota' }),
  storedCandidate('STSE0003', { marks: 92, scholarship: '100% Scholarship', examCenter: 'Jaipur' }),
  storedCandidate('STSE0004', { marks: 92, scholarship: '100% Scholarship' }),
  storedCandidate('STSE0005'),
  storedCandidate('STSE0006', { currentClass: 9, marks: 99 }),
];

test('one class, best first: ties share a rank, Absent last, no result left out', () => {
  expect(
    meritRows(candidates, 10).map((row) => [
      row.candidate.rollNo,
      row.rank,
      row.classSize,
      row.percentile,
    ]),
  ).toEqual([
    ['STSE0003', 1, 3, 100],
    ['STSE0004', 1, 3, 100],
    ['STSE0001', 3, 3, 33.33],
    ['STSE0002', undefined, 3, undefined],
  ]);
});

test('a centre filter hides rows; the ranks and the counts stay those of the whole class', () => {
  const atCenter = (examCenter: string) =>
    meritPage(candidates, { classLevel: 10, examCenter, page: 1, pageSize: 25 });
  const kota = atCenter('Kota');
  expect(kota.rows.map((row) => [row.candidate.rollNo, row.rank])).toEqual([
    ['STSE0001', 3],
    ['STSE0002', undefined],
  ]);
  expect([kota.total, kota.appeared, kota.absent, kota.centers]).toEqual([
    2,
    3,
    1,
    ['Jaipur', 'Kota'],
  ]);
  expect(atCenter(MERIT_NOT_ASSIGNED).rows.map((row) => row.candidate.rollNo)).toEqual([
    'STSE0004',
  ]);
  expect(atCenter(MERIT_ALL_CENTERS).total).toBe(4);
});
