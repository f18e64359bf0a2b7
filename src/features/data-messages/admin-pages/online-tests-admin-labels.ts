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

// The question files' and pictures' refusals (src/features/online-tests-admin/question-files.ts
// and model/question-image.ts, plain code), shown through the data messages and the form kit.
export const questionFileMessages: readonly MessageDescriptor[] = [
  msg({ id: 'The file is not valid JSON.', message: 'The file is not valid JSON.' }),
  msg({
    id: 'The JSON file must hold a list of questions: [ { … }, { … } ].',
    message: 'The JSON file must hold a list of questions: [ { … }, { … } ].',
  }),
  msg({
    id: 'The first row must name the columns; these are not known: {columns}.',
    message: 'The first row must name the columns; these are not known: {columns}.',
  }),
  msg({
    id: 'The first row must name the columns (kind, subject, topic, difficulty, text_en, …).',
    message: 'The first row must name the columns (kind, subject, topic, difficulty, text_en, …).',
  }),
  msg({
    id: 'This file is not a PNG, JPEG or WebP picture. Choose one of those (its content is checked, not its name).',
    message:
      'This file is not a PNG, JPEG or WebP picture. Choose one of those (its content is checked, not its name).',
  }),
  msg({
    id: 'The picture is over 200 KB. Choose a smaller one.',
    message: 'The picture is over 200 KB. Choose a smaller one.',
  }),
];
