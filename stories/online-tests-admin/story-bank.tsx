// The question bank the admin stories show: questions of every kind, with LaTeX and Hindi, and a
// draft and a published test built from them.
import type { Decorator } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { DEFAULT_SETTINGS } from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { SeedData } from '@/data';
import type { ExamTest, Question } from '@/data/online-tests';
import { ToastProvider } from '@/ui';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function question(id: string, minutesAgo: number, overrides: Partial<Question>): Question {
  return {
    id,
    kind: 'single',
    subject: 'Mathematics',
    topic: 'Algebra',
    difficulty: 'medium',
    text: { en: `Question ${id}`, hi: '' },
    options: ['1', '2', '3', '4'].map((en) => ({ en, hi: '' })),
    correctOptions: [0],
    explanation: '',
    createdAt: at(-minutesAgo * 60_000),
    updatedAt: at(-minutesAgo * 60_000),
    ...overrides,
  };
}

export const BANK_QUESTIONS: Question[] = [
  question('q-half', 1, {
    text: {
      en: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
      hi: '$\\frac{1}{2} + \\frac{1}{4}$ का मान क्या है?',
    },
    options: ['$\\frac{3}{4}$', '$\\frac{1}{6}$', '$\\frac{2}{6}$', '$1$'].map((en) => ({
      en,
      hi: '',
    })),
  }),
  question('q-noble', 2, {
    kind: 'multiple',
    subject: 'Science',
    topic: 'Chemistry',
    difficulty: 'easy',
    text: { en: 'Which of these are noble gases?', hi: 'इनमें से कौन-सी उत्कृष्ट गैसें हैं?' },
    options: [
      { en: 'Neon', hi: 'नियॉन' },
      { en: 'Argon', hi: 'आर्गन' },
      { en: 'Nitrogen', hi: 'नाइट्रोजन' },
      { en: 'Oxygen', hi: 'ऑक्सीजन' },
    ],
    correctOptions: [0, 1],
  }),
  question('q-square', 3, {
    kind: 'numerical',
    topic: 'Squares',
    difficulty: 'hard',
    text: {
      en: 'If $x^2 = 81$ and $x > 0$, what is $x$?',
      hi: 'यदि $x^2 = 81$ और $x > 0$, तो $x$ क्या है?',
    },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 9, tolerance: 0 },
  }),
  question('q-series', 4, {
    subject: 'Mental Ability',
    topic: 'Series',
    difficulty: 'easy',
    text: {
      en: 'Which number comes next: 2, 4, 8, 16, …?',
      hi: 'अगली संख्या कौन-सी है: 2, 4, 8, 16, …?',
    },
    options: ['24', '32', '30', '20'].map((en) => ({ en, hi: '' })),
    correctOptions: [1],
  }),
];

export function bankSeed(extra: Partial<SeedData> = {}): Partial<SeedData> {
  return { settings: DEFAULT_SETTINGS, questions: BANK_QUESTIONS, ...extra };
}

export function storyTest(overrides: Partial<ExamTest> = {}): ExamTest {
  return {
    id: 'test-class-10',
    title: 'STSE Online 2026, Class 10',
    audience: { kind: 'stse', currentClass: 10 },
    sections: [
      {
        id: 'section-maths',
        name: 'Mathematics',
        questionIds: ['q-half', 'q-square'],
        marking: DEFAULT_MARKING,
      },
      {
        id: 'section-science',
        name: 'Science',
        questionIds: ['q-noble'],
        marking: DEFAULT_MARKING,
      },
    ],
    durationMinutes: 30,
    opensAt: at(DAY),
    closesAt: at(2 * DAY),
    languages: ['en', 'hi'],
    shuffleQuestions: true,
    shuffleOptions: false,
    instructions: 'Answer every question. The clock is the server’s.',
    status: 'draft',
    frozen: [],
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at(-DAY),
    updatedAt: at(-DAY),
    ...overrides,
  };
}

/** The same test published: its questions frozen as they were. */
export const publishedTest = () =>
  storyTest({
    status: 'published',
    frozen: BANK_QUESTIONS.filter((question) =>
      ['q-half', 'q-square', 'q-noble'].includes(question.id),
    ),
  });

export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** Bytes of a real 1×1 PNG, and text that only calls itself one. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);
export const pngFile = () => new File([PNG_BYTES], 'figure.png', { type: 'image/png' });
export const fakePngFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'figure.png', { type: 'image/png' });

export async function openAddDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Question' }));
  return within(await screen.findByRole('dialog', { name: 'Add Question' }));
}

/** Typed as a paste: LaTeX's braces are key names to userEvent.type. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
