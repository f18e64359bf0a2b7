// The pure business rules of the data layer: no storage, and no clock (today and now are
// parameters; only todayIso() falls back to the clock when a screen passes no moment).
export { addMonthsClamped, isAfterToday, isBeforeToday, toIsoDate, todayIso } from './dates';
export {
  STUDENT_ROLL_PREFIX,
  nextStseRollNumbers,
  nextStudentRollNumber,
  studentRollNumber,
} from './roll-numbers';
export {
  MONTHS_BETWEEN_INSTALLMENTS,
  applyConcession,
  createConcessionPlan,
  createInstallmentPlan,
  splitEvenly,
} from './installments';
export {
  ALREADY_PAID_MESSAGE,
  POSITIVE_AMOUNT_MESSAGE,
  applyPayment,
  fullAmountMessage,
  minimumPartPaymentMessage,
  paymentLimitMessage,
  remainingAmount,
  studentPaymentRefusal,
} from './payments';
export type { PartPaymentRules, PaymentOutcome, PaymentRejection } from './payments';
export { amountInWords, numberInIndianWords } from './amount-in-words';
export { amountInHindiWords } from './amount-in-hindi-words';
export { roundToPaise, toPaise } from './money';
export {
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  isIntraState,
  placeOfSupply,
} from './gstin';
export {
  financialYearMonths,
  isFinancialYear,
  financialYearRange,
  gstSummary,
  gstSummaryRows,
  indianMonthOf,
  creditNoteTax,
  receiptTax,
  splitInclusiveGst,
} from './gst';
export type { GstMonthPaise, GstSplit, GstSummaryRow } from './gst';
export {
  RECEIPT_PREFIX,
  financialYearOf,
  installmentFromLedger,
  ledgerNumber,
  nextCreditNoteNumber,
  nextReceiptNumber,
  indiaDayOf,
  openingEntries,
  paymentTotals,
  refundableAmount,
  refundedAmount,
  signedAmount,
  studentFromLedger,
} from './ledger';
export { refundLimitMessage, refundRefusal } from './refunds';
export type { RefundRefusal, RefundRejection } from './refunds';
export type { PaymentTotals } from './ledger';
export {
  RECENT_REGISTRATION_COUNT,
  dashboardOverview,
  dayBookDay,
  dayBookRow,
  feeReportRow,
  meritRows,
} from './lists';
export type { DashboardOverview, DayBookRow, FeeReportRow, MeritRow } from './lists';
export {
  TREND_DAYS,
  TREND_MONTHS,
  dashboardTrends,
  trendSumsOf,
  trendWindow,
} from './dashboard-trends';
export type { DashboardTrends, DayRegistrations, MonthFees } from './dashboard-trends';
export { countOverdue, effectiveStatus } from './overdue';
export {
  NO_SCHOLARSHIP,
  marksRangeMessage,
  parseExamCenters,
  parseMarks,
  parseMarksValue,
  scholarshipFor,
  scholarshipTierFor,
  tierConcessionPercent,
} from './scholarship';
export {
  formatPercentile,
  hasAppeared,
  percentileOf,
  rankAndPercentile,
  standingsByClass,
} from './results';
export type { ClassStanding, Rankable } from './results';
export { feeTotals, studentFeeSummary } from './totals';
export type { FeeSummary, FeeTotals } from './totals';
export {
  NEW_MATERIAL_DAYS,
  candidatesForSchool,
  isNewMaterial,
  materialsForStudent,
  newMaterials,
  notificationInLanguage,
  notificationsForStudents,
  publicMaterials,
  schoolIdNamed,
  schoolNameKey,
  ticketsForStudent,
} from './visibility';
