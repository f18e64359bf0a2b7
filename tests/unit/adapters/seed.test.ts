// The sample data: valid, with the demo logins, and something for every screen to show.
import { expect, test } from 'vitest';
import {
  DEMO_SCHOOL_EMAIL,
  DEMO_STUDENT_EMAIL,
  candidatesForSchool,
  countOverdue,
  createSeedData,
  effectiveStatus,
  scholarshipFor,
  todayIso,
} from '@/data';
import {
  maxMarksOf,
  questionEditSchema,
  questionIdsOf,
  questionProblems,
  startRefusal,
} from '@/data/online-tests';
import { COLLECTION_KEYS, collectionSchemas } from '@/data/core/collections';
import { createTextPdf } from '@/data/seed-pdf';

const now = new Date('2026-11-22T06:30:00.000Z');
const seed = createSeedData(now);
const today = todayIso(now);

test('every collection of the sample passes the schemas it is stored under', () => {
  for (const key of COLLECTION_KEYS) {
    expect(collectionSchemas[key].safeParse(seed[key]).success, key).toBe(true);
  }
});

test('the demo student is in class 12 with 120000 in 3 installments of 40000', () => {
  const student = seed.students.find((candidate) => candidate.email === DEMO_STUDENT_EMAIL);
  expect(student?.currentClass).toBe(12);
  expect(student?.feeDetails.totalFee).toBe(120000);
  expect(student?.feeDetails.installments.map((installment) => installment.amount)).toEqual([
    40000, 40000, 40000,
  ]);
});

test('the demo school exists and has registered candidates', () => {
  const school = seed.schools.find((candidate) => candidate.contactEmail === DEMO_SCHOOL_EMAIL);
  expect(school?.name).toBe('Delhi Public School, Noida');
  expect(candidatesForSchool(seed.stseCandidates, school!.id).length).toBeGreaterThan(1);
});

test('the default settings are the spec’s: STSE prefix, two centres and Online, three tiers', () => {
  expect(seed.settings.stse).toEqual({
    rollNoPrefix: 'STSE',
    examCenters: [
      'Sankalp Institute – Kota Main Campus',
      'Sankalp Institute – Jaipur Centre',
      'Online',
    ],
    scholarshipTiers: [
      { minMarks: 90, reward: '100% Scholarship', concessionPercent: 100 },
      { minMarks: 80, reward: '50% Scholarship', concessionPercent: 50 },
      { minMarks: 70, reward: '25% Scholarship', concessionPercent: 25 },
    ],
    examYear: 2024,
    maxMarks: 100,
    // The sample exam's results are published, so a fresh browser shows ranks and percentiles.
    resultsPublished: true,
  });
});

test('fees show a paid, a partial and an overdue installment', () => {
  const statuses = seed.students.flatMap((student) =>
    student.feeDetails.installments.map((installment) => effectiveStatus(installment, today)),
  );
  expect(statuses).toEqual(expect.arrayContaining(['Paid', 'Partial', 'Overdue', 'Pending']));
  expect(
    seed.students.filter((student) => countOverdue(student.feeDetails.installments, today) > 0),
  ).toHaveLength(1);
});

test('candidates have unique roll numbers, some centres, and marks with their scholarship', () => {
  const rollNos = seed.stseCandidates.map((candidate) => candidate.rollNo);
  expect(new Set(rollNos).size).toBe(rollNos.length);
  expect(seed.stseCandidates.length).toBeGreaterThanOrEqual(10);
  const withCentre = seed.stseCandidates.filter((candidate) => candidate.examCenter);
  expect(withCentre.length).toBeGreaterThan(0);
  expect(withCentre.length).toBeLessThan(seed.stseCandidates.length);
  const withMarks = seed.stseCandidates.filter((candidate) => candidate.marks !== undefined);
  expect(withMarks.length).toBeGreaterThan(0);
  for (const candidate of withMarks) {
    expect(candidate.scholarship).toBe(
      scholarshipFor(candidate.marks!, seed.settings.stse.scholarshipTiers),
    );
  }
});

test('notifications include one scheduled in the future; tickets include the demo student’s', () => {
  expect(seed.notifications.filter((notification) => notification.isScheduled)).toEqual([
    expect.objectContaining({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
  ]);
  for (const notification of seed.notifications) {
    expect(notification.isScheduled).toBe(notification.date > today);
  }
  const demoStudent = seed.students.find((student) => student.email === DEMO_STUDENT_EMAIL)!;
  expect(seed.supportTickets.some((ticket) => ticket.studentId === demoStudent.id)).toBe(true);
});

test('materials are public and student ones, each with a PDF file of its recorded size', async () => {
  expect(new Set(seed.materials.map((material) => material.visibility))).toEqual(
    new Set(['Public', 'Student']),
  );
  for (const material of seed.materials) {
    const file = seed.materialFiles[material.id];
    expect(file?.name).toBe(material.fileName);
    expect(file?.type).toBe('application/pdf');
    expect(file?.bytes.size).toBe(material.fileSize);
    const text = await file!.bytes.text();
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain(material.title);
  }
});

test('a generated PDF has a cross-reference table whose offsets point at its objects', () => {
  const pdf = new TextDecoder().decode(createTextPdf('Title (draft)', 'A line – with a dash'));
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const entries = pdf.slice(startxref).split('\n').slice(3, 8);
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
  expect(stream?.[2]?.length).toBe(Number(stream?.[1]));
  expect(pdf).toContain('(Title \\(draft\\)) Tj');
  expect(pdf).toContain('(A line - with a dash) Tj');
});

test('the sample bank and tests: every question checked, both tests open now and takeable', () => {
  expect(seed.questions).toHaveLength(12);
  for (const question of seed.questions) {
    expect(questionProblems(questionEditSchema.parse(question)), question.id).toEqual([]);
  }
  expect(new Set(seed.questions.map((question) => question.kind))).toEqual(
    new Set(['single', 'multiple', 'numerical']),
  );
  expect(seed.questions.filter((question) => question.text.hi !== '').length).toBeGreaterThan(9);
  const [stse, series] = seed.examTests;
  for (const test of seed.examTests) {
    expect(test.status).toBe('published');
    expect(startRefusal(test, now)).toBeNull();
    expect(test.frozen.map((question) => question.id)).toEqual(questionIdsOf(test));
  }
  // Diya Nair (STSE0004) is seated at the Online centre in class 12: the demo's STSE taker.
  const diya = seed.stseCandidates.find((candidate) => candidate.rollNo === 'STSE0004')!;
  expect(diya).toMatchObject({ examCenter: 'Online', currentClass: 12 });
  expect(stse).toMatchObject({ audience: { kind: 'stse', currentClass: 12 }, durationMinutes: 30 });
  expect(stse?.sections).toHaveLength(3);
  expect(maxMarksOf(stse!)).toBeLessThanOrEqual(seed.settings.stse.maxMarks);
  const rahul = seed.students.find((student) => student.email === DEMO_STUDENT_EMAIL)!;
  expect(series?.audience).toEqual({
    kind: 'students',
    currentClass: rahul.currentClass,
    stream: rahul.stream,
  });
});
