import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The bulk registration's CSV reading (src/features/schools/model/csv-rows.ts, plain code like
// src/data, so no macros) words its refusals in English; declared here like ./rule-messages.ts,
// so that the school's screen shows them in the reader's language by their English text.
export const schoolCsvMessages: readonly MessageDescriptor[] = [
  msg({ id: 'The CSV is empty.', message: 'The CSV is empty.' }),
  msg({
    id: 'The CSV has a header row but no students.',
    message: 'The CSV has a header row but no students.',
  }),
  msg({
    id: 'The columns {columns} both mean {column}; keep one.',
    message: 'The columns {columns} both mean {column}; keep one.',
  }),
  msg({
    id: 'The first row must name the columns {header}. Missing: {missing}.',
    message: 'The first row must name the columns {header}. Missing: {missing}.',
  }),
  msg({
    id: 'It has {count} values but the header has {columns} columns. Put a value that contains a comma in double quotes.',
    message:
      'It has {count} values but the header has {columns} columns. Put a value that contains a comma in double quotes.',
  }),
];
