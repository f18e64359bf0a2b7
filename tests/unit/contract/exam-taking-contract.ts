// Taking an online test, the same on every adapter: sign-in by roll number and date of birth,
// start inside the window, resume on another device (the first one told the test continued
// elsewhere), the newest save winning, the deadline's grace, and the submit that scores the attempt
// and sets an STSE candidate's marks. The published tests are seeded straight into the store.
import { describe, expect, test } from 'vitest';
import { DataValidationError, ExamRefusedError } from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { Repository, SeedData, SessionUser, Student } from '@/data';
import type { ExamTest, Question, ResponseSave, SaveBatch } from '@/data/online-tests';
import { START, createClock, storedCandidate, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';

const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };
const minutesFrom = (minutes: number, from = START) =>
  new Date(from.getTime() + minutes * 60_000).toISOString();

function question(id: string, overrides: Partial<Question>): Question {
  return {
    id,
    kind: 'single',
    subject: 'Science',
    topic: '',
    difficulty: 'medium',
    text: { en: `Question ${id}: what is $x^2$?`, hi: `प्रश्न ${id}` },
    options: ['One', 'Two', 'Three', 'Four'].map((en) => ({ en, hi: '' })),
    correctOptions: [1],
    explanation: `Because of ${id}.`,
    createdAt: '2026-11-01T05:00:00.000Z',
    updatedAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

export const EXAM_QUESTIONS: Question[] = [
  question('q-single', {}),
  question('q-multiple', { kind: 'multiple', correctOptions: [0, 2] }),
  question('q-numerical', {
    kind: 'numerical',
    subject: 'Mathematics',
    options: [],
    correctOptions: [],
    numericalAnswer: { value: 2.5, tolerance: 0 },
  }),
];

/** A published test: its window opens 30 minutes before START and closes an hour after it. */
export function publishedTest(id: string, overrides: Partial<ExamTest> = {}): ExamTest {
  return {
    id,
    title: `Test ${id}`,
    audience: { kind: 'stse', currentClass: 10 },
    sections: [
      {
        id: `${id}-science`,
        name: 'Science',
        questionIds: ['q-single', 'q-multiple'],
        marking: DEFAULT_MARKING,
      },
      {
        id: `${id}-maths`,
        name: 'Mathematics',
        questionIds: ['q-numerical'],
        marking: DEFAULT_MARKING,
      },
    ],
    durationMinutes: 60,
    opensAt: minutesFrom(-30),
    closesAt: minutesFrom(60),
    languages: ['en', 'hi'],
    shuffleQuestions: true,
    shuffleOptions: true,
    instructions: 'Read every question carefully.',
    status: 'published',
    frozen: EXAM_QUESTIONS,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: '2026-11-01T05:00:00.000Z',
    updatedAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

/** An STSE candidate of class 10 seated at the Online centre (born 2010-03-12). */
export const onlineCandidate = storedCandidate('STSE0001', { examCenter: 'Online' });
export const credentials = { rollNo: 'STSE0001', dateOfBirth: '2010-03-12' };
const otherClass = storedCandidate('STSE0002', { examCenter: 'Online', currentClass: 9 });
const otherCentre = storedCandidate('STSE0003', { examCenter: 'Jaipur' });
/** A class 12 Non-Medical student, and the test series of that class and stream. */
const student = storedStudent('SANK26120001');
const seriesTest = publishedTest('test-series', {
  audience: { kind: 'students', currentClass: 12, stream: 'Non-Medical' },
});

export const examSeed = (): Partial<SeedData> => ({
  stseCandidates: [onlineCandidate, otherClass, otherCentre],
  students: [student],
  questions: EXAM_QUESTIONS,
  examTests: [publishedTest('test-stse'), seriesTest],
});

/** A batch of saves with the page's counters. */
export const batch = (saves: ResponseSave[], focusLosses = 0, fullscreenExits = 0): SaveBatch => ({
  saves,
  focusLosses,
  fullscreenExits,
});
export const save = (
  seq: number,
  questionId: string,
  answer: ResponseSave['answer'],
  markedForReview = false,
): ResponseSave => ({ seq, questionId, answer, markedForReview, timeMs: seq * 1000 });

async function rejection(promise: Promise<unknown>): Promise<DataValidationError> {
  const error = await promise.then(
    () => new Error('Expected the call to be refused, but it succeeded.'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataValidationError);
  return error as DataValidationError;
}

async function refusal(promise: Promise<unknown>): Promise<ExamRefusedError> {
  const error = await promise.then(
    () => new Error('Expected the call to be refused, but it succeeded.'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExamRefusedError);
  return error as ExamRefusedError;
}

export type ExamTakingOptions = {
  /** The same data with nobody signed in. */
  visitor: (signedIn: Repository) => Promise<Repository>;
  /** The same data signed in as this student, when the adapter has separate sessions. */
  student?: (record: Student) => Promise<Repository>;
};

export function runExamTakingContract(
  name: string,
  makeRepository: MakeRepository,
  options: ExamTakingOptions,
) {
  async function setup(start = START) {
    const clock = createClock(start);
    const repository = await makeRepository({ seed: examSeed(), now: clock.now });
    const visitor = await options.visitor(repository);
    const asAdmin = async () => {
      await repository.setSession(ADMIN_SESSION);
      return repository;
    };
    return { repository, visitor, clock, asAdmin };
  }

  describe(`${name}: taking an online test`, () => {
    test('sign-in lists the candidate’s tests without a question; a wrong date is refused as an unknown roll number', async () => {
      const { visitor } = await setup();
      const signIn = await visitor.signInToExams({ ...credentials, rollNo: ' stse0001 ' });
      expect(signIn.taker).toEqual({
        kind: 'candidate',
        id: onlineCandidate.id,
        rollNo: 'STSE0001',
        name: onlineCandidate.name,
      });
      expect(signIn.exams).toEqual([
        expect.objectContaining({
          testId: 'test-stse',
          durationMinutes: 60,
          sections: [
            { name: 'Science', questionCount: 2 },
            { name: 'Mathematics', questionCount: 1 },
          ],
          keyStage: 'hidden',
        }),
      ]);
      expect(signIn.exams[0]?.attempt).toBeUndefined();
      expect(JSON.stringify(signIn)).not.toContain('what is');

      const wrongDate = await refusal(
        visitor.signInToExams({ ...credentials, dateOfBirth: '2010-03-13' }),
      );
      const unknown = await refusal(visitor.signInToExams({ ...credentials, rollNo: 'STSE9999' }));
      expect(wrongDate.reason).toBe('not-eligible');
      expect(unknown.reason).toBe('not-eligible');
      expect(wrongDate.message).toBe(unknown.message);
    });

    test('a candidate of another class or another centre has no test and may not start it', async () => {
      const { visitor } = await setup();
      for (const other of [otherClass, otherCentre]) {
        const mine = { rollNo: other.rollNo, dateOfBirth: other.dateOfBirth };
        expect((await visitor.signInToExams(mine)).exams).toEqual([]);
        expect((await refusal(visitor.startExam('test-stse', mine))).reason).toBe('not-eligible');
      }
    });

    test('a test starts only inside its window', async () => {
      const early = await setup(new Date(Date.parse(minutesFrom(-31))));
      expect((await refusal(early.visitor.startExam('test-stse', credentials))).reason).toBe(
        'not-open',
      );
      const late = await setup(new Date(Date.parse(minutesFrom(61))));
      expect((await refusal(late.visitor.startExam('test-stse', credentials))).reason).toBe(
        'closed',
      );
    });

    test('start sends the paper without its key; a resume keeps the attempt, its deadline and answers, and retires the old device', async () => {
      const { visitor, clock } = await setup();
      const first = await visitor.startExam('test-stse', credentials);
      expect(first).toMatchObject({
        testId: 'test-stse',
        status: 'in-progress',
        deadline: minutesFrom(60),
        serverNow: START.toISOString(),
        responses: [],
        lastSeq: 0,
      });
      expect(first.sections.map((section) => section.questions.map((q) => q.id).sort())).toEqual([
        ['q-multiple', 'q-single'],
        ['q-numerical'],
      ]);
      expect(JSON.stringify(first)).not.toMatch(/correctOptions|numericalAnswer|explanation/);

      clock.advanceMinutes(5);
      const saves = [save(1, 'q-single', [1]), save(2, 'q-numerical', '2.5', true)];
      expect(await visitor.saveExamResponses(first.attemptId, first.token, batch(saves))).toEqual({
        savedSeq: 2,
        serverNow: minutesFrom(5),
      });

      clock.advanceMinutes(5);
      const resumed = await visitor.startExam('test-stse', credentials);
      expect(resumed.attemptId).toBe(first.attemptId);
      expect(resumed.deadline).toBe(first.deadline);
      expect(resumed.serverNow).toBe(minutesFrom(10));
      expect(resumed.lastSeq).toBe(2);
      expect(resumed.sections).toEqual(first.sections);
      expect(
        [...resumed.responses]
          .sort((a, b) => a.seq - b.seq)
          .map(({ seq, questionId, answer }) => ({
            seq,
            questionId,
            answer,
          })),
      ).toEqual([
        { seq: 1, questionId: 'q-single', answer: [1] },
        { seq: 2, questionId: 'q-numerical', answer: '2.5' },
      ]);
      expect(resumed.responses.find((r) => r.questionId === 'q-numerical')).toMatchObject({
        markedForReview: true,
        timeMs: 2000,
      });
      expect(resumed.token).not.toBe(first.token);

      const old = await refusal(
        visitor.saveExamResponses(first.attemptId, first.token, batch([save(3, 'q-single', [2])])),
      );
      expect(old.reason).toBe('elsewhere');
      expect(
        await visitor.saveExamResponses(resumed.attemptId, resumed.token, batch([])),
      ).toMatchObject({ savedSeq: 2 });
      const signedIn = await visitor.signInToExams(credentials);
      expect(signedIn.exams[0]?.attempt).toEqual({
        status: 'in-progress',
        deadline: first.deadline,
      });
    });

    test('two starts at once make one attempt, and the later token is the one that saves', async () => {
      const { visitor } = await setup();
      const [one, two] = await Promise.all([
        visitor.startExam('test-stse', credentials),
        visitor.startExam('test-stse', credentials),
      ]);
      expect(one.attemptId).toBe(two.attemptId);
      expect(one.deadline).toBe(two.deadline);
      const outcomes = await Promise.all(
        [one, two].map((session) =>
          visitor.saveExamResponses(session.attemptId, session.token, batch([])).then(
            () => 'saved',
            (error: unknown) => (error as ExamRefusedError).reason,
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['elsewhere', 'saved']);
    });

    test('an older save never overwrites a newer one', async () => {
      const { visitor } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      await visitor.saveExamResponses(
        session.attemptId,
        session.token,
        batch([save(5, 'q-single', [3])]),
      );
      const ack = await visitor.saveExamResponses(
        session.attemptId,
        session.token,
        batch([save(4, 'q-single', [0]), save(3, 'q-multiple', [0])]),
      );
      expect(ack.savedSeq).toBe(5);
      const resumed = await visitor.startExam('test-stse', credentials);
      expect(
        Object.fromEntries(resumed.responses.map((r) => [r.questionId, [r.seq, r.answer]])),
      ).toEqual({ 'q-single': [5, [3]], 'q-multiple': [3, [0]] });
    });

    test('a question of another paper is refused, and nothing of the batch is saved', async () => {
      const { visitor } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      const error = await visitor
        .saveExamResponses(
          session.attemptId,
          session.token,
          batch([save(1, 'q-single', [1]), save(2, 'q-elsewhere', [1])]),
        )
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'DataValidationError' });
      expect((await visitor.startExam('test-stse', credentials)).responses).toEqual([]);
    });

    test('saves are taken until the deadline plus the grace, and a second later refused', async () => {
      const { visitor, clock } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      clock.advanceMinutes(60);
      clock.advanceSeconds(10);
      expect(
        await visitor.saveExamResponses(
          session.attemptId,
          session.token,
          batch([save(1, 'q-single', [1])]),
        ),
      ).toMatchObject({ savedSeq: 1 });
      clock.advanceSeconds(1);
      const late = await refusal(
        visitor.saveExamResponses(
          session.attemptId,
          session.token,
          batch([save(2, 'q-single', [2])]),
        ),
      );
      expect(late.reason).toBe('time-over');
      expect((await refusal(visitor.startExam('test-stse', credentials))).reason).toBe('time-over');
    });

    test('submit saves the last answers, scores the attempt and sets the candidate’s marks; a retry answers the same', async () => {
      const { visitor, clock, asAdmin } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      await visitor.saveExamResponses(
        session.attemptId,
        session.token,
        batch([save(1, 'q-single', [1]), save(2, 'q-multiple', [0])], 2, 1),
      );
      clock.advanceMinutes(20);
      // Right (+4), one of two right options (+1 partial), right numerical (+4).
      const last = batch([save(3, 'q-numerical', '2.50')], 3, 1);
      expect(await visitor.submitExam(session.attemptId, session.token, last)).toEqual({
        status: 'submitted',
      });
      expect(await visitor.submitExam(session.attemptId, session.token, last)).toEqual({
        status: 'submitted',
      });
      const late = await refusal(
        visitor.saveExamResponses(
          session.attemptId,
          session.token,
          batch([save(4, 'q-single', [0])]),
        ),
      );
      expect(late.reason).toBe('submitted');
      const other = await refusal(visitor.submitExam(session.attemptId, 'not-the-token', last));
      expect(other.reason).toBe('elsewhere');
      expect((await refusal(visitor.startExam('test-stse', credentials))).reason).toBe('submitted');
      expect((await visitor.signInToExams(credentials)).exams[0]?.attempt?.status).toBe(
        'submitted',
      );

      const admin = await asAdmin();
      const candidate = await admin.getCandidate(onlineCandidate.id);
      expect(candidate?.marks).toBe(9);
    });

    test('a submit inside the grace after the deadline is taken as timed out', async () => {
      const { visitor, clock } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      clock.advanceMinutes(60);
      clock.advanceSeconds(5);
      expect(
        await visitor.submitExam(
          session.attemptId,
          session.token,
          batch([save(1, 'q-single', [0])]),
        ),
      ).toEqual({ status: 'timed-out' });
    });

    test('Close start window now: nothing new starts, the key may be published, and it is in the audit log', async () => {
      const { visitor, clock, asAdmin } = await setup();
      clock.advanceMinutes(5);
      const admin = await asAdmin();
      const early = await rejection(admin.publishExamKey('test-stse', 'final'));
      expect(early.issues[0]?.message).toBe(
        'The key can be published once the window to start has closed.',
      );
      const closed = await admin.closeExamWindow('test-stse');
      expect(Date.parse(closed.closesAt)).toBe(Date.parse(minutesFrom(5)) - 1);
      expect(closed.updatedAt).toBe(minutesFrom(5));
      expect(await admin.getExamTest('test-stse')).toEqual(closed);
      const log = await admin.listAuditLog({ page: 1, pageSize: 25, entity: 'examTest' });
      expect(log.rows[0]).toMatchObject({ action: 'updated' });
      expect(log.rows[0]?.changes).toContainEqual({
        field: 'closesAt',
        before: minutesFrom(60),
        after: closed.closesAt,
      });
      const again = await rejection(admin.closeExamWindow('test-stse'));
      expect(again.issues[0]?.message).toBe('The window to start has already closed.');
      expect((await admin.publishExamKey('test-stse', 'final')).keyStage).toBe('final');

      expect((await refusal(visitor.startExam('test-stse', credentials))).reason).toBe('closed');
    });

    test('an attempt in progress keeps its own deadline when the start window is closed', async () => {
      const { visitor, clock, asAdmin } = await setup();
      const session = await visitor.startExam('test-stse', credentials);
      clock.advanceMinutes(5);
      await (await asAdmin()).closeExamWindow('test-stse');
      clock.advanceMinutes(30);
      expect(
        await visitor.saveExamResponses(
          session.attemptId,
          session.token,
          batch([save(1, 'q-single', [1])]),
        ),
      ).toMatchObject({ savedSeq: 1 });
      const resumed = await visitor.startExam('test-stse', credentials);
      expect(resumed.deadline).toBe(session.deadline);
      const running = await rejection((await asAdmin()).publishExamKey('test-stse', 'final'));
      expect(running.issues[0]?.message).toContain('still writing the test');
    });

    test('a window not yet open, or a test that does not exist, is not closed', async () => {
      const { asAdmin } = await setup(new Date(Date.parse(minutesFrom(-40))));
      const admin = await asAdmin();
      const notOpen = await rejection(admin.closeExamWindow('test-stse'));
      expect(notOpen.issues[0]?.message).toBe('The window to start has not opened yet.');
      const missing = await admin.closeExamWindow('no-such-test').catch((error: unknown) => error);
      expect(missing).toMatchObject({ name: 'NotFoundError' });
    });

    test('a student takes a test of their class and stream through their session', async () => {
      const { repository } = await setup();
      let mine: Repository;
      if (options.student) {
        mine = await options.student(student);
      } else {
        await repository.setSession({ id: student.id, name: student.name, role: 'student' });
        mine = repository;
      }
      const listed = await mine.myExams();
      expect(listed.taker).toEqual({ kind: 'student', id: student.id, name: student.name });
      expect(listed.exams.map((exam) => exam.testId)).toEqual(['test-series']);
      expect((await refusal(mine.startExam('test-stse'))).reason).toBe('not-eligible');
      const session = await mine.startExam('test-series');
      await mine.saveExamResponses(
        session.attemptId,
        session.token,
        batch([save(1, 'q-single', [1])]),
      );
      expect(await mine.submitExam(session.attemptId, session.token, batch([]))).toEqual({
        status: 'submitted',
      });
      expect((await mine.myExams()).exams[0]?.attempt?.status).toBe('submitted');
    });
  });
}
