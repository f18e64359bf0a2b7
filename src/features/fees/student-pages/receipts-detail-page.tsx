import { useOutletContext, useParams } from 'react-router-dom';
import type { SignedInStudentContext } from '@/features/students';
import { ReceiptScreen } from '../components/receipt-screen';

const studentBack = () => ({ to: '/student/fees', label: 'Back to Fee Details' });

/** /student/receipts/:paymentId: one of the signed-in student's own receipts. */
export function StudentReceiptPage() {
  const { paymentId = '' } = useParams();
  const { student } = useOutletContext<SignedInStudentContext>();
  return (
    <ReceiptScreen
      paymentId={paymentId}
      ownerId={student.id}
      back={studentBack}
      area="Student Panel"
    />
  );
}
