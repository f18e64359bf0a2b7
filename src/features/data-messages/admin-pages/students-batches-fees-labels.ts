import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The names src/data gives that the students', batches' and fees' admin screens show as text
// (a program, a stream, a gender, a payment's mode), declared like ../messages.ts and kept in the `portal` catalog like
// ./rule-messages.ts.
export const studentsBatchesFeesLabels: readonly MessageDescriptor[] = [
  msg({ id: 'Engineering', message: 'Engineering' }),
  msg({ id: 'Foundation', message: 'Foundation' }),
  msg({ id: 'Senior Secondary', message: 'Senior Secondary' }),
  msg({ id: 'Short Term', message: 'Short Term' }),
  msg({ id: 'Competitive Exams', message: 'Competitive Exams' }),
  msg({ id: 'Medical', message: 'Medical' }),
  msg({ id: 'Non-Medical', message: 'Non-Medical' }),
  msg({ id: 'Male', message: 'Male' }),
  msg({ id: 'Female', message: 'Female' }),
  msg({ id: 'Other', message: 'Other' }),
  msg({ id: 'Cash', message: 'Cash' }),
  msg({ id: 'UPI', message: 'UPI' }),
  msg({ id: 'Card', message: 'Card' }),
  msg({ id: 'Cheque', message: 'Cheque' }),
  msg({ id: 'Bank transfer', message: 'Bank transfer' }),
  msg({ id: 'Online', message: 'Online' }),
  msg({ id: 'Refund', message: 'Refund' }),
  msg({ id: 'UTR claimed twice', message: 'UTR claimed twice' }),
];
