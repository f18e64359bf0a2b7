import { expect, test } from 'vitest';
import {
  ALL_CENTERS,
  filterByCenter,
  meritListCsv,
  meritRows,
} from '@/features/stse/model/merit-list';
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
  const rows = meritRows(candidates, 10);
  expect(
    rows.map((row) => [row.candidate.rollNo, row.rank, row.classSize, row.percentile]),
  ).toEqual([
    ['STSE0003', 1, 3, 100],
    ['STSE0004', 1, 3, 100],
    ['STSE0001', 3, 3, 33.33],
    ['STSE0002', undefined, 3, undefined],
  ]);
  // A centre filter hides rows; the ranks stay those of the whole class.
  expect(filterByCenter(rows, 'Kota').map((row) => [row.candidate.rollNo, row.rank])).toEqual([
    ['STSE0001', 3],
    ['STSE0002', undefined],
  ]);
  expect(filterByCenter(rows, 'Not Assigned').map((row) => row.candidate.rollNo)).toEqual([
    'STSE0004',
  ]);
  expect(filterByCenter(rows, ALL_CENTERS)).toHaveLength(4);
});

test('the CSV has the shown rows, with formula-like text neutralised', () => {
  const rows = meritRows(
    [
      storedCandidate('STSE0001', {
        name: '=HYPERLINK("http://x.example")',
        marks: 50,
        scholarship: 'None',
      }),
      storedCandidate('STSE0002', { absent: true, scholarship: 'None' }),
    ],
    10,
  );
  expect(meritListCsv(rows, 100)).toBe(
    '\uFEFFRank,Roll No,Name,Class,School,Exam Center,Marks,Maximum Marks,Percentile,Scholarship\r\n' +
      `1,STSE0001,"'=HYPERLINK(""http://x.example"")",10,"Delhi Public School, Noida",Not Assigned,50,100,100.00,None\r\n` +
      'Absent,STSE0002,Aarav Gupta,10,"Delhi Public School, Noida",Not Assigned,Absent,100,,None\r\n',
  );
});
