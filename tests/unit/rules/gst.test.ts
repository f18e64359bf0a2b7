import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SETTINGS,
  gstinProblem,
  gstRegistrationSchema,
  creditNoteTax,
  gstSummary,
  receiptTax,
  splitInclusiveGst,
} from '@/data';
import type { Payment } from '@/data';
import { gstinCheckCharacter } from '@/data/rules/gstin';
import { financialYearRange, indianMonthOf } from '@/data/rules/gst';

/** The parts of a split, in paise, add up to the amount exactly. */
const sumPaise = ({ taxable, cgst, sgst, igst }: ReturnType<typeof splitInclusiveGst>) =>
  Math.round(taxable * 100) +
  Math.round(cgst * 100) +
  Math.round(sgst * 100) +
  Math.round(igst * 100);

describe('the tax in a tax-inclusive fee', () => {
  test('Rs 1,18,000 within the state is 1,00,000 + CGST 9,000 + SGST 9,000', () => {
    expect(splitInclusiveGst(118000, true)).toEqual({
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
    });
  });

  test('Rs 1,18,000 across states is 1,00,000 + IGST 18,000', () => {
    expect(splitInclusiveGst(118000, false)).toEqual({
      taxable: 100000,
      cgst: 0,
      sgst: 0,
      igst: 18000,
    });
  });

  test('paise: Rs 1,000 is 847.46 + 76.27 + 76.27, and 999.99 is 847.45 + 76.27 + 76.27', () => {
    expect(splitInclusiveGst(1000, true)).toEqual({
      taxable: 847.46,
      cgst: 76.27,
      sgst: 76.27,
      igst: 0,
    });
    expect(splitInclusiveGst(1000, false)).toEqual({
      taxable: 847.46,
      cgst: 0,
      sgst: 0,
      igst: 152.54,
    });
    expect(splitInclusiveGst(999.99, true)).toEqual({
      taxable: 847.45,
      cgst: 76.27,
      sgst: 76.27,
      igst: 0,
    });
  });

  test('an odd paisa of tax goes to the taxable value, so CGST always equals SGST', () => {
    // 100 / 1.18 = 84.745…, so 84.75 taxable would leave 15.25 of tax: an odd paisa.
    expect(splitInclusiveGst(100, true)).toEqual({
      taxable: 84.76,
      cgst: 7.62,
      sgst: 7.62,
      igst: 0,
    });
    expect(splitInclusiveGst(100, false)).toEqual({
      taxable: 84.75,
      cgst: 0,
      sgst: 0,
      igst: 15.25,
    });
  });

  test.each([0.01, 0.99, 1, 33333, 33334, 12345.67, 40015.5, 99999.99, 1234567.89])(
    'the parts of %d add up to it exactly, and CGST equals SGST',
    (amount) => {
      for (const intraState of [true, false]) {
        const split = splitInclusiveGst(amount, intraState);
        expect(sumPaise(split)).toBe(Math.round(amount * 100));
        expect(split.cgst).toBe(split.sgst);
        // Within a paisa of 18% of the taxable value.
        expect(Math.abs(split.cgst + split.sgst + split.igst - split.taxable * 0.18)).toBeLessThan(
          0.02,
        );
      }
    },
  );
});

describe('the GSTIN', () => {
  test('the check character follows GSTN’s mod-36 scheme', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('08ABCDE1234F1Z')).toBe('0');
  });

  test('a right GSTIN has no problem; its shape, check and state are each told apart', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinProblem('08ABCDE1234F1Z0', 'Rajasthan')).toBeUndefined();
    expect(gstinProblem('08ABCDE1234F1Z', 'Rajasthan')).toMatch(/^Enter the 15-character GSTIN/);
    expect(gstinProblem('08ABCDE1234F1X5', 'Rajasthan')).toMatch(/^Enter the 15-character GSTIN/);
    expect(gstinProblem('08ABCDE1234F1Z7', 'Rajasthan')).toMatch(/last character does not match/);
    expect(gstinProblem('08ABCDE1234F1Z0', 'Maharashtra')).toBe(
      'A GSTIN registered in Maharashtra starts with 27: check the GSTIN or the state.',
    );
  });

  test('the settings section: typed in lower case is kept in capitals; both or neither', () => {
    expect(gstRegistrationSchema.parse({ gstin: ' 08abcde1234f1z0 ', state: 'Rajasthan' })).toEqual(
      {
        gstin: '08ABCDE1234F1Z0',
        state: 'Rajasthan',
      },
    );
    expect(gstRegistrationSchema.parse({ gstin: '', state: '' })).toEqual({ gstin: '', state: '' });
    const paths = (value: unknown) =>
      gstRegistrationSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ gstin: '08ABCDE1234F1Z0', state: '' })).toEqual(['state']);
    expect(paths({ gstin: '', state: 'Rajasthan' })).toEqual(['gstin']);
    expect(paths({ gstin: '08ABCDE1234F1Z0', state: 'Atlantis' })).toEqual(['state']);
    expect(DEFAULT_SETTINGS.gst).toEqual({ gstin: '', state: '' });
  });
});

describe('the tax on a receipt', () => {
  const gst = { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' as const };

  test('none while the institute has no GSTIN', () => {
    expect(receiptTax(118000, 'Rajasthan', DEFAULT_SETTINGS.gst)).toBeUndefined();
  });

  test('within the state (any case or spacing): CGST and SGST', () => {
    expect(receiptTax(118000, '  rajasthan ', gst)).toEqual({
      gstin: '08ABCDE1234F1Z0',
      sac: '999293',
      placeOfSupply: 'Rajasthan',
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
    });
  });

  test('another state: IGST; a student with no state: the institute’s own state', () => {
    expect(receiptTax(118000, 'Uttar Pradesh', gst)).toMatchObject({
      placeOfSupply: 'Uttar Pradesh',
      igst: 18000,
      cgst: 0,
    });
    expect(receiptTax(118000, '', gst)).toMatchObject({ placeOfSupply: 'Rajasthan', cgst: 9000 });
  });
});

describe('the GST summary', () => {
  const payment = (
    id: string,
    receivedAt: string,
    amount: number,
    overrides: Partial<Payment> = {},
  ) =>
    ({
      id,
      receiptNo: `SANK/2026-27/00000${id}`,
      studentId: 'student-1',
      installmentId: 'i-1',
      amount,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
      receivedAt,
      status: 'Valid',
      tax: receiptTax(amount, 'Rajasthan', { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' }),
      ...overrides,
    }) as Payment;

  test('a financial year runs from 1 April to 31 March in India’s time', () => {
    const { fromMs, toMs } = financialYearRange('2026-27');
    expect(new Date(fromMs).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(new Date(toMs).toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(indianMonthOf(new Date('2026-04-30T18:29:59.999Z'))).toBe('2026-04');
    expect(indianMonthOf(new Date('2026-04-30T18:30:00.000Z'))).toBe('2026-05');
  });

  test('twelve months, April to March, from valid taxed receipts only', () => {
    const rows = gstSummary(
      [
        payment('1', '2026-04-01T00:00:00.000Z', 118000),
        payment('2', '2026-04-30T18:29:00.000Z', 1000),
        // 1 May 00:10 in India: May.
        payment('3', '2026-04-30T18:40:00.000Z', 100, {
          tax: receiptTax(100, 'Delhi', { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' }),
        }),
        payment('4', '2026-06-01T06:00:00.000Z', 5000, { status: 'Cancelled' }),
        payment('5', '2026-06-01T06:00:00.000Z', 5000, { tax: undefined }),
        // 31 March 2026 in India: the year before.
        payment('6', '2026-03-31T18:00:00.000Z', 5000),
        // 31 March 2027 23:59 in India: this year's March.
        payment('7', '2027-03-31T18:29:00.000Z', 999.99),
      ],
      '2026-27',
    );
    expect(rows.map((row) => row.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(rows[0]).toEqual({
      month: '2026-04',
      receipts: 2,
      taxable: 100847.46,
      cgst: 9076.27,
      sgst: 9076.27,
      igst: 0,
      total: 119000,
    });
    expect(rows[1]).toEqual({
      month: '2026-05',
      receipts: 1,
      taxable: 84.75,
      cgst: 0,
      sgst: 0,
      igst: 15.25,
      total: 100,
    });
    expect(rows[2]).toMatchObject({ receipts: 0, taxable: 0, total: 0 });
    expect(rows[11]).toMatchObject({ receipts: 1, taxable: 847.45, cgst: 76.27, total: 999.99 });
  });
});

describe('credit notes', () => {
  const registration = { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' as const };

  test('a refund gives back its share of the tax, of the same kind as the receipt’s', () => {
    const within = receiptTax(118000, 'Rajasthan', registration)!;
    expect(creditNoteTax(59000, within)).toEqual({
      ...within,
      taxable: 50000,
      cgst: 4500,
      sgst: 4500,
      igst: 0,
    });
    const across = receiptTax(118000, 'Delhi', registration)!;
    expect(creditNoteTax(1180, across)).toEqual({
      ...across,
      taxable: 1000,
      cgst: 0,
      sgst: 0,
      igst: 180,
    });
  });

  test('the month’s summary nets a credit note and does not count it as a receipt', () => {
    const tax = receiptTax(11800, 'Rajasthan', registration)!;
    const entry = (id: string, amount: number, overrides: Partial<Payment>) =>
      ({
        id,
        receiptNo: null,
        studentId: 'student-1',
        installmentId: 'i-1',
        amount,
        mode: 'Online',
        reference: 'pay_1',
        receivedBy: 'Admin',
        receivedAt: '2026-06-10T06:00:00.000Z',
        status: 'Valid',
        ...overrides,
      }) as Payment;
    const rows = gstSummary(
      [
        entry('1', 11800, { receiptNo: 'SANK/2026-27/000001', tax }),
        entry('2', 5900, { mode: 'Refund', tax: creditNoteTax(5900, tax) }),
      ],
      '2026-27',
    );
    expect(rows[2]).toEqual({
      month: '2026-06',
      receipts: 1,
      taxable: 5000,
      cgst: 450,
      sgst: 450,
      igst: 0,
      total: 5900,
    });
  });
});
