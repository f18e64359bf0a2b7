import { useParams } from 'react-router-dom';
import { ReceiptScreen } from '../components/receipt-screen';

const adminBack = (studentId: string | undefined) =>
  studentId
    ? { to: `/admin/student-management/${studentId}`, label: 'Back to the student' }
    : { to: '/admin/fee-management', label: 'Back to Fee Management' };

/** /admin/receipts/:paymentId: any receipt, to print or check. */
export function AdminReceiptPage() {
  const { paymentId = '' } = useParams();
  return <ReceiptScreen paymentId={paymentId} back={adminBack} area="Admin Panel" />;
}
