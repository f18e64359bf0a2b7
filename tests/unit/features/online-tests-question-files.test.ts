import { describe, expect, test } from 'vitest';
import { questionEditSchema } from '@/data/online-tests';
import type { Question } from '@/data/online-tests';
import {
  QUESTION_CSV_COLUMNS,
  importIssueRows,
  questionFileRow,
  questionsToCsv,
  questionsToJson,
  readQuestionFile,
} from '@/features/online-tests-admin/question-files';

const AT = '2026-11-01T05:00:00.000Z';
const BANK: Question[] = [
  {
    id: 'q1',
    kind: 'single',
    subject: 'Mathematics',
    topic: 'Fractions, "halves"',
    difficulty: 'easy',
    text: {
      en: 'What is $\\frac{1}{2} + \\frac{1}{2}$?',
      hi: '$\\frac{1}{2} + \\frac{1}{2}$ कितना है?',
    },
    options: [
      { en: '1', hi: '१' },
      { en: '-1', hi: '' },
      { en: '=2', hi: '' },
    ],
    correctOptions: [0],
    explanation: 'Two halves\nmake a whole.',
    image: { type: 'image/png', base64: '+iVBORw0KGgo=' },
    createdAt: AT,
    updatedAt: AT,
  },
  {
    id: 'q2',
    kind: 'multiple',
    subject: 'Science',
    topic: '',
    difficulty: 'medium',
    text: { en: 'Which are metals?', hi: '' },
    options: ['Iron', 'Oxygen', 'Copper', 'Neon'].map((en) => ({ en, hi: '' })),
    correctOptions: [0, 2],
    explanation: '',
    createdAt: AT,
    updatedAt: AT,
  },
  {
    id: 'q3',
    kind: 'numerical',
    subject: 'Mathematics',
    topic: 'Powers',
    difficulty: 'hard',
    text: { en: 'If $x^2 = 6.25$ and $x > 0$, $x$ = ?', hi: 'यदि $x^2 = 6.25$ है तो $x$ = ?' },
    options: [],
    correctOptions: [],
    numericalAnswer: { value: -2.5, tolerance: 0.01 },
    explanation: '',
    createdAt: AT,
    updatedAt: AT,
  },
];

const edits = BANK.map((question) => questionEditSchema.parse(questionFileRow(question)));
const header = QUESTION_CSV_COLUMNS.join(',');

describe('question files', () => {
  test('a CSV export imports back as the same questions', () => {
    const reading = readQuestionFile('bank.csv', questionsToCsv(BANK));
    expect(reading.status).toBe('read');
    if (reading.status !== 'read') return;
    expect(reading.rows.map((row) => questionEditSchema.parse(row))).toEqual(edits);
    expect(reading.lines).toEqual([2, 3, 4]);
  });

  test('a JSON export imports back as the same questions, without ids or times', () => {
    const json = questionsToJson(BANK);
    expect(json).not.toContain('"id"');
    const reading = readQuestionFile('bank.JSON', json);
    expect(reading).toMatchObject({ status: 'read', lines: [1, 2, 3] });
    if (reading.status !== 'read') return;
    expect(reading.rows.map((row) => questionEditSchema.parse(row))).toEqual(edits);
  });

  test('a CSV written by hand: columns in any order and case, "1;3", blank lines skipped', () => {
    const csv = [
      'Subject,KIND,difficulty,text_en,option1_en,option2_en,option3_en,correct',
      'Science,multiple,Easy,Pick two,A,B,C,1;3',
      '',
      'Mathematics,numerical,hard,How many?,,,,',
    ].join('\n');
    const reading = readQuestionFile('mine.csv', csv);
    expect(reading.status).toBe('read');
    if (reading.status !== 'read') return;
    expect(reading.lines).toEqual([2, 4]);
    expect(reading.rows[0]).toMatchObject({
      kind: 'multiple',
      subject: 'Science',
      difficulty: 'easy',
      options: [
        { en: 'A', hi: '' },
        { en: 'B', hi: '' },
        { en: 'C', hi: '' },
      ],
      correctOptions: [0, 2],
    });
    expect(reading.rows[1]).toMatchObject({ kind: 'numerical', options: [], correctOptions: [] });
    expect(reading.rows[1]).not.toHaveProperty('numericalAnswer');
  });

  test('cells that are not numbers are handed over as written, for the check to name', () => {
    const csv = `${header}\nnumerical,Science,,easy,Q,,${',,'.repeat(6)}x,five,,,,`;
    const reading = readQuestionFile('a.csv', csv);
    if (reading.status !== 'read') throw new Error(reading.message);
    expect(reading.rows[0]).toMatchObject({
      correctOptions: ['x'],
      numericalAnswer: { value: 'five', tolerance: 0 },
    });
    const parsed = questionEditSchema.safeParse(reading.rows[0]);
    expect(parsed.success).toBe(false);
  });

  test('a blank option between written ones is kept, so the check refuses it', () => {
    const csv =
      'kind,subject,difficulty,text_en,option1_en,option2_en,option3_en,correct\n' +
      'single,Science,easy,Q,A,,C,1';
    const reading = readQuestionFile('a.csv', csv);
    if (reading.status !== 'read') throw new Error(reading.message);
    expect(reading.rows[0]).toMatchObject({ options: [{ en: 'A' }, { en: '' }, { en: 'C' }] });
  });

  test('unreadable files say why', () => {
    expect(readQuestionFile('a.json', '{"kind":"single"}')).toMatchObject({
      status: 'unreadable',
      message: expect.stringContaining('list of questions'),
    });
    expect(readQuestionFile('a.json', 'nope')).toMatchObject({ status: 'unreadable' });
    expect(readQuestionFile('a.json', '[]')).toMatchObject({ status: 'unreadable' });
    expect(readQuestionFile('a.csv', '\n\n')).toMatchObject({ status: 'unreadable' });
    expect(readQuestionFile('a.csv', `${header}\n`)).toMatchObject({ status: 'unreadable' });
    expect(readQuestionFile('a.csv', 'kind,colour\nsingle,red')).toMatchObject({
      status: 'unreadable',
      message: expect.stringContaining('colour'),
    });
    expect(readQuestionFile('a.csv', 'kind,subject\n"single,Science')).toMatchObject({
      status: 'unreadable',
      message: expect.stringContaining('line 2'),
    });
  });

  test('an import refusal is told row by row', () => {
    expect(
      importIssueRows([
        { path: '3.options', message: 'Add at least two options.' },
        { path: '12.text.en', message: 'Question is required.' },
        { path: 'rows', message: 'The file has no questions.' },
      ]),
    ).toEqual([
      { row: 3, field: 'options', message: 'Add at least two options.' },
      { row: 12, field: 'text.en', message: 'Question is required.' },
      { row: undefined, field: 'rows', message: 'The file has no questions.' },
    ]);
  });
});
