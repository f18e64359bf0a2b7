// After an online test, on every adapter: the live monitor, the answer key (provisional, final),
// challenges and their decisions (each re-scores every finished attempt and moves STSE marks and
// ranks), the taker's response sheet and a student's test-series results. Tests and attempts are
// seeded straight into the collections.
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, DataValidationError, ExamRefusedError, readAllPages } from '@/data';
import { CHALLENGE_TWICE_MESSAGE } from '@/data/online-tests';
import type { Repository, SeedData, SessionUser, Student } from '@/data';
import { examTest, finishedAttempt } from './exam-fixtures';
import { START, createClock, storedCandidate, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';

type Options = {
  visitor?: (signedIn: Repository) => Promise<Repository>;
  student?: (record: Student) => Promise<Repository>;
};

const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };
const DOB = '2010-03-12';
const credentials = (rollNo: string, dateOfBirth = DOB) => ({ rollNo, dateOfBirth });
const candidateTaker = (rollNo: string, name: string) => ({
  kind: 'candidate' as const,
  id: `candidate-${rollNo}`,
  rollNo,
  name,
});
const inTwoDays = new Date(START.getTime() + 2 * 86_400_000).toISOString();

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected the call to be refused, but it succeeded.');
    },
    (error: unknown) => error,
  );
}

/**
 * Three candidates at the Online centre, class 10, and their attempts: Asha all right (12),
 * Bala B, A only and 9.8 (−1 +1 +4 = 4), Chetan B, A and B, 10 (−1 +4 +0 = 3). Results are
 * published, so the public lookup tells each one's rank.
 */
function stseSeed(testOverrides: Parameters<typeof examTest>[0] = {}): Partial<SeedData> {
  return {
    settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, resultsPublished: true } },
    stseCandidates: [
      storedCandidate('STSE0001', { name: 'Asha', examCenter: 'Online' }),
      storedCandidate('STSE0002', { name: 'Bala', examCenter: 'Online' }),
      storedCandidate('STSE0003', { name: 'Chetan', examCenter: 'Online' }),
      storedCandidate('STSE0004', { name: 'Divya', examCenter: 'Online' }),
    ],
    examTests: [examTest(testOverrides)],
    examAttempts: [
      finishedAttempt('att-1', candidateTaker('STSE0001', 'Asha'), [[0], [0, 1], '9.8']),
      finishedAttempt('att-2', candidateTaker('STSE0002', 'Bala'), [[1], [0], '9.8']),
      finishedAttempt('att-3', candidateTaker('STSE0003', 'Chetan'), [[1], [0, 1], '10']),
    ],
  };
}

export function runExamResultsContract(
  name: string,
  makeRepository: MakeRepository,
  options: Options,
) {
  async function setup(seed: Partial<SeedData>, start?: Date) {
    const clock = createClock(start);
    const repository = await makeRepository({ seed, now: clock.now });
    let visitorRepository: Repository | undefined;
    const asAdmin = async () => {
      await repository.setSession(ADMIN_SESSION);
      return repository;
    };
    const asVisitor = async () => {
      if (options.visitor) return (visitorRepository ??= await options.visitor(repository));
      await repository.clearSession();
      return repository;
    };
    const asStudent = async (student: Student) => {
      if (options.student) return options.student(student);
      await repository.setSession({ id: student.id, name: student.name, role: 'student' });
      return repository;
    };
    /** Each candidate's marks and public rank, by roll number. */
    const standings = async () => {
      const visitor = await asVisitor();
      const rows: Record<string, { marks?: number; rank?: number }> = {};
      for (const rollNo of ['STSE0001', 'STSE0002', 'STSE0003']) {
        const result = await visitor.lookupResult(credentials(rollNo));
        rows[rollNo] =
          result.status === 'published' ? { marks: result.marks, rank: result.rank } : {};
      }
      return rows;
    };
    return { repository, clock, asAdmin, asVisitor, asStudent, standings };
  }

  const challengeWindow = { keyStage: 'provisional' as const, challengesCloseAt: inTwoDays };

  describe(`${name}: online test answer key and challenges`, () => {
    test('the sheet is refused before a key; the provisional key scores every attempt and sets STSE marks and ranks', async () => {
      const { asAdmin, asVisitor, standings, repository } = await setup(stseSeed());
      const sheetRefusal = await rejection(
        (await asVisitor()).getResponseSheet('test-stse', credentials('STSE0002')),
      );
      expect(sheetRefusal).toBeInstanceOf(ExamRefusedError);
      expect(sheetRefusal).toMatchObject({ reason: 'no-key' });

      const admin = await asAdmin();
      const past = await rejection(
        admin.publishExamKey('test-stse', 'provisional', '2026-11-20T00:00:00.000Z'),
      );
      expect(past).toBeInstanceOf(DataValidationError);
      expect((past as DataValidationError).issues).toEqual([
        { path: 'challengesCloseAt', message: 'Challenges must close in the future.' },
      ]);
      const published = await admin.publishExamKey('test-stse', 'provisional', inTwoDays);
      expect(published).toMatchObject({ keyStage: 'provisional', challengesCloseAt: inTwoDays });
      expect(await standings()).toEqual({
        STSE0001: { marks: 12, rank: 1 },
        STSE0002: { marks: 4, rank: 2 },
        STSE0003: { marks: 3, rank: 3 },
      });

      const sheet = await (
        await asVisitor()
      ).getResponseSheet('test-stse', credentials('stse0002'));
      expect(sheet.score.total).toBe(4);
      expect(sheet.score.sections).toEqual([
        {
          sectionId: 'sec-1',
          name: 'Science',
          score: 4,
          correct: 1,
          partial: 1,
          wrong: 1,
          unanswered: 0,
        },
      ]);
      expect(
        sheet.questions.map(({ questionId, answer, marks, correctOptions, timeMs }) => ({
          questionId,
          answer,
          marks,
          correctOptions,
          timeMs,
        })),
      ).toEqual([
        { questionId: 'q1', answer: [1], marks: -1, correctOptions: [0], timeMs: 30_000 },
        { questionId: 'q2', answer: [0], marks: 1, correctOptions: [0, 1], timeMs: 60_000 },
        { questionId: 'q3', answer: '9.8', marks: 4, correctOptions: [], timeMs: 90_000 },
      ]);
      expect(sheet.questions[2]?.numericalAnswer).toEqual({ value: 9.8, tolerance: 0.1 });

      // A wrong date of birth, and a candidate who did not take the test, get no sheet.
      const visitor = await asVisitor();
      expect(
        await rejection(
          visitor.getResponseSheet('test-stse', credentials('STSE0002', '2010-01-01')),
        ),
      ).toMatchObject({ reason: 'not-eligible' });
      expect(
        await rejection(visitor.getResponseSheet('test-stse', credentials('STSE0004'))),
      ).toMatchObject({ reason: 'not-started' });

      const log = await readAllPages((page) =>
        repository.listAuditLog({ ...page, entity: 'examTest' }),
      );
      expect(log.map((entry) => entry.changes.map((change) => change.field).sort())).toEqual([
        ['challengesCloseAt', 'keyStage'],
      ]);
    });

    test('the key waits for the window to close and for everyone still writing', async () => {
      const seed = stseSeed();
      const { asAdmin, clock } = await setup(
        {
          ...seed,
          examAttempts: [
            ...seed.examAttempts!,
            finishedAttempt('att-4', candidateTaker('STSE0004', 'Divya'), [[0]], {
              status: 'in-progress',
              deadline: '2026-11-21T06:20:00.000Z',
            }),
          ],
        },
        new Date('2026-11-21T05:30:00.000Z'),
      );
      const refusal = async () =>
        (
          (await rejection(
            (await asAdmin()).publishExamKey('test-stse', 'provisional', inTwoDays),
          )) as DataValidationError
        ).issues;
      expect(await refusal()).toEqual([
        { path: 'stage', message: 'The key can be published once the window to start has closed.' },
      ]);
      clock.advanceMinutes(40);
      expect(await refusal()).toEqual([
        {
          path: 'stage',
          message:
            'A candidate is still writing the test: publish the key once their time is over.',
        },
      ]);
      // 06:21: Divya's deadline and its 10 s grace have passed, though the sweep has not run yet.
      clock.advanceMinutes(11);
      expect(
        (await (await asAdmin()).publishExamKey('test-stse', 'provisional', inTwoDays)).keyStage,
      ).toBe('provisional');
    });

    test('an accepted challenge changes the key, scores everyone again and moves the ranks', async () => {
      const { asAdmin, asVisitor, standings, repository } = await setup(stseSeed(challengeWindow));
      const visitor = await asVisitor();
      const bala = await visitor.challengeQuestion(
        'test-stse',
        credentials('STSE0002'),
        'q1',
        '  Option B is right: see NCERT. ',
      );
      expect(bala).toMatchObject({
        testId: 'test-stse',
        questionId: 'q1',
        taker: candidateTaker('STSE0002', 'Bala'),
        reason: 'Option B is right: see NCERT.',
        status: 'open',
      });
      const twice = await rejection(
        visitor.challengeQuestion('test-stse', credentials('STSE0002'), 'q1', 'Again'),
      );
      expect(twice).toBeInstanceOf(DataValidationError);
      expect((twice as DataValidationError).issues).toEqual([
        { path: 'questionId', message: CHALLENGE_TWICE_MESSAGE },
      ]);
      expect(
        await rejection(visitor.challengeQuestion('test-stse', credentials('STSE0002'), 'q9', 'x')),
      ).toBeInstanceOf(DataValidationError);
      expect(
        await rejection(visitor.challengeQuestion('test-stse', credentials('STSE0004'), 'q1', 'x')),
      ).toMatchObject({ reason: 'not-started' });
      await visitor.challengeQuestion('test-stse', credentials('STSE0003'), 'q1', 'B, surely.');

      const admin = await asAdmin();
      expect((await admin.listExamChallenges('test-stse')).map((c) => c.status)).toEqual([
        'open',
        'open',
      ]);
      const accepted = await admin.decideExamChallenge(bala.id, {
        outcome: 'accept',
        change: { kind: 'options', correctOptions: [1] },
        note: 'The key was wrong.',
      });
      expect(accepted).toMatchObject({
        id: bala.id,
        status: 'accepted',
        decisionNote: 'The key was wrong.',
      });
      // Chetan's challenge of the same question was decided with it.
      expect(
        (await admin.listExamChallenges('test-stse')).map((c) => [c.status, c.decisionNote]),
      ).toEqual([
        ['accepted', 'The key was wrong.'],
        ['accepted', 'The key was wrong.'],
      ]);
      // Asha 12 − 5 = 7, Bala 4 + 5 = 9, Chetan 3 + 5 = 8.
      expect(await standings()).toEqual({
        STSE0001: { marks: 7, rank: 3 },
        STSE0002: { marks: 9, rank: 1 },
        STSE0003: { marks: 8, rank: 2 },
      });
      const sheet = await (
        await asVisitor()
      ).getResponseSheet('test-stse', credentials('STSE0002'));
      expect(sheet.questions[0]).toMatchObject({
        correctOptions: [1],
        marks: 4,
        challenge: { status: 'accepted', reason: 'Option B is right: see NCERT.' },
      });

      expect(
        await rejection(
          (await asAdmin()).decideExamChallenge(bala.id, { outcome: 'reject', note: 'No.' }),
        ),
      ).toBeInstanceOf(DataValidationError);
      const keyEntries = (
        await readAllPages((page) => repository.listAuditLog({ ...page, entity: 'examTest' }))
      ).flatMap((entry) => entry.changes);
      expect(keyEntries).toContainEqual(
        expect.objectContaining({
          field: 'keyChanges.q1',
          after: { kind: 'options', correctOptions: [1] },
        }),
      );

      const final = await (await asAdmin()).publishExamKey('test-stse', 'final');
      expect(final).toMatchObject({
        keyStage: 'final',
        keyChanges: { q1: { kind: 'options', correctOptions: [1] } },
      });
      expect(
        await rejection(
          (await asVisitor()).challengeQuestion('test-stse', credentials('STSE0001'), 'q2', 'x'),
        ),
      ).toMatchObject({ reason: 'challenges-closed' });
    });

    test('a dropped question gives everyone its full marks, answered or not', async () => {
      const { asAdmin, asVisitor, standings } = await setup(stseSeed(challengeWindow));
      const challenge = await (
        await asVisitor()
      ).challengeQuestion('test-stse', credentials('STSE0003'), 'q1', 'Two options are right.');
      await (
        await asAdmin()
      ).decideExamChallenge(challenge.id, {
        outcome: 'accept',
        change: { kind: 'dropped' },
        note: '',
      });
      expect(await standings()).toEqual({
        STSE0001: { marks: 12, rank: 1 },
        STSE0002: { marks: 9, rank: 2 },
        STSE0003: { marks: 8, rank: 3 },
      });
      const sheet = await (
        await asVisitor()
      ).getResponseSheet('test-stse', credentials('STSE0003'));
      expect(sheet.questions[0]).toMatchObject({ dropped: true, marks: 4, correctOptions: [] });
      expect(sheet.score.total).toBe(8);
    });

    test('a rejected challenge changes nothing; the final key waits for every decision', async () => {
      const { asAdmin, asVisitor, standings } = await setup(stseSeed(challengeWindow));
      await (await asAdmin()).publishExamKey('test-stse', 'provisional', inTwoDays);
      const visitor = await asVisitor();
      const first = await visitor.challengeQuestion(
        'test-stse',
        credentials('STSE0002'),
        'q1',
        'B',
      );
      await visitor.challengeQuestion('test-stse', credentials('STSE0002'), 'q3', '9.81');
      const admin = await asAdmin();
      const noNote = await rejection(
        admin.decideExamChallenge(first.id, { outcome: 'reject', note: ' ' }),
      );
      expect(noNote).toBeInstanceOf(DataValidationError);
      const rejected = await admin.decideExamChallenge(first.id, {
        outcome: 'reject',
        note: 'A is right: the figure shows it.',
      });
      expect(rejected).toMatchObject({
        status: 'rejected',
        decisionNote: 'A is right: the figure shows it.',
      });
      const sheet = await (
        await asVisitor()
      ).getResponseSheet('test-stse', credentials('STSE0002'));
      expect(sheet.questions[0]).toMatchObject({
        correctOptions: [0],
        marks: -1,
        challenge: { status: 'rejected', reason: 'B' },
      });
      expect(await standings()).toEqual({
        STSE0001: { marks: 12, rank: 1 },
        STSE0002: { marks: 4, rank: 2 },
        STSE0003: { marks: 3, rank: 3 },
      });
      const waiting = await rejection((await asAdmin()).publishExamKey('test-stse', 'final'));
      expect(waiting).toBeInstanceOf(DataValidationError);
      expect((waiting as DataValidationError).issues[0]?.message).toBe(
        'Decide the open challenge before publishing the final key.',
      );
      // A change that does not fit the question is refused: options for a numerical one.
      const [open] = (await admin.listExamChallenges('test-stse')).filter(
        (c) => c.status === 'open',
      );
      expect(
        await rejection(
          admin.decideExamChallenge(open!.id, {
            outcome: 'accept',
            change: { kind: 'options', correctOptions: [1] },
            note: '',
          }),
        ),
      ).toBeInstanceOf(DataValidationError);
    });

    test('challenges after the window are refused', async () => {
      const { clock, asVisitor } = await setup(stseSeed(challengeWindow));
      clock.advanceMinutes(2 * 24 * 60);
      const late = await rejection(
        (await asVisitor()).challengeQuestion('test-stse', credentials('STSE0002'), 'q1', 'B'),
      );
      expect(late).toBeInstanceOf(ExamRefusedError);
      expect(late).toMatchObject({ reason: 'challenges-closed' });
    });
  });

  describe(`${name}: online test monitor and results`, () => {
    test('the monitor counts takers, attempts and the last 15 minutes of saves', async () => {
      const seed = stseSeed();
      const { asAdmin } = await setup({
        ...seed,
        stseCandidates: [
          ...seed.stseCandidates!,
          storedCandidate('STSE0005', { examCenter: 'Noida' }),
          storedCandidate('STSE0006', { examCenter: 'Online', currentClass: 9 }),
        ],
        examAttempts: [
          finishedAttempt('att-1', candidateTaker('STSE0001', 'Asha'), [[0]], {
            lastSeenAt: '2026-11-22T06:20:00.000Z',
            savesPerMinute: [
              { minute: '2026-11-22T06:30:00.000Z', saves: 5 },
              { minute: '2026-11-22T06:00:00.000Z', saves: 9 },
            ],
          }),
          finishedAttempt('att-2', candidateTaker('STSE0002', 'Bala'), [[1], [0]], {
            status: 'in-progress',
            lastSeenAt: '2026-11-22T06:29:30.000Z',
            focusLosses: 2,
            fullscreenExits: 1,
            savesPerMinute: [{ minute: '2026-11-22T06:29:00.000Z', saves: 3 }],
          }),
        ],
      });
      const admin = await asAdmin();
      const monitor = await admin.getExamMonitor('test-stse');
      expect(monitor).toMatchObject({
        testId: 'test-stse',
        eligible: 4,
        started: 2,
        inProgress: 1,
        submitted: 1,
        lastSeenAt: '2026-11-22T06:29:30.000Z',
      });
      expect(monitor.savesPerMinute).toHaveLength(15);
      expect(monitor.savesPerMinute[0]?.minute).toBe('2026-11-22T06:16:00.000Z');
      expect(monitor.savesPerMinute.slice(-3)).toEqual([
        { minute: '2026-11-22T06:28:00.000Z', saves: 0 },
        { minute: '2026-11-22T06:29:00.000Z', saves: 3 },
        { minute: '2026-11-22T06:30:00.000Z', saves: 5 },
      ]);
      expect(monitor.attempts.map((attempt) => attempt.id)).toEqual(['att-2', 'att-1']);
      expect(monitor.attempts[0]).toMatchObject({
        focusLosses: 2,
        fullscreenExits: 1,
        answered: 2,
      });
      expect(monitor.attempts[0]).not.toHaveProperty('token');
      expect(monitor.attempts[0]).not.toHaveProperty('responses');
      expect(await (await asAdmin()).getExamMonitor('test-stse')).toEqual(monitor);
      expect(await (await asAdmin()).listExamChallenges('test-stse')).toEqual([]);
    });

    test('a student’s test-series results: score, rank in the class, accuracy and time per question', async () => {
      const students = [
        storedStudent('SANK26110001', {
          name: 'Meera',
          currentClass: 11,
          stream: 'Medical',
          email: 'meera@example.com',
        }),
        storedStudent('SANK26110002', {
          name: 'Nikhil',
          currentClass: 11,
          stream: 'Medical',
          email: 'nikhil@example.com',
        }),
      ];
      const series = examTest({
        id: 'test-series',
        title: 'Series test 1',
        audience: { kind: 'students', currentClass: 11, stream: 'Medical' },
        keyStage: 'final',
      });
      const hidden = examTest({
        id: 'test-hidden',
        title: 'Series test 2',
        audience: { kind: 'students', currentClass: 11, stream: 'Medical' },
      });
      const taker = (student: Student) => ({
        kind: 'student' as const,
        id: student.id,
        name: student.name,
      });
      const meera = finishedAttempt('att-m', taker(students[0]!), [[1], [0], '9.8'], {
        testId: 'test-series',
        score: { total: 4, sections: [] },
      });
      const nikhil = finishedAttempt('att-n', taker(students[1]!), [[0], [0, 1], '9.8'], {
        testId: 'test-series',
        score: { total: 12, sections: [] },
      });
      const { asStudent } = await setup({
        students,
        examTests: [series, hidden],
        examAttempts: [
          meera,
          nikhil,
          finishedAttempt('att-h', taker(students[0]!), [[0]], { testId: 'test-hidden' }),
        ],
      });
      const results = await (await asStudent(students[0]!)).myTestSeriesResults();
      expect(results).toEqual([
        {
          testId: 'test-series',
          title: 'Series test 1',
          submittedAt: '2026-11-21T05:00:00.000Z',
          score: { total: 4, sections: [] },
          maxMarks: 12,
          rank: 2,
          takers: 2,
          subjects: [
            { subject: 'Physics', answered: 1, correct: 0, accuracy: 0 },
            { subject: 'Chemistry', answered: 1, correct: 0, accuracy: 0 },
            { subject: 'Mathematics', answered: 1, correct: 1, accuracy: 100 },
          ],
          timePerQuestion: [
            { questionId: 'q1', seconds: 30 },
            { questionId: 'q2', seconds: 60 },
            { questionId: 'q3', seconds: 90 },
          ],
        },
      ]);
    });
  });
}
