import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useAreaBase, useSignedInRecord } from '@/data';
import { ReceiptScreen } from '../components/receipt-screen';
import { useAreaPanelName } from '@/features/data-messages';

/** /student/receipts/:paymentId: one of the signed-in student's own receipts. */
export function StudentReceiptPage() {
  const { paymentId = '' } = useParams();
  const student = useSignedInRecord('student');
  const base = useAreaBase();
  const { t } = useLingui();
  const back = () => ({ to: `${base}/fees`, label: t`Back to Fee Details` });
  return (
    <ReceiptScreen
      paymentId={paymentId}
      ownerId={student.id}
      back={back}
      area={useAreaPanelName()}
    />
  );
}
