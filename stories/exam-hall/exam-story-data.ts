// A small paper for the exam hall's stories: KaTeX and Hindi in the first question, each kind.
import { ExamRefusedError } from '@/data';
import { DEFAULT_MARKING, EXAM_REFUSAL_MESSAGES } from '@/data/online-tests';
import type {
  AvailableExam,
  ExamSession,
  ExamTest,
  ResponseSave,
  SaveBatch,
} from '@/data/online-tests';
import type { ExamTransport } from '@/features/exam-hall/model/exam-engine';
import { memoryQueueStore } from '@/features/exam-hall/model/queue-store';

const option = (en: string, hi = '') => ({ en, hi });

export const storySession = (overrides: Partial<ExamSession> = {}): ExamSession => ({
  attemptId: 'attempt-1',
  token: 'token-1',
  testId: 'test-1',
  title: 'STSE 2026 · Class 10',
  deadline: new Date(Date.now() + 90 * 60_000).toISOString(),
  serverNow: new Date().toISOString(),
  status: 'in-progress',
  languages: ['en', 'hi'],
  sections: [
    {
      id: 'maths',
      name: 'Mathematics',
      marking: DEFAULT_MARKING,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          subject: 'Mathematics',
          text: {
            en: 'The roots of $x^2 - 5x + 6 = 0$ are',
            hi: '$x^2 - 5x + 6 = 0$ के मूल हैं',
          },
          options: [
            { ...option('$2$ and $3$', '$2$ और $3$'), index: 0 },
            { ...option('$1$ and $6$', '$1$ और $6$'), index: 1 },
            { ...option('$-2$ and $-3$', '$-2$ और $-3$'), index: 2 },
            { ...option('$5$ and $6$', '$5$ और $6$'), index: 3 },
          ],
        },
        {
          id: 'q2',
          kind: 'multiple',
          subject: 'Mathematics',
          text: { en: 'Which of these are prime numbers?', hi: '' },
          options: [
            { ...option('2'), index: 0 },
            { ...option('9'), index: 1 },
            { ...option('11'), index: 2 },
          ],
        },
        {
          id: 'q3',
          kind: 'numerical',
          subject: 'Mathematics',
          text: { en: 'Evaluate $\\frac{3}{4} + 1.25$.', hi: '' },
          options: [],
        },
        {
          id: 'q4',
          kind: 'single',
          subject: 'Mathematics',
          text: { en: 'What is $\\sqrt{49}$?', hi: '' },
          options: [
            { ...option('6'), index: 0 },
            { ...option('7'), index: 1 },
          ],
        },
        {
          id: 'q5',
          kind: 'single',
          subject: 'Mathematics',
          text: { en: 'What is $2^5$?', hi: '' },
          options: [
            { ...option('32'), index: 0 },
            { ...option('16'), index: 1 },
          ],
        },
      ],
    },
    {
      id: 'science',
      name: 'Science',
      marking: DEFAULT_MARKING,
      questions: [
        {
          id: 'q6',
          kind: 'single',
          subject: 'Science',
          text: { en: 'Water boils at sea level at', hi: '' },
          options: [
            { ...option('100 °C'), index: 0 },
            { ...option('90 °C'), index: 1 },
          ],
        },
      ],
    },
  ],
  responses: [],
  lastSeq: 0,
  ...overrides,
});

const saved = (
  seq: number,
  questionId: string,
  answer: ResponseSave['answer'],
  markedForReview = false,
): ResponseSave => ({ seq, questionId, answer, markedForReview, timeMs: 1000 });

/** One question in each of the palette's five states (q5 not visited). */
export const fiveStates = [
  saved(1, 'q1', [0]),
  saved(2, 'q2', null),
  saved(3, 'q3', null, true),
  saved(4, 'q4', [1], true),
];

/** A server that takes every save, remembering the batches. */
export function acceptingTransport(batches: SaveBatch[] = []): ExamTransport {
  return {
    save: async (batch) => {
      batches.push(batch);
      return {
        savedSeq: Math.max(0, ...batch.saves.map((save) => save.seq)),
        serverNow: new Date().toISOString(),
      };
    },
    submit: async (batch) => {
      batches.push(batch);
      return { status: 'submitted' };
    },
  };
}

/** A network that is down: every request fails as fetch fails. */
export const unreachableTransport: ExamTransport = {
  save: () => Promise.reject(new TypeError('Failed to fetch')),
  submit: () => Promise.reject(new TypeError('Failed to fetch')),
};

/** Another device started the same attempt: this page's token is retired. */
export const elsewhereTransport: ExamTransport = {
  save: () => Promise.reject(new ExamRefusedError('elsewhere', EXAM_REFUSAL_MESSAGES.elsewhere)),
  submit: () => Promise.reject(new ExamRefusedError('elsewhere', EXAM_REFUSAL_MESSAGES.elsewhere)),
};

/** A device queue holding saves the server has not seen. */
export function queueHolding(attemptId: string, saves: ResponseSave[]) {
  return async () => {
    const store = memoryQueueStore();
    for (const save of saves) await store.add(attemptId, save);
    return store;
  };
}

export const storyExam = (overrides: Partial<AvailableExam> = {}): AvailableExam => ({
  testId: 'test-1',
  title: 'STSE 2026 · Class 10',
  durationMinutes: 90,
  opensAt: '2026-11-01T04:30:00.000Z',
  closesAt: '2026-11-01T06:30:00.000Z',
  languages: ['en', 'hi'],
  instructions:
    'The test has two sections. Each right answer gives 4 marks; a wrong single-correct answer takes 1 mark off.\nYour answers are saved as you choose them.',
  sections: [
    { name: 'Mathematics', questionCount: 5 },
    { name: 'Science', questionCount: 1 },
  ],
  keyStage: 'hidden',
  ...overrides,
});

/** A published test of three single-correct questions, open now, for STSE class 12 at the
 *  Online centre (the sample's Diya Nair, STSE0004) or for the sample student's class. */
export function storyExamTest(audience: ExamTest['audience']): ExamTest {
  const now = Date.now();
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const frozen = [1, 2, 3].map((n) => ({
    id: `story-question-${n}`,
    kind: 'single' as const,
    subject: 'Mathematics',
    topic: '',
    difficulty: 'easy' as const,
    text: { en: `What is $${n} \\times 2$?`, hi: '' },
    options: [0, 1, 2].map((k) => option(String(2 * n + k))),
    correctOptions: [0],
    explanation: '',
    createdAt: at(-60),
    updatedAt: at(-60),
  }));
  return {
    id: 'story-online-test',
    title: 'Practice Test',
    audience,
    sections: [
      {
        id: 'maths',
        name: 'Mathematics',
        questionIds: frozen.map((question) => question.id),
        marking: DEFAULT_MARKING,
      },
    ],
    durationMinutes: 30,
    opensAt: at(-60),
    closesAt: at(60),
    languages: ['en'],
    shuffleQuestions: false,
    shuffleOptions: false,
    instructions: 'Three questions, thirty minutes.',
    status: 'published',
    frozen,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at(-60),
    updatedAt: at(-60),
  };
}
