import { expect, test } from 'vitest';
import { candidateSchema, newCandidateSchema } from '@/data';
import {
  bulkRegistrationFormSchema,
  bulkRowSchema,
  describePendingDetails,
  describeSkippedRows,
  emptyBulkRow,
  planBulkRegistration,
  toNewCandidate,
} from '@/features/schools/model/bulk-row';
import type { BulkRowInput } from '@/features/schools/model/bulk-row';

const SCHOOL = { id: 'school-dps', name: 'Delhi Public School, Noida' };
const row = (changes: Partial<BulkRowInput>): BulkRowInput => ({ ...emptyBulkRow(), ...changes });

test('a row needs a name, a class from 9 to 12 and an email; the rest may be blank', () => {
  expect(
    bulkRowSchema.parse(
      row({ name: ' Asha Verma ', email: 'asha@example.com ', currentClass: 10 }),
    ),
  ).toEqual({
    name: 'Asha Verma',
    currentClass: 10,
    guardianName: '',
    mobile: '',
    email: 'asha@example.com',
  });
  const result = bulkRowSchema.safeParse({ ...row({}), currentClass: 8 });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['name', 'Name is required.'],
    ['currentClass', 'Choose a class from 9 to 12.'],
    ['email', 'Email is required.'],
  ]);
});

test('a mobile that is given must be 10 digits', () => {
  const valid = row({ name: 'Asha', email: 'asha@example.com' });
  expect(bulkRowSchema.parse({ ...valid, mobile: ' 9876543210 ' }).mobile).toBe('9876543210');
  expect(bulkRowSchema.parse({ ...valid, mobile: '   ' }).mobile).toBe('');
  const result = bulkRowSchema.safeParse({ ...valid, mobile: '987654321' });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'Mobile number must be exactly 10 digits.',
  ]);
});

test('a row becomes a candidate of the school, with what it lacks listed as pending', () => {
  const candidate = toNewCandidate(
    bulkRowSchema.parse(row({ name: 'Asha Verma', email: 'asha@example.com', currentClass: 11 })),
    SCHOOL,
  );
  expect(candidate).toEqual({
    name: 'Asha Verma',
    schoolName: SCHOOL.name,
    schoolId: SCHOOL.id,
    currentClass: 11,
    email: 'asha@example.com',
    dateOfBirth: '',
    gender: '',
    guardianName: '',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: '',
    whatsapp: '',
    pendingDetails: [
      'dateOfBirth',
      'gender',
      'guardianName',
      'address',
      'city',
      'state',
      'pinCode',
      'mobile',
      'whatsapp',
    ],
  });
  // The stored record passes the candidate schema: blanks are allowed only where pending.
  const stored = {
    ...candidate,
    id: 'c1',
    rollNo: 'STSE0001',
    registrationDate: new Date().toISOString(),
  };
  expect(candidateSchema.safeParse(stored).success).toBe(true);
  expect(candidateSchema.safeParse({ ...stored, pendingDetails: [] }).success).toBe(false);
});

test('a given guardian name and mobile are kept and not pending; WhatsApp is never copied', () => {
  const candidate = toNewCandidate(
    bulkRowSchema.parse(
      row({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        guardianName: 'Sunil Kumar',
        mobile: '9811122233',
      }),
    ),
    SCHOOL,
  );
  expect(newCandidateSchema.safeParse(candidate).success).toBe(true);
  expect(candidate).toMatchObject({
    guardianName: 'Sunil Kumar',
    mobile: '9811122233',
    whatsapp: '',
  });
  expect(candidate.pendingDetails).toEqual([
    'dateOfBirth',
    'gender',
    'address',
    'city',
    'state',
    'pinCode',
    'whatsapp',
  ]);
  expect(describePendingDetails(candidate.pendingDetails ?? [])).toBe(
    'Date of birth, Gender, Address, City, State, Pin code, WhatsApp number',
  );
  expect(describePendingDetails(['whatsapp', 'mobile', 'dateOfBirth'])).toBe(
    'Date of birth, Mobile number, WhatsApp number',
  );
});

test('only rows with both a name and an email are registered; blank rows are ignored', () => {
  const plan = planBulkRegistration(
    [
      row({ name: 'Asha Verma', email: 'asha@example.com' }),
      row({ name: 'No Email', mobile: '9876543210' }),
      row({}),
      row({ email: 'no.name@example.com' }),
      row({ name: 'Ravi Kumar', email: 'ravi@example.com', currentClass: 12 }),
      row({ name: '   ', email: 'spaces@example.com' }),
    ],
    SCHOOL,
  );
  expect(plan.candidates.map((candidate) => [candidate.name, candidate.schoolName])).toEqual([
    ['Asha Verma', SCHOOL.name],
    ['Ravi Kumar', SCHOOL.name],
  ]);
  expect(plan.registeredIndexes).toEqual([0, 4]);
  expect(plan.skipped).toEqual([
    { rowNumber: 2, label: 'No Email', missing: 'email' },
    { rowNumber: 4, label: 'no.name@example.com', missing: 'name' },
    { rowNumber: 6, label: 'spaces@example.com', missing: 'name' },
  ]);
  expect(describeSkippedRows(plan.skipped)).toEqual([
    'Row 2 (No Email) has no email.',
    'Row 4 (no.name@example.com) has no name.',
    'Row 6 (spaces@example.com) has no name.',
  ]);
  expect(
    describeSkippedRows(planBulkRegistration([row({ mobile: '9876543210' })], SCHOOL).skipped),
  ).toEqual(['Row 1 has no name and no email.']);
});

test('the form checks only the rows it will register', () => {
  const result = bulkRegistrationFormSchema.safeParse({
    rows: [
      row({ name: 'Asha Verma', email: 'asha@example.com', mobile: '987654321' }),
      row({ name: 'Skipped', mobile: '123' }),
      row({}),
      row({ name: 'Ravi', email: 'ravi@' }),
    ],
  });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['rows.0.mobile', 'Mobile number must be exactly 10 digits.'],
    ['rows.3.email', 'Enter a valid email address.'],
  ]);
  expect(
    bulkRegistrationFormSchema.safeParse({ rows: [row({ name: 'Skipped', mobile: '123' })] })
      .success,
  ).toBe(true);
});
