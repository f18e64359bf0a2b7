// The paged queries (src/data/queries.ts) every adapter owes the screens: paging, each filter, each
// sort key both ways with ties and missing values, search taken literally, the refused pages, the
// day book's day boundaries, merit ranks and the figures summed over everything a filter lets
// through. Run by runRepositoryContract on memory, localStorage, HTTP + PGlite and HTTP + PostgreSQL.
import { describe, expect, test } from 'vitest';
import { DataValidationError, MAX_PAGE_SIZE, PAGE_MESSAGE, PAGE_SIZE_MESSAGE } from '@/data';
import type {
  Candidate,
  CandidateSortKey,
  FeeSortKey,
  Installment,
  MeritSortKey,
  Payment,
  Repository,
  SeedData,
  Sort,
  SortDirection,
  Student,
  StudentSortKey,
  Ticket,
} from '@/data';
import { school, storedCandidate, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';

const TODAY = '2026-11-22';

// ----- candidates: F, E, B, D, C, A is the default order (newest registration first; C and D
// were registered at the same moment, D stored later) -----
const day = (date: string) => `${date}T05:00:00.000Z`;
const candidateA = storedCandidate('STSE0001', {
  name: 'Aarav Gupta',
  schoolName: 'Delhi Public School, Noida',
  schoolId: school.id,
  mobile: '9810011223',
  registrationDate: day('2026-11-01'),
  examCenter: 'Noida Sector 62',
  marks: 80,
});
const candidateB = storedCandidate('STSE0002', {
  name: 'bhavya Singh',
  schoolName: 'Kendriya Vidyalaya, Jaipur',
  schoolId: 'school-kv',
  currentClass: 9,
  mobile: '9829000002',
  registrationDate: day('2026-11-03'),
});
const candidateC = storedCandidate('STSE0003', {
  name: 'Chetan_Rao',
  schoolName: '100% Results Academy',
  mobile: '9829000003',
  registrationDate: day('2026-11-02'),
  examCenter: 'jaipur Central',
  marks: 95,
});
const candidateD = storedCandidate('STSE0004', {
  name: 'Divya Nair',
  schoolName: 'delhi public school, NOIDA',
  schoolId: school.id,
  mobile: '9829000004',
  registrationDate: day('2026-11-02'),
  examCenter: 'Noida Sector 62',
  marks: 80,
});
const candidateE = storedCandidate('STSE0005', {
  name: 'Esha Patel',
  schoolName: 'Kendriya Vidyalaya, Jaipur',
  schoolId: 'school-kv',
  mobile: '9829000005',
  registrationDate: day('2026-11-04'),
  examCenter: 'Noida Sector 62',
  absent: true,
});
const candidateF = storedCandidate('STSE0006', {
  name: 'Farhan Ali',
  schoolName: 'Delhi Public School, Noida',
  schoolId: school.id,
  currentClass: 12,
  mobile: '9810000006',
  registrationDate: day('2026-11-05'),
});
const candidates = [candidateA, candidateB, candidateC, candidateD, candidateE, candidateF];

// ----- the merit list of class 10 (and one class 9 candidate who must not count) -----
const merit = (rollNo: string, name: string, overrides: Partial<Candidate>) =>
  storedCandidate(rollNo, { name, currentClass: 10, ...overrides });
const meritCandidates = [
  merit('STSE0001', 'Aarav', { marks: 80, examCenter: 'Noida Sector 62', schoolName: 'Zenith' }),
  merit('STSE0002', 'bhavya', { marks: 95, examCenter: 'jaipur Central', schoolName: 'apex' }),
  merit('STSE0003', 'Chetan', { marks: 80, examCenter: 'Noida Sector 62', schoolName: 'Bodhi' }),
  merit('STSE0004', 'divya', { absent: true, examCenter: 'Noida Sector 62', schoolName: 'Apex' }),
  merit('STSE0005', 'Gauri', { examCenter: 'Noida Sector 62' }),
  merit('STSE0006', 'Esha', { marks: 60, schoolName: 'zenith' }),
  merit('STSE0007', 'farhan', { absent: true, schoolName: 'Crest' }),
  storedCandidate('STSE0008', { currentClass: 9, marks: 100, examCenter: 'Agra' }),
];

// ----- students and their fees (the default order is the order they were added) -----
function installment(
  rollNo: string,
  index: number,
  amount: number,
  paidAmount: number,
  dueDate: string,
): Installment {
  return {
    id: `${rollNo}-${index}`,
    amount,
    paidAmount,
    dueDate,
    status: paidAmount >= amount ? 'Paid' : paidAmount > 0 ? 'Partial' : 'Pending',
    ...(paidAmount > 0 ? { paymentDate: '2026-10-01T05:00:00.000Z' } : {}),
  };
}
function student(
  rollNo: string,
  fields: Partial<Student>,
  totalFee: number,
  plan: Array<[amount: number, paid: number, due: string]>,
): Student {
  return storedStudent(rollNo, {
    ...fields,
    email: `${rollNo.toLowerCase()}@example.com`,
    feeDetails: {
      totalFee,
      installments: plan.map(([amount, paid, due], index) =>
        installment(rollNo, index + 1, amount, paid, due),
      ),
    },
  });
}
// Paid 40,000, pending 80,000; one installment overdue (1 Nov).
const student1 = student('SANK26120001', { name: 'Rahul Sharma' }, 120000, [
  [40000, 40000, '2026-10-01'],
  [40000, 0, '2026-11-01'],
  [40000, 0, '2027-06-01'],
]);
// Paid 10,000.50, pending 79,999.50; due today is not overdue.
const student2 = student(
  'SANK26110002',
  { name: 'anita Verma', currentClass: 11, stream: 'Medical' },
  90000,
  [
    [30000, 10000.5, TODAY],
    [30000, 0, '2027-03-22'],
    [30000, 0, '2027-07-22'],
  ],
);
// Nothing paid, both installments overdue.
const student3 = student('SANK26110003', { name: 'Vikram_Singh', currentClass: 11 }, 60000, [
  [30000, 0, '2026-09-01'],
  [30000, 0, '2026-10-01'],
]);
// Paid in full.
const student4 = student(
  'SANK26100004',
  { name: 'Meera Iyer', currentClass: 10, stream: 'Foundation' },
  50000,
  [[50000, 50000, '2026-10-01']],
);
// Nothing paid, nothing due yet.
const student5 = student('SANK26120005', { name: 'Zoya Khan', stream: 'Medical' }, 120000, [
  [60000, 0, '2027-01-01'],
  [60000, 0, '2027-05-01'],
]);
const students = [student1, student2, student3, student4, student5];

// ----- the day book: instants in this machine's local calendar, as a browser's -----
const local = (date: string, time = '00:00:00.000') => new Date(`${date}T${time}`).toISOString();
function payment(
  id: string,
  receivedAt: string,
  amount: number,
  mode: Payment['mode'],
  installmentIndex: number,
  status: Payment['status'] = 'Valid',
): Payment {
  return {
    id,
    receiptNo: `SANK/2026-27/00000${id.slice(-1)}`,
    studentId: student3.id,
    installmentId: `SANK26110003-${installmentIndex}`,
    amount,
    mode,
    reference: mode === 'Cash' ? '' : `REF-${id}`,
    receivedBy: 'Admin',
    receivedAt,
    status,
    ...(status === 'Cancelled'
      ? { cancellation: { reason: 'Wrong amount', by: 'Admin', at: receivedAt } }
      : {}),
  };
}
// Stored in this order; p4 and p5 at the same moment (p5 stored later, so listed first).
const payments = [
  payment('pay-1', local('2026-11-19', '23:59:59.999'), 1000, 'Cash', 1),
  payment('pay-2', local('2026-11-20'), 2000, 'UPI', 1),
  payment('pay-3', local('2026-11-20', '10:00:00.000'), 500.25, 'Cash', 1, 'Cancelled'),
  payment('pay-4', local('2026-11-21', '09:00:00.000'), 1500.5, 'Cash', 2),
  payment('pay-5', local('2026-11-21', '09:00:00.000'), 700, 'Card', 2),
  payment('pay-6', local('2026-11-21', '23:59:59.999'), 300, 'UPI', 2),
  payment('pay-7', local('2026-11-22'), 9999, 'Cash', 2),
];
const dayBookStudent = student('SANK26110003', { name: 'Vikram Singh', currentClass: 11 }, 60000, [
  [30000, 0, '2026-12-01'],
  [30000, 0, '2027-04-01'],
]);

const ticket = (id: string, status: Ticket['status']): Ticket => ({
  id,
  studentId: student1.id,
  studentName: student1.name,
  subject: 'Fee receipt',
  status,
  createdAt: day('2026-11-10'),
  updatedAt: day('2026-11-10'),
  messages: [
    { id: `${id}-1`, sender: 'Student', text: 'Fee receipt', timestamp: day('2026-11-10') },
  ],
});
const materials = [
  {
    id: 'mat-1',
    title: 'Notes',
    description: 'Notes',
    visibility: 'Public',
    fileUrl: 'mat-1.pdf',
    fileName: 'mat-1.pdf',
    stream: 'Any',
    class: 'Any',
    uploadDate: day('2026-11-10'),
  },
] as SeedData['materials'];

const rollNos = (page: { rows: ReadonlyArray<{ rollNo: string }> }) =>
  page.rows.map((row) => row.rollNo);
const sortBy = <Key extends string>(by: Key, direction: SortDirection): Sort<Key> => ({
  by,
  direction,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error('Expected the call to be refused, but it succeeded.'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataValidationError);
  return (error as DataValidationError).issues;
}

export function runQueryContract(name: string, makeRepository: MakeRepository) {
  const START = new Date('2026-11-22T06:30:00.000Z');
  const open = (seed: Partial<SeedData>): Promise<Repository> =>
    Promise.resolve(makeRepository({ seed, now: () => new Date(START) }));

  describe(`${name}: candidate pages`, () => {
    const first = { page: 1, pageSize: 25 };

    test('pages: the first, a middle one and one past the end, each with the total', async () => {
      const repository = await open({ stseCandidates: candidates });
      const all = await repository.queryCandidates(first);
      expect(all).toEqual({
        rows: [candidateF, candidateE, candidateB, candidateD, candidateC, candidateA],
        total: 6,
        page: 1,
        pageSize: 25,
      });
      expect(rollNos(await repository.queryCandidates({ page: 1, pageSize: 4 }))).toEqual([
        'STSE0006',
        'STSE0005',
        'STSE0002',
        'STSE0004',
      ]);
      expect(await repository.queryCandidates({ page: 2, pageSize: 2 })).toEqual({
        rows: [candidateB, candidateD],
        total: 6,
        page: 2,
        pageSize: 2,
      });
      expect(rollNos(await repository.queryCandidates({ page: 2, pageSize: 4 }))).toEqual([
        'STSE0003',
        'STSE0001',
      ]);
      expect(await repository.queryCandidates({ page: 3, pageSize: 4 })).toEqual({
        rows: [],
        total: 6,
        page: 3,
        pageSize: 4,
      });
    });

    test('class, school (by its id) and search filter, alone and together', async () => {
      // Named exactly as the school but not linked to it: never the school's.
      const lookAlike = storedCandidate('STSE0007', {
        name: 'Gopal Look',
        schoolName: 'Delhi Public School, Noida',
        currentClass: 11,
        registrationDate: day('2026-11-06'),
      });
      const repository = await open({ stseCandidates: [...candidates, lookAlike] });
      const page = async (filter: object) => {
        const result = await repository.queryCandidates({ ...first, ...filter });
        expect(result.total).toBe(result.rows.length);
        return rollNos(result);
      };
      expect(await page({ classLevel: 10 })).toEqual([
        'STSE0005',
        'STSE0004',
        'STSE0003',
        'STSE0001',
      ]);
      expect(await page({ schoolId: school.id })).toEqual(['STSE0006', 'STSE0004', 'STSE0001']);
      expect(await page({ schoolId: 'school-kv' })).toEqual(['STSE0005', 'STSE0002']);
      expect(await page({ schoolId: 'school-gone' })).toEqual([]);
      // School names, roll numbers, names and mobiles; never the exam centre.
      expect(await page({ search: 'JAIPUR' })).toEqual(['STSE0005', 'STSE0002']);
      expect(await page({ search: ' stse0003 ' })).toEqual(['STSE0003']);
      expect(await page({ search: '9810000006' })).toEqual(['STSE0006']);
      expect(await page({ search: 'BHAVYA' })).toEqual(['STSE0002']);
      expect(await page({ classLevel: 10, search: 'noida' })).toEqual(['STSE0004', 'STSE0001']);
      expect(await page({ classLevel: 12, schoolId: 'school-kv' })).toEqual([]);
      expect(await page({ search: '   ' })).toHaveLength(7);
    });

    test('details still owed: only bulk rows with pending details, with the other filters', async () => {
      const owing = storedCandidate('STSE0007', {
        name: 'Gauri Sen',
        schoolName: 'Delhi Public School, Noida',
        schoolId: school.id,
        pinCode: '',
        mobile: '',
        pendingDetails: ['pinCode', 'mobile'],
        registrationDate: day('2026-11-06'),
      });
      const owingElsewhere = storedCandidate('STSE0008', {
        name: 'Hari Om',
        schoolName: 'Kendriya Vidyalaya, Jaipur',
        pinCode: '',
        pendingDetails: ['pinCode'],
        registrationDate: day('2026-11-07'),
      });
      const repository = await open({ stseCandidates: [...candidates, owing, owingElsewhere] });
      const owed = await repository.queryCandidates({ ...first, detailsPending: true });
      expect(owed).toEqual({ rows: [owingElsewhere, owing], total: 2, page: 1, pageSize: 25 });
      expect(
        rollNos(
          await repository.queryCandidates({
            ...first,
            detailsPending: true,
            schoolId: school.id,
          }),
        ),
      ).toEqual(['STSE0007']);
      expect((await repository.queryCandidates({ ...first, detailsPending: false })).total).toBe(8);
      expect(await repository.candidateIds({ detailsPending: true, search: 'gauri' })).toEqual([
        owing.id,
      ]);
    });

    test('a search’s %, _ and \\ are the characters themselves, not patterns', async () => {
      const repository = await open({ stseCandidates: candidates });
      const page = async (search: string) =>
        rollNos(await repository.queryCandidates({ ...first, search }));
      expect(await page('0%')).toEqual(['STSE0003']);
      expect(await page('%')).toEqual(['STSE0003']);
      expect(await page('n_r')).toEqual(['STSE0003']);
      // As a pattern, "a_r" would find "Aarav"; as text nobody has it.
      expect(await page('a_r')).toEqual([]);
      expect(await page('\\')).toEqual([]);
      expect(await page('%%')).toEqual([]);
    });

    const candidateSorts: Array<[CandidateSortKey, string[], string[]]> = [
      // key, ascending, descending (ties in the default order; missing values last both ways)
      ['registered', ['A', 'D', 'C', 'B', 'E', 'F'], ['F', 'E', 'B', 'D', 'C', 'A']],
      ['rollNo', ['A', 'B', 'C', 'D', 'E', 'F'], ['F', 'E', 'D', 'C', 'B', 'A']],
      ['name', ['A', 'B', 'C', 'D', 'E', 'F'], ['F', 'E', 'D', 'C', 'B', 'A']],
      ['class', ['B', 'E', 'D', 'C', 'A', 'F'], ['F', 'E', 'D', 'C', 'A', 'B']],
      ['school', ['C', 'F', 'D', 'A', 'E', 'B'], ['E', 'B', 'F', 'D', 'A', 'C']],
      ['examCenter', ['C', 'E', 'D', 'A', 'F', 'B'], ['E', 'D', 'A', 'C', 'F', 'B']],
      ['marks', ['D', 'A', 'C', 'F', 'E', 'B'], ['C', 'D', 'A', 'F', 'E', 'B']],
    ];
    const letter = (rollNo: string) => 'ABCDEF'[Number(rollNo.slice(-1)) - 1];

    test.each(candidateSorts)('sorted by %s, both ways', async (key, ascending, descending) => {
      const repository = await open({ stseCandidates: candidates });
      const sorted = async (direction: SortDirection) =>
        rollNos(await repository.queryCandidates({ ...first, sort: sortBy(key, direction) })).map(
          letter,
        );
      expect(await sorted('ascending')).toEqual(ascending);
      expect(await sorted('descending')).toEqual(descending);
    });

    test('a sorted page is the same slice of the sorted list', async () => {
      const repository = await open({ stseCandidates: candidates });
      const page = await repository.queryCandidates({
        page: 2,
        pageSize: 2,
        sort: sortBy('examCenter', 'descending'),
      });
      expect(rollNos(page).map(letter)).toEqual(['A', 'C']);
      expect(page.total).toBe(6);
    });

    test('select all: the ids of every candidate the filter lets through, in the list’s order', async () => {
      const repository = await open({ stseCandidates: candidates });
      expect(await repository.candidateIds({})).toEqual(
        [candidateF, candidateE, candidateB, candidateD, candidateC, candidateA].map(
          (candidate) => candidate.id,
        ),
      );
      expect(await repository.candidateIds({ classLevel: 10, search: 'NOIDA' })).toEqual([
        candidateD.id,
        candidateA.id,
      ]);
      expect(await repository.candidateIds({ search: 'nobody' })).toEqual([]);
    });

    test('one candidate by id', async () => {
      const repository = await open({ stseCandidates: candidates });
      expect(await repository.getCandidate(candidateC.id)).toEqual(candidateC);
      expect(await repository.getCandidate('no-such-id')).toBeUndefined();
    });

    test('a page below 1, a size outside 1 to the maximum, or not whole, is refused', async () => {
      const repository = await open({ stseCandidates: candidates });
      const pageIssue = [{ path: 'page', message: PAGE_MESSAGE }];
      const sizeIssue = [{ path: 'pageSize', message: PAGE_SIZE_MESSAGE }];
      expect(await refusal(repository.queryCandidates({ page: 0, pageSize: 25 }))).toEqual(
        pageIssue,
      );
      expect(await refusal(repository.queryCandidates({ page: 1.5, pageSize: 25 }))).toEqual(
        pageIssue,
      );
      expect(await refusal(repository.queryCandidates({ page: 1, pageSize: 0 }))).toEqual(
        sizeIssue,
      );
      expect(
        await refusal(repository.queryCandidates({ page: 1, pageSize: MAX_PAGE_SIZE + 1 })),
      ).toEqual(sizeIssue);
      expect(await refusal(repository.queryStudents({ page: -1, pageSize: 25 }))).toEqual(
        pageIssue,
      );
      expect(
        await refusal(repository.queryFeeTable({ page: 1, pageSize: 5000, today: TODAY })),
      ).toEqual(sizeIssue);
      expect(
        await refusal(
          repository.queryMeritList({ classLevel: 10, examCenter: 'all', page: 0, pageSize: 25 }),
        ),
      ).toEqual(pageIssue);
      expect(
        await refusal(repository.queryDayBook({ from: TODAY, to: TODAY, page: 1, pageSize: 1001 })),
      ).toEqual(sizeIssue);
      // The largest size is allowed.
      expect(
        (await repository.queryCandidates({ page: 1, pageSize: MAX_PAGE_SIZE })).rows,
      ).toHaveLength(6);
    });
  });

  describe(`${name}: the merit list`, () => {
    const classTen = { classLevel: 10 as const, examCenter: 'all', page: 1, pageSize: 25 };
    const summary = (page: Awaited<ReturnType<Repository['queryMeritList']>>) =>
      page.rows.map((row) => [row.candidate.rollNo, row.rank, row.percentile]);

    test('ranks within the class over those with marks (1, 1, 3), Absent last without a rank', async () => {
      const repository = await open({ stseCandidates: meritCandidates });
      const page = await repository.queryMeritList(classTen);
      expect(summary(page)).toEqual([
        ['STSE0002', 1, 100],
        ['STSE0001', 2, 75],
        ['STSE0003', 2, 75],
        ['STSE0006', 4, 25],
        ['STSE0004', undefined, undefined],
        ['STSE0007', undefined, undefined],
      ]);
      expect(page.rows.map((row) => row.classSize)).toEqual([4, 4, 4, 4, 4, 4]);
      expect(page.rows[0]?.candidate).toEqual(meritCandidates[1]);
      expect({ ...page, rows: undefined }).toEqual({
        rows: undefined,
        total: 6,
        page: 1,
        pageSize: 25,
        appeared: 4,
        absent: 2,
        centers: ['Noida Sector 62', 'jaipur Central'],
      });
    });

    test('a centre filter hides rows but changes no rank; "Not Assigned" is the rows with none', async () => {
      const repository = await open({ stseCandidates: meritCandidates });
      const noida = await repository.queryMeritList({ ...classTen, examCenter: 'Noida Sector 62' });
      expect(summary(noida)).toEqual([
        ['STSE0001', 2, 75],
        ['STSE0003', 2, 75],
        ['STSE0004', undefined, undefined],
      ]);
      expect([noida.total, noida.appeared, noida.absent]).toEqual([3, 4, 2]);
      const none = await repository.queryMeritList({ ...classTen, examCenter: 'Not Assigned' });
      expect(summary(none)).toEqual([
        ['STSE0006', 4, 25],
        ['STSE0007', undefined, undefined],
      ]);
      expect(none.total).toBe(2);
      const other = await repository.queryMeritList({ ...classTen, examCenter: 'Agra' });
      expect([other.rows, other.total, other.appeared]).toEqual([[], 0, 4]);
    });

    test('pages of the merit list, and a class with no results', async () => {
      const repository = await open({ stseCandidates: meritCandidates });
      const second = await repository.queryMeritList({ ...classTen, page: 2, pageSize: 4 });
      expect(summary(second)).toEqual([
        ['STSE0004', undefined, undefined],
        ['STSE0007', undefined, undefined],
      ]);
      expect(second.total).toBe(6);
      const past = await repository.queryMeritList({ ...classTen, page: 3, pageSize: 4 });
      expect([past.rows, past.total]).toEqual([[], 6]);
      const nine = await repository.queryMeritList({ ...classTen, classLevel: 9 });
      expect(summary(nine)).toEqual([['STSE0008', 1, 100]]);
      expect(nine.centers).toEqual(['Agra']);
      const twelve = await repository.queryMeritList({ ...classTen, classLevel: 12 });
      expect(twelve).toEqual({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
        appeared: 0,
        absent: 0,
        centers: [],
      });
    });

    const meritSorts: Array<[MeritSortKey, number[], number[]]> = [
      ['rank', [2, 1, 3, 6, 4, 7], [6, 1, 3, 2, 4, 7]],
      ['rollNo', [1, 2, 3, 4, 6, 7], [7, 6, 4, 3, 2, 1]],
      ['name', [1, 2, 3, 4, 6, 7], [7, 6, 4, 3, 2, 1]],
      ['examCenter', [2, 1, 3, 4, 6, 7], [1, 3, 4, 2, 6, 7]],
      ['marks', [6, 1, 3, 2, 4, 7], [2, 1, 3, 6, 4, 7]],
      ['school', [2, 4, 3, 7, 1, 6], [1, 6, 7, 3, 2, 4]],
    ];
    test.each(meritSorts)('sorted by %s, both ways', async (key, ascending, descending) => {
      const repository = await open({ stseCandidates: meritCandidates });
      const sorted = async (direction: SortDirection) =>
        (await repository.queryMeritList({ ...classTen, sort: sortBy(key, direction) })).rows.map(
          (row) => Number(row.candidate.rollNo.slice(-1)),
        );
      expect(await sorted('ascending')).toEqual(ascending);
      expect(await sorted('descending')).toEqual(descending);
    });
  });

  describe(`${name}: student pages and the fee table`, () => {
    const first = { page: 1, pageSize: 25 };
    const number = (rollNo: string) => Number(rollNo.slice(-1));

    test('students in the order they were added; paged, filtered and searched', async () => {
      const repository = await open({ students });
      const all = await repository.queryStudents(first);
      expect([all.total, all.rows.map((row) => row.id)]).toEqual([
        5,
        students.map((row) => row.id),
      ]);
      const page = async (query: object) => {
        const result = await repository.queryStudents({ ...first, ...query });
        return [result.total, rollNos(result).map(number)];
      };
      expect(await page({ page: 2, pageSize: 2 })).toEqual([5, [3, 4]]);
      expect(await page({ page: 3, pageSize: 2 })).toEqual([5, [5]]);
      expect(await page({ page: 4, pageSize: 2 })).toEqual([5, []]);
      expect(await page({ classLevel: 11 })).toEqual([2, [2, 3]]);
      expect(await page({ search: 'ANITA' })).toEqual([1, [2]]);
      expect(await page({ search: 'sank2612' })).toEqual([2, [1, 5]]);
      expect(await page({ search: '_' })).toEqual([1, [3]]);
      expect(await page({ search: '%' })).toEqual([0, []]);
      // Names and roll numbers only: the school is not searched.
      expect(await page({ search: 'public school' })).toEqual([0, []]);
      expect(await page({ classLevel: 12, search: 'khan' })).toEqual([1, [5]]);
    });

    const studentSorts: Array<[StudentSortKey, number[], number[]]> = [
      ['rollNo', [4, 2, 3, 1, 5], [5, 1, 3, 2, 4]],
      ['name', [2, 4, 1, 3, 5], [5, 3, 1, 4, 2]],
      ['class', [4, 2, 3, 1, 5], [1, 5, 2, 3, 4]],
      ['stream', [4, 2, 5, 1, 3], [1, 3, 2, 5, 4]],
    ];
    test.each(studentSorts)(
      'students sorted by %s, both ways',
      async (key, ascending, descending) => {
        const repository = await open({ students });
        const sorted = async (direction: SortDirection) =>
          rollNos(await repository.queryStudents({ ...first, sort: sortBy(key, direction) })).map(
            number,
          );
        expect(await sorted('ascending')).toEqual(ascending);
        expect(await sorted('descending')).toEqual(descending);
      },
    );

    test('fee rows with paid, pending and overdue as of the day asked, and totals over every match', async () => {
      const repository = await open({ students });
      const table = await repository.queryFeeTable({ ...first, today: TODAY });
      expect(table.rows).toEqual([
        {
          studentId: student1.id,
          rollNo: 'SANK26120001',
          name: 'Rahul Sharma',
          currentClass: 12,
          totalFee: 120000,
          paid: 40000,
          pending: 80000,
          overdueCount: 1,
        },
        {
          studentId: student2.id,
          rollNo: 'SANK26110002',
          name: 'anita Verma',
          currentClass: 11,
          totalFee: 90000,
          paid: 10000.5,
          pending: 79999.5,
          overdueCount: 0,
        },
        {
          studentId: student3.id,
          rollNo: 'SANK26110003',
          name: 'Vikram_Singh',
          currentClass: 11,
          totalFee: 60000,
          paid: 0,
          pending: 60000,
          overdueCount: 2,
        },
        {
          studentId: student4.id,
          rollNo: 'SANK26100004',
          name: 'Meera Iyer',
          currentClass: 10,
          totalFee: 50000,
          paid: 50000,
          pending: 0,
          overdueCount: 0,
        },
        {
          studentId: student5.id,
          rollNo: 'SANK26120005',
          name: 'Zoya Khan',
          currentClass: 12,
          totalFee: 120000,
          paid: 0,
          pending: 120000,
          overdueCount: 0,
        },
      ]);
      expect(table.totals).toEqual({ totalCollection: 100000.5, pendingDues: 339999.5 });
      expect(table.total).toBe(5);

      // Totals are over the filtered students, not the page.
      const second = await repository.queryFeeTable({
        page: 2,
        pageSize: 1,
        classLevel: 11,
        today: TODAY,
      });
      expect([rollNos(second), second.total, second.totals]).toEqual([
        ['SANK26110003'],
        2,
        { totalCollection: 10000.5, pendingDues: 139999.5 },
      ]);
      const past = await repository.queryFeeTable({
        page: 9,
        pageSize: 2,
        search: 'SANK2612',
        today: TODAY,
      });
      expect([past.rows, past.total, past.totals]).toEqual([
        [],
        2,
        { totalCollection: 40000, pendingDues: 200000 },
      ]);
      const none = await repository.queryFeeTable({ ...first, search: 'nobody', today: TODAY });
      expect([none.rows, none.total, none.totals]).toEqual([
        [],
        0,
        { totalCollection: 0, pendingDues: 0 },
      ]);

      // On 1 Nov the installment due that day is not yet overdue.
      const earlier = await repository.queryFeeTable({ ...first, today: '2026-11-01' });
      expect(earlier.rows.map((row) => row.overdueCount)).toEqual([0, 0, 2, 0, 0]);
    });

    const feeSorts: Array<[FeeSortKey, number[], number[]]> = [
      ['rollNo', [4, 2, 3, 1, 5], [5, 1, 3, 2, 4]],
      ['name', [2, 4, 1, 3, 5], [5, 3, 1, 4, 2]],
      ['class', [4, 2, 3, 1, 5], [1, 5, 2, 3, 4]],
      ['totalFee', [4, 3, 2, 1, 5], [1, 5, 2, 3, 4]],
      ['paid', [3, 5, 2, 1, 4], [4, 1, 2, 3, 5]],
      ['pending', [4, 3, 2, 1, 5], [5, 1, 2, 3, 4]],
      ['overdue', [2, 4, 5, 1, 3], [3, 1, 2, 4, 5]],
    ];
    test.each(feeSorts)(
      'the fee table sorted by %s, both ways',
      async (key, ascending, descending) => {
        const repository = await open({ students });
        const sorted = async (direction: SortDirection) =>
          rollNos(
            await repository.queryFeeTable({
              ...first,
              today: TODAY,
              sort: sortBy(key, direction),
            }),
          ).map(number);
        expect(await sorted('ascending')).toEqual(ascending);
        expect(await sorted('descending')).toEqual(descending);
      },
    );

    test('sorted by overdue over every student, not the page', async () => {
      const repository = await open({ students });
      const page = await repository.queryFeeTable({
        page: 1,
        pageSize: 2,
        today: TODAY,
        sort: sortBy('overdue', 'descending'),
      });
      expect(rollNos(page)).toEqual(['SANK26110003', 'SANK26120001']);
    });
  });

  describe(`${name}: the day book`, () => {
    const seed = { students: [dayBookStudent], payments };
    const days = { from: '2026-11-20', to: '2026-11-21' };
    const ids = (page: Awaited<ReturnType<Repository['queryDayBook']>>) =>
      page.rows.map((row) => row.payment.id);
    const totals = {
      byMode: [
        { mode: 'UPI', amount: 2300, count: 2 },
        { mode: 'Card', amount: 700, count: 1 },
        { mode: 'Cash', amount: 1500.5, count: 1 },
      ],
      total: 4500.5,
    };

    test('the days from the first midnight to the last instant, oldest first, with the student', async () => {
      const repository = await open(seed);
      const page = await repository.queryDayBook({ ...days, page: 1, pageSize: 25 });
      expect(ids(page)).toEqual(['pay-2', 'pay-3', 'pay-5', 'pay-4', 'pay-6']);
      expect(page.rows[0]).toEqual({
        payment: payments[1],
        studentName: 'Vikram Singh',
        rollNo: 'SANK26110003',
        installmentNumber: 1,
      });
      expect(page.rows.map((row) => row.installmentNumber)).toEqual([1, 1, 2, 2, 2]);
      expect([page.total, page.page, page.pageSize]).toEqual([5, 1, 25]);
      // Valid entries only, by mode in the order the ledger (newest first) meets them.
      expect(page.totals).toEqual(totals);
    });

    test('every page carries the totals of all the days’ entries', async () => {
      const repository = await open(seed);
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => repository.queryDayBook({ ...days, page, pageSize: 2 })),
      );
      expect(pages.map(ids)).toEqual([['pay-2', 'pay-3'], ['pay-5', 'pay-4'], ['pay-6'], []]);
      for (const page of pages) expect([page.total, page.totals]).toEqual([5, totals]);
    });

    test('one day, a day with nothing, and a range that ends before it starts', async () => {
      const repository = await open(seed);
      const one = await repository.queryDayBook({
        from: '2026-11-21',
        to: '2026-11-21',
        page: 1,
        pageSize: 25,
      });
      expect(ids(one)).toEqual(['pay-5', 'pay-4', 'pay-6']);
      expect(one.totals.total).toBe(2500.5);
      const nineteenth = await repository.queryDayBook({
        from: '2026-11-19',
        to: '2026-11-19',
        page: 1,
        pageSize: 25,
      });
      expect(ids(nineteenth)).toEqual(['pay-1']);
      const empty = await repository.queryDayBook({
        from: '2026-11-23',
        to: '2026-11-30',
        page: 1,
        pageSize: 25,
      });
      expect(empty).toEqual({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
        totals: { byMode: [], total: 0 },
      });
      const backwards = await repository.queryDayBook({
        from: '2026-11-21',
        to: '2026-11-20',
        page: 1,
        pageSize: 25,
      });
      expect([backwards.rows, backwards.total]).toEqual([[], 0]);
    });
  });

  describe(`${name}: the dashboard`, () => {
    test('fee totals, counts and the five newest registrations', async () => {
      const repository = await open({
        students,
        stseCandidates: candidates,
        schools: [school],
        materials,
        supportTickets: [ticket('t-1', 'Open'), ticket('t-2', 'Closed'), ticket('t-3', 'Open')],
      });
      const overview = await repository.getDashboardOverview();
      expect({ ...overview, recentCandidates: undefined }).toEqual({
        fees: { totalCollection: 100000.5, pendingDues: 339999.5 },
        studentCount: 5,
        candidateCount: 6,
        schoolCount: 1,
        materialCount: 1,
        openTicketCount: 2,
        recentCandidates: undefined,
      });
      expect(overview.recentCandidates).toEqual([
        candidateF,
        candidateE,
        candidateB,
        candidateD,
        candidateC,
      ]);
    });

    test('an empty portal', async () => {
      const repository = await open({});
      expect(await repository.getDashboardOverview()).toEqual({
        fees: { totalCollection: 0, pendingDues: 0 },
        studentCount: 0,
        candidateCount: 0,
        schoolCount: 0,
        materialCount: 0,
        openTicketCount: 0,
        recentCandidates: [],
      });
    });
  });
}
