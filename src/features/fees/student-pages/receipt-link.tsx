import type { ReactNode } from 'react';
import { useAreaBase } from '@/data';
import { ButtonLink } from '@/ui';

/** Print Receipt: the receipt's page in the area showing it (a student's, or a parent's). */
export function ReceiptLink({ paymentId, children }: { paymentId: string; children: ReactNode }) {
  const base = useAreaBase();
  return (
    <ButtonLink size="sm" variant="secondary" to={`${base}/receipts/${paymentId}`}>
      {children}
    </ButtonLink>
  );
}
