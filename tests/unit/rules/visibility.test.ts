import { expect, test } from 'vitest';
import {
  candidatesForSchool,
  schoolIdNamed,
  schoolNameKey,
  materialsForStudent,
  notificationInLanguage,
  publicMaterials,
  ticketsForStudent,
} from '@/data/rules';
import type { Candidate, Material, Ticket } from '@/data/schemas';

function material(id: string, overrides: Partial<Material>): Material {
  return {
    id,
    title: `Title ${id}`,
    description: 'Notes',
    visibility: 'Student',
    fileUrl: `${id}.pdf`,
    fileName: `${id}.pdf`,
    stream: 'Any',
    class: 'Any',
    uploadDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const materials = [
  material('any-any', {}),
  material('11-medical', { class: '11', stream: 'Medical' }),
  material('11-any', { class: '11' }),
  material('12-any', { class: '12' }),
  material('any-non-medical', { stream: 'Non-Medical' }),
  material('public', { visibility: 'Public' }),
];

const idsOf = (records: readonly { id: string }[]) => records.map((record) => record.id);

test('a class 11 Medical student sees Student materials for Any or their class and stream', () => {
  expect(idsOf(materialsForStudent(materials, { currentClass: 11, stream: 'Medical' }))).toEqual([
    'any-any',
    '11-medical',
    '11-any',
  ]);
});

test('a class 12 Non-Medical student sees a different set', () => {
  expect(
    idsOf(materialsForStudent(materials, { currentClass: 12, stream: 'Non-Medical' })),
  ).toEqual(['any-any', '12-any', 'any-non-medical']);
});

test('a student never sees Public materials in their own list', () => {
  expect(
    idsOf(
      materialsForStudent([material('public', { visibility: 'Public' })], {
        currentClass: 9,
        stream: 'Foundation',
      }),
    ),
  ).toEqual([]);
});

test('public materials are only those with Public visibility', () => {
  expect(idsOf(publicMaterials(materials))).toEqual(['public']);
});

function candidate(id: string, schoolName: string, schoolId?: string): Candidate {
  return {
    id,
    rollNo: `STSE000${id}`,
    registrationDate: '2026-11-22T10:00:00.000Z',
    name: `Candidate ${id}`,
    schoolName,
    ...(schoolId === undefined ? {} : { schoolId }),
    currentClass: 9,
    email: `c${id}@example.com`,
    dateOfBirth: '2012-04-01',
    gender: 'Female',
    guardianName: 'Guardian',
    address: '1 Main Road',
    city: 'Delhi',
    state: 'Delhi',
    pinCode: '110001',
    mobile: '9876543210',
    whatsapp: '9876543210',
    pendingDetails: [],
  };
}

test('a school sees the candidates linked to its id, never those only named like it', () => {
  const candidates = [
    candidate('1', 'Delhi Public School', 'school-dps'),
    candidate('2', 'delhi public school ', 'school-dps'),
    candidate('3', 'Delhi Public School'),
    candidate('4', 'Delhi Public School', 'school-other'),
  ];
  expect(idsOf(candidatesForSchool(candidates, 'school-dps'))).toEqual(['1', '2']);
  expect(idsOf(candidatesForSchool(candidates, 'school-modern'))).toEqual([]);
});

test('school names compare ignoring case, outer spaces and repeated inner spaces', () => {
  expect(schoolNameKey('  Kendriya   Vidyalaya,\tJaipur \n')).toBe('kendriya vidyalaya, jaipur');
  expect(schoolNameKey('Kendriya Vidyalaya, Jaipur ')).toBe(
    schoolNameKey('KENDRIYA VIDYALAYA, JAIPUR'),
  );
  expect(schoolNameKey('Kendriya\u00a0Vidyalaya')).toBe('kendriya vidyalaya');
  // Letters and punctuation still count.
  expect(schoolNameKey('Kendriya Vidyalaya, Jaipur')).not.toBe(
    schoolNameKey('Kendriya Vidyalaya Jaipur'),
  );
});

test('a typed school name names the one partner school it matches, or none', () => {
  const schools = [
    { id: 'kv-jaipur', name: 'Kendriya Vidyalaya, Jaipur' },
    { id: 'kv-kota', name: 'Kendriya Vidyalaya, Kota' },
    // Two schools kept from before names were unique: a name naming both names neither.
    { id: 'dps-1', name: 'Delhi Public School' },
    { id: 'dps-2', name: 'delhi public  school' },
  ];
  expect(schoolIdNamed(' kendriya vidyalaya,  JAIPUR ', schools)).toBe('kv-jaipur');
  expect(schoolIdNamed('Kendriya Vidyalaya', schools)).toBeUndefined();
  expect(schoolIdNamed('Delhi Public School', schools)).toBeUndefined();
  expect(schoolIdNamed('   ', [{ id: 'blank', name: '' }])).toBeUndefined();
});

function ticket(id: string, studentId: string): Ticket {
  return {
    id,
    studentId,
    studentName: 'Student',
    subject: 'Fee receipt',
    status: 'Open',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    messages: [],
  };
}

test('a student sees only their own tickets', () => {
  const tickets = [ticket('t1', 's1'), ticket('t2', 's2'), ticket('t3', 's1')];
  expect(idsOf(ticketsForStudent(tickets, 's1'))).toEqual(['t1', 't3']);
  expect(idsOf(ticketsForStudent(tickets, 's3'))).toEqual([]);
});

test('a Hindi reader sees the Hindi version when there is one; everyone else the English', () => {
  const english = { title: 'Holiday', details: 'No classes on Friday.' };
  const bilingual = { ...english, titleHi: 'छुट्टी', detailsHi: 'शुक्रवार को कक्षाएँ नहीं होंगी।' };
  expect(notificationInLanguage(bilingual, 'hi')).toEqual({
    title: 'छुट्टी',
    details: 'शुक्रवार को कक्षाएँ नहीं होंगी।',
    language: 'hi',
  });
  expect(notificationInLanguage(bilingual, 'en')).toEqual({ ...english, language: 'en' });
  // None, or (in data stored before the rule) half of one: the English, said to be English.
  expect(notificationInLanguage(english, 'hi')).toEqual({ ...english, language: 'en' });
  expect(notificationInLanguage({ ...english, titleHi: 'छुट्टी', detailsHi: '' }, 'hi')).toEqual({
    ...english,
    language: 'en',
  });
});
