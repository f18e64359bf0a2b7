import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The names src/data gives that the students', batches' and fees' admin screens show as text
// (a stream, a gender), declared like ../messages.ts and kept in the areas' catalog like
// ./rule-messages.ts.
export const studentsBatchesFeesLabels: readonly MessageDescriptor[] = [
  msg({ id: 'Foundation', message: 'Foundation' }),
  msg({ id: 'Medical', message: 'Medical' }),
  msg({ id: 'Non-Medical', message: 'Non-Medical' }),
  msg({ id: 'Male', message: 'Male' }),
  msg({ id: 'Female', message: 'Female' }),
  msg({ id: 'Other', message: 'Other' }),
];
