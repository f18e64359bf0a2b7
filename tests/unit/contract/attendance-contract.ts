// Attendance, the same on every adapter: a register taken on the day of its class, merged mark
// by mark so an older copy from a phone that was offline never undoes a newer change, a resend
// applied once, the faculty's day and the office's later changes with a reason, a student's
// figures, the office's follow-ups (below the threshold, three absences in a row) and a month's
// register.
import { describe, expect, test } from 'vitest';
import { FIRST_BRANCH_ID } from '@/data';
import type { Repository, SessionUser, StaffMember } from '@/data';
import {
  DAY_OVER_MESSAGE,
  FUTURE_CLASS_MESSAGE,
  NOT_ON_ROSTER_MESSAGE,
} from '@/data/operations/attendance';
import type { AttendanceMark } from '@/data/daily';
import { START, createClock, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { batchForm } from './batches-contract';
import { member, refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };
const asha = storedStudent('SANK26120001', { id: 'student-asha', name: 'Asha' });
const bina = storedStudent('SANK26120002', { id: 'student-bina', name: 'Bina' });
const chetan = storedStudent('SANK26120003', { id: 'student-chetan', name: 'Chetan' });
const dev = storedStudent('SANK26120004', { id: 'student-dev', name: 'Dev' });

const minutesAfterStart = (minutes: number) =>
  new Date(START.getTime() + minutes * 60_000).toISOString();

export function runAttendanceContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
) {
  /** START is Sunday 22 Nov 2026, noon in India; today's class is at 16:00. */
  async function setup() {
    const clock = createClock();
    const repository: Repository = await makeRepository({
      seed: { students: [asha, bina, chetan, dev] },
      now: clock.now,
    });
    await repository.setSession(OWNER_SESSION);
    const teacher: StaffMember = await repository.addStaff(
      member('Vikram Verma', { staffRole: 'faculty' }),
    );
    const batch = await repository.addBatch(
      batchForm({ capacity: 10, faculty: [{ subject: 'Physics', staffId: teacher.id }] }),
    );
    for (const student of [asha, bina, chetan]) {
      await repository.enrolStudent(batch.id, { studentId: student.id, waitIfFull: false });
    }
    const classOn = (date: string, startTime = '16:00') =>
      repository.addExtraClass({
        batchId: batch.id,
        date,
        startTime,
        endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
        subject: 'Physics',
        staffId: teacher.id,
        room: '',
      });
    return { repository, clock, teacher, batch, classOn };
  }

  const marks = (entries: Array<[string, AttendanceMark, number]>) =>
    entries.map(([studentId, status, minutes]) => ({
      studentId,
      status,
      markedAt: minutesAfterStart(minutes),
    }));

  describe(`${name}: attendance`, () => {
    test('a register on the day of its class; an older copy from an offline phone never undoes a newer mark', async () => {
      const { repository, classOn } = await setup();
      const today = await classOn('2026-11-22');
      const view = await repository.getRegister(today.id);
      expect(view.roster.map((student) => student.name)).toEqual(['Asha', 'Bina', 'Chetan']);
      expect(view.register).toBeNull();

      const first = await repository.submitAttendance(today.id, {
        submissionId: 'phone-1',
        marks: marks([
          [asha.id, 'P', 1],
          [bina.id, 'A', 1],
          [chetan.id, 'P', 1],
        ]),
      });
      expect(first.marks).toHaveLength(3);
      // Corrected a minute later on another device: Bina was late, not absent.
      await repository.submitAttendance(today.id, {
        submissionId: 'tablet-1',
        marks: marks([[bina.id, 'L', 2]]),
      });
      // The first phone, back online, sends an older copy that says Absent.
      const after = await repository.submitAttendance(today.id, {
        submissionId: 'phone-0',
        marks: marks([[bina.id, 'A', 0]]),
      });
      expect(after.marks.find((mark) => mark.studentId === bina.id)?.status).toBe('L');
      // A resend of an applied submission changes nothing.
      const again = await repository.submitAttendance(today.id, {
        submissionId: 'tablet-1',
        marks: marks([[bina.id, 'A', 9]]),
      });
      expect(again.marks.find((mark) => mark.studentId === bina.id)?.status).toBe('L');

      const stranger = await refusal(
        repository.submitAttendance(today.id, {
          submissionId: 'x',
          marks: marks([['student-nobody', 'P', 3]]),
        }),
      );
      expect(stranger.issues[0]?.message).toBe(NOT_ON_ROSTER_MESSAGE);
      // A student of another batch is not on this class's register either.
      const evening = await repository.addBatch(batchForm({ name: 'JEE Evening' }));
      await repository.enrolStudent(evening.id, { studentId: dev.id, waitIfFull: false });
      const otherBatch = await refusal(
        repository.submitAttendance(today.id, {
          submissionId: 'z',
          marks: marks([[dev.id, 'P', 3]]),
        }),
      );
      expect(otherBatch.issues[0]?.message).toBe(NOT_ON_ROSTER_MESSAGE);
      const tomorrow = await classOn('2026-11-23');
      const early = await refusal(
        repository.submitAttendance(tomorrow.id, {
          submissionId: 'y',
          marks: marks([[asha.id, 'P', 3]]),
        }),
      );
      expect(early.issues[0]?.message).toBe(FUTURE_CLASS_MESSAGE);
    });

    test('phones sending one class’s register at once each have their marks kept, before and after it exists', async () => {
      const { repository, classOn } = await setup();
      const today = await classOn('2026-11-22');
      const each = (round: number, status: AttendanceMark) =>
        Promise.all(
          [asha, bina, chetan].map((student) =>
            repository.submitAttendance(today.id, {
              submissionId: `${student.id}-${round}`,
              marks: marks([[student.id, status, round]]),
            }),
          ),
        );
      await each(1, 'A');
      await each(2, 'L');
      const { register } = await repository.getRegister(today.id);
      expect(register?.marks.map((mark) => [mark.studentId, mark.status]).sort()).toEqual([
        [asha.id, 'L'],
        [bina.id, 'L'],
        [chetan.id, 'L'],
      ]);
      expect(register?.submissionIds).toHaveLength(6);
    });

    test('faculty change their register on its day (a phone may send the day’s taps later); after it only the office, with a reason', async () => {
      const { repository, clock, teacher, classOn } = await setup();
      const today = await classOn('2026-11-22');
      const asTeacher = await sessions.signIn(repository, teacher);
      const faculty = await asTeacher();
      await faculty.submitAttendance(today.id, {
        submissionId: 'p1',
        marks: marks([
          [asha.id, 'P', 5],
          [bina.id, 'A', 5],
        ]),
      });
      clock.advanceMinutes(24 * 60);
      // Tapped yesterday, sent this morning: taken.
      await (
        await asTeacher()
      ).submitAttendance(today.id, {
        submissionId: 'p2',
        marks: marks([[chetan.id, 'P', 6]]),
      });
      const late = await refusal(
        (await asTeacher()).submitAttendance(today.id, {
          submissionId: 'p3',
          marks: marks([[bina.id, 'P', 24 * 60]]),
        }),
      );
      expect(late.issues[0]?.message).toBe(DAY_OVER_MESSAGE);
      await expect(
        (await asTeacher()).correctAttendance(today.id, {
          studentId: bina.id,
          status: 'P',
          reason: 'x',
        }),
      ).rejects.toMatchObject({ message: expect.stringMatching(/cannot do this/) });

      const owner = await sessions.asOwner(repository);
      const noReason = await refusal(
        owner.correctAttendance(today.id, { studentId: bina.id, status: 'E', reason: '' }),
      );
      expect(noReason.issues[0]).toMatchObject({ path: 'reason', message: 'Reason is required.' });
      const corrected = await owner.correctAttendance(today.id, {
        studentId: bina.id,
        status: 'E',
        reason: 'Medical leave, note seen',
      });
      expect(corrected.marks.find((mark) => mark.studentId === bina.id)).toMatchObject({
        status: 'E',
        reason: 'Medical leave, note seen',
      });
      // The log: the register as first taken, then only the marks each change moved, by whom.
      const log = await owner.listAuditLog({ page: 1, pageSize: 25, entity: 'attendance' });
      expect(
        log.rows.map((entry) => [
          entry.actor.id === teacher.id ? 'faculty' : 'owner',
          entry.action,
          entry.studentId,
          entry.changes,
        ]),
      ).toEqual([
        [
          'owner',
          'updated',
          bina.id,
          [
            {
              field: `marks.${bina.id}`,
              before: 'A',
              after: 'E (Medical leave, note seen)',
            },
          ],
        ],
        [
          'faculty',
          'updated',
          undefined,
          [{ field: `marks.${chetan.id}`, before: null, after: 'P' }],
        ],
        [
          'faculty',
          'created',
          undefined,
          [
            { field: 'date', before: null, after: '2026-11-22' },
            { field: 'marks', before: null, after: { [asha.id]: 'P', [bina.id]: 'A' } },
          ],
        ],
      ]);
    });

    test('a student’s figures, the follow-ups and a month’s register', async () => {
      const { repository, clock, batch, classOn } = await setup();
      const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
      const classes = [];
      for (const day of days) classes.push(await classOn(day));
      // Asha P P P P; Bina A A A A (three in a row); Chetan P L A E.
      const chetanDays: AttendanceMark[] = ['P', 'L', 'A', 'E'];
      for (const [index, session] of classes.entries()) {
        await repository.submitAttendance(session.id, {
          submissionId: `day-${index}`,
          marks: [
            { studentId: asha.id, status: 'P', markedAt: clock.now().toISOString() },
            { studentId: bina.id, status: 'A', markedAt: clock.now().toISOString() },
            {
              studentId: chetan.id,
              status: chetanDays[index] === 'E' ? 'A' : chetanDays[index]!,
              markedAt: clock.now().toISOString(),
            },
          ],
        });
        if (chetanDays[index] === 'E') {
          await repository.correctAttendance(session.id, {
            studentId: chetan.id,
            status: 'E',
            reason: 'Wedding',
          });
        }
        clock.advanceMinutes(24 * 60);
      }
      const chetanFigures = await repository.studentAttendance(chetan.id);
      expect(chetanFigures.overall).toEqual({
        held: 4,
        present: 1,
        late: 1,
        absent: 1,
        leave: 1,
        percent: 67,
      });
      expect(chetanFigures.byBatch).toEqual([
        { batchId: batch.id, figures: chetanFigures.overall },
      ]);
      expect(chetanFigures.missed.map((item) => [item.date, item.status])).toEqual([
        ['2026-11-24', 'A'],
        ['2026-11-23', 'L'],
      ]);
      expect((await repository.studentAttendance(asha.id)).overall.percent).toBe(100);

      const followUps = await repository.attendanceFollowUps();
      expect(
        followUps.map((row) => [
          row.student.name,
          row.percent,
          row.belowThreshold,
          row.threeInARow,
        ]),
      ).toEqual([
        ['Bina', 0, true, true],
        ['Chetan', 67, true, false],
      ]);

      // An office member limited to the branch reads the same list (counted in SQL by branch).
      const office = await repository.addStaff(
        member('Meena Office', { branchIds: [FIRST_BRANCH_ID] }),
      );
      const asOffice = await sessions.signIn(repository, office);
      expect(
        (await (await asOffice()).attendanceFollowUps()).map((row) => row.student.name),
      ).toEqual(['Bina', 'Chetan']);
      await sessions.asOwner(repository);

      const november = await repository.monthRegister(batch.id, '2026-11');
      expect(november.sessions.map((session) => session.date)).toEqual(days);
      expect(november.students.map((student) => student.name)).toEqual(['Asha', 'Bina', 'Chetan']);
      expect(november.registers).toHaveLength(4);
    });
  });
}
