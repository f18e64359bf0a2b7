// GST on the institute's fees: fees are entered inclusive of GST at 18%, so a receipt splits what
// was paid into its taxable value and the tax (CGST 9% + SGST 9% within the institute's state,
// IGST 18% across states), and the month's receipts add up for filing.
import { COACHING_SAC, GST_RATE_PERCENT, REFUND_MODE } from '../constants';
import type { GstRegistration, Payment, PaymentTax } from '../schemas';
import { isIntraState, placeOfSupply } from './gstin';
import { financialYearOf, IST_OFFSET_MS } from './ledger';
import { toPaise } from './money';

// ----- the tax on an amount -----

export type GstSplit = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * The taxable value and the tax in a tax-inclusive amount (rupees, paise allowed), in paise so
 * that the parts always add up exactly to the amount: taxable + cgst + sgst + igst = amount.
 * Within the state the tax is halved into CGST and SGST, which must be equal; when the tax is an
 * odd number of paise the odd paisa goes to the taxable value (the tax is one paisa less, never a
 * CGST a paisa apart from its SGST).
 */
export function splitInclusiveGst(amount: number, intraState: boolean): GstSplit {
  const total = toPaise(amount);
  let taxable = Math.round((total * 100) / (100 + GST_RATE_PERCENT));
  if (!intraState) {
    return { taxable: taxable / 100, cgst: 0, sgst: 0, igst: (total - taxable) / 100 };
  }
  if ((total - taxable) % 2 !== 0) taxable += 1;
  const half = (total - taxable) / 2;
  return { taxable: taxable / 100, cgst: half / 100, sgst: half / 100, igst: 0 };
}

// ----- the month's summary for filing -----

export type GstSummaryRow = {
  /** The month, "2026-04", in India's time. */
  month: string;
  receipts: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

/** A financial year as written on receipts: "2026-27" (the second year the first's next). */
export function isFinancialYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/**
 * The instants a financial year ("2026-27") runs between: 1 April 00:00 in India, up to (not
 * including) the next 1 April, as epoch milliseconds.
 */
export function financialYearRange(financialYear: string): { fromMs: number; toMs: number } {
  const startYear = Number(financialYear.slice(0, 4));
  return {
    fromMs: Date.UTC(startYear, 3, 1) - IST_OFFSET_MS,
    toMs: Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS,
  };
}

/** The financial year's twelve months, April to March ("2026-04" … "2027-03"). */
export function financialYearMonths(financialYear: string): string[] {
  const startYear = Number(financialYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, index) => {
    const month = (3 + index) % 12;
    const year = index < 9 ? startYear : startYear + 1;
    return `${year}-${String(month + 1).padStart(2, '0')}`;
  });
}

/** The month ("2026-04") a moment falls in, in India's time. */
export function indianMonthOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month's sums in paise, as both sides add them: whole numbers, so never a float's drift. */
export type GstMonthPaise = {
  month: string;
  receipts: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** One row per month of the year, April to March, from each month's sums in paise (none: 0). */
export function gstSummaryRows(
  financialYear: string,
  sums: readonly GstMonthPaise[],
): GstSummaryRow[] {
  return financialYearMonths(financialYear).map((month) => {
    const found = sums.find((sum) => sum.month === month);
    const paise = found ?? { receipts: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    return {
      month,
      receipts: paise.receipts,
      taxable: paise.taxable / 100,
      cgst: paise.cgst / 100,
      sgst: paise.sgst / 100,
      igst: paise.igst / 100,
      total: (paise.taxable + paise.cgst + paise.sgst + paise.igst) / 100,
    };
  });
}

/**
 * The GST summary of a financial year from the ledger: valid receipts issued with tax only (a
 * cancelled receipt's tax is not owed; a receipt from before the GSTIN was set carried none),
 * less the tax their credit notes gave back.
 */
export function gstSummary(payments: readonly Payment[], financialYear: string): GstSummaryRow[] {
  const sums = new Map<string, GstMonthPaise>();
  for (const payment of payments) {
    const { tax } = payment;
    if (!tax || payment.status !== 'Valid') continue;
    // A credit note gives its tax back: it lowers the month's sums, and is not a receipt.
    const sign = payment.mode === REFUND_MODE ? -1 : 1;
    const at = new Date(payment.receivedAt);
    if (financialYearOf(at) !== financialYear) continue;
    const month = indianMonthOf(at);
    const sum = sums.get(month) ?? { month, receipts: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sums.set(month, {
      month,
      receipts: sum.receipts + (sign > 0 ? 1 : 0),
      taxable: sum.taxable + sign * toPaise(tax.taxable),
      cgst: sum.cgst + sign * toPaise(tax.cgst),
      sgst: sum.sgst + sign * toPaise(tax.sgst),
      igst: sum.igst + sign * toPaise(tax.igst),
    });
  }
  return gstSummaryRows(financialYear, [...sums.values()]);
}

/**
 * The tax of a receipt issued now for `amount` to a student of `studentState`, or none while the
 * institute is not registered for GST (no GSTIN in Settings).
 */
export function receiptTax(
  amount: number,
  studentState: string,
  gst: GstRegistration,
): PaymentTax | undefined {
  if (gst.gstin === '' || gst.state === '') return undefined;
  const place = placeOfSupply(studentState, gst.state);
  return {
    gstin: gst.gstin,
    sac: COACHING_SAC,
    placeOfSupply: place,
    ...splitInclusiveGst(amount, isIntraState(place, gst.state)),
  };
}

/**
 * The tax a credit note gives back when it refunds `amount` of a receipt issued with `tax`: the
 * same registration, place of supply and kind of tax (CGST + SGST within the state, IGST across),
 * split from the refunded amount as the receipt's was from its own.
 */
export function creditNoteTax(amount: number, tax: PaymentTax): PaymentTax {
  const intraState = tax.igst === 0;
  return { ...tax, ...splitInclusiveGst(amount, intraState) };
}
