import { expect, test } from 'vitest';
import {
  EMPTY_FILE_MESSAGE,
  marksEntries,
  readMarksCsv,
  rollNumbersIn,
} from '@/features/stse/model/marks-csv';
import { storedCandidate } from '../contract/fixtures';

const candidates = [
  storedCandidate('STSE0001', { name: 'Aarav Gupta' }),
  storedCandidate('STSE0002', { name: 'Ananya Singh' }),
  storedCandidate('STSE0003', { name: 'Vihaan Patel' }),
];

test('a header, a blank line and trailing commas are skipped; Absent and decimals are read', () => {
  const reading = readMarksCsv(
    '\uFEFFRoll Number,Marks\r\nSTSE0001,92\r\n\r\nstse0002,AB,,\r\nSTSE0003, 72.5 \r\n',
    candidates,
    100,
  );
  expect(reading).toEqual({
    status: 'read',
    errorCount: 0,
    rows: [
      {
        line: 2,
        rollNo: 'STSE0001',
        marksText: '92',
        status: 'ready',
        candidateId: 'candidate-STSE0001',
        name: 'Aarav Gupta',
        marks: 92,
      },
      {
        line: 4,
        rollNo: 'STSE0002',
        marksText: 'AB',
        status: 'ready',
        candidateId: 'candidate-STSE0002',
        name: 'Ananya Singh',
        marks: 'Absent',
      },
      {
        line: 5,
        rollNo: 'STSE0003',
        marksText: '72.5',
        status: 'ready',
        candidateId: 'candidate-STSE0003',
        name: 'Vihaan Patel',
        marks: 72.5,
      },
    ],
  });
  expect(marksEntries(reading.status === 'read' ? reading.rows : [])).toEqual([
    { candidateId: 'candidate-STSE0001', marks: 92 },
    { candidateId: 'candidate-STSE0002', marks: 'Absent' },
    { candidateId: 'candidate-STSE0003', marks: 72.5 },
  ]);
});

test('every row problem is named with its line; the maximum comes from Settings', () => {
  const reading = readMarksCsv(
    'STSE0001,151\nSTSE0009,40\n,50\nSTSE0002\nSTSE0003,80,extra\nSTSE0002,10\nstse0002,20\nSTSE0001,150\n',
    candidates,
    150,
  );
  expect(
    reading.status === 'read' &&
      reading.rows.map((row) => [row.line, row.status === 'error' ? row.message : 'ready']),
  ).toEqual([
    [1, '"151" is not marks from 0 to 150, or Absent.'],
    [2, 'No candidate has the roll number STSE0009.'],
    [3, 'The roll number is missing.'],
    [4, 'The marks are missing: enter marks from 0 to 150, or Absent.'],
    [5, 'Only two columns are read: roll number, then marks (or Absent).'],
    // A repeat is an error even when the first line has one of its own: keep one line per roll number.
    [6, 'STSE0002 is also on line 4; keep one.'],
    [7, 'stse0002 is also on line 4; keep one.'],
    [8, 'STSE0001 is also on line 1; keep one.'],
  ]);
  expect(reading.status === 'read' && reading.errorCount).toBe(8);
});

test('an empty file or an unclosed quote cannot be read', () => {
  expect(readMarksCsv('\r\n\r\n', candidates, 100)).toEqual({
    status: 'unreadable',
    message: EMPTY_FILE_MESSAGE,
  });
  expect(readMarksCsv('Roll Number,Marks\n', candidates, 100)).toEqual({
    status: 'unreadable',
    message: EMPTY_FILE_MESSAGE,
  });
  expect(readMarksCsv('"STSE0001,90\n', candidates, 100)).toEqual({
    status: 'unreadable',
    message:
      'A value in double quotes that starts on line 1 is never closed. Add the missing closing quote.',
  });
});

test('the roll numbers to look up are the first column, each once; an unreadable file has none', () => {
  expect(
    rollNumbersIn(
      'Roll Number,Marks\r\n STSE0001 ,92\r\n\r\n,40\r\nSTSE0002,AB\r\nSTSE0001,90\r\n',
    ),
  ).toEqual(['Roll Number', 'STSE0001', 'STSE0002']);
  expect(rollNumbersIn('"STSE0001,90\n')).toEqual([]);
});
