// Issue 33 (5): a person's name goes into the messages the institute sends from its own address,
// so no person-name field takes a web or e-mail address (`://`, `www.`, a domain with a path or a
// common ending, someone@domain); names with initials or dots are kept. Old stored records with
// such a name still read.
import { expect, test } from 'vitest';
import {
  candidateSchema,
  newSchoolSchema,
  newStudentSchema,
  parseStored,
  stseRegistrationSchema,
  studentEditSchema,
} from '@/data';
import {
  newCandidate,
  newStudent,
  school,
  storedCandidate,
  storedStudent,
} from './contract/fixtures';

const ADDRESSES = [
  'Refund due visit https://evil.example/pay now',
  'hxxp://evil',
  'Visit www.evil.example',
  'WWW.EVIL.IN',
  'Pay at evil.example/pay',
  'Ravi evil.in',
  'Asha sankalp-refunds.com',
  'Write to pay@evil.example',
];
const NAMES = [
  'A. K. Sharma',
  'Mohd.Rafi',
  'Dr. S. Iyer',
  "Anita D'Souza",
  'Jean-Luc Rao',
  'Priya Verma Jr.',
  'K.Inbaraj',
  'श्री राम',
];

function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);
}

test.each(ADDRESSES)('a registration named %j is refused with a field error', (name) => {
  const result = stseRegistrationSchema.safeParse({ ...newCandidate(), name });
  expect(messagesFor(result, 'name')).toEqual(['Name cannot contain a web address.']);
});

test.each(NAMES)('a registration named %j is accepted', (name) => {
  expect(
    stseRegistrationSchema.safeParse({ ...newCandidate(), name, guardianName: name }).success,
  ).toBe(true);
});

test('every person-name field refuses a web address: candidates, students, guardians, principals', () => {
  const link = 'see www.evil.example';
  expect(
    messagesFor(
      stseRegistrationSchema.safeParse({ ...newCandidate(), guardianName: link }),
      'guardianName',
    ),
  ).toEqual(['Guardian name cannot contain a web address.']);
  expect(
    messagesFor(
      candidateSchema.safeParse(storedCandidate('STSE0001', { guardianName: link })),
      'guardianName',
    ),
  ).toEqual(['Guardian name cannot contain a web address.']);
  expect(messagesFor(newStudentSchema.safeParse({ ...newStudent(), name: link }), 'name')).toEqual([
    'Name cannot contain a web address.',
  ]);
  expect(
    messagesFor(
      newStudentSchema.safeParse({ ...newStudent(), guardianName: link }),
      'guardianName',
    ),
  ).toEqual(['Guardian name cannot contain a web address.']);
  const { email, mobile, guardianName } = storedStudent('SANK26120001');
  expect(
    messagesFor(studentEditSchema.safeParse({ name: link, email, mobile, guardianName }), 'name'),
  ).toEqual(['Name cannot contain a web address.']);
  const { id: _id, ...newSchool } = school;
  expect(
    messagesFor(newSchoolSchema.safeParse({ ...newSchool, principalName: link }), 'principalName'),
  ).toEqual(['Principal name cannot contain a web address.']);
});

test('a record stored before the rule still reads', () => {
  const old = storedCandidate('STSE0001', { name: 'Visit www.evil.example' });
  expect(parseStored(candidateSchema, old).success).toBe(true);
});
