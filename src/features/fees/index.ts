// The fees feature: shared fee components and model (used by the student area too) and the
// admin's fee management screen.
export { FeeManagementPage } from './admin-pages/fee-management-page';
export { FeeSummary } from './components/fee-summary';
export type { FeeSummaryProps } from './components/fee-summary';
export { InstallmentTable, NO_INSTALLMENT_PLAN_MESSAGE } from './components/installment-table';
export type { InstallmentTableProps } from './components/installment-table';
export { PaymentDialog } from './components/payment-dialog';
export type { PaymentDialogProps } from './components/payment-dialog';
export {
  createSimulatedGateway,
  SIMULATED_GATEWAY_NAME,
  usePaymentGateway,
} from './model/payment-gateway';
export type { PaymentGateway, PaymentReceipt, PaymentRequest } from './model/payment-gateway';
export { POSITIVE_AMOUNT_HINT } from './model/payment-form';
export {
  FEE_REPORT_CSV_HEADER,
  feeReportCsv,
  feeReportFileName,
  feeReportRows,
} from './model/fee-report';
export type { FeeReportRow } from './model/fee-report';
export { StudentFeesPage } from './student-pages/fees-page';
