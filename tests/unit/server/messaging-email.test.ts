// @vitest-environment node
// E-mail through a real SMTP conversation on loopback: a queued message arrives with its subject,
// plain-text and HTML parts and a Message-ID made from its dedupe key; a payment-received message
// carries the receipt as a PDF made on the server.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queueMessages } from '../../../server/data/outbox';
import { messageIdOf } from '../../../server/messaging/email';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import * as t from '../../../server/db/schema';
import { startFakeSmtp } from '../../server/fake-messaging';
import { newStudent } from '../contract/fixtures';

const FROM = 'Sankalp Institute <office@sankalp.example.com>';
const ADMIN = { id: 'admin', name: 'Admin', role: 'admin' as const };

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({
    dataDir: 'memory://',
    messaging: { email: { url: smtp.url, from: FROM }, worker: false },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function outboxRow(dedupeKey: string) {
  const rows = await server.database.db.select().from(t.outboxMessages);
  return rows.find((row) => row.dedupeKey === dedupeKey)!;
}

test('a queued e-mail arrives with its subject, text and HTML, the link clickable, its secret wiped after', async () => {
  await queueMessages(server.database.db, new Date(), [
    {
      template: 'password-reset',
      to: { email: 'priya@example.com' },
      variables: { name: 'Priya <Verma>', link: 'https://portal.example.com/reset?token=abc' },
      dedupeKey: 'reset:1',
    },
  ]);
  expect(await server.outbox.runOnce()).toBe(1);

  const arrived = smtp.mails.find((each) => each.envelopeTo.includes('priya@example.com'))!;
  expect(arrived.mail.subject).toBe('Reset your Sankalp portal password');
  expect(arrived.mail.text).toContain('Dear Priya <Verma>,');
  expect(arrived.mail.text).toContain('https://portal.example.com/reset?token=abc');
  expect(arrived.mail.html).toContain('Dear Priya &#60;Verma&#62;,');
  expect(arrived.mail.html).toContain(
    '<a href="https://portal.example.com/reset?token=abc">https://portal.example.com/reset?token=abc</a>',
  );
  expect(arrived.mail.messageId).toBe(messageIdOf('reset:1:email', FROM));

  const row = await outboxRow('reset:1:email');
  expect(row.status).toBe('sent');
  expect(row.attempts).toBe(1);
  expect(row.variables).toEqual({ name: 'Priya <Verma>', link: '(hidden)' });
  expect(row.attemptLog).toEqual([expect.objectContaining({ outcome: 'sent', error: null })]);
});

/** A student of ₹1,20,000 in three installments who has paid the first, ₹40,000. */
async function studentWhoPaid(email: string, mode: 'UPI' | 'Bank transfer', reference: string) {
  const admin = server.data.as(ADMIN);
  const student = await admin.addStudent(newStudent({ email, totalFee: 120000 }));
  const payment = await admin.recordPayment({
    studentId: student.id,
    installmentId: student.feeDetails.installments[0]!.id,
    amount: 40000,
    mode,
    reference,
    receivedBy: 'Admin',
  });
  return { student, payment };
}

test('recording a payment sends the payment-received e-mail with the receipt as a PDF', async () => {
  const { student, payment } = await studentWhoPaid('rohan@example.com', 'UPI', 'UTR123456');
  // Recording the payment queued its message in the same transaction.
  await server.outbox.runOnce();

  const arrived = smtp.mails.find((each) => each.envelopeTo.includes('rohan@example.com'))!;
  expect(arrived.mail.subject).toBe(`Payment received: receipt ${payment.receiptNo}`);
  const [pdf] = arrived.mail.attachments;
  expect(pdf!.contentType).toBe('application/pdf');
  const text = pdf!.content.toString('latin1');
  expect(text.startsWith('%PDF')).toBe(true);
  expect(text).toContain(`Receipt number: ${payment.receiptNo}`);
  expect(text).toContain('Amount: Rs. 40,000');
  expect(text).toContain(`Roll number: ${student.rollNo}`);
  expect(text).toContain('Reference: UTR123456');
  expect(text).toContain('Installment: 1');
  expect(smtp.mails.filter((each) => each.envelopeTo.includes('rohan@example.com'))).toHaveLength(
    1,
  );
});

test('a Hindi reader’s receipt is a Hindi PDF: shaped Devanagari in an embedded font, its words readable', async () => {
  const { student, payment } = await studentWhoPaid(
    'kavya@example.com',
    'Bank transfer',
    'NEFT998877',
  );
  await queueMessages(server.database.db, new Date(), [
    {
      template: 'payment-received',
      to: { email: 'kavya.hindi@example.com', language: 'hi' },
      variables: { name: student.name, receiptNo: payment.receiptNo ?? '', amount: '₹40,000' },
      dedupeKey: 'receipt-in-hindi',
      attachment: { kind: 'receipt', paymentId: payment.id },
    },
  ]);
  await server.outbox.runOnce();

  const arrived = smtp.mails.find((each) => each.envelopeTo.includes('kavya.hindi@example.com'))!;
  const [pdf] = arrived.mail.attachments;
  const text = pdf!.content.toString('latin1');
  expect(text.startsWith('%PDF')).toBe(true);
  expect(text).toContain('/Subtype /CIDFontType2');
  expect(text).toContain('/FontFile2');
  // Each line's words as the viewer copies them (ActualText, UTF-16BE).
  const lineTexts = [...text.matchAll(/\/ActualText <FEFF([0-9a-f]*)>/g)].map(([, hex]) =>
    String.fromCharCode(...(hex!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))),
  );
  expect(lineTexts).toEqual(
    expect.arrayContaining([
      'फ़ीस रसीद',
      `रसीद नं.: ${payment.receiptNo}`,
      `Roll Number: ${student.rollNo}`,
      'राशि: ₹40,000',
      'चालीस हज़ार रुपये मात्र',
      'तरीका: बैंक ट्रांसफ़र',
      'रेफ़रेंस: NEFT998877',
      'किस्त: 1',
    ]),
  );
  // Shaped, not spelled out: "फ़ीस" has its vowel sign ि drawn before फ़, so the glyphs differ from
  // the characters' order; the drawn glyphs are glyph ids, never the text itself.
  expect(text).not.toContain('फ़ीस');
});

test('a parent who asks for a sign-in code from the Hindi page gets its e-mail in Hindi', async () => {
  // No SMS here: the code goes to the child's e-mail, in the language of the page it was asked from.
  await server.data
    .as(ADMIN)
    .addStudent(newStudent({ email: 'meena.child@example.com', mobile: '9811100007' }));
  await server.accounts.requestParentCode({
    mobile: '9811100007',
    language: 'hi',
    ip: '127.0.0.9',
  });
  const rows = await server.database.db.select().from(t.outboxMessages);
  expect(rows.find((row) => row.template === 'login-code')).toMatchObject({
    channel: 'email',
    language: 'hi',
  });
  await server.outbox.runOnce();
  const arrived = smtp.mails.find((each) => each.envelopeTo.includes('meena.child@example.com'))!;
  expect(arrived.mail.subject).toBe('Sankalp पोर्टल पर लॉग इन का कोड');
  expect(arrived.mail.text).toMatch(/लॉग इन के लिए आपका कोड \d{6} है/);
});
