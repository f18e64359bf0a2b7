import { expect, test } from 'vitest';
import { csvField, toCsv, UTF8_BOM } from '@/lib';

test('plain text and numbers are written as they are', () => {
  expect(csvField('Rahul Sharma')).toBe('Rahul Sharma');
  expect(csvField(120000)).toBe('120000');
  expect(csvField(24999.5)).toBe('24999.5');
  expect(csvField(0)).toBe('0');
});

test('missing values and numbers that are not finite are empty fields', () => {
  expect(csvField(null)).toBe('');
  expect(csvField(undefined)).toBe('');
  expect(csvField(Number.NaN)).toBe('');
  expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
  expect(csvField('')).toBe('');
});

test('a field with a comma, a quote or a line break is quoted, inner quotes doubled', () => {
  expect(csvField("St. Xavier's School, Kota")).toBe('"St. Xavier\'s School, Kota"');
  expect(csvField('The "Topper" batch')).toBe('"The ""Topper"" batch"');
  expect(csvField('first line\nsecond line')).toBe('"first line\nsecond line"');
  expect(csvField('ends with CRLF\r\n')).toBe('"ends with CRLF\r\n"');
});

test('text a spreadsheet would run as a formula gets a leading single quote', () => {
  expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
    '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
  );
  expect(csvField('+91 98765 43210')).toBe("'+91 98765 43210");
  expect(csvField('-2+3')).toBe("'-2+3");
  expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
  expect(csvField('\t=1+1')).toBe("'\t=1+1");
  expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
});

test('a trigger character later in the text is harmless and left alone', () => {
  expect(csvField('Rahul = topper')).toBe('Rahul = topper');
  expect(csvField('a@example.com')).toBe('a@example.com');
});

test('numbers are never prefixed, even negative ones', () => {
  expect(csvField(-500)).toBe('-500');
});

test('a file starts with the UTF-8 byte order mark and ends every record with CRLF', () => {
  const csv = toCsv([
    ['Roll No', 'Name', 'Total Fee'],
    ['SANK26120001', 'Rahul Sharma', 120000],
    ['SANK26110002', 'Priya, Verma', 90000],
  ]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(UTF8_BOM).toBe('\uFEFF');
  expect(csv.slice(1)).toBe(
    'Roll No,Name,Total Fee\r\nSANK26120001,Rahul Sharma,120000\r\nSANK26110002,"Priya, Verma",90000\r\n',
  );
});

test('non-ASCII text such as the rupee sign and Devanagari survives unchanged', () => {
  expect(toCsv([['₹1,20,000', 'राहुल']])).toBe(`${UTF8_BOM}"₹1,20,000",राहुल\r\n`);
});

test('no rows make a file holding only the byte order mark', () => {
  expect(toCsv([])).toBe(UTF8_BOM);
});
