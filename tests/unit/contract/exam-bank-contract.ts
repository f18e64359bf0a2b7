// The online tests' question bank and tests, the same on every adapter: questions checked and
// filtered, an import all or nothing with its refusals named row by row, the export, drafts whose
// questions stay in the bank, publishing (the paper frozen; an STSE paper within the settings'
// maximum marks) and a published test's window and instructions the only things that change.
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, DataValidationError } from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { Repository, SeedData, SessionUser } from '@/data';
import type { ExamTestEdit, QuestionEdit } from '@/data/online-tests';
import { examQuestion, examTest } from './exam-fixtures';
import { START, createClock } from './fixtures';
import type { MakeRepository } from './fixtures';

const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

async function rejection(promise: Promise<unknown>): Promise<DataValidationError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to be refused, but it succeeded.');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataValidationError);
  return error as DataValidationError;
}

const singleEdit = (overrides: Partial<QuestionEdit> = {}): QuestionEdit => ({
  kind: 'single',
  subject: 'Mathematics',
  topic: 'Fractions',
  difficulty: 'easy',
  text: { en: 'What is $\\frac{1}{2}$ of 8?', hi: '8 का $\\frac{1}{2}$ कितना है?' },
  options: ['2', '4', '6', '8'].map((en) => ({ en, hi: '' })),
  correctOptions: [1],
  explanation: 'Half of 8 is 4.',
  ...overrides,
});

const hours = (count: number) => new Date(START.getTime() + count * 3_600_000).toISOString();

const testEdit = (questionIds: string[], overrides: Partial<ExamTestEdit> = {}): ExamTestEdit => ({
  title: 'STSE 2027 online',
  audience: { kind: 'stse', currentClass: 10 },
  sections: [{ id: 'sec-a', name: 'Mathematics', questionIds, marking: DEFAULT_MARKING }],
  durationMinutes: 30,
  opensAt: hours(24),
  closesAt: hours(48),
  languages: ['en', 'hi'],
  shuffleQuestions: true,
  shuffleOptions: false,
  instructions: 'Answer every question.',
  ...overrides,
});

export function runExamBankContract(name: string, makeRepository: MakeRepository) {
  async function setup(seed: Partial<SeedData> = {}) {
    const clock = createClock();
    const repository: Repository = await makeRepository({ seed, now: clock.now });
    await repository.setSession(ADMIN_SESSION);
    return { repository, clock };
  }

  describe(`${name}: online tests' question bank`, () => {
    test('a question is added, read, edited and deleted, each in the audit log', async () => {
      const { repository, clock } = await setup();
      const added = await repository.addQuestion(singleEdit());
      expect(added).toEqual({
        ...singleEdit(),
        id: expect.any(String),
        createdAt: START.toISOString(),
        updatedAt: START.toISOString(),
      });
      expect(await repository.getQuestion(added.id)).toEqual(added);

      clock.advanceMinutes(5);
      const updated = await repository.updateQuestion(
        added.id,
        singleEdit({ kind: 'multiple', correctOptions: [1, 3] }),
      );
      expect(updated).toMatchObject({
        id: added.id,
        kind: 'multiple',
        correctOptions: [1, 3],
        createdAt: START.toISOString(),
        updatedAt: clock.now().toISOString(),
      });
      await repository.deleteQuestion(added.id);
      expect(await repository.getQuestion(added.id)).toBeUndefined();
      // Deleting what is already gone is not an error.
      await repository.deleteQuestion(added.id);

      const log = await repository.listAuditLog({ page: 1, pageSize: 25, entity: 'question' });
      expect(log.rows.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
      expect(log.rows[1]?.changes).toContainEqual({
        field: 'kind',
        before: 'single',
        after: 'multiple',
      });
    });

    test('a question is checked: fields named, the key fitting its kind, nothing stored', async () => {
      const { repository } = await setup();
      const blank = await rejection(
        repository.addQuestion(singleEdit({ subject: ' ', text: { en: '', hi: '' } })),
      );
      expect(blank.issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining(['subject', 'text.en']),
      );
      const noKey = await rejection(repository.addQuestion(singleEdit({ correctOptions: [] })));
      expect(noKey.issues.map((issue) => issue.path)).toContain('correctOptions');
      expect(await repository.listQuestions()).toEqual({ rows: [], total: 0 });
      const missing = await repository
        .updateQuestion('no-such-question', singleEdit())
        .catch((error: unknown) => error);
      expect(missing).toMatchObject({ name: 'NotFoundError' });
    });

    test('the bank is filtered by subject, kind, difficulty and a search, newest first, 25 a page', async () => {
      const { repository, clock } = await setup();
      const ids: string[] = [];
      for (let index = 0; index < 27; index += 1) {
        clock.advanceSeconds(1);
        const question = await repository.addQuestion(
          singleEdit({
            subject: index % 3 === 0 ? 'Science' : 'Mathematics',
            difficulty: index === 4 ? 'hard' : 'easy',
            topic: index === 7 ? 'Light and Optics' : '',
            text: {
              en: index === 9 ? 'Which PLANET is largest?' : `Question ${index}`,
              hi: index === 11 ? 'सबसे बड़ा ग्रह' : '',
            },
            ...(index === 2
              ? {
                  kind: 'numerical',
                  options: [],
                  correctOptions: [],
                  numericalAnswer: { value: 4, tolerance: 0 },
                }
              : {}),
          }),
        );
        ids.push(question.id);
      }
      const first = await repository.listQuestions();
      expect(first.total).toBe(27);
      expect(first.rows.map((row) => row.id)).toEqual(ids.toReversed().slice(0, 25));
      const second = await repository.listQuestions({ page: 2 });
      expect(second.total).toBe(27);
      expect(second.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);

      const science = await repository.listQuestions({ subject: 'Science' });
      expect(science.total).toBe(9);
      expect(science.rows.every((row) => row.subject === 'Science')).toBe(true);
      expect((await repository.listQuestions({ subject: 'science' })).total).toBe(0);
      const idsOf = async (filter: Parameters<Repository['listQuestions']>[0]) =>
        (await repository.listQuestions(filter)).rows.map((row) => row.id);
      expect(await idsOf({ kind: 'numerical' })).toEqual([ids[2]]);
      expect(await idsOf({ difficulty: 'hard' })).toEqual([ids[4]]);
      expect(await idsOf({ search: 'optics' })).toEqual([ids[7]]);
      expect(await idsOf({ search: 'planet' })).toEqual([ids[9]]);
      expect(await idsOf({ search: 'ग्रह' })).toEqual([ids[11]]);
      expect(await idsOf({ search: '100%' })).toEqual([]);
      expect(await idsOf({ search: 'question 1', subject: 'Science', difficulty: 'easy' })).toEqual(
        [ids[18], ids[15], ids[12]],
      );
    });

    test('an import is all or nothing, its refusals named row by row; the export has every question', async () => {
      const { repository, clock } = await setup({ questions: [examQuestion('q-old')] });
      const refused = await rejection(
        repository.importQuestions([
          singleEdit(),
          singleEdit(),
          singleEdit({ options: [{ en: 'Only', hi: '' }], correctOptions: [0] }),
          { ...singleEdit(), kind: 'essay' },
        ]),
      );
      expect(refused.issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining(['3.options', '4.kind']),
      );
      expect(refused.issues.every((issue) => /^[34]\./.test(issue.path))).toBe(true);
      expect((await repository.listQuestions()).total).toBe(1);

      clock.advanceMinutes(1);
      const rows = ['One', 'Two', 'Three'].map((en) =>
        singleEdit({ text: { en: `Row ${en}`, hi: '' } }),
      );
      expect(await repository.importQuestions(rows)).toEqual({ imported: 3 });
      const exported = await repository.exportQuestions();
      expect(exported.map((question) => question.text.en)).toEqual([
        'Row One',
        'Row Two',
        'Row Three',
        'Question q-old',
      ]);
      const log = await repository.listAuditLog({ page: 1, pageSize: 25, entity: 'question' });
      expect(log.total).toBe(3);
    });
  });

  describe(`${name}: online tests (admin)`, () => {
    test('a draft names only questions of the bank, and keeps them there', async () => {
      const { repository } = await setup({
        questions: [examQuestion('q1'), examQuestion('q2')],
      });
      const unknown = await rejection(repository.addExamTest(testEdit(['q1', 'q-missing'])));
      expect(unknown.issues).toEqual([
        {
          path: 'sections.0.questionIds',
          message: 'A question of this section is not in the bank.',
        },
      ]);
      const draft = await repository.addExamTest(testEdit(['q1']));
      expect(draft).toMatchObject({
        status: 'draft',
        frozen: [],
        keyStage: 'hidden',
        keyChanges: {},
        createdAt: START.toISOString(),
      });
      const inDraft = await rejection(repository.deleteQuestion('q1'));
      expect(inDraft.issues[0]?.message).toContain('STSE 2027 online');
      expect(await repository.getQuestion('q1')).toBeDefined();
      await repository.deleteQuestion('q2');

      const edited = await repository.updateExamTest(
        draft.id,
        testEdit(['q1'], { title: 'Renamed', durationMinutes: 45 }),
      );
      expect(edited).toMatchObject({ id: draft.id, title: 'Renamed', durationMinutes: 45 });
      expect(await repository.getExamTest(draft.id)).toEqual(edited);
      await repository.deleteExamTest(draft.id);
      expect(await repository.getExamTest(draft.id)).toBeUndefined();
      await repository.deleteQuestion('q1');
      expect(await repository.exportQuestions()).toEqual([]);
    });

    test('the list is newest first and carries no frozen questions', async () => {
      const { repository, clock } = await setup({
        questions: [examQuestion('q1')],
        examTests: [examTest()],
      });
      clock.advanceMinutes(1);
      const draft = await repository.addExamTest(testEdit(['q1'], { title: 'Newer' }));
      const list = await repository.listExamTests();
      expect(list.map((test) => test.id)).toEqual([draft.id, 'test-stse']);
      expect(list[1]).toMatchObject({ status: 'published', questionCount: 3 });
      expect(list[1]).not.toHaveProperty('frozen');
    });

    test('publishing freezes the paper; the bank may change afterwards', async () => {
      const { repository, clock } = await setup({
        questions: [
          examQuestion('q1'),
          examQuestion('q2', { kind: 'multiple', correctOptions: [0, 1] }),
        ],
      });
      const draft = await repository.addExamTest(testEdit(['q2', 'q1']));
      clock.advanceMinutes(1);
      const published = await repository.publishExamTest(draft.id);
      expect(published).toMatchObject({
        status: 'published',
        updatedAt: clock.now().toISOString(),
      });
      expect(published.frozen.map((question) => question.id)).toEqual(['q2', 'q1']);
      expect(await repository.getExamTest(draft.id)).toEqual(published);

      await repository.updateQuestion('q1', singleEdit());
      await repository.deleteQuestion('q2');
      expect((await repository.getExamTest(draft.id))?.frozen).toEqual(published.frozen);

      const again = await rejection(repository.publishExamTest(draft.id));
      expect(again.issues[0]?.path).toBe('status');
      const deleting = await rejection(repository.deleteExamTest(draft.id));
      expect(deleting.issues[0]?.path).toBe('status');
      expect(await repository.getExamTest(draft.id)).toBeDefined();

      const log = await repository.listAuditLog({ page: 1, pageSize: 25, entity: 'examTest' });
      expect(log.rows.map((entry) => entry.action)).toEqual(['updated', 'created']);
      expect(log.rows[0]?.changes).toContainEqual({
        field: 'status',
        before: 'draft',
        after: 'published',
      });
    });

    test("an STSE paper worth more than the settings' maximum marks is not published", async () => {
      const questions = Array.from({ length: 26 }, (_, index) => examQuestion(`q${index + 1}`));
      const { repository } = await setup({
        questions,
        settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, maxMarks: 100 } },
      });
      const ids = questions.map((question) => question.id);
      const stse = await repository.addExamTest(testEdit(ids));
      const refused = await rejection(repository.publishExamTest(stse.id));
      expect(refused.issues[0]?.message).toContain('104');
      expect(refused.issues[0]?.message).toContain('100');
      expect((await repository.getExamTest(stse.id))?.status).toBe('draft');

      const series = await repository.addExamTest(
        testEdit(ids, { audience: { kind: 'students', currentClass: 12, stream: 'Non-Medical' } }),
      );
      expect((await repository.publishExamTest(series.id)).status).toBe('published');
      const fits = await repository.addExamTest(testEdit(ids.slice(0, 25)));
      expect((await repository.publishExamTest(fits.id)).status).toBe('published');
    });

    test('a published test changes only its closing time (later) and its instructions', async () => {
      const { repository } = await setup({ questions: [examQuestion('q1'), examQuestion('q2')] });
      const draft = await repository.addExamTest(testEdit(['q1']));
      const published = await repository.publishExamTest(draft.id);
      const {
        id: _id,
        status: _status,
        frozen: _frozen,
        keyStage: _key,
        keyChanges: _changes,
        createdAt: _created,
        updatedAt: _updated,
        ...asEdited
      } = published;

      const extended = await repository.updateExamTest(published.id, {
        ...asEdited,
        closesAt: hours(72),
        instructions: 'Bring a pencil.',
      });
      expect(extended).toMatchObject({
        status: 'published',
        closesAt: hours(72),
        instructions: 'Bring a pencil.',
        frozen: published.frozen,
      });
      const earlier = await rejection(
        repository.updateExamTest(published.id, { ...asEdited, closesAt: hours(36) }),
      );
      expect(earlier.issues[0]?.path).toBe('closesAt');
      for (const change of [
        { title: 'Another title' },
        { durationMinutes: 60 },
        { sections: [{ ...asEdited.sections[0]!, questionIds: ['q1', 'q2'] }] },
        { opensAt: hours(25) },
      ]) {
        const refused = await rejection(
          repository.updateExamTest(published.id, { ...asEdited, closesAt: hours(72), ...change }),
        );
        expect(refused.issues[0]?.message).toContain('only the closing time and the instructions');
      }
      expect(await repository.getExamTest(published.id)).toEqual(extended);
    });
  });
}
