// The online test's rules with exact values: every marking scheme (JEE's partial marks, a key
// changed or a question dropped after a challenge), the seeded shuffle, the deadline with its
// grace, the palette's states, the newest-save-wins merge and the image check by content.
import { describe, expect, test } from 'vitest';
import { DEFAULT_MARKING } from '../../../src/data/schemas/exams';
import {
  competitionRanks,
  deadlineOf,
  effectiveKey,
  imageTypeOf,
  marksFor,
  maxMarksOf,
  mergeSaves,
  numberTyped,
  paletteState,
  paperFor,
  questionProblems,
  saveInTime,
  scoreAttempt,
  seedOf,
  shuffled,
  startRefusal,
  stseMarksOf,
  timeLeftMs,
} from '../../../src/data/rules/exams';
import type { ExamTest, Question, QuestionEdit } from '../../../src/data/schemas/exams';

const { single, multiple, numerical } = DEFAULT_MARKING;
const options = (correctOptions: number[]) => ({ kind: 'options' as const, correctOptions });

describe('marks for each scheme', () => {
  test('single correct: +4 right, -1 wrong, 0 unanswered', () => {
    expect(marksFor('single', options([2]), [2], single)).toEqual({ marks: 4, outcome: 'correct' });
    expect(marksFor('single', options([2]), [1], single)).toEqual({ marks: -1, outcome: 'wrong' });
    expect(marksFor('single', options([2]), [], single)).toEqual({
      marks: 0,
      outcome: 'unanswered',
    });
    expect(marksFor('single', options([2]), null, single)).toEqual({
      marks: 0,
      outcome: 'unanswered',
    });
    expect(marksFor('single', options([2]), undefined, single).marks).toBe(0);
    // Two options sent for a single-correct question is not an answer the page allows: wrong.
    expect(marksFor('single', options([2]), [2, 1], single).marks).toBe(-1);
  });

  test('multiple correct, JEE Advanced: full, partial per right option, any wrong option', () => {
    const four = options([0, 1, 2, 3]);
    expect(marksFor('multiple', four, [0, 1, 2, 3], multiple)).toEqual({
      marks: 4,
      outcome: 'correct',
    });
    expect(marksFor('multiple', four, [0, 1, 2], multiple)).toEqual({
      marks: 3,
      outcome: 'partial',
    });
    const three = options([0, 2, 3]);
    expect(marksFor('multiple', three, [0, 3], multiple)).toEqual({ marks: 2, outcome: 'partial' });
    expect(marksFor('multiple', three, [2], multiple)).toEqual({ marks: 1, outcome: 'partial' });
    expect(marksFor('multiple', three, [0, 1], multiple)).toEqual({ marks: -2, outcome: 'wrong' });
    expect(marksFor('multiple', three, [0, 2, 3], multiple).marks).toBe(4);
    expect(marksFor('multiple', three, [], multiple).marks).toBe(0);
    // The same option twice counts once.
    expect(marksFor('multiple', three, [0, 0], multiple).marks).toBe(1);
  });

  test('multiple correct without partial marks: a part answer is wrong', () => {
    const noPartial = { correct: 4, wrong: -1, partialPerOption: 0 };
    expect(marksFor('multiple', options([0, 1]), [0], noPartial)).toEqual({
      marks: -1,
      outcome: 'wrong',
    });
  });

  test('numerical: +4 within the tolerance, 0 otherwise; typed text is read as a number', () => {
    const key = { kind: 'numerical' as const, numericalAnswer: { value: 2.5, tolerance: 0.01 } };
    expect(marksFor('numerical', key, '2.50', numerical)).toEqual({ marks: 4, outcome: 'correct' });
    expect(marksFor('numerical', key, '2.51', numerical).marks).toBe(4);
    expect(marksFor('numerical', key, '2.52', numerical)).toEqual({ marks: 0, outcome: 'wrong' });
    expect(marksFor('numerical', key, 'abc', numerical).outcome).toBe('wrong');
    expect(marksFor('numerical', key, '  ', numerical).outcome).toBe('unanswered');
    const exact = { kind: 'numerical' as const, numericalAnswer: { value: 0.3, tolerance: 0 } };
    expect(marksFor('numerical', exact, '.3', numerical).marks).toBe(4);
    const negative = { correct: 4, wrong: -1, partialPerOption: 0 };
    expect(marksFor('numerical', exact, '0.4', negative).marks).toBe(-1);
    expect(numberTyped('-3')).toBe(-3);
    expect(numberTyped('1e3')).toBeNull();
    expect(numberTyped('2.')).toBe(2);
  });

  test('a dropped question gives everyone full marks, answered or not', () => {
    const dropped = { kind: 'dropped' as const };
    expect(marksFor('single', dropped, [1], single)).toEqual({ marks: 4, outcome: 'correct' });
    expect(marksFor('single', dropped, null, single).marks).toBe(4);
    expect(marksFor('multiple', dropped, [0, 3], multiple).marks).toBe(4);
  });

  test('a key changed to two right options accepts either for single correct', () => {
    expect(marksFor('single', options([1, 2]), [1], single).marks).toBe(4);
    expect(marksFor('single', options([1, 2]), [2], single).marks).toBe(4);
    expect(marksFor('single', options([1, 2]), [0], single).marks).toBe(-1);
  });
});

const now = '2026-11-20T04:30:00.000Z';
const question = (id: string, overrides: Partial<Question> = {}): Question => ({
  id,
  kind: 'single',
  subject: 'Science',
  topic: '',
  difficulty: 'easy',
  text: { en: `Question ${id}`, hi: '' },
  options: ['A', 'B', 'C', 'D'].map((en) => ({ en, hi: '' })),
  correctOptions: [0],
  explanation: 'Because.',
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

const frozen = [
  question('q1'),
  question('q2', { kind: 'multiple', correctOptions: [0, 1, 2] }),
  question('q3', {
    kind: 'numerical',
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 12, tolerance: 0 },
  }),
  question('q4', { subject: 'Mathematics', correctOptions: [3] }),
];

const test1: ExamTest = {
  id: 'test-1',
  title: 'STSE 2026 Class 10',
  audience: { kind: 'stse', currentClass: 10 },
  sections: [
    { id: 's1', name: 'Science', questionIds: ['q1', 'q2', 'q3'], marking: DEFAULT_MARKING },
    { id: 's2', name: 'Mathematics', questionIds: ['q4'], marking: DEFAULT_MARKING },
  ],
  durationMinutes: 60,
  opensAt: '2026-11-20T04:00:00.000Z',
  closesAt: '2026-11-20T05:00:00.000Z',
  languages: ['en', 'hi'],
  shuffleQuestions: true,
  shuffleOptions: true,
  instructions: 'Read every question.',
  status: 'published',
  frozen,
  keyStage: 'hidden',
  keyChanges: {},
  createdAt: now,
  updatedAt: now,
};

describe('an attempt scored section by section', () => {
  const answers = new Map<string, number[] | string | null>([
    ['q1', [0]],
    ['q2', [0, 1]],
    ['q3', '11'],
    ['q4', null],
  ]);

  test('each section and the total, with the outcome counts', () => {
    expect(scoreAttempt(test1, answers)).toEqual({
      total: 6,
      sections: [
        {
          sectionId: 's1',
          name: 'Science',
          score: 6,
          correct: 1,
          partial: 1,
          wrong: 1,
          unanswered: 0,
        },
        {
          sectionId: 's2',
          name: 'Mathematics',
          score: 0,
          correct: 0,
          partial: 0,
          wrong: 0,
          unanswered: 1,
        },
      ],
    });
    expect(maxMarksOf(test1)).toBe(16);
  });

  test('after a challenge: a changed key and a dropped question re-score exactly', () => {
    const changed = {
      ...test1,
      keyChanges: {
        q3: { kind: 'numerical' as const, numericalAnswer: { value: 11, tolerance: 0 } },
        q4: { kind: 'dropped' as const },
      },
    };
    const score = scoreAttempt(changed, answers);
    expect(score.sections.map((section) => section.score)).toEqual([10, 4]);
    expect(score.total).toBe(14);
    expect(effectiveKey(frozen[3]!, changed.keyChanges.q4)).toEqual({ kind: 'dropped' });
    expect(effectiveKey(frozen[0]!)).toEqual({ kind: 'options', correctOptions: [0] });
  });

  test('a negative total is 0 in the STSE marks', () => {
    expect(stseMarksOf(-3)).toBe(0);
    expect(stseMarksOf(13.5)).toBe(14);
    expect(stseMarksOf(72)).toBe(72);
  });

  test('competition ranks: equal totals share a rank and the next skips', () => {
    const rows = [{ t: 10 }, { t: 30 }, { t: 10 }, { t: 20 }];
    const ranks = competitionRanks(rows, (row) => row.t);
    expect(rows.map((row) => ranks.get(row))).toEqual([3, 1, 3, 2]);
  });
});

describe('the paper', () => {
  test('the same seed gives the same order; another seed another', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(shuffled(items, 42)).toEqual(shuffled(items, 42));
    // Pinned: a change to the generator would reorder every paper of a test in progress.
    expect(shuffled(items, 42)).toEqual(['c', 'h', 'b', 'a', 'g', 'f', 'd', 'e']);
    expect(shuffled(items, 43)).not.toEqual(shuffled(items, 42));
    expect([...shuffled(items, 7)].sort()).toEqual(items);
    expect(seedOf('test-1:cand-1:s1')).toBe(seedOf('test-1:cand-1:s1'));
    expect(seedOf('abc')).toBe(440920331);
  });

  test("a taker's paper is reproducible, shuffled per taker, and carries no key", () => {
    const paper = paperFor(test1, 'cand-1');
    expect(paperFor(test1, 'cand-1')).toEqual(paper);
    expect(paper.map((section) => section.name)).toEqual(['Science', 'Mathematics']);
    expect(paper[0]!.questions.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q3']);
    const others = Array.from({ length: 6 }, (_, i) =>
      paperFor(test1, `cand-${i + 2}`)[0]!
        .questions.map((q) => q.id)
        .join(),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
    const text = JSON.stringify(paper);
    expect(text).not.toContain('correctOptions');
    expect(text).not.toContain('numericalAnswer');
    expect(text).not.toContain('Because.');
    // Every option keeps its index as written, whatever order it is shown in.
    const q1 = paper[0]!.questions.find((q) => q.id === 'q1')!;
    expect(q1.options.map((o) => o.index).sort()).toEqual([0, 1, 2, 3]);
    expect(q1.options.every((o) => o.en === ['A', 'B', 'C', 'D'][o.index])).toBe(true);
  });

  test('without shuffling the paper is in the order written', () => {
    const plain = { ...test1, shuffleQuestions: false, shuffleOptions: false };
    const paper = paperFor(plain, 'cand-1');
    expect(paper[0]!.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(paper[0]!.questions[0]!.options.map((o) => o.en)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('the clock', () => {
  test('the deadline is the start plus the duration', () => {
    expect(deadlineOf(new Date('2026-11-20T04:10:00.000Z'), 60).toISOString()).toBe(
      '2026-11-20T05:10:00.000Z',
    );
  });

  test('a save is taken up to the deadline plus 10 s of grace, and one second later refused', () => {
    const deadline = new Date('2026-11-20T05:10:00.000Z');
    expect(saveInTime(new Date('2026-11-20T05:09:59.999Z'), deadline)).toBe(true);
    expect(saveInTime(new Date('2026-11-20T05:10:10.000Z'), deadline)).toBe(true);
    expect(saveInTime(new Date('2026-11-20T05:10:11.000Z'), deadline)).toBe(false);
    expect(saveInTime(new Date('2026-11-20T05:10:01.000Z'), deadline, 0)).toBe(false);
  });

  test('a test starts only when published and inside its window', () => {
    expect(startRefusal(test1, new Date('2026-11-20T03:59:59.000Z'))).toBe('not-open');
    expect(startRefusal(test1, new Date('2026-11-20T04:00:00.000Z'))).toBeNull();
    expect(startRefusal(test1, new Date('2026-11-20T05:00:00.000Z'))).toBeNull();
    expect(startRefusal(test1, new Date('2026-11-20T05:00:01.000Z'))).toBe('closed');
    expect(startRefusal({ ...test1, status: 'draft' }, new Date(test1.opensAt))).toBe(
      'not-published',
    );
  });

  test("time left counts from the server's clock, not the page's", () => {
    const deadline = '2026-11-20T05:10:00.000Z';
    expect(timeLeftMs(deadline, '2026-11-20T05:00:00.000Z', 0)).toBe(600_000);
    expect(timeLeftMs(deadline, '2026-11-20T05:00:00.000Z', 1500)).toBe(598_500);
    expect(timeLeftMs(deadline, '2026-11-20T05:00:00.000Z', 700_000)).toBe(0);
  });
});

describe('responses', () => {
  const save = (seq: number, questionId: string, answer: number[] | string | null) => ({
    seq,
    questionId,
    answer,
    markedForReview: false,
    timeMs: seq * 1000,
  });

  test('a save older than the stored one never overwrites it', () => {
    const stored = [save(5, 'q1', [2])];
    const { responses, lastSeq } = mergeSaves(stored, [save(3, 'q1', [1]), save(4, 'q2', '7')]);
    expect(responses).toEqual([save(5, 'q1', [2]), save(4, 'q2', '7')]);
    expect(lastSeq).toBe(5);
    expect(mergeSaves(stored, [save(6, 'q1', null)]).responses).toEqual([save(6, 'q1', null)]);
  });

  test('the palette: five states', () => {
    expect(paletteState(undefined)).toBe('not-visited');
    expect(paletteState({ answer: null, markedForReview: false })).toBe('not-answered');
    expect(paletteState({ answer: [1], markedForReview: false })).toBe('answered');
    expect(paletteState({ answer: [], markedForReview: true })).toBe('marked');
    expect(paletteState({ answer: '3', markedForReview: true })).toBe('answered-marked');
  });
});

describe('a question checked beyond its schema', () => {
  const edit: QuestionEdit = {
    kind: 'single',
    subject: 'Science',
    topic: '',
    difficulty: 'easy',
    text: { en: 'What is $x^2$?', hi: '' },
    options: ['1', '2'].map((en) => ({ en, hi: '' })),
    correctOptions: [1],
    explanation: '',
  };
  const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0));

  test('options and key agree with the kind', () => {
    expect(questionProblems(edit)).toEqual([]);
    expect(questionProblems({ ...edit, correctOptions: [0, 1] })).toEqual([
      { path: 'correctOptions', message: 'Choose the one right option.' },
    ]);
    expect(questionProblems({ ...edit, correctOptions: [5] })[0]!.path).toBe('correctOptions');
    expect(
      questionProblems({ ...edit, options: [{ en: 'only', hi: '' }], correctOptions: [0] }),
    ).toEqual([{ path: 'options', message: 'Give 2 to 6 options.' }]);
    expect(
      questionProblems({ ...edit, kind: 'numerical', options: [], correctOptions: [] }),
    ).toEqual([{ path: 'numericalAnswer.value', message: 'Enter the answer as a number.' }]);
  });

  test('an image is judged by its bytes', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(questionProblems({ ...edit, image: { type: 'image/png', base64: png } })).toEqual([]);
    expect(questionProblems({ ...edit, image: { type: 'image/jpeg', base64: png } })).toEqual([
      { path: 'image', message: 'The image is not the type it says it is.' },
    ]);
    expect(
      questionProblems({ ...edit, image: { type: 'image/png', base64: btoa('GIF89a') } }),
    ).toEqual([{ path: 'image', message: 'The image must be a PNG, JPEG or WebP picture.' }]);
  });
});
