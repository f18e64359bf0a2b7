// Two of everything (students A and B, schools X and Y) with their candidates, payments, tickets
// and materials, for the authorization probe.
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { PaymentOrder, SeedData, StoredFile, Ticket } from '@/data';
import type { Batch, Enrolment, Session } from '@/data/daily';
import type { Enquiry } from '@/data/enquiries';
import type { ExamTestEdit, QuestionEdit } from '@/data/online-tests';
import { START, school, storedCandidate, storedStudent } from '../unit/contract/fixtures';

export const PASSWORD = 'correct horse battery';

const paidFirst = (student: ReturnType<typeof storedStudent>) => ({
  ...student,
  feeDetails: {
    ...student.feeDetails,
    installments: student.feeDetails.installments.map((item, index) =>
      index === 0
        ? {
            ...item,
            paidAmount: 1000,
            status: 'Partial' as const,
            paymentDate: '2026-11-01T05:00:00.000Z',
          }
        : item,
    ),
  },
});

export const studentA = paidFirst(
  storedStudent('SANK26120001', { id: 'student-a', email: 'a@example.com', name: 'Asha' }),
);
export const studentB = paidFirst(
  storedStudent('SANK26110002', {
    id: 'student-b',
    email: 'b@example.com',
    name: 'Bina',
    currentClass: 11,
    stream: 'Medical',
    // Another family: the parent of A's mobile is not B's.
    mobile: '9822200002',
    guardianName: 'Bina’s Mother',
  }),
);
export const paymentOfA = 'opening-SANK26120001-1';

/** A UPI transfer each student says they made, waiting for the office. */
const upiOrder = (
  id: string,
  studentId: string,
  installmentId: string,
  utr: string,
): PaymentOrder => ({
  id,
  method: 'UPI',
  status: 'Awaiting verification',
  studentId,
  installmentId,
  amount: 500,
  utr,
  createdAt: '2026-11-02T05:00:00.000Z',
  updatedAt: '2026-11-02T05:00:00.000Z',
});
export const paymentOfB = 'opening-SANK26110002-1';
export const orderOfA = upiOrder('order-a', studentA.id, 'SANK26120001-1', '400000000001');
export const orderOfB = upiOrder('order-b', studentB.id, 'SANK26110002-1', '400000000002');

/** A second branch, so a branch-limited staff member of it has students A and B elsewhere. */
export const jaipurBranch = {
  id: 'branch-jaipur',
  code: 'JAI',
  name: 'Jaipur',
  address: '',
  active: true,
};

export const schoolX = { ...school, id: 'school-x' };
export const schoolY = {
  ...school,
  id: 'school-y',
  name: 'Kendriya Vidyalaya, Kota',
  contactEmail: 'kv.kota@example.com',
};

export const candidateOfX = storedCandidate('STSE0001', {
  // X's by its id, however the name was typed.
  schoolName: '  delhi public school, NOIDA ',
  schoolId: schoolX.id,
  mobile: '9000000001',
});
export const candidateOfY = storedCandidate('STSE0002', {
  schoolName: schoolY.name,
  schoolId: schoolY.id,
});

const at = '2026-11-10T05:00:00.000Z';
const ticket = (id: string, student: typeof studentA): Ticket => ({
  id,
  studentId: student.id,
  studentName: student.name,
  subject: 'Fee receipt',
  status: 'Open',
  createdAt: at,
  updatedAt: at,
  messages: [{ id: `${id}-1`, sender: 'Student', text: 'Fee receipt', timestamp: at }],
});
export const ticketOfA = ticket('ticket-a', studentA);
export const ticketOfB = ticket('ticket-b', studentB);

const material = (id: string, visibility: 'Public' | 'Student', klass: string, stream: string) => ({
  id,
  title: `Notes ${id}`,
  description: 'Notes',
  visibility,
  fileUrl: `${id}.pdf`,
  fileName: `${id}.pdf`,
  stream,
  class: klass,
  uploadDate: at,
});
export const publicMaterial = material('mat-public', 'Public', 'Any', 'Any');
/** For class 12 Non-Medical: student A only. */
export const materialForA = material('mat-a', 'Student', '12', 'Non-Medical');

const pdf = (name: string): StoredFile => ({
  name,
  type: 'application/pdf',
  bytes: new Blob([`%PDF-1.4\n${name}`], { type: 'application/pdf' }),
});

/** A batch of the first branch with two seats, student A in one of them. */
export const batchOfA: Batch = {
  id: 'batch-a',
  name: 'JEE Morning',
  program: 'Engineering',
  currentClass: 12,
  stream: 'Non-Medical',
  academicYear: '2026-27',
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  capacity: 2,
  faculty: [],
  room: 'Room 101',
  createdAt: START.toISOString(),
};
export const enrolmentOfA: Enrolment = {
  id: 'enrolment-a',
  batchId: batchOfA.id,
  studentId: studentA.id,
  status: 'enrolled',
  addedAt: START.toISOString(),
  joinedOn: '2026-11-01',
};

/** A Physics class of A's batch on the Monday after START, still to come. */
export const sessionOfA: Session = {
  id: 'session-a',
  batchId: batchOfA.id,
  date: '2026-11-23',
  startMinute: 600,
  endMinute: 690,
  subject: 'Physics',
  staffId: 'staff-physics',
  room: 'Room 101',
  startsAt: '2026-11-23T04:30:00.000Z',
  endsAt: '2026-11-23T06:00:00.000Z',
  status: 'scheduled',
};

export function probeSeed(): Partial<SeedData> {
  return {
    students: [studentA, studentB],
    schools: [schoolX, schoolY],
    stseCandidates: [candidateOfX, candidateOfY],
    supportTickets: [ticketOfA, ticketOfB],
    materials: [publicMaterial, materialForA] as SeedData['materials'],
    materialFiles: { 'mat-public': pdf('mat-public.pdf'), 'mat-a': pdf('mat-a.pdf') },
    notifications: [
      { id: 'note-1', title: 'Exam', details: 'Sunday', date: '2026-11-20', isScheduled: false },
    ],
    paymentOrders: [orderOfA, orderOfB],
    branches: [jaipurBranch],
    batches: [batchOfA],
    enrolments: [enrolmentOfA],
    classSessions: [sessionOfA],
    enquiries: [enquiryOne, enquiryTwo],
  };
}

/** Two open enquiries (a walk-in and a call), unassigned: the admin's to work and merge. */
function enquiry(id: string, name: string, mobile: string): Enquiry {
  const at = START.toISOString();
  return {
    id,
    name,
    mobile,
    email: '',
    currentClass: 11,
    schoolName: '',
    interest: 'Engineering',
    source: 'walk-in',
    stageId: 'new',
    open: true,
    createdAt: at,
    updatedAt: at,
    reached: { new: at },
    contacts: [{ at, source: 'walk-in', name, mobile, email: '', message: '' }],
    events: [{ at, by: 'Office', kind: 'created', source: 'walk-in', stageId: 'new' }],
  };
}
export const enquiryOne = enquiry('enquiry-one', 'Meena Iyer', '9000000011');
export const enquiryTwo = enquiry('enquiry-two', 'Meena I.', '9000000012');

/** A valid question as the admin types it. */
export const sampleQuestion: QuestionEdit = {
  kind: 'single',
  subject: 'Science',
  topic: '',
  difficulty: 'easy',
  text: { en: 'Which is a metal?', hi: '' },
  options: ['Iron', 'Oxygen'].map((en) => ({ en, hi: '' })),
  correctOptions: [0],
  explanation: '',
};

/** A valid class 10 STSE test of one section with these questions, open for the hour from START. */
export const sampleTest = (title: string, questionIds: string[]): ExamTestEdit => ({
  title,
  audience: { kind: 'stse', currentClass: 10 },
  sections: [{ id: 'sec1', name: 'Science', questionIds, marking: DEFAULT_MARKING }],
  durationMinutes: 60,
  opensAt: START.toISOString(),
  closesAt: new Date(START.getTime() + 3_600_000).toISOString(),
  languages: ['en'],
  shuffleQuestions: false,
  shuffleOptions: false,
  instructions: 'Read every question.',
});
