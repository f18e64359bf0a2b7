// The fees feature: shared fee components and model (used by the student area too) and the
// admin's fee management screen.
export { FeeManagementPage } from './admin-pages/fee-management-page';
export { FeeSummary } from './components/fee-summary';
export type { FeeSummaryProps } from './components/fee-summary';
export { InstallmentTable, NO_INSTALLMENT_PLAN_MESSAGE } from './components/installment-table';
export type { InstallmentTableProps } from './components/installment-table';
export { PaymentDialog } from './components/payment-dialog';
export type { PaymentDialogProps, PaymentValues } from './components/payment-dialog';
export {
  createSimulatedGateway,
  SIMULATED_GATEWAY_NAME,
  usePaymentGateway,
} from './model/payment-gateway';
export type { OnlinePaymentRequest, PaymentGateway } from './model/payment-gateway';
export type { GoToCheckout } from './model/checkout';
export { FEE_REPORT_CSV_HEADER, feeReportCsv, feeReportFileName } from './model/fee-report';
export { studentAfterPayment, withPayment } from './model/payment-answer';
export { StudentFeesPage } from './student-pages/fees-page';
export type { StudentFeesPageProps } from './student-pages/fees-page';
export { AdminReceiptPage } from './admin-pages/receipts-detail-page';
export { StudentReceiptPage } from './student-pages/receipts-detail-page';
export { Receipt } from './components/receipt';
export type { ReceiptIssuer, ReceiptProps } from './components/receipt';
export { PaymentHistory, NO_PAYMENTS_MESSAGE } from './components/payment-history';
export type { PaymentHistoryProps } from './components/payment-history';
export { CancelReceiptDialog } from './components/cancel-receipt-dialog';
export type { CancelReceiptDialogProps } from './components/cancel-receipt-dialog';
export { RefundDialog } from './components/refund-dialog';
export type { RefundDialogProps } from './components/refund-dialog';
