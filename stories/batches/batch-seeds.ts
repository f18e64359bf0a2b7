// The batches of the Batches stories: a full JEE batch (two seats, both taken, one student
// waiting), a NEET batch with room, and a Foundation batch that Kavita (the faculty story
// session) teaches. Students are the sample data's four.
import { createSeedData } from '@/data';
import type { SeedData, StaffMember, Student } from '@/data';
import type { Batch, Enrolment } from '@/data/daily';

const sample = createSeedData(new Date('2026-11-22T06:30:00.000Z'));
const [rahul, priya, arjun, sneha] = sample.students as [Student, Student, Student, Student];
const createdAt = '2026-04-01T04:30:00.000Z';

export const kavita: StaffMember = {
  id: 'staff-faculty',
  name: 'Kavita Faculty',
  email: 'kavita@sankalp.example.com',
  staffRole: 'faculty',
  active: true,
  createdAt,
};
export const vikram: StaffMember = {
  id: 'staff-vikram',
  name: 'Vikram Singh',
  email: 'vikram@sankalp.example.com',
  staffRole: 'faculty',
  active: true,
  createdAt,
};

const batch = (overrides: Partial<Batch> & Pick<Batch, 'id' | 'name'>): Batch => ({
  program: 'Engineering',
  currentClass: 11,
  stream: 'Non-Medical',
  academicYear: '2026-27',
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  capacity: 40,
  faculty: [],
  room: 'Room 101',
  createdAt,
  ...overrides,
});

export const jeeFull = batch({
  id: 'batch-jee',
  name: 'JEE Morning',
  capacity: 2,
  faculty: [{ subject: 'Physics', staffId: vikram.id }],
});
export const neet = batch({
  id: 'batch-neet',
  name: 'NEET Evening',
  program: 'Medical',
  stream: 'Medical',
  currentClass: 12,
  room: 'Room 204',
});
export const foundation = batch({
  id: 'batch-foundation',
  name: 'Foundation Weekend',
  program: 'Foundation',
  stream: 'Foundation',
  currentClass: 10,
  faculty: [{ subject: 'Mathematics', staffId: kavita.id }],
});

const seat = (id: string, batchId: string, student: Student, day: string): Enrolment => ({
  id,
  batchId,
  studentId: student.id,
  status: 'enrolled',
  addedAt: `${day}T04:30:00.000Z`,
  joinedOn: day,
});

export const rahulSeat = seat('enrolment-rahul', jeeFull.id, rahul, '2026-04-02');
export const arjunSeat = seat('enrolment-arjun', jeeFull.id, arjun, '2026-04-03');
export const snehaWaits: Enrolment = {
  id: 'enrolment-sneha',
  batchId: jeeFull.id,
  studentId: sneha.id,
  status: 'waiting',
  addedAt: '2026-05-10T04:30:00.000Z',
};
export const priyaSeat = seat('enrolment-priya', neet.id, priya, '2026-04-02');

/** The sample students and these batches, with Kavita and Vikram as staff. */
export const batchesSeed = (): Partial<SeedData> => ({
  students: sample.students,
  staff: [kavita, vikram],
  batches: [jeeFull, neet, foundation],
  enrolments: [rahulSeat, arjunSeat, snehaWaits, priyaSeat],
});
