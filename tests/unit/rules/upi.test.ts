import { describe, expect, test } from 'vitest';
import {
  matchBankStatement,
  STATEMENT_COLUMNS_MESSAGE,
  STATEMENT_EMPTY_MESSAGE,
  upiNote,
  upiPayLink,
} from '@/data';
import type { PaymentOrder } from '@/data';
import { statementAmount, utrsIn } from '@/data/rules/upi';

const order = (id: string, utr: string, amount: number, overrides: Partial<PaymentOrder> = {}) =>
  ({
    id,
    method: 'UPI',
    status: 'Awaiting verification',
    studentId: `student-${id}`,
    installmentId: `inst-${id}`,
    amount,
    utr,
    createdAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
    ...overrides,
  }) satisfies PaymentOrder;

describe('the UPI link', () => {
  test('pays the exact amount with two decimals, to the UPI ID, with the note URL-encoded', () => {
    expect(
      upiPayLink({
        upiId: 'sankalpinstitute@sbi',
        payeeName: 'Sankalp Institute',
        amount: 40000,
        note: upiNote('SANK26120001', 2),
      }),
    ).toBe(
      'upi://pay?pa=sankalpinstitute@sbi&pn=Sankalp%20Institute&am=40000.00&cu=INR&tn=Fee%20SANK26120001%20Inst%202',
    );
    expect(upiPayLink({ upiId: 'fees@okhdfc', payeeName: '', amount: 1234.5, note: 'A&B' })).toBe(
      'upi://pay?pa=fees@okhdfc&am=1234.50&cu=INR&tn=A%26B',
    );
  });

  test('the note names the roll number and installment within UPI’s length', () => {
    expect(upiNote('SANK26120001', 2)).toBe('Fee SANK26120001 Inst 2');
    expect(upiNote('X'.repeat(60), 1)).toHaveLength(50);
  });
});

describe('reading a bank statement', () => {
  test('amounts as banks write them', () => {
    expect(statementAmount('1,20,000.00')).toBe(120000);
    expect(statementAmount('₹ 40,000')).toBe(40000);
    expect(statementAmount('2500.50 Cr')).toBe(2500.5);
    expect(statementAmount('')).toBeNull();
    expect(statementAmount('-')).toBeNull();
  });

  test('UTRs in narrations and zero-padded reference columns; account numbers are not UTRs', () => {
    expect(utrsIn('UPI/400012345678/Asha/asha@okaxis/Fee SANK26120001')).toEqual(['400012345678']);
    expect(utrsIn('0000400012345679')).toEqual(['400012345679']);
    expect(utrsIn('NEFT 123456789012345 A/C 12345')).toEqual([]);
  });

  const sbi = [
    'Account Name :,SANKALP INSTITUTE',
    'Account Number :,00000012345678901',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    '20 Nov 2026,20 Nov 2026,"UPI/400012345678/Asha/asha@okaxis/Fee SANK26120001 Inst 1",,,"40,000.00","1,60,000.00"',
    '21 Nov 2026,21 Nov 2026,"UPI/400012345679/Bina/bina@ybl/Fee SANK26110002 Inst 2",,,"1,20,000.00","2,80,000.00"',
    '21 Nov 2026,21 Nov 2026,"UPI/400099999999/Ravi/ravi@ybl/Fee",,,"5,000.00","2,85,000.00"',
    '22 Nov 2026,22 Nov 2026,"UPI/400012345670/Electricity",,"2,000.00",,"2,83,000.00"',
  ].join('\r\n');

  test('an SBI-style statement: a match proposed, a mismatch reported, other credits unmatched', () => {
    const asha = order('a', '400012345678', 40000);
    const bina = order('b', '400012345679', 12000);
    const paid = order('c', '400012345670', 2000, { status: 'Paid' });
    const reading = matchBankStatement(sbi, [asha, bina, paid]);
    expect(reading).toEqual({
      kind: 'read',
      credits: 3,
      proposals: [{ order: asha, line: 5 }],
      mismatches: [{ order: bina, line: 6, amount: 120000 }],
      unmatched: [{ line: 7, utrs: ['400099999999'], amount: 5000 }],
    });
  });

  test('an HDFC-style statement: the UTR in the reference column, the money in Deposit Amt.', () => {
    const hdfc = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '20/11/26,UPI-ASHA SHARMA-ASHA@OKICICI-ICIC0000123-Fee SANK26120001 Inst 2,0000400012345678,20/11/26,,"40,000.00","1,00,000.00"',
    ].join('\n');
    const asha = order('a', '400012345678', 40000);
    expect(matchBankStatement(hdfc, [asha])).toMatchObject({
      kind: 'read',
      proposals: [{ order: asha, line: 2 }],
      mismatches: [],
    });
  });

  test('an Amount column with quoted commas inside the remarks', () => {
    const plain = [
      'Date,Remarks,Amount',
      '"20-11-2026","Fee, UPI 400012345678, Asha","40000"',
    ].join('\n');
    const asha = order('a', '400012345678', 40000);
    expect(matchBankStatement(plain, [asha])).toMatchObject({ proposals: [{ order: asha }] });
  });

  test('a file with no readable columns, or no credits with a UTR, says so', () => {
    expect(matchBankStatement('Name,Roll\nAsha,1', [])).toEqual({
      kind: 'unreadable',
      message: STATEMENT_COLUMNS_MESSAGE,
    });
    expect(matchBankStatement('Narration,Credit\nCash deposit,500', [])).toEqual({
      kind: 'unreadable',
      message: STATEMENT_EMPTY_MESSAGE,
    });
    expect(matchBankStatement('"unclosed', [])).toMatchObject({ kind: 'unreadable' });
  });

  test('one transfer is proposed once, even when the statement lists its UTR twice', () => {
    const asha = order('a', '400012345678', 40000);
    const twice = [
      'Narration,Credit',
      'UPI/400012345678/Asha,"40,000.00"',
      'UPI/400012345678/Asha,"4,000.00"',
    ].join('\n');
    expect(matchBankStatement(twice, [asha])).toMatchObject({
      proposals: [{ order: asha, line: 2 }],
      mismatches: [],
    });
  });
});
