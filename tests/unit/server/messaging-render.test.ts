// @vitest-environment node
// What a message looks like before any provider: the e-mail's HTML from its text, the receipt's
// lines (with GST on a tax invoice), the stable Message-ID, numbers for the providers.
import { expect, test } from 'vitest';
import type { Payment } from '@/data';
import { messageIdOf } from '../../../server/messaging/email';
import { withCountryCode } from '../../../server/messaging/numbers';
import { receiptLines, rupeesInAscii } from '../../../server/messaging/receipt-pdf';
import { htmlOf } from '../../../server/messaging/render';
import { storedStudent } from '../contract/fixtures';

test('the HTML part: escaped, a paragraph per block, line breaks kept, links clickable without trailing punctuation', () => {
  expect(
    htmlOf('Dear <b>Priya</b> & co,\n\nOpen https://portal.example.com/reset?a=1&b=2.\nThanks'),
  ).toContain(
    '<p>Dear &#60;b&#62;Priya&#60;/b&#62; &#38; co,</p>\n<p>Open <a href="https://portal.example.com/reset?a=1&#38;b=2">https://portal.example.com/reset?a=1&#38;b=2</a>.<br>\nThanks</p>',
  );
});

test('amounts in Indian grouping, in ASCII', () => {
  expect(rupeesInAscii(120000)).toBe('Rs. 1,20,000');
  expect(rupeesInAscii(1234.5)).toBe('Rs. 1,234.5');
});

test('a tax invoice’s receipt carries its GST lines', () => {
  const student = storedStudent('SANK-2026-0001');
  const payment: Payment = {
    id: 'payment-1',
    receiptNo: 'SANK/2026-27/000042',
    studentId: student.id,
    installmentId: student.feeDetails.installments[1]!.id,
    amount: 118000,
    mode: 'Bank transfer',
    reference: '',
    receivedBy: 'Admin',
    receivedAt: '2026-11-26T05:00:00.000Z',
    status: 'Valid',
    tax: {
      gstin: '08AAAAA0000A1Z5',
      sac: '999293',
      placeOfSupply: 'Rajasthan',
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
    },
  };
  expect(receiptLines(payment, student).map((line) => line.text)).toEqual([
    'Sankalp Institute',
    'Receipt cum tax invoice',
    'Receipt number: SANK/2026-27/000042',
    'Date: 26 Nov 2026',
    'Student: Rahul Sharma',
    'Roll number: SANK-2026-0001',
    'Installment: 2',
    'Amount: Rs. 1,18,000',
    'Mode: Bank transfer',
    'Reference: -',
    'GSTIN: 08AAAAA0000A1Z5',
    'SAC: 999293',
    'Place of supply: Rajasthan',
    'Taxable value: Rs. 1,00,000',
    'CGST 9%: Rs. 9,000',
    'SGST 9%: Rs. 9,000',
  ]);
});

test('the Message-ID is the same for the same dedupe key, different for another', () => {
  const from = 'Sankalp Institute <office@sankalp.example.com>';
  expect(messageIdOf('reset:1:email', from)).toBe(messageIdOf('reset:1:email', from));
  expect(messageIdOf('reset:1:email', from)).not.toBe(messageIdOf('reset:2:email', from));
  expect(messageIdOf('reset:1:email', from)).toMatch(/^<[0-9a-f]{40}@sankalp\.example\.com>$/);
});

test('numbers go to the providers as 91 and the 10 digits', () => {
  expect(withCountryCode('9829012345')).toBe('919829012345');
  expect(withCountryCode('98290 12345')).toBe('919829012345');
  expect(withCountryCode('919829012345')).toBe('919829012345');
});
