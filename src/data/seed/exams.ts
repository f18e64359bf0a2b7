// The sample question bank and two published online tests: an STSE paper for class 10 at the
// Online centre, and a practice test of the series for the class 12 Non-Medical students (Rahul
// Sharma can take it in the browser-only demo). Mental Ability, Science and Mathematics, all three
// kinds, with KaTeX and Hindi text as a real paper has.
import { DEFAULT_MARKING } from '../schemas/exams';
import type { ExamTest, LocalizedText, Question, QuestionEdit } from '../schemas/exams';

type SampleQuestion = Omit<QuestionEdit, 'options'> & { id: string; options: LocalizedText[] };

const option = (en: string, hi = en): LocalizedText => ({ en, hi });

const SAMPLE_QUESTIONS: SampleQuestion[] = [
  {
    id: 'question-mat-series',
    kind: 'single',
    subject: 'Mental Ability',
    topic: 'Number series',
    difficulty: 'easy',
    text: {
      en: 'Which number comes next in the series 2, 6, 12, 20, 30, …?',
      hi: 'श्रेणी 2, 6, 12, 20, 30, … में अगली संख्या कौन-सी है?',
    },
    options: [option('40'), option('42'), option('44'), option('36')],
    correctOptions: [1],
    explanation: 'The differences are 4, 6, 8, 10, so the next is 30 + 12 = 42.',
  },
  {
    id: 'question-mat-coding',
    kind: 'single',
    subject: 'Mental Ability',
    topic: 'Coding and decoding',
    difficulty: 'medium',
    text: {
      en: 'If CAT is written as DBU, how is DOG written in the same code?',
      hi: 'यदि CAT को DBU लिखा जाता है, तो उसी कूट में DOG को कैसे लिखा जाएगा?',
    },
    options: [option('EPH'), option('EPG'), option('DPH'), option('FQI')],
    correctOptions: [0],
    explanation: 'Each letter moves one place forward: D→E, O→P, G→H.',
  },
  {
    id: 'question-mat-odd',
    kind: 'multiple',
    subject: 'Mental Ability',
    topic: 'Classification',
    difficulty: 'medium',
    text: {
      en: 'Which of these numbers are perfect squares?',
      hi: 'इनमें से कौन-सी संख्याएँ पूर्ण वर्ग हैं?',
    },
    options: [option('49'), option('56'), option('81'), option('98')],
    correctOptions: [0, 2],
    explanation: '$49 = 7^2$ and $81 = 9^2$; 56 and 98 are not squares.',
  },
  {
    id: 'question-mat-clock',
    kind: 'numerical',
    subject: 'Mental Ability',
    topic: 'Clocks',
    difficulty: 'hard',
    text: {
      en: 'What is the angle, in degrees, between the hands of a clock at 3:30?',
      hi: '3:30 बजे घड़ी की सुइयों के बीच का कोण (डिग्री में) कितना है?',
    },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 75, tolerance: 0 },
    explanation: 'The hour hand is at $105^\\circ$ and the minute hand at $180^\\circ$: 75°.',
  },
  {
    id: 'question-sci-acceleration',
    kind: 'numerical',
    subject: 'Science',
    topic: 'Motion',
    difficulty: 'medium',
    text: {
      en: 'A car speeds up from $0$ to $20\\,\\text{m/s}$ in $5\\,\\text{s}$. Its acceleration in $\\text{m/s}^2$ is:',
      hi: 'एक कार $5\\,\\text{s}$ में $0$ से $20\\,\\text{m/s}$ तक पहुँचती है। उसका त्वरण ($\\text{m/s}^2$ में) है:',
    },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 4, tolerance: 0 },
    explanation: '$a = \\frac{v - u}{t} = \\frac{20 - 0}{5} = 4$.',
  },
  {
    id: 'question-sci-water',
    kind: 'single',
    subject: 'Science',
    topic: 'Chemical formulae',
    difficulty: 'easy',
    text: { en: 'Which is the chemical formula of water?', hi: 'जल का रासायनिक सूत्र कौन-सा है?' },
    options: [
      option('$\\text{H}_2\\text{O}$'),
      option('$\\text{CO}_2$'),
      option('$\\text{H}_2\\text{O}_2$'),
      option('$\\text{O}_2$'),
    ],
    correctOptions: [0],
    explanation: 'Two hydrogen atoms and one oxygen atom.',
  },
  {
    id: 'question-sci-metals',
    kind: 'multiple',
    subject: 'Science',
    topic: 'Metals and non-metals',
    difficulty: 'easy',
    text: {
      en: 'Which of these are good conductors of electricity?',
      hi: 'इनमें से कौन-से विद्युत के सुचालक हैं?',
    },
    options: [
      option('Copper', 'ताँबा'),
      option('Rubber', 'रबर'),
      option('Aluminium', 'ऐलुमिनियम'),
      option('Glass', 'काँच'),
    ],
    correctOptions: [0, 2],
    explanation: 'Copper and aluminium are metals; rubber and glass are insulators.',
  },
  {
    id: 'question-sci-ohm',
    kind: 'single',
    subject: 'Science',
    topic: 'Electricity',
    difficulty: 'medium',
    text: {
      en: 'A $12\\,\\text{V}$ battery drives a current of $2\\,\\text{A}$ through a resistor. Its resistance is:',
      hi: 'एक $12\\,\\text{V}$ बैटरी किसी प्रतिरोधक में $2\\,\\text{A}$ धारा प्रवाहित करती है। उसका प्रतिरोध है:',
    },
    options: [
      option('$6\\,\\Omega$'),
      option('$24\\,\\Omega$'),
      option('$10\\,\\Omega$'),
      option('$\\frac{1}{6}\\,\\Omega$'),
    ],
    correctOptions: [0],
    explanation: "Ohm's law: $R = \\frac{V}{I} = \\frac{12}{2} = 6\\,\\Omega$.",
  },
  {
    id: 'question-math-fraction',
    kind: 'single',
    subject: 'Mathematics',
    topic: 'Fractions',
    difficulty: 'easy',
    text: {
      en: 'What is $\\frac{1}{2} + \\frac{1}{3}$?',
      hi: '$\\frac{1}{2} + \\frac{1}{3}$ का मान क्या है?',
    },
    options: [
      option('$\\frac{2}{5}$'),
      option('$\\frac{5}{6}$'),
      option('$\\frac{1}{6}$'),
      option('$\\frac{2}{3}$'),
    ],
    correctOptions: [1],
    explanation: '$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$.',
  },
  {
    id: 'question-math-quadratic',
    kind: 'multiple',
    subject: 'Mathematics',
    topic: 'Quadratic equations',
    difficulty: 'medium',
    text: {
      en: 'Which values of $x$ satisfy $x^2 - 5x + 6 = 0$?',
      hi: '$x$ के कौन-से मान $x^2 - 5x + 6 = 0$ को संतुष्ट करते हैं?',
    },
    options: [option('$x = 1$'), option('$x = 2$'), option('$x = 3$'), option('$x = 6$')],
    correctOptions: [1, 2],
    explanation: '$x^2 - 5x + 6 = (x - 2)(x - 3)$.',
  },
  {
    id: 'question-math-square',
    kind: 'numerical',
    subject: 'Mathematics',
    topic: 'Powers',
    difficulty: 'easy',
    text: {
      en: 'If $x^2 = 144$ and $x > 0$, what is $x$?',
      hi: 'यदि $x^2 = 144$ और $x > 0$ है, तो $x$ का मान क्या है?',
    },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 12, tolerance: 0 },
    explanation: '$\\sqrt{144} = 12$.',
  },
  {
    id: 'question-math-root',
    kind: 'numerical',
    subject: 'Mathematics',
    topic: 'Surds',
    difficulty: 'hard',
    text: {
      en: 'Give $\\sqrt{2}$ correct to two decimal places.',
      hi: '',
    },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 1.41, tolerance: 0.01 },
    explanation: '$\\sqrt{2} = 1.41421\\ldots$',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sample bank, added over the last days (the newest last in this list). */
export function createQuestions(now: Date): Question[] {
  return SAMPLE_QUESTIONS.map((sample, index) => {
    const at = new Date(now.getTime() - (SAMPLE_QUESTIONS.length - index) * DAY_MS).toISOString();
    return { ...sample, createdAt: at, updatedAt: at };
  });
}

const idsOf = (subject: string) =>
  SAMPLE_QUESTIONS.filter((question) => question.subject === subject).map(({ id }) => id);

/** The published tests: their papers frozen from the bank; windows open from yesterday. */
export function createExamTests(now: Date, questions: readonly Question[]): ExamTest[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const byId = new Map(questions.map((question) => [question.id, question]));
  const published = (
    test: Omit<
      ExamTest,
      'status' | 'frozen' | 'keyStage' | 'keyChanges' | 'createdAt' | 'updatedAt'
    >,
  ): ExamTest => ({
    ...test,
    status: 'published',
    frozen: test.sections.flatMap((section) =>
      section.questionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    ),
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at(-2),
    updatedAt: at(-1),
  });
  const section = (id: string, name: string, subject = name) => ({
    id,
    name,
    questionIds: idsOf(subject),
    marking: DEFAULT_MARKING,
  });
  return [
    published({
      id: 'test-stse-online-10',
      title: 'STSE Online · Class 10',
      audience: { kind: 'stse', currentClass: 10 },
      sections: [
        section('section-stse-mat', 'Mental Ability'),
        section('section-stse-science', 'Science'),
        section('section-stse-maths', 'Mathematics'),
      ],
      durationMinutes: 30,
      opensAt: at(-1),
      closesAt: at(60),
      languages: ['en', 'hi'],
      shuffleQuestions: true,
      shuffleOptions: true,
      instructions:
        'The test has three sections and lasts 30 minutes from when you start. Single correct: +4 for right, −1 for wrong. Multiple correct: +4 when all right options are chosen, +1 for each right option otherwise, −2 for any wrong option. Numerical: +4 for right, no negative marks. Your answers are saved as you go.',
    }),
    published({
      id: 'test-series-12-nonmedical',
      title: 'Practice Test 1 · Class 12 Non-Medical',
      audience: { kind: 'students', currentClass: 12, stream: 'Non-Medical' },
      sections: [
        section('section-series-science', 'Physics and Chemistry', 'Science'),
        section('section-series-maths', 'Mathematics'),
      ],
      durationMinutes: 30,
      opensAt: at(-1),
      closesAt: at(60),
      languages: ['en', 'hi'],
      shuffleQuestions: false,
      shuffleOptions: false,
      instructions:
        'A practice test of the series: 30 minutes, marked like the JEE. Take it any time while it is open; your result shows once the answer key is published.',
    }),
  ];
}
