// What `npm run bench:server` seeds and sends: the exam-scale candidates and students, the
// registration form's fields, and each request as the browser's HTTP adapter builds it (from the
// shared route table, so the benchmark asks exactly what the browser asks).
import { OPERATIONS, requestPath } from '../../src/data/server';
import type {
  Candidate,
  ClassLevel,
  OperationName,
  NewCandidate,
  Repository,
  Student,
} from '../../src/data/server';

export const CLASSES: ClassLevel[] = [9, 10, 11, 12];

const firstNames = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha', 'Vihaan', 'Ananya'];
const lastNames = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Khan', 'Das'];
const nameOf = (index: number) =>
  `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`;
export const rollNoOf = (index: number) =>
  `STSE26${CLASSES[index % 4]!}${String(index + 1).padStart(6, '0')}`;

/** What the registration form sends for the index-th candidate. */
export function registration(index: number): NewCandidate {
  return {
    name: nameOf(index),
    schoolName: `School ${index % 500}`,
    currentClass: CLASSES[index % 4]!,
    dateOfBirth: '2010-03-12',
    gender: index % 2 ? 'Male' : 'Female',
    guardianName: 'Guardian',
    address: 'Address',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pinCode: '226001',
    mobile: String(9_000_000_000 + index),
    whatsapp: String(9_000_000_000 + index),
    email: `c${index}@example.com`,
  };
}

export function candidate(index: number): Candidate {
  return {
    ...registration(index),
    id: `c${index}`,
    rollNo: rollNoOf(index),
    registrationDate: new Date(Date.UTC(2026, 9, 1) + index * 1000).toISOString(),
    pendingDetails: [],
    // Every 50th candidate was absent; the rest have marks from 0 to 100.
    ...(index % 50 === 0 ? { absent: true } : { marks: (index * 37) % 101 }),
  } as Candidate;
}

export function student(index: number): Student {
  const installments = Array.from({ length: 4 }, (_, part) => ({
    id: `s${index}-i${part + 1}`,
    amount: 30_000,
    paidAmount: part === 0 ? 30_000 : 0,
    dueDate: ['2026-04-10', '2026-07-10', '2026-10-10', '2027-01-10'][part]!,
    status: (part === 0 ? 'Paid' : 'Pending') as 'Paid' | 'Pending',
    ...(part === 0 ? { paymentDate: '2026-04-05T05:00:00.000Z' } : {}),
  }));
  return {
    id: `s${index}`,
    rollNo: `SANK26${CLASSES[index % 4]!}${String(index + 1).padStart(5, '0')}`,
    name: nameOf(index + 3),
    schoolName: `School ${index % 500}`,
    currentClass: CLASSES[index % 4]!,
    stream: index % 2 ? 'Medical' : 'Non-Medical',
    dateOfBirth: '2009-01-01',
    gender: index % 2 ? 'Male' : 'Female',
    guardianName: 'Guardian',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: String(8_000_000_000 + index),
    whatsapp: '',
    email: `s${index}@example.com`,
    enrollmentDate: '2026-04-01T05:00:00.000Z',
    feeDetails: { totalFee: 120_000, installments },
  } as Student;
}

/** One repository call as the browser's HTTP adapter sends it. */
export function requestOf<M extends OperationName>(name: M, ...args: Parameters<Repository[M]>) {
  const route = OPERATIONS[name];
  const parts = route.encode(...args);
  return {
    method: route.verb,
    path: requestPath(route.path, parts),
    ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
  };
}
