// The attendance stories' data: the batches stories' students and batches, with a Physics class
// of the JEE batch today (taught by Vikram) and a week of registers for the NEET batch's class.
import { todayIso } from '@/data';
import type { SeedData } from '@/data';
import { addDays, timeOf } from '@/data/daily';
import type { Register, Session } from '@/data/daily';
import { batchesSeed, jeeFull, neet, vikram } from '../batches/batch-seeds';

const today = todayIso();

const classOf = (id: string, batchId: string, date: string, startMinute = 16 * 60): Session => ({
  id,
  batchId,
  date,
  startMinute,
  endMinute: startMinute + 60,
  subject: 'Physics',
  staffId: vikram.id,
  room: 'Room 101',
  startsAt: new Date(`${date}T${timeOf(startMinute)}:00+05:30`).toISOString(),
  endsAt: new Date(`${date}T${timeOf(startMinute + 60)}:00+05:30`).toISOString(),
  status: 'scheduled',
});

export const todaysClass = classOf('session-today', jeeFull.id, today);

const pastDates = [21, 14, 7].map((days) => addDays(today, -days));
export const neetClasses = pastDates.map((date, index) =>
  classOf(`session-neet-${index}`, neet.id, date, 17 * 60),
);

const register = (session: Session, status: 'P' | 'A'): Register => ({
  sessionId: session.id,
  batchId: session.batchId,
  date: session.date,
  takenBy: vikram.id,
  submittedAt: session.startsAt,
  updatedAt: session.startsAt,
  marks: [{ studentId: 'student-priya-verma', status, markedAt: session.startsAt }],
  submissionIds: [`story-${session.id}`],
  alertsDueAt: session.startsAt,
  alertsSentAt: session.startsAt,
});

/** Priya was absent from the last two NEET classes. */
export const neetRegisters = [
  register(neetClasses[0]!, 'P'),
  register(neetClasses[1]!, 'A'),
  register(neetClasses[2]!, 'A'),
];

export const attendanceSeed = (): Partial<SeedData> => ({
  ...batchesSeed(),
  classSessions: [todaysClass, ...neetClasses],
  registers: neetRegisters,
});
