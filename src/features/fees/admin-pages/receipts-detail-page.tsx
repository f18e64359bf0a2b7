import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { ReceiptScreen } from '../components/receipt-screen';

/** /admin/receipts/:paymentId: any receipt, to print or check. */
export function AdminReceiptPage() {
  const { paymentId = '' } = useParams();
  const { t } = useLingui();
  const adminBack = (studentId: string | undefined) =>
    studentId
      ? { to: `/admin/student-management/${studentId}`, label: t`Back to the student` }
      : { to: '/admin/fee-management', label: t`Back to Fee Management` };
  return <ReceiptScreen paymentId={paymentId} back={adminBack} area={t`Admin Panel`} />;
}
