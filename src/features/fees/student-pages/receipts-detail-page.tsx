import { useParams } from 'react-router-dom';
import { useSignedInRecord } from '@/data';
import { ReceiptScreen } from '../components/receipt-screen';

const studentBack = () => ({ to: '/student/fees', label: 'Back to Fee Details' });

/** /student/receipts/:paymentId: one of the signed-in student's own receipts. */
export function StudentReceiptPage() {
  const { paymentId = '' } = useParams();
  const student = useSignedInRecord('student');
  return (
    <ReceiptScreen
      paymentId={paymentId}
      ownerId={student.id}
      back={studentBack}
      area="Student Panel"
    />
  );
}
