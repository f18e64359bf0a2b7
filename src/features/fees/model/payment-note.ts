/**
 * What a student writes in the note of a UPI or bank payment, so the office knows whose payment
 * it is and what it is for: "SANK26120001 Installment 2".
 */
export const paymentNote = (rollNo: string, installmentNumber: number): string =>
  `${rollNo} Installment ${installmentNumber}`;
