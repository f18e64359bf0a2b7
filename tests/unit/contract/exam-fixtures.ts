// A small published online test with three questions (single, multiple, numerical) and finished
// attempts, seeded straight into the collections (the suite does not depend on the taking
// operations): the answer key, challenges and results are tested on it.
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { StoredExamAttempt } from '@/data';
import type { ExamTest, Question, ResponseAnswer } from '@/data/online-tests';

const at = '2026-11-01T05:00:00.000Z';

export function examQuestion(id: string, overrides: Partial<Question> = {}): Question {
  return {
    id,
    kind: 'single',
    subject: 'Physics',
    topic: '',
    difficulty: 'medium',
    text: { en: `Question ${id}`, hi: '' },
    options: ['A', 'B', 'C', 'D'].map((en) => ({ en, hi: '' })),
    correctOptions: [0],
    explanation: '',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** q1 single (A), q2 multiple (A and B), q3 numerical (9.8 ± 0.1). */
export const EXAM_QUESTIONS: Question[] = [
  examQuestion('q1'),
  examQuestion('q2', { kind: 'multiple', subject: 'Chemistry', correctOptions: [0, 1] }),
  examQuestion('q3', {
    kind: 'numerical',
    subject: 'Mathematics',
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 9.8, tolerance: 0.1 },
  }),
];

/** Published, STSE class 10; the window closed the day before the suite's clock (22 Nov). */
export function examTest(overrides: Partial<ExamTest> = {}): ExamTest {
  return {
    id: 'test-stse',
    title: 'STSE 2026 online',
    audience: { kind: 'stse', currentClass: 10 },
    sections: [
      { id: 'sec-1', name: 'Science', questionIds: ['q1', 'q2', 'q3'], marking: DEFAULT_MARKING },
    ],
    durationMinutes: 60,
    opensAt: '2026-11-21T04:00:00.000Z',
    closesAt: '2026-11-21T06:00:00.000Z',
    languages: ['en'],
    shuffleQuestions: false,
    shuffleOptions: false,
    instructions: 'Answer every question.',
    status: 'published',
    frozen: EXAM_QUESTIONS,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A finished attempt answering q1..q3 as given (undefined: not answered). */
export function finishedAttempt(
  id: string,
  taker: StoredExamAttempt['taker'],
  answers: Array<ResponseAnswer | undefined>,
  overrides: Partial<StoredExamAttempt> = {},
): StoredExamAttempt {
  const responses = answers.flatMap((answer, index) =>
    answer === undefined
      ? []
      : [
          {
            seq: index + 1,
            questionId: `q${index + 1}`,
            answer,
            markedForReview: false,
            timeMs: (index + 1) * 30_000,
          },
        ],
  );
  return {
    id,
    testId: 'test-stse',
    taker,
    status: 'submitted',
    startedAt: '2026-11-21T04:10:00.000Z',
    deadline: '2026-11-21T05:10:00.000Z',
    submittedAt: '2026-11-21T05:00:00.000Z',
    lastSeenAt: '2026-11-21T05:00:00.000Z',
    lastSeq: responses.length,
    answered: responses.length,
    focusLosses: 0,
    fullscreenExits: 0,
    token: `token-${id}`,
    responses,
    savesPerMinute: [],
    ...overrides,
  };
}
