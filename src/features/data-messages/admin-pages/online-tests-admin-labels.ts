import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The online tests' labels from src/data (QUESTION_KIND_LABELS, DIFFICULTY_LABELS,
// KEY_STAGE_LABELS) that the admin's online-test screens show, declared like ../messages.ts.
export const onlineTestsAdminLabels: readonly MessageDescriptor[] = [
  msg({ id: 'Single correct', message: 'Single correct' }),
  msg({ id: 'Multiple correct', message: 'Multiple correct' }),
  msg({ id: 'Numerical answer', message: 'Numerical answer' }),
  msg({ id: 'Easy', message: 'Easy' }),
  msg({ id: 'Medium', message: 'Medium' }),
  msg({ id: 'Hard', message: 'Hard' }),
  msg({ id: 'Not published', message: 'Not published' }),
  msg({ id: 'Provisional answer key', message: 'Provisional answer key' }),
  msg({ id: 'Final answer key', message: 'Final answer key' }),
];
