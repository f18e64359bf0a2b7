// The stored candidate's rule: every registration field valid, except fields the school left
// pending, which may be blank. Refusals carry the registration form's own messages, and no
// field's messages come twice (the name, school, class and email used to be checked twice).
import { expect, test } from 'vitest';
import { candidateSchema } from '@/data';
import { storedCandidate } from './contract/fixtures';

function issues(value: unknown) {
  const result = candidateSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

test('a complete candidate passes and is stored as given', () => {
  const candidate = storedCandidate('STSE0001', { guardianName: ' Rajesh Gupta ', marks: 64 });
  expect(candidateSchema.parse(candidate)).toEqual(candidate);
});

test('broken registration fields are reported with the registration messages, none twice', () => {
  expect(
    issues(
      storedCandidate('STSE0001', {
        name: ' ',
        email: 'not an email',
        dateOfBirth: '2010-02-30',
        gender: '',
        guardianName: '',
        pinCode: '30200',
        mobile: '98100',
        whatsapp: '',
      }),
    ),
  ).toEqual([
    'name: Name is required.',
    'email: Enter a valid email address.',
    'dateOfBirth: Date of birth must be a valid date.',
    'gender: Choose a gender.',
    'guardianName: Guardian name is required.',
    'pinCode: Pin code must be exactly 6 digits.',
    'mobile: Mobile number must be exactly 10 digits.',
    'whatsapp: WhatsApp number is required.',
    'whatsapp: WhatsApp number must be exactly 10 digits.',
  ]);
});

test('a pending field may be blank; a blank that is not pending is refused', () => {
  const pending = storedCandidate('STSE0001', {
    gender: '',
    pinCode: '',
    whatsapp: '',
    pendingDetails: ['gender', 'pinCode', 'whatsapp'],
  });
  expect(issues(pending)).toEqual([]);
  expect(issues({ ...pending, pendingDetails: ['gender'] })).toEqual([
    'pinCode: Pin code is required.',
    'pinCode: Pin code must be exactly 6 digits.',
    'whatsapp: WhatsApp number is required.',
    'whatsapp: WhatsApp number must be exactly 10 digits.',
  ]);
});

test('a pending field that is filled in must still be valid, and spaces are not blank', () => {
  const pendingDetails = ['pinCode', 'guardianName'] as const;
  expect(
    issues(storedCandidate('STSE0001', { pinCode: '302017', pendingDetails: [...pendingDetails] })),
  ).toEqual([]);
  expect(
    issues(
      storedCandidate('STSE0001', {
        pinCode: '3020',
        guardianName: '   ',
        pendingDetails: [...pendingDetails],
      }),
    ),
  ).toEqual([
    'guardianName: Guardian name is required.',
    'pinCode: Pin code must be exactly 6 digits.',
  ]);
});
