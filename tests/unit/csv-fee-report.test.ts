import { expect, test } from 'vitest';
import { createSeedData, feeReportRow } from '@/data';
import type { Student } from '@/data';
import { feeReportCsv, feeReportFileName } from '@/features/fees';

const now = new Date('2026-11-22T10:30:00+05:30');
const today = '2026-11-22';
const students = createSeedData(now).students;

const feeReportRows = (list: readonly Student[], day: string) =>
  list.map((item) => feeReportRow(item, day));

function student(overrides: Partial<Student>): Student {
  return { ...(students[0] as Student), ...overrides };
}

test('each student gives a row of fee sums and the overdue count as of today', () => {
  const rows = feeReportRows(students, today);
  expect(
    rows.map((row) => [row.name, row.totalFee, row.paid, row.pending, row.overdueCount]),
  ).toEqual([
    ['Rahul Sharma', 120000, 40000, 80000, 0],
    ['Priya Verma', 90000, 40000, 50000, 0],
    ['Arjun Mehta', 60000, 30000, 30000, 1],
    ['Sneha Iyer', 45000, 45000, 0, 0],
  ]);
});

test('the CSV has the header row, then one record per student with plain rupee numbers', () => {
  const csv = feeReportCsv(feeReportRows(students, today));
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Roll No,Name,Class,Total Fee (₹),Paid (₹),Pending (₹),Overdue Installments',
  );
  expect(lines[1]).toMatch(/^SANK\d{8},Rahul Sharma,12,120000,40000,80000,0$/);
  expect(lines[3]).toMatch(/^SANK\d{8},Arjun Mehta,10,60000,30000,30000,1$/);
  expect(lines).toHaveLength(6); // header, 4 students, and the empty end after the last CRLF
  expect(lines[5]).toBe('');
});

test('a name a spreadsheet would run as a formula is exported as text', () => {
  const csv = feeReportCsv(
    feeReportRows([student({ name: '=HYPERLINK("http://x.example","Pay here")' })], today),
  );
  expect(csv).toContain('"\'=HYPERLINK(""http://x.example"",""Pay here"")"');
});

test('the file is named after the day it was exported', () => {
  expect(feeReportFileName(today)).toBe('fee-report-2026-11-22.csv');
});
