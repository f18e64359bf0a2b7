import { expect, test } from 'vitest';
import { meritRows } from '@/data';
import { meritListCsv, meritListFileName } from '@/features/stse/model/merit-list';
import { storedCandidate } from '../contract/fixtures';

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

test('the file is named by exam year and class', () => {
  expect(meritListFileName(11, 2026)).toBe('stse-2026-merit-list-class-11.csv');
});
