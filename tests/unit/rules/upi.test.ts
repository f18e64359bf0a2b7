import { describe, expect, test } from 'vitest';
import {
  matchBankStatement,
  STATEMENT_COLUMNS_MESSAGE,
  STATEMENT_EMPTY_MESSAGE,
  upiNote,
  upiPayLink,
  utrsClaimedTwice,
} from '@/data';
import type { PaymentOrder, StatementClaim } from '@/data';
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

/** A claim with whose it is: by default a student the narration does not name. */
const claim = (
  claimed: PaymentOrder,
  student: Partial<Omit<StatementClaim, 'order'>> = {},
): StatementClaim => ({ order: claimed, rollNo: 'SANK26129999', name: 'Nobody Named', ...student });

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
    const reading = matchBankStatement(sbi, [
      claim(asha, { rollNo: 'SANK26120001', name: 'Asha Sharma' }),
      claim(bina, { rollNo: 'SANK26110002', name: 'Bina Rao' }),
      claim(paid),
    ]);
    expect(reading).toEqual({
      kind: 'read',
      credits: 3,
      proposals: [{ order: asha, line: 5, ticked: true }],
      mismatches: [{ order: bina, line: 6, amount: 120000, why: 'amount-differs' }],
      unmatched: [{ line: 7, utrs: ['400099999999'], amount: 5000 }],
    });
  });

  test('an HDFC-style statement: the UTR in the reference column, the money in Deposit Amt.', () => {
    const hdfc = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '20/11/26,UPI-ASHA SHARMA-ASHA@OKICICI-ICIC0000123-Fee SANK26120001 Inst 2,0000400012345678,20/11/26,,"40,000.00","1,00,000.00"',
    ].join('\n');
    const asha = order('a', '400012345678', 40000);
    expect(matchBankStatement(hdfc, [claim(asha, { rollNo: 'SANK26120001' })])).toMatchObject({
      kind: 'read',
      proposals: [{ order: asha, line: 2, ticked: true }],
      mismatches: [],
    });
  });

  test('an Amount column with quoted commas inside the remarks', () => {
    const plain = [
      'Date,Remarks,Amount',
      '"20-11-2026","Fee, UPI 400012345678, Asha","40000"',
    ].join('\n');
    const asha = order('a', '400012345678', 40000);
    expect(matchBankStatement(plain, [claim(asha, { name: 'Asha' })])).toMatchObject({
      proposals: [{ order: asha, ticked: true }],
    });
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
    expect(matchBankStatement(twice, [claim(asha, { name: 'Asha' })])).toMatchObject({
      proposals: [{ order: asha, line: 2, ticked: true }],
      mismatches: [],
    });
  });

  // The squatted UTR: Aman typed the UTR from Priya's payment screenshot before she did.
  const squatted = [
    'Narration,Credit',
    'UPI/412345678901/PRIYA VERMA/Fee SANK26120002 Inst 3,"30,000.00"',
  ].join('\n');
  const aman = { rollNo: 'SANK26120001', name: 'Aman Gupta' };
  const priya = { rollNo: 'SANK26120002', name: 'Priya Verma' };

  test('a UTR and amount match whose narration names another student is a mismatch, never proposed', () => {
    const amans = order('a', '412345678901', 30000);
    expect(matchBankStatement(squatted, [claim(amans, aman)])).toEqual({
      kind: 'read',
      credits: 1,
      proposals: [],
      mismatches: [{ order: amans, line: 2, amount: 30000, why: 'names-another-student' }],
      unmatched: [],
    });
    // Named only by another claimant's name (no roll number in the narration).
    const byName = 'Narration,Credit\nUPI/412345678901/PRIYA VERMA/okaxis,30000';
    const priyas = order('p', '412345678901', 30000);
    expect(matchBankStatement(byName, [claim(amans, aman), claim(priyas, priya)])).toMatchObject({
      proposals: [{ order: priyas, ticked: true }],
      mismatches: [{ order: amans, why: 'names-another-student' }],
    });
  });

  test('of two claims of one UTR, the one whose roll number the narration carries is ticked', () => {
    const amans = order('a', '412345678901', 30000);
    const priyas = order('p', '412345678901', 30000);
    expect(matchBankStatement(squatted, [claim(amans, aman), claim(priyas, priya)])).toEqual({
      kind: 'read',
      credits: 1,
      proposals: [{ order: priyas, line: 2, ticked: true }],
      mismatches: [{ order: amans, line: 2, amount: 30000, why: 'names-another-student' }],
      unmatched: [],
    });
  });

  test('a narration naming no student is listed for the office, not ticked', () => {
    const unnamed = 'Narration,Credit\nUPI/412345678901/RAJESH K/rajesh@ybl,30000';
    const priyas = order('p', '412345678901', 30000);
    expect(matchBankStatement(unnamed, [claim(priyas, priya)])).toMatchObject({
      proposals: [{ order: priyas, line: 2, ticked: false }],
      mismatches: [],
    });
    // A name is matched as whole words, whatever the case and separators.
    const spaced = 'Narration,Credit\nUPI-412345678901-priya.verma@okaxis-VERMA PRIYAN,30000';
    expect(matchBankStatement(spaced, [claim(priyas, priya)])).toMatchObject({
      proposals: [{ ticked: true }],
    });
    const partly = 'Narration,Credit\nUPI/412345678901/PRIYAVERMAN,30000';
    expect(matchBankStatement(partly, [claim(priyas, priya)])).toMatchObject({
      proposals: [{ ticked: false }],
    });
  });
});

describe('UTRs claimed twice', () => {
  test('names the UTRs more than one waiting claim gives', () => {
    expect(
      utrsClaimedTwice([
        order('a', '412345678901', 30000),
        order('p', '412345678901', 30000),
        order('b', '400012345678', 40000),
        order('c', '400012345678', 40000, { status: 'Rejected' }),
      ]),
    ).toEqual(new Set(['412345678901']));
  });
});
