// The online test the results stories show: three STSE candidates at the Online centre who took a
// three-question test (single, multiple, numerical) whose window has closed, and the decorators
// the stories share. `withExamStandIns` answers getExamTest (the question bank's engineer's) and
// signInToExams (the taking engineer's) from this data, so the stories run on their own.
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_SETTINGS, DataProvider, ExamRefusedError } from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { Repository, SeedData, StoredExamAttempt } from '@/data';
import type { ExamChallenge, ExamTest, Question, ResponseAnswer } from '@/data/online-tests';
import { ToastProvider } from '@/ui';
import { storyRepository } from '../helpers/data-decorator';

/** The stories' clock: the real one, so the browser's and the repository's agree. */
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function question(id: string, overrides: Partial<Question>): Question {
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
    createdAt: at(-10 * DAY),
    updatedAt: at(-10 * DAY),
    ...overrides,
  };
}

export const STORY_QUESTIONS: Question[] = [
  question('q1', {
    text: { en: 'The SI unit of force is', hi: '' },
    options: ['newton', 'joule', 'watt', 'pascal'].map((en) => ({ en, hi: '' })),
  }),
  question('q2', {
    kind: 'multiple',
    subject: 'Chemistry',
    text: { en: 'Which are noble gases?', hi: '' },
    options: ['Neon', 'Argon', 'Nitrogen', 'Oxygen'].map((en) => ({ en, hi: '' })),
    correctOptions: [0, 1],
  }),
  question('q3', {
    kind: 'numerical',
    subject: 'Mathematics',
    text: { en: 'If $x^2 = 81$ and $x > 0$, what is $x$?', hi: '' },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 9, tolerance: 0 },
  }),
];

export function storyTest(overrides: Partial<ExamTest> = {}): ExamTest {
  return {
    id: 'test-stse-online',
    title: 'STSE 2026 Online',
    audience: { kind: 'stse', currentClass: 10 },
    sections: [
      {
        id: 'section-science',
        name: 'Science',
        questionIds: STORY_QUESTIONS.map((item) => item.id),
        marking: DEFAULT_MARKING,
      },
    ],
    durationMinutes: 60,
    opensAt: at(-3 * DAY),
    closesAt: at(-2 * DAY),
    languages: ['en'],
    shuffleQuestions: false,
    shuffleOptions: false,
    instructions: 'Answer every question.',
    status: 'published',
    frozen: STORY_QUESTIONS,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at(-10 * DAY),
    updatedAt: at(-10 * DAY),
    ...overrides,
  };
}

/** The provisional key, with challenges open for two more days. */
export const provisional = { keyStage: 'provisional' as const, challengesCloseAt: at(2 * DAY) };

export const STORY_CANDIDATES = [
  { rollNo: 'STSE0101', name: 'Asha Verma', dateOfBirth: '2010-04-02' },
  { rollNo: 'STSE0102', name: 'Bala Iyer', dateOfBirth: '2010-07-19' },
  { rollNo: 'STSE0103', name: 'Chetan Rao', dateOfBirth: '2010-11-30' },
] as const;

const takerOf = (index: number) => ({
  kind: 'candidate' as const,
  id: `candidate-${STORY_CANDIDATES[index]!.rollNo}`,
  rollNo: STORY_CANDIDATES[index]!.rollNo,
  name: STORY_CANDIDATES[index]!.name,
});

export function storyAttempt(
  index: number,
  answers: ResponseAnswer[],
  overrides: Partial<StoredExamAttempt> = {},
): StoredExamAttempt {
  const responses = answers.map((answer, position) => ({
    seq: position + 1,
    questionId: `q${position + 1}`,
    answer,
    markedForReview: false,
    timeMs: (position + 2) * 25_000,
  }));
  return {
    id: `attempt-${index + 1}`,
    testId: 'test-stse-online',
    taker: takerOf(index),
    status: 'submitted',
    startedAt: at(-2 * DAY - 3_600_000),
    deadline: at(-2 * DAY),
    submittedAt: at(-2 * DAY - 600_000),
    lastSeenAt: at(-2 * DAY - 600_000 + index * 60_000),
    lastSeq: responses.length,
    answered: responses.length,
    focusLosses: index,
    fullscreenExits: 0,
    token: `token-${index + 1}`,
    responses,
    savesPerMinute: [],
    ...overrides,
  };
}

/** Asha all right (12), Bala B, A only, 9 (4), Chetan B, A and B, 8 (3). */
export const STORY_ATTEMPTS = [
  storyAttempt(0, [[0], [0, 1], '9']),
  storyAttempt(1, [[1], [0], '9']),
  storyAttempt(2, [[1], [0, 1], '8']),
];

export function storyChallenge(
  id: string,
  index: number,
  questionId: string,
  reason: string,
): ExamChallenge {
  return {
    id,
    testId: 'test-stse-online',
    questionId,
    taker: takerOf(index),
    reason,
    status: 'open',
    createdAt: at(-DAY + index * 60_000),
  };
}

export function examSeed(test: ExamTest, extra: Partial<SeedData> = {}): Partial<SeedData> {
  return {
    settings: DEFAULT_SETTINGS,
    stseCandidates: STORY_CANDIDATES.map((candidate) => ({
      id: `candidate-${candidate.rollNo}`,
      rollNo: candidate.rollNo,
      name: candidate.name,
      schoolName: 'Delhi Public School, Noida',
      currentClass: 10,
      dateOfBirth: candidate.dateOfBirth,
      gender: 'Female' as const,
      guardianName: 'Guardian',
      address: 'C-18, Sector 50',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pinCode: '201301',
      mobile: '9810011223',
      whatsapp: '9810011223',
      email: 'candidate@example.com',
      examCenter: 'Online',
      pendingDetails: [],
      registrationDate: at(-30 * DAY),
    })),
    examTests: [test],
    examAttempts: STORY_ATTEMPTS,
    ...extra,
  };
}

/**
 * The repository with the two operations this branch does not build answered from the stored
 * data: the test as the key operations leave it, and a candidate's tests for their roll number.
 */
export const withExamStandIns: Decorator = function ExamStandInsDecorator(Story, context) {
  const [repository] = useState((): Repository => {
    const real = storyRepository(context);
    const seed = (context.parameters.data as { seed?: Partial<SeedData> } | undefined)?.seed;
    const tests = new Map((seed?.examTests ?? []).map((test) => [test.id, test]));
    return {
      ...real,
      getExamTest: async (id) => tests.get(id),
      publishExamKey: async (...args) => {
        const test = await real.publishExamKey(...args);
        tests.set(test.id, test);
        return test;
      },
      decideExamChallenge: async (id, decision) => {
        const decided = await real.decideExamChallenge(id, decision);
        const test = tests.get(decided.testId);
        if (test && decision.outcome === 'accept') {
          tests.set(test.id, {
            ...test,
            keyChanges: { ...test.keyChanges, [decided.questionId]: decision.change },
          });
        }
        return decided;
      },
      signInToExams: async (credentials) => {
        const candidate = STORY_CANDIDATES.find(
          (item) =>
            item.rollNo === credentials.rollNo.trim().toUpperCase() &&
            item.dateOfBirth === credentials.dateOfBirth,
        );
        if (!candidate) throw new ExamRefusedError('not-eligible', 'Not a taker.');
        const index = STORY_CANDIDATES.indexOf(candidate);
        return {
          taker: takerOf(index),
          exams: [...tests.values()].map((test) => ({
            testId: test.id,
            title: test.title,
            durationMinutes: test.durationMinutes,
            opensAt: test.opensAt,
            closesAt: test.closesAt,
            languages: test.languages,
            instructions: test.instructions,
            sections: test.sections.map((section) => ({
              name: section.name,
              questionCount: section.questionIds.length,
            })),
            attempt: { status: 'submitted' as const, deadline: test.closesAt },
            keyStage: test.keyStage,
            ...(test.challengesCloseAt ? { challengesCloseAt: test.challengesCloseAt } : {}),
          })),
        };
      },
    };
  });
  return (
    <DataProvider repository={repository}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </DataProvider>
  );
};
