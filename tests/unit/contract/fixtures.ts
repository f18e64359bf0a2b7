// Small, valid records for the contract suite, each overridable per test.
import { readAllPages } from '@/data';
import type {
  Candidate,
  NewCandidate,
  NewStudent,
  Repository,
  School,
  SeedData,
  Student,
} from '@/data';

export const TODAY = '2026-11-22';
/** Mid-day in UTC, so the calendar day is 22 Nov in every time zone from UTC-10 to UTC+13. */
export const START = new Date('2026-11-22T06:30:00.000Z');

/** A clock the test moves by hand. */
export function createClock(start = START) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
    advanceSeconds(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export function newCandidate(overrides: Partial<NewCandidate> = {}): NewCandidate {
  return {
    name: 'Aarav Gupta',
    schoolName: 'Delhi Public School, Noida',
    currentClass: 10,
    dateOfBirth: '2010-03-12',
    gender: 'Male',
    guardianName: 'Rajesh Gupta',
    address: 'C-18, Sector 50',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pinCode: '201301',
    mobile: '9810011223',
    whatsapp: '9810011223',
    email: 'aarav.gupta@example.com',
    ...overrides,
  };
}

export function storedCandidate(rollNo: string, overrides: Partial<Candidate> = {}): Candidate {
  return {
    ...newCandidate(),
    pendingDetails: [],
    id: `candidate-${rollNo}`,
    rollNo,
    registrationDate: '2026-11-01T05:00:00.000Z',
    ...overrides,
  } as Candidate;
}

export function newStudent(overrides: Partial<NewStudent> = {}): NewStudent {
  return {
    name: 'Priya Verma',
    schoolName: 'Kendriya Vidyalaya, Jaipur',
    email: 'priya.verma@example.com',
    currentClass: 11,
    stream: 'Medical',
    dateOfBirth: '2008-09-02',
    gender: 'Female',
    guardianName: 'Anita Verma',
    mobile: '9829012345',
    totalFee: 100000,
    installmentCount: 3,
    ...overrides,
  };
}

export function storedStudent(rollNo: string, overrides: Partial<Student> = {}): Student {
  return {
    id: `student-${rollNo}`,
    rollNo,
    name: 'Rahul Sharma',
    schoolName: 'Delhi Public School, Noida',
    currentClass: 12,
    stream: 'Non-Medical',
    dateOfBirth: '2007-05-14',
    gender: 'Male',
    guardianName: 'Suresh Sharma',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: '9876543210',
    whatsapp: '',
    email: 'rahul.sharma@example.com',
    enrollmentDate: '2026-10-01T05:00:00.000Z',
    feeDetails: {
      totalFee: 120000,
      installments: [
        {
          id: `${rollNo}-1`,
          amount: 40000,
          paidAmount: 0,
          dueDate: '2026-10-01',
          status: 'Pending',
        },
        {
          id: `${rollNo}-2`,
          amount: 40000,
          paidAmount: 0,
          dueDate: '2027-02-01',
          status: 'Pending',
        },
        {
          id: `${rollNo}-3`,
          amount: 40000,
          paidAmount: 0,
          dueDate: '2027-06-01',
          status: 'Pending',
        },
      ],
    },
    ...overrides,
  };
}

export const school: School = {
  id: 'school-dps',
  name: 'Delhi Public School, Noida',
  address: 'Sector 30',
  city: 'Noida',
  state: 'Uttar Pradesh',
  principalName: 'Dr. Meenakshi Rao',
  contactEmail: 'principal@dpsnoida.example.com',
  contactPhone: '9810123456',
};

/** A small file whose bytes the test can compare after a round trip. */
export function pdfFile(name = 'notes.pdf', type = 'application/pdf', size = 64): File {
  const bytes = new Uint8Array(size).map((_, index) => (index * 7) % 256);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n').subarray(0, size));
  return new File([bytes], name, { type });
}

export async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** Every candidate, newest registration first, read page by page. */
export const allCandidates = (repository: Pick<Repository, 'queryCandidates'>) =>
  readAllPages((page) => repository.queryCandidates(page));

/** Every student in the order they were added, read page by page. */
export const allStudents = (repository: Pick<Repository, 'queryStudents'>) =>
  readAllPages((page) => repository.queryStudents(page));

export type RepositorySetup = {
  /** Exactly what is stored at the start; collections it leaves out are empty (settings default). */
  seed: Partial<SeedData>;
  now: () => Date;
};

export type MakeRepository = (setup: RepositorySetup) => Repository | Promise<Repository>;
