// The question form's side of Draft Hindi with Gemini: which fields are offered, and how the
// "Machine draft" marks follow the options when one is removed.
import { describe, expect, test } from 'vitest';
import {
  draftPairsOf,
  emptyQuestionForm,
  machineDraftsAfterRemoving,
} from '@/features/online-tests-admin/model/question-form';

describe('draftPairsOf', () => {
  const values = {
    ...emptyQuestionForm(),
    text: { en: 'What is $x$?', hi: '' },
    options: [
      { en: '$1$', hi: 'एक' },
      { en: '$2$', hi: '' },
    ],
  };

  test('a choice question offers its text, then each option', () => {
    expect(draftPairsOf(values)).toEqual([
      { english: 'What is $x$?', hindi: '' },
      { english: '$1$', hindi: 'एक' },
      { english: '$2$', hindi: '' },
    ]);
  });

  test('a numerical question offers its text only (its options are not saved)', () => {
    expect(draftPairsOf({ ...values, kind: 'numerical' })).toEqual([
      { english: 'What is $x$?', hindi: '' },
    ]);
  });
});

describe('machineDraftsAfterRemoving', () => {
  const marked = new Set(['text.hi', 'options.0.hi', 'options.1.hi', 'options.3.hi']);

  test('the removed option loses its mark; those after it move up', () => {
    expect([...machineDraftsAfterRemoving(marked, 1)].sort()).toEqual([
      'options.0.hi',
      'options.2.hi',
      'text.hi',
    ]);
  });

  test('an unmarked option removed: only the later marks move', () => {
    expect([...machineDraftsAfterRemoving(marked, 2)].sort()).toEqual([
      'options.0.hi',
      'options.1.hi',
      'options.2.hi',
      'text.hi',
    ]);
  });
});
