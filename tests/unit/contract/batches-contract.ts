// Batches and enrolments, the same on every adapter: a batch's fields are checked beside each
// field, a seat is taken until the batch is full and then only the waiting list (promoted in
// order), a student who leaves or moves keeps their row with when and why, two enrolments racing
// for the last seat never overfill it, and faculty see only the batches they teach.
import { describe, expect, test } from 'vitest';
import { DataValidationError } from '@/data';
import { ACADEMIC_YEAR_MESSAGE, BATCH_DATES_MESSAGE, batchFullMessage } from '@/data/daily';
import type { Repository, SessionUser } from '@/data';
import type { BatchForm } from '@/data/daily';
import {
  ALREADY_ENROLLED_MESSAGE,
  FIRST_IN_LINE_MESSAGE,
  OTHER_BRANCH_STUDENT_MESSAGE,
  capacityBelowEnrolledMessage,
} from '@/data/operations/batches';
import type { SeedData } from '@/data';
import { examTest, finishedAttempt } from './exam-fixtures';
import { createClock, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { member, refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

const asha = storedStudent('SANK26120001', { id: 'student-asha', name: 'Asha' });
const bina = storedStudent('SANK26120002', { id: 'student-bina', name: 'Bina' });
const chetan = storedStudent('SANK26120003', { id: 'student-chetan', name: 'Chetan' });
const dev = storedStudent('SANK26120004', { id: 'student-dev', name: 'Dev' });

export const batchForm = (overrides: Partial<BatchForm> = {}): BatchForm => ({
  name: 'JEE Morning',
  program: 'Engineering',
  currentClass: 11,
  stream: 'Non-Medical',
  academicYear: '2026-27',
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  capacity: 2,
  faculty: [],
  room: 'Room 101',
  ...overrides,
});

/** The message the refusal gives beside `path`. */
const messageAt = (error: DataValidationError, path: string) =>
  error.issues.find((issue) => issue.path === path)?.message;

export function runBatchesContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
) {
  async function setup(seed: Partial<SeedData> = {}) {
    const repository: Repository = await makeRepository({
      seed: { students: [asha, bina, chetan, dev], ...seed },
      now: createClock().now,
    });
    await repository.setSession(OWNER_SESSION);
    return repository;
  }

  const enrol = (repository: Repository, batchId: string, studentId: string, waitIfFull = false) =>
    repository.enrolStudent(batchId, { studentId, waitIfFull });

  describe(`${name}: batches`, () => {
    test('a batch is added and listed with no seats taken; bad fields are refused beside each', async () => {
      const repository = await setup();
      const batch = await repository.addBatch(batchForm({ name: '  JEE Morning ' }));
      expect(batch).toMatchObject({ name: 'JEE Morning', capacity: 2, academicYear: '2026-27' });
      expect(await repository.listBatches()).toEqual([{ ...batch, enrolled: 0, waiting: 0 }]);

      const dates = await refusal(
        repository.addBatch(batchForm({ startsOn: '2027-04-01', endsOn: '2027-03-31' })),
      );
      expect(messageAt(dates, 'endsOn')).toBe(BATCH_DATES_MESSAGE);
      const year = await refusal(repository.addBatch(batchForm({ academicYear: '2026-28' })));
      expect(messageAt(year, 'academicYear')).toBe(ACADEMIC_YEAR_MESSAGE);
      const capacity = await refusal(repository.addBatch(batchForm({ capacity: 0 })));
      expect(messageAt(capacity, 'capacity')).toMatch(/^Capacity must be a whole number/);
      const teacher = await refusal(
        repository.addBatch(batchForm({ faculty: [{ subject: 'Physics', staffId: 'nobody' }] })),
      );
      expect(messageAt(teacher, 'faculty.0.staffId')).toBe(
        'Choose a faculty member from the list.',
      );
      expect(await repository.listBatches()).toHaveLength(1);
    });

    test('seats until full, then only the waiting list, promoted first in line', async () => {
      const repository = await setup();
      const batch = await repository.addBatch(batchForm());
      await enrol(repository, batch.id, asha.id);
      await enrol(repository, batch.id, bina.id);
      const full = await refusal(enrol(repository, batch.id, chetan.id));
      expect(messageAt(full, 'studentId')).toBe(batchFullMessage(2));
      const chetanWaits = await enrol(repository, batch.id, chetan.id, true);
      const devWaits = await enrol(repository, batch.id, dev.id, true);
      expect(chetanWaits).toMatchObject({ status: 'waiting' });
      expect(chetanWaits.joinedOn).toBeUndefined();
      expect((await repository.listBatches())[0]).toMatchObject({ enrolled: 2, waiting: 2 });
      const twice = await refusal(enrol(repository, batch.id, asha.id, true));
      expect(messageAt(twice, 'studentId')).toBe(ALREADY_ENROLLED_MESSAGE);

      // No seat is free yet; then one is, and only the first in line may take it.
      const noSeat = await refusal(repository.promoteEnrolment(chetanWaits.id));
      expect(messageAt(noSeat, 'id')).toBe(batchFullMessage(2));
      const { members } = await repository.getBatch(batch.id);
      const ashaSeat = members.find((row) => row.studentId === asha.id)!;
      const left = await repository.leaveBatch(ashaSeat.id, { reason: 'Moved to Delhi' });
      expect(left).toMatchObject({
        status: 'left',
        reason: 'Moved to Delhi',
        leftOn: '2026-11-22',
      });
      const outOfTurn = await refusal(repository.promoteEnrolment(devWaits.id));
      expect(messageAt(outOfTurn, 'id')).toBe(FIRST_IN_LINE_MESSAGE);
      const promoted = await repository.promoteEnrolment(chetanWaits.id);
      expect(promoted).toMatchObject({ status: 'enrolled', joinedOn: '2026-11-22' });

      const detail = await repository.getBatch(batch.id);
      expect(detail.batch).toMatchObject({ enrolled: 2, waiting: 1 });
      // Asha's row stays, as history, with her name.
      expect(detail.members.find((row) => row.id === ashaSeat.id)).toMatchObject({
        status: 'left',
        student: { name: 'Asha', rollNo: asha.rollNo },
      });
    });

    test('a move leaves the old row with the reason and where to; the Students filter follows', async () => {
      const repository = await setup();
      const morning = await repository.addBatch(batchForm());
      const evening = await repository.addBatch(batchForm({ name: 'JEE Evening', capacity: 1 }));
      const seat = await enrol(repository, morning.id, asha.id);
      await enrol(repository, morning.id, bina.id);
      const moved = await repository.moveEnrolment(seat.id, {
        toBatchId: evening.id,
        reason: 'Evening suits her school',
      });
      expect(moved).toMatchObject({ batchId: evening.id, studentId: asha.id, status: 'enrolled' });
      const old = (await repository.getBatch(morning.id)).members.find((row) => row.id === seat.id);
      expect(old).toMatchObject({
        status: 'left',
        reason: 'Evening suits her school',
        movedToBatchId: evening.id,
      });
      // The other batch is full now: Bina cannot move there.
      const binaSeat = (await repository.getBatch(morning.id)).members.find(
        (row) => row.studentId === bina.id,
      )!;
      const full = await refusal(
        repository.moveEnrolment(binaSeat.id, { toBatchId: evening.id, reason: 'Timing' }),
      );
      expect(messageAt(full, 'toBatchId')).toBe('JEE Evening is full: all 1 seats are taken.');

      const ofBatch = async (batchId: string) =>
        (await repository.queryStudents({ page: 1, pageSize: 25, batchId })).rows.map(
          (student) => student.id,
        );
      expect(await ofBatch(morning.id)).toEqual([bina.id]);
      expect(await ofBatch(evening.id)).toEqual([asha.id]);
    });

    test('capacity never falls below the seats taken; the branch stays; other branches’ students are refused', async () => {
      const repository = await setup();
      const batch = await repository.addBatch(batchForm({ capacity: 3 }));
      await enrol(repository, batch.id, asha.id);
      await enrol(repository, batch.id, bina.id);
      const below = await refusal(repository.updateBatch(batch.id, batchForm({ capacity: 1 })));
      expect(messageAt(below, 'capacity')).toBe(capacityBelowEnrolledMessage(2));
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const edited = await repository.updateBatch(
        batch.id,
        batchForm({ capacity: 2, room: 'Room 7', branchId: jaipur.id }),
      );
      expect(edited).toMatchObject({ capacity: 2, room: 'Room 7' });
      expect(edited.branchId).toBeUndefined();

      const jaipurBatch = await repository.addBatch(batchForm({ branchId: jaipur.id }));
      const otherBranch = await refusal(enrol(repository, jaipurBatch.id, chetan.id));
      expect(messageAt(otherBranch, 'studentId')).toBe(OTHER_BRANCH_STUDENT_MESSAGE);
    });

    test('two enrolments racing for the last seat: one seat, one refusal', async () => {
      const repository = await setup();
      const batch = await repository.addBatch(batchForm({ capacity: 1 }));
      const results = await Promise.allSettled([
        enrol(repository, batch.id, asha.id),
        enrol(repository, batch.id, bina.id),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(DataValidationError);
      expect((await repository.listBatches())[0]).toMatchObject({ enrolled: 1, waiting: 0 });
    });

    test('faculty see only the batches they teach', async () => {
      const repository = await setup();
      const teacher = await repository.addStaff(member('Vikram Verma', { staffRole: 'faculty' }));
      // Over HTTP the owner is a staff member too.
      expect(await repository.listTeachers()).toContainEqual({
        id: teacher.id,
        name: 'Vikram Verma',
        active: true,
      });
      const taught = await repository.addBatch(
        batchForm({ faculty: [{ subject: 'Physics', staffId: teacher.id }] }),
      );
      const other = await repository.addBatch(batchForm({ name: 'NEET Evening' }));
      const asTeacher = await sessions.signIn(repository, teacher);
      const faculty = await asTeacher();
      expect((await faculty.listBatches()).map((batch) => batch.id)).toEqual([taught.id]);
      expect((await faculty.getBatch(taught.id)).batch.id).toBe(taught.id);
      await expect(faculty.getBatch(other.id)).rejects.toMatchObject({ name: 'NotFoundError' });
      await sessions.asOwner(repository);
    });

    test('the batch’s online test results: its seated students’ finished attempts at tests whose key is out', async () => {
      const series = (id: string, opensAt: string, keyStage: 'hidden' | 'provisional' | 'final') =>
        examTest({
          id,
          title: `Series ${id}`,
          audience: { kind: 'students', currentClass: 11, stream: 'Non-Medical' },
          opensAt,
          keyStage,
        });
      const scored = (
        id: string,
        student: typeof asha,
        testId: string,
        total: number,
        status: 'submitted' | 'in-progress' = 'submitted',
      ) =>
        finishedAttempt(id, { kind: 'student', id: student.id, name: student.name }, [[0]], {
          testId,
          status,
          score: { total, sections: [] },
        });
      const repository = await setup({
        examTests: [
          series('t1', '2026-11-14T04:00:00.000Z', 'provisional'),
          series('t2', '2026-11-21T04:00:00.000Z', 'final'),
          series('t3', '2026-11-21T04:00:00.000Z', 'hidden'),
        ],
        examAttempts: [
          scored('a1', asha, 't1', 7.5),
          scored('a2', bina, 't1', 90, 'in-progress'),
          scored('a3', asha, 't2', 10),
          scored('a4', bina, 't2', 5.25),
          scored('a5', chetan, 't2', 40),
          scored('a6', dev, 't2', 50),
          scored('a7', asha, 't3', 20),
        ],
      });
      const batch = await repository.addBatch(batchForm({ capacity: 3 }));
      expect(await repository.batchTestResults(batch.id)).toEqual([]);
      await enrol(repository, batch.id, asha.id);
      await enrol(repository, batch.id, bina.id);
      const left = await enrol(repository, batch.id, chetan.id);
      await repository.leaveBatch(left.id, { reason: 'Moved city' });

      // Chetan has left and Dev was never in it: theirs do not count; nor an unfinished attempt,
      // nor a test whose key is still hidden.
      expect(await repository.batchTestResults(batch.id)).toEqual([
        {
          testId: 't2',
          title: 'Series t2',
          opensAt: '2026-11-21T04:00:00.000Z',
          takers: 2,
          average: 7.63,
          best: 10,
        },
        {
          testId: 't1',
          title: 'Series t1',
          opensAt: '2026-11-14T04:00:00.000Z',
          takers: 1,
          average: 7.5,
          best: 7.5,
        },
      ]);
      await expect(repository.batchTestResults('batch-none')).rejects.toMatchObject({
        name: 'NotFoundError',
      });
    });
  });
}
