// @vitest-environment node
// What a message looks like before any provider: the e-mail's HTML from its text, the receipt's
// lines (with GST on a tax invoice), the stable Message-ID, numbers for the providers.
import { expect, test } from 'vitest';
import { defaultTemplate } from '@/data';
import type { Payment, Student } from '@/data';
import { messageIdOf } from '../../../server/messaging/email';
import { withCountryCode } from '../../../server/messaging/numbers';
import { receiptLines, rupeesInAscii } from '../../../server/messaging/receipt-pdf';
import { emailParts, htmlOf, unlinkable } from '../../../server/messaging/render';
import { storedStudent } from '../contract/fixtures';

test('the HTML part: escaped, a paragraph per block, line breaks kept, links clickable without trailing punctuation', () => {
  expect(
    htmlOf([
      {
        text: 'Dear <b>Priya</b> & co,\n\nOpen https://portal.example.com/reset?a=1&b=2.\nThanks',
        from: 'template',
      },
    ]),
  ).toContain(
    '<p>Dear &#60;b&#62;Priya&#60;/b&#62; &#38; co,</p>\n<p>Open <a href="https://portal.example.com/reset?a=1&#38;b=2">https://portal.example.com/reset?a=1&#38;b=2</a>.<br>\nThanks</p>',
  );
});

/** The STSE confirmation as the worker sends it, for a registration named `name`. */
const confirmation = (name: string) =>
  emailParts({
    dedupeKey: 'stse-registered:c1:email',
    recipient: 'victim@example.com',
    template: 'stse-registered',
    text: defaultTemplate('stse-registered', 'email'),
    variables: {
      name,
      rollNo: 'STSE-2026-0001',
      link: 'https://portal.example.com/stse-admit-card',
    },
    attachments: [],
  });

test('issue 33 (5): a web address in a name is never a link, in the HTML or the text; the portal’s own link is', () => {
  const { subject, text, html } = confirmation('Refund due visit https://evil.example/pay now');
  expect(html).not.toContain('href="https://evil');
  expect([...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])).toEqual([
    'https://portal.example.com/stse-admit-card',
  ]);
  for (const part of [html, text]) {
    expect(part).not.toContain('https://evil');
    expect(part).not.toContain('evil.example');
    // Reads the same once the zero-width spaces are taken out.
    expect(part.replaceAll('\u200B', '')).toContain(
      'Refund due visit https://evil.example/pay now',
    );
  }
  expect(text).toContain('https://portal.example.com/stse-admit-card');
  expect(subject).toBe('STSE registration confirmed: roll number STSE-2026-0001');
});

test('a value shaped like an address is broken up; a name with initials or plain words is left as it is', () => {
  expect(unlinkable('A. K. Sharma')).toBe('A. K. Sharma');
  expect(unlinkable('Priya Verma')).toBe('Priya Verma');
  expect(unlinkable('₹1,20,000.50')).toBe('₹1,20,000.50');
  for (const shaped of ['www.evil.in', 'evil.com/pay', 'pay@evil.in', 'ftp://evil']) {
    const broken = unlinkable(`Visit ${shaped} now`);
    expect(broken).not.toContain(shaped);
    expect(broken.replaceAll('\u200B', '')).toBe(`Visit ${shaped} now`);
  }
});

test('the template’s own words keep their links; a value in it is escaped', () => {
  const html = htmlOf([
    { text: 'See https://sankalp.example.com/notice, ', from: 'template' },
    { text: '<script>', from: 'value' },
  ]);
  expect(html).toContain(
    '<a href="https://sankalp.example.com/notice">https://sankalp.example.com/notice</a>, &#60;script&#62;',
  );
});

test('amounts in Indian grouping, in ASCII', () => {
  expect(rupeesInAscii(120000)).toBe('Rs. 1,20,000');
  expect(rupeesInAscii(1234.5)).toBe('Rs. 1,234.5');
});

/** A tax invoice's payment of the second installment. */
const taxInvoicePayment = (student: Student): Payment => ({
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
});

test('a tax invoice’s receipt carries its GST lines', () => {
  const student = storedStudent('SANK-2026-0001');
  const payment = taxInvoicePayment(student);
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

test('the Hindi receipt has the same facts in the portal’s Hindi words, the amount in words too', () => {
  const student = storedStudent('SANK-2026-0001');
  const payment = taxInvoicePayment(student);
  expect(receiptLines(payment, student, 'hi').map((line) => line.text)).toEqual([
    'Sankalp Institute',
    'रसीद सह टैक्स इनवॉइस',
    'रसीद नं.: SANK/2026-27/000042',
    'तारीख: 26 नव॰ 2026',
    'छात्र: Rahul Sharma',
    'Roll Number: SANK-2026-0001',
    'किस्त: 2',
    'राशि: ₹1,18,000',
    'एक लाख अठारह हज़ार रुपये मात्र',
    'तरीका: बैंक ट्रांसफ़र',
    'रेफ़रेंस: -',
    'GSTIN: 08AAAAA0000A1Z5',
    'SAC: 999293',
    'आपूर्ति का स्थान: Rajasthan',
    'कर योग्य मूल्य: ₹1,00,000',
    'CGST 9%: ₹9,000',
    'SGST 9%: ₹9,000',
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
