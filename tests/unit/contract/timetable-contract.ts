// The timetable, the same on every adapter: a weekly class makes a class on each of its dates up
// to and including the batch's last day, holidays left out; no faculty member, room of a branch or
// batch is in two classes at once (refused beside the field, naming what is there, even when two
// saves race); a cancelled class frees its time; a holiday cancels the branch's classes that day
// and removing it brings them back; faculty see their own classes.
import { describe, expect, test } from 'vitest';
import { DataValidationError } from '@/data';
import type { Repository, SessionUser, StaffMember } from '@/data';
import type { ExtraClassForm, SlotForm } from '@/data/daily';
import { NOT_BATCH_FACULTY_MESSAGE, holidayMessage } from '@/data/operations/timetable';
import { createClock } from './fixtures';
import type { MakeRepository } from './fixtures';
import { batchForm } from './batches-contract';
import { member, refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

/** The refusal's message beside `path`. */
const messageAt = (error: DataValidationError, path: string) =>
  error.issues.find((issue) => issue.path === path)?.message;

export function runTimetableContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
) {
  // START is Sunday 22 Nov 2026, noon in India.
  async function setup() {
    const repository: Repository = await makeRepository({ seed: {}, now: createClock().now });
    await repository.setSession(OWNER_SESSION);
    const verma = await repository.addStaff(member('Vikram Verma', { staffRole: 'faculty' }));
    const rao = await repository.addStaff(member('Sunita Rao', { staffRole: 'faculty' }));
    const faculty = [
      { subject: 'Physics', staffId: verma.id },
      { subject: 'Chemistry', staffId: rao.id },
    ];
    const jee = await repository.addBatch(
      batchForm({ name: 'JEE Morning', endsOn: '2027-03-29', room: 'Room 101', faculty }),
    );
    const neet = await repository.addBatch(
      batchForm({ name: 'NEET Evening', room: 'Room 204', faculty }),
    );
    return { repository, verma, rao, jee, neet };
  }

  const slot = (batchId: string, teacher: StaffMember, overrides: Partial<SlotForm> = {}) => ({
    batchId,
    weekday: 1 as const,
    startTime: '10:00',
    endTime: '11:30',
    subject: 'Physics',
    staffId: teacher.id,
    room: '',
    ...overrides,
  });
  const extra = (
    batchId: string,
    teacher: StaffMember,
    overrides: Partial<ExtraClassForm> = {},
  ) => ({
    batchId,
    date: '2026-11-25',
    startTime: '16:00',
    endTime: '17:00',
    subject: 'Physics',
    staffId: teacher.id,
    room: '',
    ...overrides,
  });
  const week = { from: '2026-11-23', to: '2026-11-29' };

  describe(`${name}: timetable`, () => {
    test('a weekly class is held each Monday from today to the batch’s last day, that day included', async () => {
      const { repository, verma, jee } = await setup();
      await repository.addHoliday({ date: '2026-12-28', name: 'Winter break' });
      const monday = await repository.addSlot(slot(jee.id, verma));
      expect(monday).toMatchObject({
        weekday: 1,
        startMinute: 600,
        endMinute: 690,
        room: 'Room 101',
      });
      expect(await repository.listSlots(jee.id)).toEqual([monday]);
      const all = await repository.listSessions({
        from: '2026-11-22',
        to: '2027-01-22',
        batchId: jee.id,
      });
      expect(all.map((session) => session.date)).toEqual([
        '2026-11-23',
        '2026-11-30',
        '2026-12-07',
        '2026-12-14',
        '2026-12-21',
        // 28 Dec is the holiday.
        '2027-01-04',
        '2027-01-11',
        '2027-01-18',
      ]);
      const last = await repository.listSessions({ from: '2027-03-23', to: '2027-03-31' });
      expect(last.map((session) => session.date)).toEqual(['2027-03-29']);
      expect(all[0]).toMatchObject({ startsAt: '2026-11-23T04:30:00.000Z', status: 'scheduled' });

      const notTheirs = await refusal(
        repository.addSlot(slot(jee.id, verma, { staffId: 'someone-else' })),
      );
      expect(messageAt(notTheirs, 'staffId')).toBe(NOT_BATCH_FACULTY_MESSAGE);
    });

    test('no faculty member, room or batch in two classes at once; back to back is fine', async () => {
      const { repository, verma, rao, jee, neet } = await setup();
      await repository.addSlot(slot(jee.id, verma));
      const teacher = await refusal(
        repository.addSlot(slot(neet.id, verma, { startTime: '10:00', endTime: '10:30' })),
      );
      expect(messageAt(teacher, 'staffId')).toBe(
        'Vikram Verma teaches JEE Morning (Physics) 10:00-11:30 on Monday, 23 Nov 2026.',
      );
      const room = await refusal(
        repository.addSlot(
          slot(neet.id, rao, {
            subject: 'Chemistry',
            room: ' room 101 ',
            startTime: '11:00',
            endTime: '12:00',
          }),
        ),
      );
      expect(messageAt(room, 'room')).toBe(
        'Room 101 has JEE Morning (Physics) 10:00-11:30 on Monday, 23 Nov 2026.',
      );
      const batch = await refusal(
        repository.addSlot(
          slot(jee.id, rao, {
            subject: 'Chemistry',
            room: 'Lab',
            startTime: '09:00',
            endTime: '10:01',
          }),
        ),
      );
      expect(messageAt(batch, 'startTime')).toBe(
        'JEE Morning has Physics with Vikram Verma 10:00-11:30 on Monday, 23 Nov 2026.',
      );
      // Ending as the other begins, or beginning as it ends, shares no minute.
      await repository.addSlot(
        slot(jee.id, rao, { subject: 'Chemistry', startTime: '08:30', endTime: '10:00' }),
      );
      await repository.addSlot(slot(neet.id, verma, { startTime: '11:30', endTime: '12:30' }));
      expect(await repository.listSessions({ ...week, staffId: verma.id })).toHaveLength(2);
    });

    test('a room of another branch is another room', async () => {
      const { repository, verma, rao, jee } = await setup();
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const jaipurBatch = await repository.addBatch(
        batchForm({
          name: 'Jaipur JEE',
          branchId: jaipur.id,
          room: 'Room 101',
          faculty: [{ subject: 'Chemistry', staffId: rao.id }],
        }),
      );
      await repository.addSlot(slot(jee.id, verma));
      const jaipurClass = await repository.addSlot(
        slot(jaipurBatch.id, rao, { subject: 'Chemistry' }),
      );
      expect(jaipurClass.room).toBe('Room 101');
    });

    test('an extra class, a move and a cancellation; the cancelled time can be used again', async () => {
      const { repository, verma, rao, jee, neet } = await setup();
      await repository.addSlot(slot(jee.id, verma));
      const extraClass = await repository.addExtraClass(extra(neet.id, verma));
      expect(extraClass).toMatchObject({ date: '2026-11-25', startMinute: 960, room: 'Room 204' });
      expect(extraClass.slotId).toBeUndefined();

      const [monday] = await repository.listSessions({ ...week, batchId: jee.id });
      const clash = await refusal(
        repository.moveSession(monday!.id, {
          date: '2026-11-25',
          startTime: '16:30',
          endTime: '17:30',
          room: '',
        }),
      );
      expect(messageAt(clash, 'staffId')).toMatch(
        /^Vikram Verma teaches NEET Evening \(Physics\) 16:00-17:00/,
      );
      const moved = await repository.moveSession(monday!.id, {
        date: '2026-11-24',
        startTime: '10:00',
        endTime: '11:30',
        room: '',
        reason: 'Lab booked',
      });
      expect(moved).toMatchObject({
        date: '2026-11-24',
        note: 'Moved from 23 Nov 2026 10:00: Lab booked',
      });

      const cancelled = await repository.cancelSession(extraClass.id, { reason: 'Teacher unwell' });
      expect(cancelled).toMatchObject({ status: 'cancelled', note: 'Teacher unwell' });
      await repository.addExtraClass(
        extra(jee.id, rao, { subject: 'Chemistry', room: 'Room 204' }),
      );
      const reasonless = await refusal(repository.cancelSession(moved.id, { reason: '' }));
      expect(messageAt(reasonless, 'reason')).toBe('Reason is required.');
    });

    test('a holiday cancels its branch’s classes that day; removing it brings them back', async () => {
      const { repository, verma, jee } = await setup();
      await repository.addSlot(slot(jee.id, verma));
      const holiday = await repository.addHoliday({
        date: '2026-11-30',
        name: 'Guru Nanak Jayanti',
      });
      const [onHoliday] = await repository.listSessions({ from: '2026-11-30', to: '2026-11-30' });
      expect(onHoliday).toMatchObject({ status: 'cancelled', note: 'Holiday: Guru Nanak Jayanti' });
      const blocked = await refusal(
        repository.addExtraClass(extra(jee.id, verma, { date: '2026-11-30' })),
      );
      expect(messageAt(blocked, 'date')).toBe(holidayMessage(holiday));
      const twice = await refusal(repository.addHoliday({ date: '2026-11-30', name: 'Again' }));
      expect(messageAt(twice, 'date')).toBe('This branch already has a holiday on that day.');

      expect(await repository.listHolidays()).toEqual([holiday]);
      await repository.removeHoliday(holiday.id);
      const [back] = await repository.listSessions({ from: '2026-11-30', to: '2026-11-30' });
      expect(back?.status).toBe('scheduled');
      expect(back?.note).toBeUndefined();
    });

    test('two saves racing for one teacher’s hour: one class, one refusal naming it', async () => {
      const { repository, verma, jee, neet } = await setup();
      const results = await Promise.allSettled([
        repository.addExtraClass(extra(jee.id, verma)),
        repository.addExtraClass(extra(neet.id, verma, { startTime: '16:30', endTime: '17:30' })),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(DataValidationError);
      expect(await repository.listSessions({ ...week, staffId: verma.id })).toHaveLength(1);
    });

    test('faculty see the classes of their batches and the classes they take, no others', async () => {
      const { repository, verma, rao, jee } = await setup();
      const other = await repository.addBatch(
        batchForm({
          name: 'Board Prep',
          room: 'Room 9',
          faculty: [{ subject: 'Chemistry', staffId: rao.id }],
        }),
      );
      await repository.addSlot(slot(jee.id, verma));
      await repository.addSlot(
        slot(other.id, rao, { subject: 'Chemistry', startTime: '14:00', endTime: '15:00' }),
      );
      const asVerma = await sessions.signIn(repository, verma);
      const seen = await (await asVerma()).listSessions(week);
      expect(seen.map((session) => session.batchId)).toEqual([jee.id]);
      await expect((await asVerma()).listSlots(other.id)).rejects.toMatchObject({
        name: 'NotFoundError',
      });
      await sessions.asOwner(repository);
    });
  });
}
