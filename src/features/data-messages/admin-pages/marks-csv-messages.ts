import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The STSE marks file's reading (src/features/stse/model/marks-csv.ts, plain code) and the CSV
// reader's refusal (src/lib/csv.ts, also met by the bulk registration) word their messages in
// English; declared here like ./rule-messages.ts, so the screens show them by their English text.
export const marksCsvMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'The file has no rows. Put one candidate on each line: roll number, marks (or Absent).',
    message:
      'The file has no rows. Put one candidate on each line: roll number, marks (or Absent).',
  }),
  msg({
    id: 'Only two columns are read: roll number, then marks (or Absent).',
    message: 'Only two columns are read: roll number, then marks (or Absent).',
  }),
  msg({ id: 'The roll number is missing.', message: 'The roll number is missing.' }),
  msg({
    id: 'No candidate has the roll number {rollNo}.',
    message: 'No candidate has the roll number {rollNo}.',
  }),
  msg({
    id: '{rollNo} is also on line {line}; keep one.',
    message: '{rollNo} is also on line {line}; keep one.',
  }),
  msg({
    id: 'The marks are missing: enter marks from 0 to {maximum}, or Absent.',
    message: 'The marks are missing: enter marks from 0 to {maximum}, or Absent.',
  }),
  msg({
    id: '"{marks}" is not marks from 0 to {maximum}, or Absent.',
    message: '"{marks}" is not marks from 0 to {maximum}, or Absent.',
  }),
  msg({
    id: 'A value in double quotes that starts on line {line} is never closed. Add the missing closing quote.',
    message:
      'A value in double quotes that starts on line {line} is never closed. Add the missing closing quote.',
  }),
];
