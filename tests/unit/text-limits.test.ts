// Every free-text field has a limit, written once in TEXT_LIMITS, and refuses the characters no
// database stores (NUL, a lone surrogate) with its field's message; emoji and Hindi are text like
// any other. The limits apply to what is written: stored data from before them still reads.
import { describe, expect, test, vi } from 'vitest';
import type { z } from 'zod';
import {
  TEXT_LIMITS,
  DataValidationError,
  cancelReceiptSchema,
  createLocalStorageRepository,
  createMemoryFileStore,
  candidateSchema,
  materialSchema,
  newNotificationSchema,
  newSchoolSchema,
  newStudentSchema,
  parseStored,
  paymentDetailsSchema,
  settingsSchema,
  stseRegistrationSchema,
  studentEditSchema,
  studentSchema,
  ticketSchema,
} from '@/data';
import { DEFAULT_SETTINGS, collectionSchemas } from '@/data/core/collections';
import { FakeStorage } from './adapters/fake-storage';
import {
  allStudents,
  createClock,
  newCandidate,
  newStudent,
  storedCandidate,
  storedStudent,
} from './contract/fixtures';

const ticket = {
  id: 't1',
  studentId: 'student-1',
  studentName: 'Rahul Sharma',
  subject: 'Fee receipt',
  status: 'Open',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
  messages: [
    { id: 'm1', sender: 'Student', text: 'Fee receipt', timestamp: '2026-11-01T05:00:00.000Z' },
  ],
};
const material = {
  id: 'mat-1',
  title: 'Physics notes',
  description: 'Kinematics',
  visibility: 'Public',
  fileUrl: 'data:application/pdf;base64,JVBERi0=',
  fileName: 'notes.pdf',
  stream: 'Any',
  class: 'Any',
  uploadDate: '2026-11-01T05:00:00.000Z',
};
const school = {
  name: 'Delhi Public School',
  address: 'Sector 30',
  city: 'Noida',
  state: 'Uttar Pradesh',
  principalName: 'Meera Rao',
  contactEmail: 'principal@example.com',
  contactPhone: '9810012345',
};

/** The issues for a value, as `path: message`. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

type Case = {
  record: string;
  schema: z.ZodType;
  /** The value with the field set to the text. */
  withText: (text: string) => unknown;
  path: string;
  label: string;
  max: number;
};

const cases: Case[] = [
  {
    record: 'registration',
    schema: stseRegistrationSchema,
    withText: (name) => newCandidate({ name }),
    path: 'name',
    label: 'Name',
    max: TEXT_LIMITS.name,
  },
  {
    record: 'candidate',
    schema: candidateSchema,
    withText: (address) => storedCandidate('STSE0001', { address }),
    path: 'address',
    label: 'Address',
    max: TEXT_LIMITS.address,
  },
  {
    record: 'new student',
    schema: newStudentSchema,
    withText: (guardianName) => newStudent({ guardianName }),
    path: 'guardianName',
    label: 'Guardian name',
    max: TEXT_LIMITS.name,
  },
  {
    record: 'student',
    schema: studentSchema,
    withText: (city) => storedStudent('SANK26120001', { city }),
    path: 'city',
    label: 'City',
    max: TEXT_LIMITS.place,
  },
  {
    record: 'student edit',
    schema: studentEditSchema,
    withText: (email) => ({
      name: 'Rahul',
      email,
      mobile: '9876543210',
      guardianName: 'Suresh',
    }),
    path: 'email',
    label: 'Email',
    max: TEXT_LIMITS.email,
  },
  {
    record: 'school',
    schema: newSchoolSchema,
    withText: (state) => ({ ...school, state }),
    path: 'state',
    label: 'State',
    max: TEXT_LIMITS.place,
  },
  {
    record: 'material',
    schema: materialSchema,
    withText: (description) => ({ ...material, description }),
    path: 'description',
    label: 'Description',
    max: TEXT_LIMITS.message,
  },
  {
    record: 'notification',
    schema: newNotificationSchema,
    withText: (title) => ({ title, details: 'Details', date: '2026-11-22' }),
    path: 'title',
    label: 'Title',
    max: TEXT_LIMITS.title,
  },
  {
    record: 'notification',
    schema: newNotificationSchema,
    withText: (detailsHi) => ({
      title: 'Title',
      details: 'Details',
      titleHi: 'शीर्षक',
      detailsHi,
      date: '2026-11-22',
    }),
    path: 'detailsHi',
    label: 'Details (Hindi)',
    max: TEXT_LIMITS.message,
  },
  {
    record: 'ticket subject',
    schema: ticketSchema,
    withText: (subject) => ({ ...ticket, subject }),
    path: 'subject',
    label: 'Subject',
    max: TEXT_LIMITS.title,
  },
  {
    record: 'ticket message',
    schema: ticketSchema,
    withText: (text) => ({ ...ticket, messages: [{ ...ticket.messages[0], text }] }),
    path: 'messages.0.text',
    label: 'Message',
    max: TEXT_LIMITS.message,
  },
  {
    record: 'settings: exam centre',
    schema: settingsSchema,
    withText: (centre) => ({
      stse: { ...DEFAULT_SETTINGS.stse, examCenters: ['Online', centre] },
    }),
    path: 'stse.examCenters.1',
    label: 'Exam centre',
    max: TEXT_LIMITS.title,
  },
  {
    record: 'settings: tier reward',
    schema: settingsSchema,
    withText: (reward) => ({
      stse: {
        ...DEFAULT_SETTINGS.stse,
        scholarshipTiers: [{ minMarks: 90, reward, concessionPercent: 100 }],
      },
    }),
    path: 'stse.scholarshipTiers.0.reward',
    label: 'Reward',
    max: TEXT_LIMITS.title,
  },
  {
    record: 'settings: roll-number prefix',
    schema: settingsSchema,
    withText: (rollNoPrefix) => ({ stse: { ...DEFAULT_SETTINGS.stse, rollNoPrefix } }),
    path: 'stse.rollNoPrefix',
    label: 'Roll number prefix',
    max: TEXT_LIMITS.rollNoPrefix,
  },
  {
    record: 'payment reference',
    schema: paymentDetailsSchema,
    withText: (reference) => ({ amount: 500, mode: 'UPI', reference }),
    path: 'reference',
    label: 'Reference',
    max: TEXT_LIMITS.reference,
  },
  {
    record: 'cancellation reason',
    schema: cancelReceiptSchema,
    withText: (reason) => ({ reason }),
    path: 'reason',
    label: 'Reason',
    max: TEXT_LIMITS.reason,
  },
];

/** Text of exactly `length` characters that each field accepts (an email needs its shape). */
function textOf(field: Case, length: number): string {
  if (field.label === 'Email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  return 'A'.repeat(length);
}

describe.each(cases)('$record: $path', (field) => {
  test(`takes ${field.max} characters and refuses ${field.max + 1}, naming the field`, () => {
    expect(issues(field.schema, field.withText(textOf(field, field.max)))).toEqual([]);
    expect(issues(field.schema, field.withText(textOf(field, field.max + 1)))).toEqual([
      `${field.path}: ${field.label} can be at most ${field.max.toLocaleString('en-IN')} characters.`,
    ]);
  });

  test('refuses a NUL and a lone surrogate with the field’s message', () => {
    const unstorable = `${field.label} contains a character that cannot be stored.`;
    for (const text of ['AB\u0000C', 'AB\ud83dC', 'AB\ude00C']) {
      expect(issues(field.schema, field.withText(text))).toEqual([`${field.path}: ${unstorable}`]);
    }
  });
});

test('an emoji or a Hindi letter counts as one character; surrogate pairs are text', () => {
  const emoji = '\u{1F600}'.repeat(TEXT_LIMITS.name);
  expect(emoji).toHaveLength(2 * TEXT_LIMITS.name);
  expect(issues(stseRegistrationSchema, newCandidate({ name: emoji }))).toEqual([]);
  expect(issues(stseRegistrationSchema, newCandidate({ name: `${emoji}a` }))).toEqual([
    'name: Name can be at most 100 characters.',
  ]);
  expect(issues(stseRegistrationSchema, newCandidate({ name: 'आरव गुप्ता 😀' }))).toEqual([]);
});

test('a 10 MB name is refused at once', () => {
  const started = performance.now();
  expect(
    issues(stseRegistrationSchema, newCandidate({ name: 'a'.repeat(10 * 1024 * 1024) })),
  ).toEqual(['name: Name can be at most 100 characters.']);
  expect(performance.now() - started).toBeLessThan(500);
});

describe('stored data from before the limits', () => {
  const longName = 'N'.repeat(TEXT_LIMITS.name + 50);

  test('still reads, and still refuses what it refused before', () => {
    const candidate = storedCandidate('STSE0001', { name: longName, guardianName: 'A\u0000B' });
    expect(issues(candidateSchema, candidate)).not.toEqual([]);
    const read = parseStored(collectionSchemas.stseCandidates, [candidate]);
    expect(read.success && read.data[0]?.name).toBe(longName);
    expect(parseStored(candidateSchema, { ...candidate, email: 'not an email' }).success).toBe(
      false,
    );
  });

  test('the limits apply again after a stored read', () => {
    parseStored(studentSchema, storedStudent('SANK26120001', { name: longName }));
    expect(issues(studentSchema, storedStudent('SANK26120001', { name: longName }))).toEqual([
      'name: Name can be at most 100 characters.',
    ]);
  });
});

test('in the browser, a longer stored value reads, and the record still takes payments and replies', async () => {
  const longName = 'N'.repeat(TEXT_LIMITS.name + 50);
  const longMessage = 'M'.repeat(TEXT_LIMITS.message + 10);
  const student = storedStudent('SANK26120001', { name: longName });
  const oldTicket = {
    ...ticket,
    studentId: student.id,
    messages: [{ ...ticket.messages[0], text: longMessage }],
  };
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '4');
  storage.setItem('students', JSON.stringify([student]));
  storage.setItem('supportTickets', JSON.stringify([oldTicket]));
  storage.setItem('payments', '[]');
  const logger = { error: vi.fn(), warn: vi.fn() };
  const repository = createLocalStorageRepository({
    storage,
    sessionStorage: new FakeStorage(),
    fileStore: createMemoryFileStore(),
    latency: { write: 0, lookup: 0 },
    now: createClock().now,
    logger,
  });

  expect((await allStudents(repository)).map(({ name }) => name)).toEqual([longName]);
  await repository.recordPayment({
    studentId: student.id,
    installmentId: 'SANK26120001-1',
    amount: 500,
    mode: 'Cash',
    reference: '',
    receivedBy: 'Admin',
  });
  const replied = await repository.addMessage(oldTicket.id, 'Admin', 'Received, thank you.');
  expect(replied.messages.map(({ text }) => text)).toEqual([longMessage, 'Received, thank you.']);
  // New text is still held to the limit.
  await expect(
    repository.addMessage(oldTicket.id, 'Admin', 'x'.repeat(TEXT_LIMITS.message + 1)),
  ).rejects.toBeInstanceOf(DataValidationError);
  expect(logger.error).not.toHaveBeenCalled();
});
