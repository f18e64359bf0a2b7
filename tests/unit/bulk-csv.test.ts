import { expect, test } from 'vitest';
import { CsvParseError, parseCsv, toCsv, UTF8_BOM } from '@/lib';
import { parseClassCell, readBulkCsv } from '@/features/schools/model/csv-rows';

// ---------- the CSV reader ----------

test('fields split on commas and records on CRLF, LF or CR', () => {
  expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
    ['a', 'b'],
    ['c', 'd'],
    ['e', 'f'],
    ['g', 'h'],
  ]);
});

test('a quoted field keeps commas, line breaks and doubled quotes', () => {
  expect(parseCsv('"Sharma, Rahul","line one\r\nline two","The ""Topper"""\r\n')).toEqual([
    ['Sharma, Rahul', 'line one\r\nline two', 'The "Topper"'],
  ]);
});

test('empty fields, empty lines and a closing line break', () => {
  expect(parseCsv('a,,c,\n\n"",x\n')).toEqual([['a', '', 'c', ''], [''], ['', 'x']]);
  expect(parseCsv('')).toEqual([]);
  expect(parseCsv('\n')).toEqual([['']]);
});

test('a byte order mark is dropped, so the first header reads as written', () => {
  expect(parseCsv(`${UTF8_BOM}name,email\r\n`)).toEqual([['name', 'email']]);
});

test('reads back what the CSV writer wrote', () => {
  const rows = [
    ['Name', 'School', 'Note'],
    ['Asha "Ash" Verma', "St. Xavier's School, Kota", 'first\nsecond'],
  ];
  expect(parseCsv(toCsv(rows))).toEqual(rows);
});

test('stray quotes are kept as written, as spreadsheets do', () => {
  expect(parseCsv('5" ruler,"quoted"tail')).toEqual([['5" ruler', 'quotedtail']]);
});

test('a quote that is never closed is refused with the line it starts on', () => {
  expect(() => parseCsv('name,email\n"Asha,asha@example.com\nRavi,ravi@example.com')).toThrow(
    CsvParseError,
  );
  try {
    parseCsv('a\r\nb\r\n"open\r\nstill open');
  } catch (error) {
    expect((error as CsvParseError).line).toBe(3);
    expect((error as CsvParseError).message).toContain('starts on line 3');
  }
  expect.assertions(3);
});

// ---------- classes as schools write them ----------

test('classes as schools write them', () => {
  for (const [cell, level] of [
    ['9', 9],
    ['09', 9],
    [' 10 ', 10],
    ['11th', 11],
    ['Class 12', 12],
    ['class12', 12],
    ['IX', 9],
    ['x', 10],
    ['XI', 11],
    ['xii', 12],
  ] as const) {
    expect(parseClassCell(cell), cell).toBe(level);
  }
  expect(parseClassCell('8')).toBe('8');
  expect(parseClassCell('XIII')).toBe('XIII');
  expect(parseClassCell('ten')).toBe('ten');
  expect(parseClassCell('')).toBe('');
});

// ---------- bulk rows from a CSV ----------

test('valid rows are read with the template header', () => {
  const result = readBulkCsv(
    'name,class,guardianName,mobile,email\r\n' +
      'Asha Verma,9,Anil Verma,9876543210,asha@example.com\r\n' +
      '"Khan, Imran",XI,,,imran@example.com\r\n',
  );
  expect(result).toEqual({
    status: 'read',
    errors: [],
    rows: [
      {
        name: 'Asha Verma',
        currentClass: 9,
        guardianName: 'Anil Verma',
        mobile: '9876543210',
        email: 'asha@example.com',
      },
      {
        name: 'Khan, Imran',
        currentClass: 11,
        guardianName: '',
        mobile: '',
        email: 'imran@example.com',
      },
    ],
  });
});

test('common header spellings in any case and order, and extra columns ignored', () => {
  const result = readBulkCsv(
    'E-mail,Student Name,Roll,GRADE,Phone Number,Parent Name\n' +
      ' ravi@example.com , Ravi Kumar ,17,10th,9811122233,Sunil Kumar\n',
  );
  expect(result).toEqual({
    status: 'read',
    errors: [],
    rows: [
      {
        name: 'Ravi Kumar',
        currentClass: 10,
        guardianName: 'Sunil Kumar',
        mobile: '9811122233',
        email: 'ravi@example.com',
      },
    ],
  });
});

test('each bad row is reported by its spreadsheet row number; the good rows are kept', () => {
  const result = readBulkCsv(
    [
      'name,class,guardian_name,mobile,email',
      'Asha Verma,9,,987654321,asha@example.com',
      '',
      'Ravi Kumar,10,,,ravi@example.com',
      ',8,,,not-an-email',
      'Sharma, Rahul,12,,,rahul@example.com',
    ].join('\n'),
  );
  expect(result.status).toBe('read');
  if (result.status !== 'read') return;
  expect(result.rows.map((row) => row.name)).toEqual(['Ravi Kumar']);
  expect(result.errors).toEqual([
    { rowNumber: 2, messages: ['Mobile number must be exactly 10 digits.'] },
    {
      rowNumber: 5,
      messages: [
        'Name is required.',
        'Choose a class from 9 to 12.',
        'Enter a valid email address.',
      ],
    },
    {
      rowNumber: 6,
      messages: [
        'It has 6 values but the header has 5 columns. Put a value that contains a comma in double quotes.',
      ],
    },
  ]);
});

test('a file that cannot be used as a whole says why', () => {
  expect(readBulkCsv('')).toEqual({ status: 'unreadable', message: 'The CSV is empty.' });
  expect(readBulkCsv('\n , \n')).toEqual({ status: 'unreadable', message: 'The CSV is empty.' });
  expect(readBulkCsv('name,mobile\nAsha,9876543210')).toEqual({
    status: 'unreadable',
    message:
      'The first row must name the columns name,class,guardianName,mobile,email. Missing: class, email.',
  });
  expect(readBulkCsv('name,class,email,mail\n')).toEqual({
    status: 'unreadable',
    message: 'The columns "email" and "mail" both mean email; keep one.',
  });
  expect(readBulkCsv('name,class,email\n\n')).toEqual({
    status: 'unreadable',
    message: 'The CSV has a header row but no students.',
  });
  const unclosed = readBulkCsv('name,class,email\n"Asha,9,asha@example.com\n');
  expect(unclosed.status).toBe('unreadable');
});
