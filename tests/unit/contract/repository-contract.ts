// The behaviour every Repository adapter owes the screens, run against each adapter by a tiny
// test file. A new adapter (a server, say) passes this suite before any screen may use it.
import { describe, expect, test, vi } from 'vitest';
import {
  ALREADY_PAID_MESSAGE,
  DEFAULT_MINIMUM_PART_PAYMENT,
  DEFAULT_SETTINGS,
  DataValidationError,
  DEFAULT_MESSAGE_PREFERENCES,
  HIDDEN_VARIABLE,
  MAX_MATERIAL_FILE_BYTES,
  MAX_PAGE_SIZE,
  NotFoundError,
  PaymentRejectedError,
  REFERENCE_REQUIRED_MESSAGE,
  RESULTS_SORT_MESSAGE,
  ROLL_NOS_MESSAGE,
  TEMPLATE_KEYS,
  MAX_WAITING_UPI_CLAIMS,
  TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE,
  UTR_ALREADY_SUBMITTED_MESSAGE,
  UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
  UTR_MESSAGE,
  UTR_USED_MESSAGE,
  defaultTemplate,
  newRefundRequestId,
  minimumPartPaymentMessage,
  utrsClaimedTwice,
} from '@/data';
import type {
  MessageTemplate,
  MessageTemplateEdit,
  OutboxMessage,
  Payment,
  PortalBackup,
  ReceiptDifference,
  Repository,
  School,
  SeedData,
  SessionUser,
  Student,
  StudentUpiPayment,
} from '@/data';
import {
  allCandidates,
  allStudents,
  bytesOf,
  createClock,
  newCandidate,
  newStudent,
  pdfFile,
  school,
  START,
  storedCandidate,
  storedStudent,
  TODAY,
} from './fixtures';
import { runExamTakingContract } from './exam-taking-contract';

import { runExamResultsContract } from './exam-results-contract';
import { runExamBankContract } from './exam-bank-contract';
import { runQueryContract } from './query-contract';
import { runBranchesContract } from './branches-contract';

import type { MakeRepository } from './fixtures';

export type { MakeRepository, RepositorySetup } from './fixtures';

export type ContractOptions = {
  /**
   * A repository on the same data with nobody signed in (the public registration form). The
   * browser's adapters sign out of the one repository (the admin's tests sign in again).
   */
  visitor?: (signedIn: Repository) => Promise<Repository>;
  /**
   * A repository on the same data signed in as this student (UPI payments are the student's
   * own). The browser's adapters set the session on the one repository.
   */
  student?: (record: Student) => Promise<Repository>;
  /** A repository on the same data signed in as this school (the browser: the one repository). */
  school?: (record: School) => Promise<Repository>;
};

/** The admin as the browser-only mode's session names them; the server's admin is called Admin too. */
const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

/** A public lookup of a fixture candidate: their roll number and (unless given) date of birth. */
const lookup = (rollNo: string, dateOfBirth = newCandidate().dateOfBirth) => ({
  rollNo,
  dateOfBirth,
});

/** New ids: 16 base-62 characters (docs/decisions.md). */
const idPattern = /^[0-9A-Za-z]{16}$/;

/** What the admin edits of a template: the template without its key and its time. */
function templateEditOf(template: MessageTemplate): MessageTemplateEdit {
  const {
    template: _template,
    channel: _channel,
    language: _language,
    updatedAt: _updatedAt,
    ...edit
  } = template;
  return edit;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected the call to be refused, but it succeeded.');
    },
    (error: unknown) => error,
  );
}

export function runRepositoryContract(
  name: string,
  makeRepository: MakeRepository,
  options: ContractOptions = {},
) {
  const visitorOf =
    options.visitor ??
    (async (signedIn: Repository) => {
      await signedIn.clearSession();
      return signedIn;
    });
  async function setup(seed: Partial<SeedData> = {}, start?: Date) {
    const clock = createClock(start);
    const repository = await makeRepository({ seed, now: clock.now });
    const changes = vi.fn();
    repository.subscribe(changes);
    return { repository, clock, changes };
  }

  describe(`${name}: STSE candidates`, () => {
    test('before the results are published a school sees its candidates without marks, Absent or tier, and may not sort by marks', async () => {
      // Its own e-mail: over HTTP the school's account outlives the reset, and later tests add
      // schools with the fixture's e-mail.
      const resultsSchool = { ...school, contactEmail: 'results.unpublished@school.example' };
      const ofSchool = { schoolId: resultsSchool.id, schoolName: resultsSchool.name };
      const scored = storedCandidate('STSE0001', { ...ofSchool, marks: 92, scholarship: 'Gold' });
      const absent = storedCandidate('STSE0002', { ...ofSchool, absent: true });
      const { repository } = await setup({
        schools: [resultsSchool],
        stseCandidates: [scored, absent],
      });
      const asSchool = async () => {
        if (options.school) return options.school(resultsSchool);
        await repository.setSession({
          id: resultsSchool.id,
          name: resultsSchool.name,
          role: 'school',
        });
        return repository;
      };
      const asAdmin = async () => {
        await repository.setSession(ADMIN_SESSION);
        return repository;
      };
      const page = { schoolId: resultsSchool.id, page: 1, pageSize: 25 };
      const byMarks = { ...page, sort: { by: 'marks', direction: 'descending' } } as const;

      const hidden = await (await asSchool()).queryCandidates(page);
      expect(hidden.rows.map((candidate) => candidate.rollNo).sort()).toEqual([
        'STSE0001',
        'STSE0002',
      ]);
      expect(JSON.stringify(hidden.rows)).not.toMatch(/marks|absent|scholarship|admission/);
      const ids = await (await asSchool()).candidateIds({ schoolId: resultsSchool.id });
      expect([...ids].sort()).toEqual([scored.id, absent.id].sort());
      expect(await rejection((await asSchool()).queryCandidates(byMarks))).toMatchObject({
        issues: [{ path: 'sort', message: RESULTS_SORT_MESSAGE }],
      });
      // The admin still sees and sorts by the results they are entering.
      const entered = await (await asAdmin()).queryCandidates(byMarks);
      expect(entered.rows[0]).toMatchObject({ rollNo: 'STSE0001', marks: 92 });

      await (await asAdmin()).setResultsPublished(true);
      const published = await (await asSchool()).queryCandidates(byMarks);
      expect(
        published.rows.map(({ rollNo, marks, absent }) => ({ rollNo, marks, absent })),
      ).toEqual([
        { rollNo: 'STSE0001', marks: 92, absent: undefined },
        { rollNo: 'STSE0002', marks: undefined, absent: true },
      ]);
      expect(published.rows[0]?.scholarship).toBe('Gold');
    });

    test('the first candidate gets STSE0001 and the defaults of a new registration', async () => {
      const { repository, clock } = await setup();
      const candidate = await repository.addCandidate(newCandidate());
      expect(candidate).toMatchObject({
        rollNo: 'STSE0001',
        registrationDate: clock.now().toISOString(),
        pendingDetails: [],
        name: 'Aarav Gupta',
      });
      expect(candidate.id).toMatch(idPattern);
      expect(candidate.examCenter).toBeUndefined();
      expect(await allCandidates(repository)).toEqual([candidate]);
    });

    test('a registration belongs to the partner school its school name names, by the school’s id', async () => {
      const kvJaipur = { ...school, id: 'school-kv', name: 'Kendriya Vidyalaya, Jaipur' };
      const { repository } = await setup({ schools: [school, kvJaipur] });
      // The public form: the typed name, ignoring case and spaces, names the school.
      const typed = await repository.addCandidate(
        newCandidate({ schoolName: '  delhi public  SCHOOL, noida ' }),
      );
      expect(typed.schoolId).toBe(school.id);
      expect(typed.schoolName).toBe('delhi public  SCHOOL, noida');
      const elsewhere = await repository.addCandidate(
        newCandidate({ schoolName: 'Modern School' }),
      );
      expect(elsewhere).not.toHaveProperty('schoolId');
      // A school's own rows name its id; an id of no school is not kept.
      const [own, unknown] = await repository.addCandidates([
        newCandidate({ schoolName: kvJaipur.name, schoolId: kvJaipur.id }),
        newCandidate({ schoolName: 'Modern School', schoolId: 'school-gone' }),
      ]);
      expect(own?.schoolId).toBe(kvJaipur.id);
      expect(unknown).not.toHaveProperty('schoolId');
      const ids = async (schoolId: string) =>
        (await repository.queryCandidates({ schoolId, page: 1, pageSize: 25 })).rows.map(
          (candidate) => candidate.id,
        );
      expect(await ids(school.id)).toEqual([typed.id]);
      expect(await ids(kvJaipur.id)).toEqual([own!.id]);
      expect(await repository.candidateIds({ schoolId: kvJaipur.id })).toEqual([own!.id]);

      // An edit never sets the link itself: it stays while the school name does (however
      // spelt) and follows a changed name to the school it names, if any.
      const respelt = await repository.updateCandidate({
        ...typed,
        schoolName: 'Delhi Public School, Noida',
        schoolId: kvJaipur.id,
      });
      expect(respelt.schoolId).toBe(school.id);
      const moved = await repository.updateCandidate({ ...respelt, schoolName: kvJaipur.name });
      expect(moved.schoolId).toBe(kvJaipur.id);
      const { schoolId: _linked, ...unlinked } = moved;
      expect(
        await repository.updateCandidate({ ...unlinked, schoolName: 'Modern School' }),
      ).not.toHaveProperty('schoolId');
      expect(await ids(school.id)).toEqual([]);
    });

    test('roll numbers continue above the highest in use, even after a record was deleted', async () => {
      // STSE0002 was deleted straight from storage: counting records alone would reissue STSE0003.
      const { repository } = await setup({
        stseCandidates: [storedCandidate('STSE0001'), storedCandidate('STSE0003')],
      });
      expect((await repository.addCandidate(newCandidate())).rollNo).toBe('STSE0004');
    });

    test('a batch takes the settings prefix and continues the sequence without repeats', async () => {
      const { repository } = await setup({
        settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, rollNoPrefix: 'NTSE' } },
        stseCandidates: [storedCandidate('NTSE0001')],
      });
      const single = await repository.addCandidate(newCandidate({ name: 'First' }));
      const batch = await repository.addCandidates([
        newCandidate({ name: 'Second' }),
        newCandidate({ name: 'Third' }),
        newCandidate({ name: 'Fourth' }),
      ]);
      expect([single, ...batch].map((candidate) => candidate.rollNo)).toEqual([
        'NTSE0002',
        'NTSE0003',
        'NTSE0004',
        'NTSE0005',
      ]);
      expect(await repository.addCandidates([])).toEqual([]);
      expect(await allCandidates(repository)).toHaveLength(5);
    });

    test('candidates list newest registration first; a batch lists its last row first', async () => {
      const { repository, clock } = await setup();
      await repository.addCandidate(newCandidate({ name: 'Early' }));
      clock.advanceMinutes(5);
      await repository.addCandidates([
        newCandidate({ name: 'Batch one' }),
        newCandidate({ name: 'Batch two' }),
      ]);
      clock.advanceMinutes(5);
      await repository.addCandidate(newCandidate({ name: 'Latest' }));
      expect((await allCandidates(repository)).map((candidate) => candidate.name)).toEqual([
        'Latest',
        'Batch two',
        'Batch one',
        'Early',
      ]);
    });

    test('a roll number is found ignoring case and surrounding spaces, and only exactly', async () => {
      const { repository } = await setup({
        stseCandidates: [storedCandidate('STSE0001'), storedCandidate('STSE0012')],
      });
      expect((await repository.findCandidateByRollNo('  stse0012 '))?.id).toBe(
        'candidate-STSE0012',
      );
      expect(await repository.findCandidateByRollNo('STSE001')).toBeUndefined();
      expect(await repository.findCandidateByRollNo('   ')).toBeUndefined();
    });

    test('many roll numbers are found at once: each candidate once, unknown numbers left out', async () => {
      const { repository } = await setup({
        stseCandidates: ['STSE0001', 'STSE0002', 'STSE0012'].map((rollNo) =>
          storedCandidate(rollNo),
        ),
      });
      const found = await repository.findCandidatesByRollNos([
        ' stse0012',
        'STSE0001',
        'STSE0012',
        'STSE9999',
        '',
        'STSE001',
      ]);
      expect(found.map((candidate) => candidate.id).sort()).toEqual([
        'candidate-STSE0001',
        'candidate-STSE0012',
      ]);
      expect(found.find((candidate) => candidate.rollNo === 'STSE0001')).toEqual(
        storedCandidate('STSE0001'),
      );
      expect(await repository.findCandidatesByRollNos([])).toEqual([]);
      // MAX_PAGE_SIZE numbers at most in one call; a longer list is asked for in slices.
      expect(
        await repository.findCandidatesByRollNos(Array(MAX_PAGE_SIZE).fill('STSE0002')),
      ).toEqual([storedCandidate('STSE0002')]);
      const error = await rejection(
        repository.findCandidatesByRollNos(Array(MAX_PAGE_SIZE + 1).fill('STSE0002')),
      );
      expect((error as DataValidationError).issues).toEqual([
        { path: 'rollNos', message: ROLL_NOS_MESSAGE },
      ]);
    });

    test('a new candidate is found by roll number straight after it is added', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      await repository.findCandidateByRollNo('STSE0001'); // builds the lookup for the old list
      const added = await repository.addCandidate(newCandidate());
      expect(await repository.findCandidateByRollNo('stse0002')).toEqual(added);
    });

    test('an invalid candidate is refused, naming the field, and nothing is written', async () => {
      const { repository, changes } = await setup();
      const error = await rejection(repository.addCandidate(newCandidate({ mobile: '12345' })));
      expect(error).toBeInstanceOf(DataValidationError);
      expect((error as DataValidationError).issues).toEqual([
        { path: 'mobile', message: 'Mobile number must be exactly 10 digits.' },
      ]);
      expect(await allCandidates(repository)).toEqual([]);
      expect(changes).not.toHaveBeenCalled();
    });

    test('one invalid row refuses the whole batch and names the row', async () => {
      const { repository } = await setup();
      const error = await rejection(
        repository.addCandidates([newCandidate(), newCandidate({ email: 'not-an-email' })]),
      );
      expect((error as DataValidationError).issues).toEqual([
        { path: '1.email', message: 'Enter a valid email address.' },
      ]);
      expect(await allCandidates(repository)).toEqual([]);
    });

    test('a bulk row may leave listed details blank, but no others', async () => {
      const { repository } = await setup();
      const [pending] = await repository.addCandidates([
        newCandidate({ pinCode: '', mobile: '', pendingDetails: ['pinCode', 'mobile'] }),
      ]);
      expect(pending!.pendingDetails).toEqual(['pinCode', 'mobile']);
      const error = await rejection(
        repository.addCandidates([newCandidate({ pinCode: '', pendingDetails: ['mobile'] })]),
      );
      expect(new Set((error as DataValidationError).issues.map((issue) => issue.path))).toEqual(
        new Set(['0.pinCode']),
      );
    });

    test('a single registration (the form) gives every detail: none may be left pending', async () => {
      const { repository } = await setup();
      const error = await rejection(
        repository.addCandidate(newCandidate({ pinCode: '', pendingDetails: ['pinCode'] })),
      );
      expect((error as DataValidationError).issues).toEqual([
        { path: 'pendingDetails', message: 'A registration through the form gives every detail.' },
      ]);
      expect(await allCandidates(repository)).toEqual([]);
    });

    test('a registration cannot bring its own centre, marks, scholarship, Absent or admission', async () => {
      const { repository } = await setup();
      const claims = {
        examCenter: 'Anywhere',
        marks: 99,
        scholarship: '100% Scholarship',
        absent: false,
        admission: {
          studentId: 'student-x',
          studentRollNo: 'SANK26100001',
          admittedAt: '2026-11-01T05:00:00.000Z',
        },
      };
      const single = await repository.addCandidate({ ...newCandidate(), ...claims } as never);
      const [inBatch] = await repository.addCandidates([
        { ...newCandidate({ email: 'batch@example.com' }), ...claims } as never,
      ]);
      const stored = await allCandidates(repository);
      expect(stored).toHaveLength(2);
      for (const candidate of [single, inBatch!, ...stored]) {
        for (const field of Object.keys(claims)) expect(candidate).not.toHaveProperty(field);
      }
    });

    test('updateCandidate replaces the record but never its roll number or registration date', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      const [stored] = await allCandidates(repository);
      const updated = await repository.updateCandidate({
        ...stored!,
        name: 'Aarav K. Gupta',
        rollNo: 'STSE9999',
        registrationDate: '2030-01-01T00:00:00.000Z',
      });
      expect(updated).toEqual({ ...stored, name: 'Aarav K. Gupta' });
      expect(await allCandidates(repository)).toEqual([updated]);
      const missing = await rejection(
        repository.updateCandidate({ ...stored!, id: 'no-such-candidate' }),
      );
      expect(missing).toBeInstanceOf(NotFoundError);
    });

    test('an exam centre is assigned to every chosen candidate in one write', async () => {
      const candidates = ['STSE0001', 'STSE0002', 'STSE0003'].map((rollNo) =>
        storedCandidate(rollNo),
      );
      const { repository, changes } = await setup({ stseCandidates: candidates });
      await repository.assignExamCenter(
        ['candidate-STSE0001', 'candidate-STSE0003'],
        ' Sankalp Institute – Jaipur Centre ',
      );
      const byRollNo = Object.fromEntries(
        (await allCandidates(repository)).map((candidate) => [candidate.rollNo, candidate]),
      );
      expect(byRollNo.STSE0001?.examCenter).toBe('Sankalp Institute – Jaipur Centre');
      expect(byRollNo.STSE0002?.examCenter).toBeUndefined();
      expect(byRollNo.STSE0003?.examCenter).toBe('Sankalp Institute – Jaipur Centre');
      expect(changes.mock.calls).toEqual([['stseCandidates'], ['auditLog']]);
    });

    test('assigning to an unknown candidate or a blank centre writes nothing', async () => {
      const { repository, changes } = await setup({
        stseCandidates: [storedCandidate('STSE0001')],
      });
      expect(
        await rejection(repository.assignExamCenter(['candidate-STSE0001', 'gone'], 'Online')),
      ).toBeInstanceOf(NotFoundError);
      expect(
        await rejection(repository.assignExamCenter(['candidate-STSE0001'], '  ')),
      ).toBeInstanceOf(DataValidationError);
      expect((await allCandidates(repository))[0]?.examCenter).toBeUndefined();
      expect(changes).not.toHaveBeenCalled();
    });

    test('saving marks stores the scholarship of the highest tier met', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      const id = 'candidate-STSE0001';
      const scholarshipAt = async (marks: number) =>
        (await repository.saveMarks(id, marks)).scholarship;
      expect(await scholarshipAt(95)).toBe('100% Scholarship');
      expect(await scholarshipAt(90)).toBe('100% Scholarship');
      expect(await scholarshipAt(89.5)).toBe('50% Scholarship');
      expect(await scholarshipAt(70)).toBe('25% Scholarship');
      expect(await scholarshipAt(69)).toBe('None');
      expect(await repository.findCandidateByRollNo('STSE0001')).toMatchObject({
        marks: 69,
        scholarship: 'None',
      });
    });

    test('marks outside 0 to 100, or not a number, are refused', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      for (const marks of [-1, 100.5, Number.NaN]) {
        const error = await rejection(repository.saveMarks('candidate-STSE0001', marks));
        expect((error as DataValidationError).issues).toEqual([
          { path: 'marks', message: 'Marks must be a number from 0 to 100.' },
        ]);
      }
      expect(await rejection(repository.saveMarks('gone', 50))).toBeInstanceOf(NotFoundError);
    });

    test('the scholarship follows the tiers in the settings at the time of saving', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      await repository.replaceSettings({
        stse: {
          ...DEFAULT_SETTINGS.stse,
          scholarshipTiers: [{ minMarks: 60, reward: 'Merit certificate' }],
        },
      });
      expect((await repository.saveMarks('candidate-STSE0001', 65)).scholarship).toBe(
        'Merit certificate',
      );
    });
  });

  describe(`${name}: STSE results and admission`, () => {
    /** Class 10 candidates STSE0001–STSE0005, one class 9 candidate, one not yet marked. */
    function resultsSeed(resultsPublished: boolean): Partial<SeedData> {
      return {
        settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, resultsPublished } },
        stseCandidates: [
          storedCandidate('STSE0001', { marks: 92, scholarship: '100% Scholarship' }),
          storedCandidate('STSE0002', { marks: 92, scholarship: '100% Scholarship' }),
          storedCandidate('STSE0003', { marks: 81, scholarship: '50% Scholarship' }),
          storedCandidate('STSE0004', { absent: true, scholarship: 'None' }),
          storedCandidate('STSE0005', { marks: 40, scholarship: 'None' }),
          storedCandidate('STSE0006', { currentClass: 9, marks: 12, scholarship: 'None' }),
          storedCandidate('STSE0007'),
        ],
      };
    }

    test('before publishing every candidate reads not-published; unknown roll numbers not-found', async () => {
      const { repository } = await setup(resultsSeed(false));
      expect(await repository.lookupResult(lookup('stse0001'))).toEqual({
        status: 'not-published',
        name: 'Aarav Gupta',
        rollNo: 'STSE0001',
        currentClass: 10,
      });
      expect((await repository.lookupResult(lookup('STSE0004'))).status).toBe('not-published');
      expect((await repository.lookupResult(lookup('STSE0007'))).status).toBe('not-published');
      expect(await repository.lookupResult(lookup('STSE9999'))).toEqual({ status: 'not-found' });
      expect(await repository.lookupResult(lookup('  '))).toEqual({ status: 'not-found' });
    });

    test('a wrong date of birth reads exactly as an unknown roll number', async () => {
      const { repository } = await setup(resultsSeed(true));
      const wrongBirth = lookup('STSE0002', '2010-03-13');
      expect(await repository.lookupResult(wrongBirth)).toEqual({ status: 'not-found' });
      expect(await repository.lookupResult(lookup('STSE0002', ''))).toEqual({
        status: 'not-found',
      });
      expect(await repository.lookupResult(lookup('STSE0002', ' 2010-03-12 '))).toMatchObject({
        status: 'published',
        marks: 92,
      });
      expect(await repository.lookupAdmitCard(wrongBirth)).toBeUndefined();
    });

    test('unpublished results give no marks and no scholarship', async () => {
      const { repository } = await setup(resultsSeed(false));
      const answer = await repository.lookupResult(lookup('STSE0001'));
      expect(answer).not.toHaveProperty('marks');
      expect(answer).not.toHaveProperty('scholarship');
    });

    test('the admit card prints only its details, once a centre is assigned, never marks', async () => {
      const { repository } = await setup({
        ...resultsSeed(true),
        stseCandidates: [
          storedCandidate('STSE0001', {
            marks: 92,
            scholarship: '100% Scholarship',
            examCenter: 'Jaipur Centre',
          }),
          storedCandidate('STSE0002', { marks: 40, scholarship: 'None' }),
        ],
      });
      expect(await repository.lookupAdmitCard(lookup(' stse0001 '))).toEqual({
        examYear: 2024,
        rollNo: 'STSE0001',
        name: 'Aarav Gupta',
        guardianName: newCandidate().guardianName,
        currentClass: 10,
        examCenter: 'Jaipur Centre',
      });
      // No centre yet, an unknown roll number, a blank one: no card.
      expect(await repository.lookupAdmitCard(lookup('STSE0002'))).toBeUndefined();
      expect(await repository.lookupAdmitCard(lookup('STSE9999'))).toBeUndefined();
      expect(await repository.lookupAdmitCard(lookup('  '))).toBeUndefined();
    });

    test('published: rank with ties, class size without Absent, percentile; on and off again', async () => {
      const { repository, changes } = await setup(resultsSeed(false));
      const published = await repository.setResultsPublished(true);
      expect(published.stse.resultsPublished).toBe(true);
      expect(changes.mock.calls).toEqual([['settings'], ['auditLog']]);
      expect(await repository.lookupResult(lookup('STSE0002'))).toEqual({
        status: 'published',
        name: 'Aarav Gupta',
        rollNo: 'STSE0002',
        currentClass: 10,
        examYear: 2024,
        marks: 92,
        maxMarks: 100,
        rank: 1,
        classSize: 4,
        percentile: 100,
        scholarship: '100% Scholarship',
      });
      expect(await repository.lookupResult(lookup('STSE0003'))).toMatchObject({
        rank: 3,
        classSize: 4,
        percentile: 50,
      });
      expect(await repository.lookupResult(lookup('STSE0005'))).toMatchObject({
        rank: 4,
        classSize: 4,
        percentile: 25,
        scholarship: 'None',
      });
      // Class 9 is ranked on its own: a class of one.
      expect(await repository.lookupResult(lookup('STSE0006'))).toMatchObject({
        rank: 1,
        classSize: 1,
        percentile: 100,
      });
      expect(await repository.lookupResult(lookup('STSE0004'))).toEqual({
        status: 'absent',
        name: 'Aarav Gupta',
        rollNo: 'STSE0004',
        currentClass: 10,
        examYear: 2024,
      });
      expect((await repository.lookupResult(lookup('STSE0007'))).status).toBe('no-marks');

      await repository.setResultsPublished(false);
      expect((await repository.lookupResult(lookup('STSE0002'))).status).toBe('not-published');
      expect((await repository.getSettings()).stse.resultsPublished).toBe(false);
    });

    test('Save Settings never changes whether results are published', async () => {
      const { repository } = await setup(resultsSeed(true));
      const saved = await repository.replaceSettings({
        stse: { ...DEFAULT_SETTINGS.stse, resultsPublished: false, examYear: 2025 },
      });
      expect(saved.stse).toMatchObject({ examYear: 2025, resultsPublished: true });
      // Settings stored before these fields read as marks out of 100, not published.
      const { rollNoPrefix, examCenters, scholarshipTiers } = DEFAULT_SETTINGS.stse;
      const fresh = await setup({
        settings: { stse: { rollNoPrefix, examCenters, scholarshipTiers } } as SeedData['settings'],
      });
      expect((await fresh.repository.getSettings()).stse).toMatchObject({
        maxMarks: 100,
        resultsPublished: false,
      });
    });

    test('marks go up to the maximum in Settings; a maximum below saved marks is refused', async () => {
      const { repository } = await setup(resultsSeed(true));
      const error = await rejection(repository.saveMarks('candidate-STSE0007', 120));
      expect((error as DataValidationError).issues).toEqual([
        { path: 'marks', message: 'Marks must be a number from 0 to 100.' },
      ]);
      await repository.replaceSettings({ stse: { ...DEFAULT_SETTINGS.stse, maxMarks: 150 } });
      expect((await repository.saveMarks('candidate-STSE0007', 120)).marks).toBe(120);
      expect(await repository.lookupResult(lookup('STSE0007'))).toMatchObject({
        marks: 120,
        maxMarks: 150,
        rank: 1,
        classSize: 5,
        percentile: 100,
      });
      const lowered = await rejection(
        repository.replaceSettings({ stse: { ...DEFAULT_SETTINGS.stse, maxMarks: 100 } }),
      );
      expect((lowered as DataValidationError).issues).toEqual([
        {
          path: 'stse.maxMarks',
          message:
            'A candidate already has 120 marks, more than 100. Keep the maximum marks at 120 or more, or correct those marks first.',
        },
      ]);
      expect((await repository.getSettings()).stse.maxMarks).toBe(150);
    });

    test('Absent clears the marks and the scholarship; marks later clear Absent', async () => {
      const { repository } = await setup(resultsSeed(true));
      const absent = await repository.saveMarks('candidate-STSE0001', 'Absent');
      expect(absent).toMatchObject({ absent: true, scholarship: 'None' });
      expect(absent.marks).toBeUndefined();
      expect(await repository.lookupResult(lookup('STSE0002'))).toMatchObject({
        rank: 1,
        classSize: 3,
      });
      const back = await repository.saveMarks('candidate-STSE0001', 95);
      expect(back).toMatchObject({ marks: 95, scholarship: '100% Scholarship' });
      expect(back.absent).toBeUndefined();
    });

    test('saveResults saves a whole CSV in one write, or nothing when one entry is refused', async () => {
      const { repository, changes } = await setup(resultsSeed(true));
      const saved = await repository.saveResults([
        { candidateId: 'candidate-STSE0007', marks: 88 },
        { candidateId: 'candidate-STSE0005', marks: 'Absent' },
      ]);
      expect(
        saved.map((candidate) => [candidate.rollNo, candidate.marks, candidate.scholarship]),
      ).toEqual([
        ['STSE0007', 88, '50% Scholarship'],
        ['STSE0005', undefined, 'None'],
      ]);
      expect(changes.mock.calls).toEqual([['stseCandidates'], ['auditLog']]);
      const error = await rejection(
        repository.saveResults([
          { candidateId: 'candidate-STSE0003', marks: 10 },
          { candidateId: 'candidate-STSE0001', marks: 101 },
        ]),
      );
      expect((error as DataValidationError).issues).toEqual([
        { path: '1.marks', message: 'Marks must be a number from 0 to 100.' },
      ]);
      expect(
        await rejection(repository.saveResults([{ candidateId: 'gone', marks: 5 }])),
      ).toBeInstanceOf(NotFoundError);
      expect((await repository.findCandidateByRollNo('STSE0003'))?.marks).toBe(81);
      expect(await repository.saveResults([])).toEqual([]);
    });

    test('admitting a scholarship winner: the concession before the split, once only', async () => {
      const { repository, changes, clock } = await setup(resultsSeed(true));
      const student = await repository.admitCandidate(
        'candidate-STSE0003',
        newStudent({
          name: 'Aarav Gupta',
          currentClass: 10,
          totalFee: 120000,
          installmentCount: 3,
        }),
      );
      expect(student.feeDetails.totalFee).toBe(60000);
      expect(student.feeDetails.installments.map((installment) => installment.amount)).toEqual([
        20000, 20000, 20000,
      ]);
      expect(student.concession).toEqual({
        percent: 50,
        grossFee: 120000,
        amount: 60000,
        scholarship: '50% Scholarship',
        stseRollNo: 'STSE0003',
        candidateId: 'candidate-STSE0003',
      });
      // The candidate's address carries over; the form has no box for it.
      expect(student).toMatchObject({
        address: 'C-18, Sector 50',
        city: 'Noida',
        pinCode: '201301',
        whatsapp: '9810011223',
      });
      expect(await repository.getStudent(student.id)).toEqual(student);
      expect((await repository.findCandidateByRollNo('STSE0003'))?.admission).toEqual({
        studentId: student.id,
        studentRollNo: student.rollNo,
        admittedAt: clock.now().toISOString(),
      });
      expect(changes.mock.calls.flat().sort()).toEqual([
        'auditLog',
        'enquiries',
        'stseCandidates',
        'students',
      ]);

      const again = await rejection(
        repository.admitCandidate('candidate-STSE0003', newStudent({ totalFee: 120000 })),
      );
      expect((again as DataValidationError).issues).toEqual([
        {
          path: 'admission',
          message: `Aarav Gupta (STSE0003) has already been admitted as student ${student.rollNo}.`,
        },
      ]);
      expect(await allStudents(repository)).toHaveLength(1);
    });

    test('two admissions of one candidate at once: exactly one student is added', async () => {
      const { repository } = await setup(resultsSeed(true));
      const outcomes = await Promise.allSettled([
        repository.admitCandidate('candidate-STSE0001', newStudent({ totalFee: 90000 })),
        repository.admitCandidate('candidate-STSE0001', newStudent({ totalFee: 90000 })),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [student] = await allStudents(repository);
      // 100% Scholarship: nothing left to pay, so no installments.
      expect(student?.feeDetails).toEqual({ totalFee: 0, installments: [] });
    });

    test('no scholarship, Absent, or too little left per installment: refused, nothing added', async () => {
      const { repository } = await setup(resultsSeed(true));
      for (const id of ['candidate-STSE0005', 'candidate-STSE0004', 'candidate-STSE0007']) {
        const error = await rejection(repository.admitCandidate(id, newStudent()));
        expect((error as DataValidationError).issues[0]?.path).toBe('scholarship');
      }
      const tooLittle = await rejection(
        repository.admitCandidate(
          'candidate-STSE0003',
          newStudent({ totalFee: 4, installmentCount: 3 }),
        ),
      );
      expect((tooLittle as DataValidationError).issues).toEqual([
        {
          path: 'totalFee',
          message:
            'After the 50% concession the fee is ₹2: at least ₹1 is needed for each installment.',
        },
      ]);
      expect(await rejection(repository.admitCandidate('gone', newStudent()))).toBeInstanceOf(
        NotFoundError,
      );
      expect(await allStudents(repository)).toEqual([]);
      expect((await repository.findCandidateByRollNo('STSE0003'))?.admission).toBeUndefined();
    });
  });

  describe(`${name}: students and fees`, () => {
    test('a new student gets a roll number and an installment plan split over 4-month steps', async () => {
      const { repository, clock } = await setup();
      const student = await repository.addStudent(newStudent());
      expect(student).toMatchObject({
        rollNo: 'SANK26110001',
        name: 'Priya Verma',
        currentClass: 11,
        address: '',
        city: '',
        state: '',
        pinCode: '',
        whatsapp: '',
        enrollmentDate: clock.now().toISOString(),
      });
      expect(student).not.toHaveProperty('installmentCount');
      expect(student.feeDetails.totalFee).toBe(100000);
      expect(
        student.feeDetails.installments.map(({ amount, paidAmount, dueDate, status }) => ({
          amount,
          paidAmount,
          dueDate,
          status,
        })),
      ).toEqual([
        { amount: 33333, paidAmount: 0, dueDate: TODAY, status: 'Pending' },
        { amount: 33333, paidAmount: 0, dueDate: '2027-03-22', status: 'Pending' },
        { amount: 33334, paidAmount: 0, dueDate: '2027-07-22', status: 'Pending' },
      ]);
      expect(await repository.getStudent(student.id)).toEqual(student);
      expect(await allStudents(repository)).toEqual([student]);
    });

    test('student roll numbers continue above the highest in use after a deletion', async () => {
      const { repository } = await setup({
        students: [storedStudent('SANK26120001'), storedStudent('SANK26120003')],
      });
      const student = await repository.addStudent(newStudent({ currentClass: 9 }));
      expect(student.rollNo).toBe('SANK26090004');
    });

    test('an invalid student, or a fee too small for its installments, is refused', async () => {
      const { repository } = await setup();
      const badEmail = await rejection(repository.addStudent(newStudent({ email: 'priya@' })));
      expect((badEmail as DataValidationError).issues.map((issue) => issue.path)).toEqual([
        'email',
      ]);
      const tooSmall = await rejection(
        repository.addStudent(newStudent({ totalFee: 2, installmentCount: 3 })),
      );
      expect((tooSmall as DataValidationError).issues).toEqual([
        { path: 'totalFee', message: 'Total fees must be at least ₹1 for each installment.' },
      ]);
      expect(await allStudents(repository)).toEqual([]);
    });

    test('editing a student changes only name, email, mobile and guardian name', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [stored] });
      const updated = await repository.updateStudent(stored.id, {
        name: 'Rahul K. Sharma',
        email: 'rahul.k@example.com',
        mobile: '9000000001',
        guardianName: 'S. Sharma',
        ...({ rollNo: 'HACKED', currentClass: 9 } as object),
      });
      expect(updated).toEqual({
        ...stored,
        name: 'Rahul K. Sharma',
        email: 'rahul.k@example.com',
        mobile: '9000000001',
        guardianName: 'S. Sharma',
      });
      expect(await repository.getStudent(stored.id)).toEqual(updated);
      expect(
        await rejection(
          repository.updateStudent(stored.id, {
            name: '',
            email: stored.email,
            mobile: stored.mobile,
            guardianName: stored.guardianName,
          }),
        ),
      ).toBeInstanceOf(DataValidationError);
      expect(
        await rejection(
          repository.updateStudent('gone', {
            name: 'X',
            email: stored.email,
            mobile: stored.mobile,
            guardianName: stored.guardianName,
          }),
        ),
      ).toBeInstanceOf(NotFoundError);
    });

    const cash = (studentId: string, installmentId: string, amount: number) => ({
      studentId,
      installmentId,
      amount,
      mode: 'Cash' as const,
      reference: '',
      receivedBy: 'Admin',
    });

    test('a payment of 0 or less is refused as not positive and writes nothing', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, changes } = await setup({ students: [stored] });
      for (const amount of [0, -500]) {
        expect(
          await rejection(repository.recordPayment(cash(stored.id, 'SANK26120001-1', amount))),
        ).toEqual(new PaymentRejectedError('not-positive', 'Enter an amount more than ₹0.'));
      }
      expect(changes).not.toHaveBeenCalled();
      expect(await repository.listPayments()).toEqual([]);
    });

    test('payments go Partial, then Paid, each with the next receipt; more than remains is refused', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [stored] });
      const installment = async () =>
        (await repository.getStudent(stored.id))?.feeDetails.installments[0];

      const first = await repository.recordPayment({
        ...cash(stored.id, 'SANK26120001-1', 15000),
        mode: 'UPI',
        reference: '  UPI123456  ',
      });
      expect(first).toEqual({
        id: expect.stringMatching(idPattern),
        receiptNo: 'SANK/2026-27/000001',
        studentId: stored.id,
        installmentId: 'SANK26120001-1',
        amount: 15000,
        mode: 'UPI',
        reference: 'UPI123456',
        receivedBy: 'Admin',
        receivedAt: clock.now().toISOString(),
        status: 'Valid',
      });
      expect(await installment()).toMatchObject({
        paidAmount: 15000,
        status: 'Partial',
        paymentDate: clock.now().toISOString(),
      });

      const over = await rejection(
        repository.recordPayment(cash(stored.id, 'SANK26120001-1', 25001)),
      );
      expect(over).toBeInstanceOf(PaymentRejectedError);
      expect(over).toMatchObject({
        reason: 'over-limit',
        message: 'You can pay a maximum of ₹25,000 for this installment.',
      });

      clock.advanceMinutes(60);
      const second = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 25000));
      expect(second.receiptNo).toBe('SANK/2026-27/000002');
      expect(await installment()).toMatchObject({
        paidAmount: 40000,
        status: 'Paid',
        paymentDate: clock.now().toISOString(),
      });
      const student = await repository.getStudent(stored.id);
      expect(student?.feeDetails.installments.slice(1)).toEqual(
        stored.feeDetails.installments.slice(1),
      );

      const again = await rejection(repository.recordPayment(cash(stored.id, 'SANK26120001-1', 1)));
      expect(again).toMatchObject({ reason: 'already-paid', message: ALREADY_PAID_MESSAGE });
      expect(await repository.listPayments({ studentId: stored.id })).toEqual([second, first]);
      expect(await repository.getPayment(first.id)).toEqual(first);
    });

    test('every mode except Cash needs a reference; a Cash reference is not kept', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [stored] });
      const refused = await rejection(
        repository.recordPayment({ ...cash(stored.id, 'SANK26120001-1', 100), mode: 'Cheque' }),
      );
      expect(refused).toBeInstanceOf(DataValidationError);
      expect((refused as DataValidationError).issues).toEqual([
        { path: 'reference', message: REFERENCE_REQUIRED_MESSAGE },
      ]);
      const paidInCash = await repository.recordPayment({
        ...cash(stored.id, 'SANK26120001-1', 100),
        reference: 'ignored',
      });
      expect(paidInCash.reference).toBe('');
    });

    test('a cancelled receipt stays in the ledger, stops counting, and keeps its number', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [stored] });
      const first = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 10000));
      clock.advanceMinutes(5);
      const second = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 5000));
      clock.advanceMinutes(5);

      const cancelled = await repository.cancelPayment(second.id, '  Entered twice  ', 'Admin');
      expect(cancelled).toEqual({
        ...second,
        status: 'Cancelled',
        cancellation: { reason: 'Entered twice', by: 'Admin', at: clock.now().toISOString() },
      });
      expect((await repository.getStudent(stored.id))?.feeDetails.installments[0]).toMatchObject({
        paidAmount: 10000,
        status: 'Partial',
        paymentDate: first.receivedAt,
      });
      expect(await rejection(repository.cancelPayment(second.id, 'Again', 'Admin'))).toMatchObject({
        reason: 'cancelled',
      });
      expect(await rejection(repository.cancelPayment(first.id, '  ', 'Admin'))).toBeInstanceOf(
        DataValidationError,
      );

      await repository.cancelPayment(first.id, 'Cheque bounced', 'Admin');
      const installment = (await repository.getStudent(stored.id))?.feeDetails.installments[0];
      expect(installment).toMatchObject({ paidAmount: 0, status: 'Pending' });
      expect(installment).not.toHaveProperty('paymentDate');
      const third = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 100));
      expect(third.receiptNo).toBe('SANK/2026-27/000003');
    });

    test('paid amounts stored before the ledger become opening balances that cannot be cancelled', async () => {
      const paidBefore = storedStudent('SANK26120002', { id: 'student-paid-before' });
      const installments = paidBefore.feeDetails.installments.map((item, index) =>
        index === 0
          ? {
              ...item,
              paidAmount: 12000,
              status: 'Partial' as const,
              paymentDate: START.toISOString(),
            }
          : item,
      );
      const student = { ...paidBefore, feeDetails: { ...paidBefore.feeDetails, installments } };
      const { repository } = await setup({ students: [student] });
      const [opening] = await repository.listPayments();
      expect(opening).toMatchObject({
        receiptNo: null,
        studentId: student.id,
        installmentId: installments[0]!.id,
        amount: 12000,
        mode: 'Opening balance',
        status: 'Valid',
        receivedAt: START.toISOString(),
      });
      expect(await repository.getStudent(student.id)).toEqual(student);
      expect(await rejection(repository.cancelPayment(opening!.id, 'No', 'Admin'))).toMatchObject({
        reason: 'opening-balance',
      });
      const next = await repository.recordPayment(cash(student.id, installments[0]!.id, 1000));
      expect(next.receiptNo).toBe('SANK/2026-27/000001');
      expect((await repository.getStudent(student.id))?.feeDetails.installments[0]).toMatchObject({
        paidAmount: 13000,
      });
    });

    test('a payment for an unknown student or installment is refused', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [stored] });
      expect(
        await rejection(repository.recordPayment(cash('gone', 'SANK26120001-1', 10))),
      ).toMatchObject({ name: 'NotFoundError', entity: 'student' });
      expect(await rejection(repository.recordPayment(cash(stored.id, 'gone', 10)))).toMatchObject({
        name: 'NotFoundError',
        entity: 'installment',
      });
      expect(await rejection(repository.cancelPayment('gone', 'Reason', 'Admin'))).toMatchObject({
        name: 'NotFoundError',
        entity: 'payment',
      });
    });

    test('two payments made at once both count, with consecutive receipt numbers', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [stored] });
      const made = await Promise.all([
        repository.recordPayment(cash(stored.id, 'SANK26120001-2', 10000)),
        repository.recordPayment(cash(stored.id, 'SANK26120001-2', 12000)),
      ]);
      expect(made.map((payment) => payment.receiptNo).sort()).toEqual([
        'SANK/2026-27/000001',
        'SANK/2026-27/000002',
      ]);
      const student = await repository.getStudent(stored.id);
      expect(student?.feeDetails.installments[1]).toMatchObject({
        paidAmount: 22000,
        status: 'Partial',
      });
    });

    const online = (studentId: string, installmentId: string, amount: number) => ({
      ...cash(studentId, installmentId, amount),
      mode: 'Online' as const,
      reference: 'pay_contract',
    });

    test('a refund is its own ledger entry with a credit note; the installment is derived again', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [stored] });
      // The refund names who gave the money back: the signed-in admin.
      await repository.setSession(ADMIN_SESSION);
      const paid = await repository.recordPayment(online(stored.id, 'SANK26120001-1', 40000));
      clock.advanceMinutes(5);
      const refund = await repository.refundPayment(paid.id, {
        requestId: newRefundRequestId(),
        amount: 15000.5,
        reason: '  Left the course  ',
      });
      expect(refund).toMatchObject({
        receiptNo: null,
        studentId: stored.id,
        installmentId: 'SANK26120001-1',
        amount: 15000.5,
        mode: 'Refund',
        receivedBy: 'Admin',
        receivedAt: clock.now().toISOString(),
        status: 'Valid',
        refund: { of: paid.id, creditNoteNo: 'SANK/CN/2026-27/000001', reason: 'Left the course' },
      });
      expect(refund.refund).not.toHaveProperty('providerRefundId');
      // The payment stays as it was received.
      expect(await repository.getPayment(paid.id)).toEqual(paid);
      expect(await repository.listPayments({ studentId: stored.id })).toEqual([refund, paid]);
      expect((await repository.getStudent(stored.id))?.feeDetails.installments[0]).toMatchObject({
        paidAmount: 24999.5,
        status: 'Partial',
        paymentDate: paid.receivedAt,
      });

      const over = await rejection(
        repository.refundPayment(paid.id, {
          requestId: newRefundRequestId(),
          amount: 25000,
          reason: 'x',
        }),
      );
      expect(over).toBeInstanceOf(PaymentRejectedError);
      expect(over).toMatchObject({
        reason: 'over-refundable',
        message: 'You can refund at most ₹24,999.5 of this payment.',
      });
      clock.advanceMinutes(5);
      const rest = await repository.refundPayment(paid.id, {
        requestId: newRefundRequestId(),
        amount: 24999.5,
        reason: 'The rest',
      });
      expect(rest.refund?.creditNoteNo).toBe('SANK/CN/2026-27/000002');
      const installment = (await repository.getStudent(stored.id))?.feeDetails.installments[0];
      expect(installment).toMatchObject({ paidAmount: 0, status: 'Pending' });
      expect(installment).not.toHaveProperty('paymentDate');
      expect(
        await rejection(
          repository.refundPayment(paid.id, {
            requestId: newRefundRequestId(),
            amount: 1,
            reason: 'More',
          }),
        ),
      ).toMatchObject({ reason: 'not-refundable' });
      // A refund's entry and its payment stay: neither can be cancelled.
      expect(await rejection(repository.cancelPayment(rest.id, 'No', 'Admin'))).toMatchObject({
        reason: 'credit-note',
      });
      expect(await rejection(repository.cancelPayment(paid.id, 'No', 'Admin'))).toMatchObject({
        reason: 'refunded',
      });
      // Receipts keep their own series.
      const next = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 100));
      expect(next.receiptNo).toBe('SANK/2026-27/000002');
    });

    test('a refund request sent again, or twice at once, is one refund with one credit note', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [stored] });
      await repository.setSession(ADMIN_SESSION);
      const paid = await repository.recordPayment(online(stored.id, 'SANK26120001-1', 40000));
      const request = { requestId: newRefundRequestId(), amount: 1000, reason: 'Paid twice' };
      const [first, second] = await Promise.all([
        repository.refundPayment(paid.id, request),
        repository.refundPayment(paid.id, request),
      ]);
      expect(second).toEqual(first);
      expect(first.refund).toMatchObject({ requestId: request.requestId });
      expect(await repository.refundPayment(paid.id, request)).toEqual(first);
      expect(await repository.listPayments({ studentId: stored.id })).toEqual([first, paid]);
      expect((await repository.getStudent(stored.id))?.feeDetails.installments[0]).toMatchObject({
        paidAmount: 39000,
      });
      // The id names that payment's refund: sent for another payment it is refused.
      const other = await repository.recordPayment(online(stored.id, 'SANK26120001-2', 500));
      expect(await rejection(repository.refundPayment(other.id, request))).toMatchObject({
        reason: 'refund-request-reused',
      });
    });

    test('only a valid online payment is refunded, by a positive amount with a reason', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, changes } = await setup({ students: [stored] });
      const inCash = await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 1000));
      const paid = await repository.recordPayment(online(stored.id, 'SANK26120001-2', 1000));
      changes.mockClear();
      expect(
        await rejection(
          repository.refundPayment(inCash.id, {
            requestId: newRefundRequestId(),
            amount: 100,
            reason: 'x',
          }),
        ),
      ).toMatchObject({
        reason: 'not-refundable',
        message:
          'Only a payment taken online can be refunded. To undo this payment, cancel its receipt instead.',
      });
      expect(
        await rejection(
          repository.refundPayment(paid.id, {
            requestId: newRefundRequestId(),
            amount: 0,
            reason: 'x',
          }),
        ),
      ).toMatchObject({ reason: 'not-positive' });
      const noReason = await rejection(
        repository.refundPayment(paid.id, {
          requestId: newRefundRequestId(),
          amount: 1,
          reason: ' ',
        }),
      );
      expect(noReason).toBeInstanceOf(DataValidationError);
      expect((noReason as DataValidationError).issues).toEqual([
        { path: 'reason', message: 'Enter why the fee is refunded.' },
      ]);
      expect(
        await rejection(
          repository.refundPayment('gone', {
            requestId: newRefundRequestId(),
            amount: 1,
            reason: 'x',
          }),
        ),
      ).toMatchObject({ name: 'NotFoundError', entity: 'payment' });
      await repository.cancelPayment(paid.id, 'Entered twice', 'Admin');
      changes.mockClear();
      expect(
        await rejection(
          repository.refundPayment(paid.id, {
            requestId: newRefundRequestId(),
            amount: 1,
            reason: 'x',
          }),
        ),
      ).toMatchObject({ reason: 'not-refundable' });
      expect(changes).not.toHaveBeenCalled();
      expect(await repository.listPayments({ studentId: stored.id })).toHaveLength(2);
    });

    test('credit notes given after a backup stay issued once it is restored', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [stored] });
      await repository.setSession(ADMIN_SESSION);
      const paid = await repository.recordPayment(online(stored.id, 'SANK26120001-1', 1000));
      const backup = await repository.exportBackup();
      clock.advanceMinutes(5);
      const lost = await repository.refundPayment(paid.id, {
        requestId: newRefundRequestId(),
        amount: 100,
        reason: 'First',
      });
      expect(
        (await repository.listRestoreRemovals(backup.exportedAt, backup.collections.payments))
          .payments.rows,
      ).toEqual([expect.objectContaining({ receiptNo: lost.refund?.creditNoteNo, amount: -100 })]);
      await repository.importBackup(backup);
      clock.advanceMinutes(5);
      const again = await repository.refundPayment(paid.id, {
        requestId: newRefundRequestId(),
        amount: 100,
        reason: 'Again',
      });
      expect([lost, again].map((refund) => refund.refund?.creditNoteNo)).toEqual([
        'SANK/CN/2026-27/000001',
        'SANK/CN/2026-27/000002',
      ]);
    });

    test('the day book shows a refund as its own negative line that reduces the total', async () => {
      const stored = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [stored] });
      await repository.recordPayment(cash(stored.id, 'SANK26120001-1', 1000));
      clock.advanceMinutes(1);
      const paid = await repository.recordPayment(online(stored.id, 'SANK26120001-2', 20000));
      clock.advanceMinutes(1);
      const refund = await repository.refundPayment(paid.id, {
        requestId: newRefundRequestId(),
        amount: 5000,
        reason: 'Dropped',
      });
      const day = await repository.queryDayBook({ from: TODAY, to: TODAY, page: 1, pageSize: 25 });
      expect(day.rows.map((row) => row.payment)).toEqual([
        expect.objectContaining({ mode: 'Cash' }),
        paid,
        refund,
      ]);
      expect(day.totals).toEqual({
        byMode: [
          { mode: 'Refund', amount: -5000, count: 1 },
          { mode: 'Online', amount: 20000, count: 1 },
          { mode: 'Cash', amount: 1000, count: 1 },
        ],
        total: 16000,
      });
    });
  });

  describe(`${name}: materials and files`, () => {
    const newMaterial = {
      title: 'JEE Physics Formula Sheet',
      description: 'Mechanics and optics formulas.',
      visibility: 'Student',
      stream: 'Non-Medical',
      class: '12',
    } as const;

    test('a PDF is stored with its record, and the same bytes come back', async () => {
      const { repository, clock } = await setup();
      const file = pdfFile('Formula Sheet.PDF', 'application/pdf', 300);
      const material = await repository.addMaterial(newMaterial, file);
      expect(material).toEqual({
        ...newMaterial,
        id: expect.stringMatching(idPattern),
        fileUrl: 'Formula Sheet.PDF',
        fileName: 'Formula Sheet.PDF',
        fileSize: 300,
        uploadDate: clock.now().toISOString(),
      });
      const stored = await repository.getMaterialFile(material.id);
      expect(stored?.name).toBe('Formula Sheet.PDF');
      expect(stored?.type).toBe('application/pdf');
      expect(await bytesOf(stored!.bytes)).toEqual(await bytesOf(file));
      expect(await repository.listMaterials()).toEqual([material]);
    });

    test('a PDF without a type (some systems send none) is accepted and stored as a PDF', async () => {
      const { repository } = await setup();
      const material = await repository.addMaterial(newMaterial, pdfFile('notes.pdf', ''));
      expect((await repository.getMaterialFile(material.id))?.type).toBe('application/pdf');
    });

    test('anything but a PDF within the size limit is refused and nothing is stored', async () => {
      const { repository, changes } = await setup();
      const refusals = [
        [
          pdfFile('notes.docx', 'application/msword'),
          'Only PDF files can be uploaded. Choose a file ending in .pdf.',
        ],
        [
          pdfFile('photo.pdf', 'image/png'),
          'Only PDF files can be uploaded. Choose a file ending in .pdf.',
        ],
        [
          pdfFile('empty.pdf', 'application/pdf', 0),
          'The chosen file is empty. Choose another PDF.',
        ],
        [
          pdfFile('huge.pdf', 'application/pdf', MAX_MATERIAL_FILE_BYTES + 1),
          'The file is larger than 20 MB. Choose a PDF of up to 20 MB.',
        ],
      ] as const;
      for (const [file, message] of refusals) {
        const error = await rejection(repository.addMaterial(newMaterial, file));
        expect((error as DataValidationError).issues).toEqual([{ path: 'file', message }]);
      }
      const noTitle = await rejection(
        repository.addMaterial({ ...newMaterial, title: ' ' }, pdfFile()),
      );
      expect((noTitle as DataValidationError).issues.map((issue) => issue.path)).toEqual(['title']);
      expect(await repository.listMaterials()).toEqual([]);
      expect(changes).not.toHaveBeenCalled();
    });

    test('a stored file given as name, type and bytes is accepted too', async () => {
      const { repository } = await setup();
      const file = pdfFile('brochure.pdf');
      const material = await repository.addMaterial(
        { ...newMaterial, visibility: 'Public', stream: 'Any', class: 'Any' },
        { name: file.name, type: file.type, bytes: file },
      );
      expect(await bytesOf((await repository.getMaterialFile(material.id))!.bytes)).toEqual(
        await bytesOf(file),
      );
    });

    test('deleting a material removes its record and its file', async () => {
      const { repository, clock } = await setup();
      const kept = await repository.addMaterial(newMaterial, pdfFile('kept.pdf'));
      clock.advanceMinutes(1);
      const deleted = await repository.addMaterial(newMaterial, pdfFile('deleted.pdf'));
      expect((await repository.listMaterials()).map((material) => material.id)).toEqual([
        deleted.id,
        kept.id,
      ]);
      await repository.deleteMaterial(deleted.id);
      expect(await repository.listMaterials()).toEqual([kept]);
      expect(await repository.getMaterialFile(deleted.id)).toBeUndefined();
      expect(await repository.getMaterialFile(kept.id)).toBeDefined();
      await repository.deleteMaterial(deleted.id); // already gone: not an error
    });
  });

  describe(`${name}: schools, notifications and settings`, () => {
    test('schools are added, read and updated; unknown or invalid ones are refused', async () => {
      const { repository } = await setup({ schools: [school] });
      const { id: _id, ...fields } = school;
      const added = await repository.addSchool({ ...fields, name: 'Kendriya Vidyalaya, Kota' });
      expect(added.id).toMatch(idPattern);
      expect(await repository.getSchool(added.id)).toEqual(added);
      const updated = await repository.updateSchool({ ...school, principalName: 'Mrs. A. Kapoor' });
      expect(await repository.listSchools()).toEqual([updated, added]);
      expect(await repository.getSchool('gone')).toBeUndefined();
      expect(await rejection(repository.updateSchool({ ...school, id: 'gone' }))).toBeInstanceOf(
        NotFoundError,
      );
      expect(
        await rejection(repository.addSchool({ ...fields, contactEmail: 'principal' })),
      ).toBeInstanceOf(DataValidationError);
    });

    test('school names are unique ignoring case and spaces: a near-duplicate is refused beside the name', async () => {
      const kvJaipur = { ...school, id: 'school-kv', name: 'Kendriya Vidyalaya, Jaipur' };
      const { repository } = await setup({ schools: [school, kvJaipur] });
      const { id: _id, ...fields } = school;
      const duplicate = [
        { path: 'name', message: 'A school with this name is already registered.' },
      ];
      for (const name of ['Kendriya Vidyalaya, Jaipur ', '  kendriya  VIDYALAYA, jaipur']) {
        const error = await rejection(repository.addSchool({ ...fields, name }));
        expect(error).toBeInstanceOf(DataValidationError);
        expect((error as DataValidationError).issues).toEqual(duplicate);
      }
      const renamed = await rejection(
        repository.updateSchool({ ...school, name: 'KENDRIYA VIDYALAYA, JAIPUR' }),
      );
      expect((renamed as DataValidationError).issues).toEqual(duplicate);
      expect(await repository.listSchools()).toEqual([school, kvJaipur]);
      // A school may respell its own name; a name no other school has is free.
      const respelt = await repository.updateSchool({
        ...kvJaipur,
        name: 'Kendriya Vidyalaya,  JAIPUR',
      });
      expect(respelt.name).toBe('Kendriya Vidyalaya,  JAIPUR');
      const kota = await repository.addSchool({ ...fields, name: 'Kendriya Vidyalaya, Kota' });
      expect(await repository.listSchools()).toEqual([school, respelt, kota]);
    });

    test('adding or renaming a school links the unlinked candidates its name names, and moves no one', async () => {
      const unlinked = storedCandidate('STSE0001', { schoolName: 'modern  SCHOOL,\u00a0kota' });
      const elsewhere = storedCandidate('STSE0002', {
        schoolName: 'Modern School, Kota',
        schoolId: school.id,
      });
      const otherName = storedCandidate('STSE0003', { schoolName: 'Modern School Kota' });
      const forRename = storedCandidate('STSE0004', { schoolName: 'kendriya vidyalaya, KOTA' });
      const { repository, changes } = await setup({
        schools: [school],
        stseCandidates: [unlinked, elsewhere, otherName, forRename],
      });
      const ids = async (schoolId: string) =>
        (await repository.queryCandidates({ schoolId, page: 1, pageSize: 25 })).rows
          .map((candidate) => candidate.id)
          .sort();
      const { id: _id, ...fields } = school;

      const modern = await repository.addSchool({ ...fields, name: 'Modern School, Kota' });
      expect(await ids(modern.id)).toEqual([unlinked.id]);
      expect(await repository.getCandidate(unlinked.id)).toEqual({
        ...unlinked,
        schoolId: modern.id,
      });
      expect(changes.mock.calls.flat()).toContain('stseCandidates');
      // Linked to another school already: stays there; another name (punctuation) is not linked.
      expect(await ids(school.id)).toEqual([elsewhere.id]);
      expect(await repository.getCandidate(otherName.id)).toEqual(otherName);

      // A rename links those of the new name; those linked before stay.
      const renamed = await repository.updateSchool({
        ...school,
        name: 'Kendriya Vidyalaya, Kota',
      });
      expect(await ids(school.id)).toEqual([elsewhere.id, forRename.id].sort());
      expect(await repository.getCandidate(forRename.id)).toEqual({
        ...forRename,
        schoolId: renamed.id,
      });
      expect(await ids(modern.id)).toEqual([unlinked.id]);
    });

    test('schools that shared a name before names were unique keep it and can still be edited', async () => {
      const twin = { ...school, id: 'school-dps-twin', name: 'delhi public  school, NOIDA' };
      const { repository } = await setup({ schools: [school, twin] });
      const edited = await repository.updateSchool({ ...twin, principalName: 'Mr. R. Sen' });
      expect(edited).toEqual({ ...twin, principalName: 'Mr. R. Sen' });
      expect(await repository.updateSchool({ ...school, city: 'Greater Noida' })).toEqual({
        ...school,
        city: 'Greater Noida',
      });
      const { id: _id, ...fields } = school;
      expect(
        ((await rejection(repository.addSchool(fields))) as DataValidationError).issues,
      ).toEqual([{ path: 'name', message: 'A school with this name is already registered.' }]);
      // Renamed apart, each is one school again.
      const apart = await repository.updateSchool({
        ...twin,
        name: 'Delhi Public School, Sector 122',
      });
      expect(apart.name).toBe('Delhi Public School, Sector 122');
    });

    test('a notification dated after today is scheduled; the list shows the newest date first', async () => {
      const { repository } = await setup();
      const today = await repository.addNotification({
        title: 'Today',
        details: 'Now.',
        date: TODAY,
      });
      const later = await repository.addNotification({
        title: 'Later',
        details: 'Soon.',
        date: '2026-11-23',
      });
      const earlier = await repository.addNotification({
        title: 'Earlier',
        details: 'Past.',
        date: '2026-11-01',
      });
      expect([today.isScheduled, later.isScheduled, earlier.isScheduled]).toEqual([
        false,
        true,
        false,
      ]);
      expect((await repository.listNotifications()).map((item) => item.title)).toEqual([
        'Later',
        'Today',
        'Earlier',
      ]);
      expect(
        await rejection(
          repository.addNotification({ title: 'X', details: 'Y', date: '2026-02-30' }),
        ),
      ).toBeInstanceOf(DataValidationError);
    });

    test('a notification keeps its Hindi version; half a Hindi version is refused', async () => {
      const { repository } = await setup();
      const bilingual = await repository.addNotification({
        title: 'Holiday on Friday',
        details: 'Classes resume on Monday.',
        titleHi: 'शुक्रवार को छुट्टी',
        detailsHi: 'कक्षाएँ सोमवार से फिर शुरू होंगी।',
        date: TODAY,
      });
      expect(await repository.listNotifications()).toEqual([bilingual]);
      expect(bilingual).toMatchObject({
        titleHi: 'शुक्रवार को छुट्टी',
        detailsHi: 'कक्षाएँ सोमवार से फिर शुरू होंगी।',
      });
      const half = (await rejection(
        repository.addNotification({
          title: 'Exam',
          details: 'On Sunday.',
          titleHi: 'परीक्षा',
          detailsHi: '  ',
          date: TODAY,
        }),
      )) as DataValidationError;
      expect(half.issues).toEqual([
        {
          path: 'detailsHi',
          message: 'Write the Hindi details as well, or clear the Hindi title.',
        },
      ]);
      expect(await repository.listNotifications()).toEqual([bilingual]);
    });

    test('settings are the defaults until replaced; invalid settings are refused', async () => {
      const { repository, changes } = await setup();
      expect(await repository.getSettings()).toEqual(DEFAULT_SETTINGS);
      const replacement = {
        stse: { ...DEFAULT_SETTINGS.stse, rollNoPrefix: 'STSE25', examCenters: ['Online'] },
      };
      const stored = { ...DEFAULT_SETTINGS, ...replacement };
      expect(await repository.replaceSettings(replacement)).toEqual(stored);
      expect(await repository.getSettings()).toEqual(stored);
      expect(changes.mock.calls).toEqual([['settings'], ['auditLog']]);
      const error = await rejection(
        repository.replaceSettings({ stse: { ...replacement.stse, rollNoPrefix: 'ST SE' } }),
      );
      expect((error as DataValidationError).issues).toEqual([
        {
          path: 'stse.rollNoPrefix',
          message: 'Use only letters, digits and hyphens in the prefix.',
        },
      ]);
      expect(await repository.getSettings()).toEqual(stored);
    });

    test('payee details: each form saves its own section, checked, and the other is kept', async () => {
      const payee = {
        officeNote: 'Fee counter, Kota Main Campus, Monday to Saturday, 9 am to 5 pm',
        upiId: 'sankalpinstitute@sbi',
        upiPayeeName: 'Sankalp Institute',
        bankAccountName: 'Sankalp Institute',
        bankAccountNumber: '12345678901',
        ifsc: ' sbin0001234 ',
        bankName: 'State Bank of India, Kota',
      };
      // Stored before there were payee details: none, so students are told to pay at the office.
      const { repository } = await setup({
        settings: { stse: DEFAULT_SETTINGS.stse } as SeedData['settings'],
      });
      expect((await repository.getSettings()).payee).toEqual(DEFAULT_SETTINGS.payee);
      // No way to pay but the office's, and part payments taken as before the setting existed,
      // from the default smallest part payment up.
      const { partPayments, minimumPartPayment, ...details } = DEFAULT_SETTINGS.payee;
      expect(Object.values(details).every((value) => value === '')).toBe(true);
      expect(partPayments).toBe(true);
      expect(minimumPartPayment).toBe(DEFAULT_MINIMUM_PART_PAYMENT);

      const saved = await repository.replaceSettings({ payee });
      expect(saved.payee).toEqual({
        ...payee,
        ifsc: 'SBIN0001234',
        partPayments: true,
        minimumPartPayment: DEFAULT_MINIMUM_PART_PAYMENT,
      });
      expect(saved.stse).toEqual(DEFAULT_SETTINGS.stse);
      // The STSE form, opened before the payee details were saved, does not put them back.
      await repository.replaceSettings({ stse: { ...DEFAULT_SETTINGS.stse, examYear: 2026 } });
      expect(await repository.getSettings()).toEqual({
        stse: { ...DEFAULT_SETTINGS.stse, examYear: 2026 },
        payee: saved.payee,
        gst: DEFAULT_SETTINGS.gst,
        daily: DEFAULT_SETTINGS.daily,
        admissions: DEFAULT_SETTINGS.admissions,
      });
      // The institute day's section saves alone too.
      const daily = { ...DEFAULT_SETTINGS.daily, warnSchoolHours: true, absenceGraceMinutes: 30 };
      expect((await repository.replaceSettings({ daily })).daily).toEqual(daily);
      expect((await repository.getSettings()).payee).toEqual(saved.payee);

      const refused = await rejection(
        repository.replaceSettings({
          payee: { ...payee, upiId: 'sankalp at sbi', ifsc: 'SBIN1234', bankAccountName: '' },
        }),
      );
      expect((refused as DataValidationError).issues).toEqual([
        { path: 'payee.upiId', message: 'Enter a UPI ID like sankalpinstitute@sbi.' },
        {
          path: 'payee.ifsc',
          message:
            'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
        },
        { path: 'payee.bankAccountName', message: 'Account name is required for a bank transfer.' },
      ]);
      expect((await repository.getSettings()).payee).toEqual(saved.payee);
    });
  });

  describe(`${name}: GST`, () => {
    const GSTIN = '08ABCDE1234F1Z0';
    const registered = { gstin: GSTIN, state: 'Rajasthan' as const };
    const cash = (student: { id: string; rollNo: string }, amount: number, installment = 1) => ({
      studentId: student.id,
      installmentId: `${student.rollNo}-${installment}`,
      amount,
      mode: 'Cash' as const,
      reference: '',
      receivedBy: 'Admin',
    });

    test('the GST registration is its own section: none at first, checked, in capitals', async () => {
      // Stored before there was GST: not registered.
      const { repository } = await setup({
        settings: { stse: DEFAULT_SETTINGS.stse } as SeedData['settings'],
      });
      expect((await repository.getSettings()).gst).toEqual({ gstin: '', state: '' });
      const payee = (await repository.replaceSettings({ payee: { upiId: 'sankalp@sbi' } })).payee;

      const saved = await repository.replaceSettings({
        gst: { gstin: ' 08abcde1234f1z0 ', state: 'Rajasthan' },
      });
      expect(saved.gst).toEqual(registered);
      // The other sections stay as stored, and the next save of another leaves GST alone.
      expect(saved.payee).toEqual(payee);
      await repository.replaceSettings({ stse: DEFAULT_SETTINGS.stse });
      expect((await repository.getSettings()).gst).toEqual(registered);

      const refused = await rejection(
        repository.replaceSettings({ gst: { gstin: '08ABCDE1234F1Z7', state: 'Rajasthan' } }),
      );
      expect((refused as DataValidationError).issues).toEqual([
        {
          path: 'gst.gstin',
          message:
            'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
        },
      ]);
      const wrongState = await rejection(
        repository.replaceSettings({ gst: { gstin: GSTIN, state: 'Maharashtra' } }),
      );
      expect((wrongState as DataValidationError).issues.map((issue) => issue.path)).toEqual([
        'gst.gstin',
      ]);
      expect((await repository.getSettings()).gst).toEqual(registered);
      // Removing the registration: both fields empty.
      expect((await repository.replaceSettings({ gst: { gstin: '', state: '' } })).gst).toEqual({
        gstin: '',
        state: '',
      });
    });

    test('a receipt is a tax invoice from the GSTIN on, fixed at issue, by the student’s state', async () => {
      const local = storedStudent('SANK26120001', { state: 'Rajasthan' });
      const away = storedStudent('SANK26120002', { state: 'Uttar Pradesh' });
      const unknown = storedStudent('SANK26120003');
      const { repository } = await setup({ students: [local, away, unknown] });

      const before = await repository.recordPayment(cash(local, 11800));
      expect(before).not.toHaveProperty('tax');

      await repository.replaceSettings({ gst: registered });
      const intra = await repository.recordPayment(cash(local, 11800));
      expect(intra.tax).toEqual({
        gstin: GSTIN,
        sac: '999293',
        placeOfSupply: 'Rajasthan',
        taxable: 10000,
        cgst: 900,
        sgst: 900,
        igst: 0,
      });
      const inter = await repository.recordPayment(cash(away, 1000));
      expect(inter.tax).toMatchObject({
        placeOfSupply: 'Uttar Pradesh',
        taxable: 847.46,
        cgst: 0,
        sgst: 0,
        igst: 152.54,
      });
      // A student whose record has no state: the place of supply is the institute's state.
      const none = await repository.recordPayment(cash(unknown, 100));
      expect(none.tax).toMatchObject({ placeOfSupply: 'Rajasthan', taxable: 84.76, cgst: 7.62 });

      // Receipts never change after issue: removing the GSTIN leaves the issued ones as they were.
      await repository.replaceSettings({ gst: { gstin: '', state: '' } });
      const after = await repository.recordPayment(cash(local, 100));
      expect(after).not.toHaveProperty('tax');
      expect(await repository.getPayment(intra.id)).toEqual(intra);
      expect(await repository.getPayment(before.id)).toEqual(before);
      // A cancellation keeps the tax the receipt was issued with.
      expect((await repository.cancelPayment(intra.id, 'Entered twice', 'Admin')).tax).toEqual(
        intra.tax,
      );
    });

    test('the GST summary: a row per month, April to March, from valid taxed receipts', async () => {
      const local = storedStudent('SANK26120001', { state: 'Rajasthan' });
      const away = storedStudent('SANK26120002', { state: 'Delhi' });
      // 27 March 2027, 12:00 in India: the last days of financial year 2026-27 (a session lasts a
      // week, so the test stays within one).
      const { repository, clock } = await setup(
        { students: [local, away] },
        new Date('2027-03-27T06:30:00.000Z'),
      );
      const empty = await repository.gstSummary('2026-27');
      expect(empty.map((row) => row.month)).toEqual([
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
        '2026-12',
        '2027-01',
        '2027-02',
        '2027-03',
      ]);
      expect(empty.every((row) => row.receipts === 0 && row.total === 0)).toBe(true);

      await repository.recordPayment(cash(local, 500)); // before GST: not in the summary
      await repository.replaceSettings({ gst: registered });
      await repository.recordPayment(cash(local, 11800));
      await repository.recordPayment(cash(away, 1000));
      const cancelled = await repository.recordPayment(cash(away, 2000));
      await repository.cancelPayment(cancelled.id, 'Cheque bounced', 'Admin');
      // 31 March 23:59 in India is still this year's March; a minute later is April of 2027-28.
      clock.advanceMinutes(
        (Date.parse('2027-03-31T18:29:00.000Z') - clock.now().getTime()) / 60_000,
      );
      await repository.recordPayment(cash(local, 999.99));
      clock.advanceMinutes(1);
      await repository.recordPayment(cash(local, 100, 2));

      const rows = await repository.gstSummary('2026-27');
      expect(rows[11]).toEqual({
        month: '2027-03',
        receipts: 3,
        taxable: 11694.91,
        cgst: 976.27,
        sgst: 976.27,
        igst: 152.54,
        total: 13799.99,
      });
      expect(rows.slice(0, 11).every((row) => row.receipts === 0)).toBe(true);
      expect((await repository.gstSummary('2027-28'))[0]).toEqual({
        month: '2027-04',
        receipts: 1,
        taxable: 84.76,
        cgst: 7.62,
        sgst: 7.62,
        igst: 0,
        total: 100,
      });

      for (const year of ['2026', '2026-28', 'next year']) {
        const refused = await rejection(repository.gstSummary(year));
        expect((refused as DataValidationError).issues).toEqual([
          { path: 'financialYear', message: 'Choose a financial year like 2026-27.' },
        ]);
      }
    });

    test('a credit note gives back its share of the receipt’s tax, and the summary nets it', async () => {
      const local = storedStudent('SANK26120001', { state: 'Rajasthan' });
      const { repository } = await setup({ students: [local] });
      await repository.replaceSettings({ gst: registered });
      const receipt = await repository.recordPayment({
        ...cash(local, 11800),
        mode: 'Online',
        reference: 'pay_TEST0001',
      });
      const refund = await repository.refundPayment(receipt.id, {
        requestId: newRefundRequestId(),
        amount: 5900,
        reason: 'Withdrew from the batch',
      });
      expect(refund.tax).toEqual({
        gstin: GSTIN,
        sac: '999293',
        placeOfSupply: 'Rajasthan',
        taxable: 5000,
        cgst: 450,
        sgst: 450,
        igst: 0,
      });
      const month = (await repository.gstSummary('2026-27')).find((row) => row.receipts > 0);
      expect(month).toMatchObject({
        receipts: 1,
        taxable: 5000,
        cgst: 450,
        sgst: 450,
        total: 5900,
      });
    });
  });

  describe(`${name}: support tickets`, () => {
    const student = storedStudent('SANK26120001');

    test('a new ticket is Open, with the trimmed subject as the student’s first message', async () => {
      const { repository, clock } = await setup({ students: [student] });
      const ticket = await repository.addTicket(student.id, '  Cannot open the formula sheet  ');
      const at = clock.now().toISOString();
      expect(ticket).toEqual({
        id: expect.stringMatching(idPattern),
        studentId: student.id,
        studentName: 'Rahul Sharma',
        subject: 'Cannot open the formula sheet',
        status: 'Open',
        createdAt: at,
        updatedAt: at,
        messages: [
          {
            id: expect.stringMatching(idPattern),
            sender: 'Student',
            text: 'Cannot open the formula sheet',
            timestamp: at,
          },
        ],
      });
      expect(await repository.listTickets()).toEqual([ticket]);
    });

    test('a blank subject or an unknown student opens no ticket', async () => {
      const { repository } = await setup({ students: [student] });
      const blank = await rejection(repository.addTicket(student.id, '   '));
      expect((blank as DataValidationError).issues).toEqual([
        { path: 'subject', message: 'Subject is required.' },
      ]);
      expect(await rejection(repository.addTicket('gone', 'Help'))).toMatchObject({
        name: 'NotFoundError',
        entity: 'student',
      });
      expect(await repository.listTickets()).toEqual([]);
    });

    test('replies append, move updatedAt, and bring the ticket to the top', async () => {
      const { repository, clock } = await setup({ students: [student] });
      const first = await repository.addTicket(student.id, 'First');
      clock.advanceMinutes(1);
      const second = await repository.addTicket(student.id, 'Second');
      clock.advanceMinutes(1);
      const replied = await repository.addMessage(first.id, 'Admin', '  We are on it.  ');
      expect(replied.messages.map(({ sender, text }) => ({ sender, text }))).toEqual([
        { sender: 'Student', text: 'First' },
        { sender: 'Admin', text: 'We are on it.' },
      ]);
      expect(replied.updatedAt).toBe(clock.now().toISOString());
      expect(replied.createdAt).toBe(first.createdAt);
      expect((await repository.listTickets()).map((ticket) => ticket.id)).toEqual([
        first.id,
        second.id,
      ]);
      const blank = await rejection(repository.addMessage(first.id, 'Student', ' \n '));
      expect(blank).toBeInstanceOf(DataValidationError);
      expect(await rejection(repository.addMessage('gone', 'Admin', 'Hi'))).toBeInstanceOf(
        NotFoundError,
      );
    });

    test('a ticket can be closed', async () => {
      const { repository } = await setup({ students: [student] });
      const ticket = await repository.addTicket(student.id, 'Done soon');
      const closed = await repository.setTicketStatus(ticket.id, 'Closed');
      expect(closed.status).toBe('Closed');
      expect((await repository.listTickets())[0]?.status).toBe('Closed');
    });
  });

  describe(`${name}: UPI without a gateway`, () => {
    const student = storedStudent('SANK26120001');
    const utr = '400012345678';
    const first = 'SANK26120001-1';
    const second = 'SANK26120001-2';
    const withUpi = (payee: Partial<SeedData['settings']['payee']> = {}) => ({
      ...DEFAULT_SETTINGS,
      payee: {
        ...DEFAULT_SETTINGS.payee,
        upiId: 'sankalpinstitute@sbi',
        upiPayeeName: 'Sankalp Institute',
        ...payee,
      },
    });

    const priya = storedStudent('SANK26120002', {
      name: 'Priya Verma',
      email: 'priya.verma@example.com',
    });

    /** The student's and the office's calls on one data set (the browser: one session each time). */
    async function upiSetup(seed: Partial<SeedData> = {}) {
      const context = await setup({ students: [student, priya], settings: withUpi(), ...seed });
      const { repository } = context;
      const studentRepositories = new Map<string, Repository>();
      const asStudent = async (record: Student = student) => {
        if (options.student) {
          const signedIn = studentRepositories.get(record.id) ?? (await options.student(record));
          studentRepositories.set(record.id, signedIn);
          return signedIn;
        }
        await repository.setSession({ id: record.id, name: record.name, role: 'student' });
        return repository;
      };
      const asOffice = async () => {
        await repository.setSession(ADMIN_SESSION);
        return repository;
      };
      const pay = async (request: Partial<StudentUpiPayment> = {}) =>
        (await asStudent()).submitUpiPayment({
          studentId: student.id,
          installmentId: first,
          amount: 40000,
          utr,
          ...request,
        });
      /** Priya's own claim, on her first installment. */
      const payAsPriya = async (request: Partial<StudentUpiPayment> = {}) =>
        (await asStudent(priya)).submitUpiPayment({
          studentId: priya.id,
          installmentId: 'SANK26120002-1',
          amount: 40000,
          utr,
          ...request,
        });
      return { ...context, asOffice, asStudent, pay, payAsPriya };
    }

    test('a transfer waits, Awaiting verification; confirmed, it is a UPI receipt and the installment is paid', async () => {
      const { asOffice, pay, clock } = await upiSetup();
      const order = await pay({ utr: ` ${utr} ` });
      expect(order).toEqual({
        id: expect.stringMatching(idPattern),
        method: 'UPI',
        status: 'Awaiting verification',
        studentId: student.id,
        installmentId: first,
        amount: 40000,
        utr,
        createdAt: clock.now().toISOString(),
        updatedAt: clock.now().toISOString(),
      });
      const office = await asOffice();
      expect(await office.listPaymentOrders({ status: 'Awaiting verification' })).toEqual([order]);
      expect((await office.getStudent(student.id))?.feeDetails.installments[0]?.status).not.toBe(
        'Paid',
      );
      clock.advanceMinutes(5);
      const confirmed = await office.confirmUpiPayment(order.id);
      const [payment] = await office.listPayments({ studentId: student.id });
      expect(payment).toMatchObject({
        studentId: student.id,
        installmentId: first,
        amount: 40000,
        mode: 'UPI',
        reference: utr,
        receivedBy: 'Admin',
        status: 'Valid',
        receiptNo: expect.stringMatching(/^SANK\/2026-27\/\d{6}$/),
      });
      expect(confirmed).toEqual({
        ...order,
        status: 'Paid',
        paymentId: payment!.id,
        decidedBy: 'Admin',
        updatedAt: clock.now().toISOString(),
      });
      expect(await office.getPaymentOrder(order.id)).toEqual(confirmed);
      const installment = (await office.getStudent(student.id))?.feeDetails.installments[0];
      expect(installment).toMatchObject({ paidAmount: 40000, status: 'Paid' });
      const audit = await office.listAuditLog({ page: 1, pageSize: 25 });
      expect(audit.rows.map(({ entity, action }) => `${entity} ${action}`)).toEqual(
        expect.arrayContaining(['paymentOrder created', 'payment created', 'paymentOrder updated']),
      );
    });

    test('the office rejects a transfer with a reason the student is shown', async () => {
      const { asOffice, pay } = await upiSetup();
      const order = await pay();
      const office = await asOffice();
      const blank = await rejection(office.rejectUpiPayment(order.id, '  '));
      expect((blank as DataValidationError).issues).toEqual([
        { path: 'reason', message: 'Enter why the payment is rejected.' },
      ]);
      const rejected = await office.rejectUpiPayment(
        order.id,
        ' No credit with this UTR in our account. ',
      );
      expect(rejected).toMatchObject({
        status: 'Rejected',
        reason: 'No credit with this UTR in our account.',
        decidedBy: 'Admin',
      });
      expect(await office.listPayments({ studentId: student.id })).toHaveLength(0);
      expect(await rejection(office.confirmUpiPayment(order.id))).toMatchObject({
        name: 'PaymentRejectedError',
        reason: 'not-awaiting-verification',
      });
      expect(await rejection(office.rejectUpiPayment('gone', 'Why'))).toBeInstanceOf(NotFoundError);
    });

    test('a UTR another student claimed is claimed again: both wait; a confirmed or recorded UTR, or the same student again, is refused', async () => {
      const { asOffice, pay, payAsPriya } = await upiSetup();
      // Rahul typed the UTR from Priya's payment screenshot before she did.
      const squatter = await pay({ amount: 40000 });
      const owner = await payAsPriya();
      expect(owner).toMatchObject({ status: 'Awaiting verification', utr, studentId: priya.id });
      const office = await asOffice();
      const waiting = await office.listPaymentOrders({ status: 'Awaiting verification' });
      expect(waiting.map((order) => order.id).sort()).toEqual([squatter.id, owner.id].sort());
      expect(utrsClaimedTwice(waiting)).toEqual(new Set([utr]));
      // The same student giving the same UTR again (a second installment, or a double click).
      const again = await rejection(pay({ installmentId: second, amount: 1000 }));
      expect((again as DataValidationError).issues).toEqual([
        { path: 'utr', message: UTR_ALREADY_SUBMITTED_MESSAGE },
      ]);
      await office.recordPayment({
        studentId: student.id,
        installmentId: second,
        amount: 500,
        mode: 'UPI',
        reference: '400012345699',
        receivedBy: 'Admin',
      });
      const recorded = await rejection(pay({ amount: 1000, utr: '400012345699' }));
      expect((recorded as DataValidationError).issues).toEqual([
        { path: 'utr', message: UTR_USED_MESSAGE },
      ]);
      // Two submissions of one UTR by one student at once: one claim, the other refused.
      const both = await Promise.allSettled([
        pay({ amount: 1000, utr: '400012345700' }),
        pay({ installmentId: second, amount: 1000, utr: '400012345700' }),
      ]);
      expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = both.find((outcome) => outcome.status === 'rejected');
      expect((refused?.reason as DataValidationError).issues).toEqual([
        { path: 'utr', message: UTR_ALREADY_SUBMITTED_MESSAGE },
      ]);
      expect(await (await asOffice()).listPaymentOrders()).toHaveLength(3);
    });

    test('confirming one claim of a UTR rejects the others with a reason their student sees; the UTR is then used', async () => {
      const { asOffice, asStudent, pay, payAsPriya, clock } = await upiSetup();
      const squatter = await pay();
      const owner = await payAsPriya();
      clock.advanceMinutes(5);
      const office = await asOffice();
      const confirmed = await office.confirmUpiPayment(owner.id);
      expect(confirmed.status).toBe('Paid');
      const rejected = {
        ...squatter,
        status: 'Rejected',
        reason: UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
        decidedBy: 'Admin',
        updatedAt: clock.now().toISOString(),
      };
      expect(await office.getPaymentOrder(squatter.id)).toEqual(rejected);
      expect(await office.listPayments({ studentId: student.id })).toHaveLength(0);
      expect(await office.listPayments({ studentId: priya.id })).toHaveLength(1);
      expect(await (await asStudent()).listPaymentOrders({ studentId: student.id })).toEqual([
        rejected,
      ]);
      const late = await rejection(pay({ installmentId: second, amount: 1000 }));
      expect((late as DataValidationError).issues).toEqual([
        { path: 'utr', message: UTR_USED_MESSAGE },
      ]);
    });

    test('two claims of one UTR confirmed at once: one payment, the other claim rejected', async () => {
      const { asOffice, pay, payAsPriya } = await upiSetup();
      const squatter = await pay();
      const owner = await payAsPriya();
      const office = await asOffice();
      const both = await Promise.allSettled([
        office.confirmUpiPayment(squatter.id),
        office.confirmUpiPayment(owner.id),
      ]);
      expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = both.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ reason: 'not-awaiting-verification' });
      const orders = await office.listPaymentOrders();
      expect(orders.map((order) => order.status).sort()).toEqual(['Paid', 'Rejected']);
      const payments = [
        ...(await office.listPayments({ studentId: student.id })),
        ...(await office.listPayments({ studentId: priya.id })),
      ];
      expect(payments).toHaveLength(1);
    });

    test(`at most ${MAX_WAITING_UPI_CLAIMS} of a student's UPI claims wait at once`, async () => {
      const { asOffice, pay } = await upiSetup();
      const claims = [];
      for (const utr of ['400000000001', '400000000002', '400000000003']) {
        claims.push(await pay({ amount: 1000, utr }));
      }
      const fourth = await rejection(pay({ amount: 1000, utr: '400000000004' }));
      expect(fourth).toBeInstanceOf(DataValidationError);
      expect((fourth as DataValidationError).issues).toEqual([
        { path: '', message: TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE },
      ]);
      await (await asOffice()).rejectUpiPayment(claims[0]!.id, 'Not in our account.');
      expect(await pay({ amount: 1000, utr: '400000000004' })).toMatchObject({
        status: 'Awaiting verification',
      });
    });

    test('what a UTR must look like, and what the institute takes', async () => {
      const { pay } = await upiSetup();
      const short = await rejection(pay({ utr: '12345' }));
      expect((short as DataValidationError).issues).toEqual([
        { path: 'utr', message: UTR_MESSAGE },
      ]);
      expect(await rejection(pay({ amount: 50000 }))).toMatchObject({
        name: 'PaymentRejectedError',
        reason: 'over-limit',
      });
      const none = await upiSetup({ settings: DEFAULT_SETTINGS });
      expect(await rejection(none.pay())).toBeInstanceOf(DataValidationError);
    });

    test("a part payment below the institute's minimum is refused; all that remains is taken, however little", async () => {
      const { pay } = await upiSetup({ settings: withUpi({ minimumPartPayment: 5000 }) });
      expect(await rejection(pay({ amount: 4999 }))).toMatchObject({
        name: 'PaymentRejectedError',
        reason: 'below-minimum',
        message: minimumPartPaymentMessage(5000, 40000),
      });
      expect(await pay({ amount: 5000 })).toMatchObject({ amount: 5000 });
      const little = storedStudent('SANK26120001');
      little.feeDetails.installments[0]!.paidAmount = 38000;
      const { pay: payRest } = await upiSetup({
        students: [little, priya],
        settings: withUpi({ minimumPartPayment: 5000 }),
      });
      expect(await payRest({ amount: 2000 })).toMatchObject({ amount: 2000 });
    });

    test('part payments are refused when the institute takes none; the rest in full is taken', async () => {
      const { pay } = await upiSetup({ settings: withUpi({ partPayments: false }) });
      expect(await rejection(pay({ amount: 1000 }))).toMatchObject({
        name: 'PaymentRejectedError',
        reason: 'part-payment',
      });
      expect(await pay()).toMatchObject({ status: 'Awaiting verification', amount: 40000 });
    });

    test('two confirmations at once record one payment; a paid installment leaves the transfer waiting', async () => {
      const { asOffice, pay } = await upiSetup();
      const order = await pay();
      const later = await pay({ installmentId: second, utr: '400012345679' });
      const office = await asOffice();
      const both = await Promise.allSettled([
        office.confirmUpiPayment(order.id),
        office.confirmUpiPayment(order.id),
      ]);
      expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await office.listPayments({ studentId: student.id })).toHaveLength(1);
      // The office took the second installment at the counter meanwhile.
      await office.recordPayment({
        studentId: student.id,
        installmentId: second,
        amount: 40000,
        mode: 'Cash',
        reference: '',
        receivedBy: 'Admin',
      });
      expect(await rejection(office.confirmUpiPayment(later.id))).toMatchObject({
        name: 'PaymentRejectedError',
        message: ALREADY_PAID_MESSAGE,
      });
      expect((await office.getPaymentOrder(later.id))?.status).toBe('Awaiting verification');
      expect(await office.listPayments({ studentId: student.id })).toHaveLength(2);
    });
  });

  describe(`${name}: backup and restore`, () => {
    const material = {
      title: 'Backup notes',
      description: 'Kept in the backup.',
      visibility: 'Public',
      stream: 'Medical',
      class: '11',
    } as const;

    async function filledRepository() {
      const made = await setup({
        students: [storedStudent('SANK26120001')],
        stseCandidates: [storedCandidate('STSE0001'), storedCandidate('STSE0002')],
        schools: [school],
      });
      await made.repository.addMaterial(material, pdfFile('backup.pdf', 'application/pdf', 200));
      await made.repository.addTicket('student-SANK26120001', 'Fee receipt');
      await made.repository.addNotification({ title: 'Exam', details: 'On Sunday', date: TODAY });
      return made;
    }

    test('the record counts are what an export would count, without exporting', async () => {
      const { repository } = await filledRepository();
      const counts = {
        students: 1,
        stseCandidates: 2,
        materials: 1,
        files: 1,
        schools: 1,
        branches: 0,
        batches: 0,
        enrolments: 0,
        slots: 0,
        classSessions: 0,
        holidays: 0,
        registers: 0,
        parentLinks: 0,
        enquiries: 0,
        supportTickets: 1,
        notifications: 1,
        payments: 0,
        settings: 1,
      };
      expect(await repository.countRecords()).toEqual(counts);

      // The registrant is someone to admit: an enquiry too.
      await repository.addCandidate(newCandidate());
      expect(await repository.countRecords()).toEqual({
        ...counts,
        stseCandidates: 3,
        enquiries: 1,
      });
    });

    test('an export restored into another store brings back every record and file', async () => {
      const { repository: source } = await filledRepository();
      const backup = await source.exportBackup();
      expect(backup.exportedAt).toBe(START.toISOString());

      const { repository: target, changes } = await setup({
        stseCandidates: [storedCandidate('STSE0099')],
      });
      const replaced = await target.addMaterial(material, pdfFile('old.pdf'));
      changes.mockClear();
      await target.importBackup(backup);

      expect(await allStudents(target)).toEqual(await allStudents(source));
      expect(await allCandidates(target)).toEqual(await allCandidates(source));
      expect(await target.listSchools()).toEqual(await source.listSchools());
      expect(await target.listTickets()).toEqual(await source.listTickets());
      expect(await target.listNotifications()).toEqual(await source.listNotifications());
      expect(await target.getSettings()).toEqual(await source.getSettings());
      const [restored] = await target.listMaterials();
      expect(await target.listMaterials()).toEqual(await source.listMaterials());
      const file = await target.getMaterialFile(restored!.id);
      expect(file?.name).toBe('backup.pdf');
      expect(await bytesOf(file!.bytes)).toEqual(
        await bytesOf(pdfFile('backup.pdf', 'application/pdf', 200)),
      );
      // The material the backup does not hold is gone, with its file.
      expect(await target.getMaterialFile(replaced.id)).toBeUndefined();
      expect(new Set(changes.mock.calls.map(([key]) => key))).toEqual(
        new Set([...Object.keys(backup.collections), 'issuedNumbers']),
      );
    });

    test('a backup with one invalid record is refused and nothing changes', async () => {
      const { repository: source } = await filledRepository();
      const backup = await source.exportBackup();
      const { repository: target, changes } = await setup({
        stseCandidates: [storedCandidate('STSE0099')],
      });
      const kept = await target.addMaterial(material, pdfFile('kept.pdf'));
      changes.mockClear();
      const broken = {
        ...backup,
        collections: {
          ...backup.collections,
          students: [{ ...backup.collections.students[0]!, mobile: '12' }],
        },
      };

      const error = await rejection(target.importBackup(broken));
      expect(error).toBeInstanceOf(DataValidationError);
      expect(await allCandidates(target)).toEqual([storedCandidate('STSE0099')]);
      expect(await allStudents(target)).toEqual([]);
      expect(await target.listMaterials()).toEqual([kept]);
      expect(await target.getMaterialFile(kept.id)).toBeDefined();
      expect(changes).not.toHaveBeenCalled();
    });

    test('a file that belongs to no material, or is not a PDF, is refused', async () => {
      const { repository } = await filledRepository();
      const backup = await repository.exportBackup();
      const stray = {
        ...backup,
        files: { ...backup.files, nobody: backup.files[backup.collections.materials[0]!.id]! },
      };
      expect(await rejection(repository.importBackup(stray))).toBeInstanceOf(DataValidationError);
      const materialId = backup.collections.materials[0]!.id;
      const notPdf = {
        ...backup,
        files: {
          [materialId]: { name: 'notes.docx', type: 'application/msword', bytes: new Blob(['x']) },
        },
      };
      expect(await rejection(repository.importBackup(notPdf))).toBeInstanceOf(DataValidationError);
      expect(await allCandidates(repository)).toHaveLength(2);
    });
  });

  describe(`${name}: session and change feed`, () => {
    test('the session is empty, set, read back and cleared', async () => {
      const { repository } = await setup();
      const user: SessionUser = { id: 'student-1', name: 'Rahul Sharma', role: 'student' };
      expect(await repository.getSession()).toBeNull();
      await repository.setSession(user);
      expect(await repository.getSession()).toEqual(user);
      await repository.clearSession();
      expect(await repository.getSession()).toBeNull();
      expect(
        await rejection(
          repository.setSession({ ...user, role: 'teacher' } as unknown as SessionUser),
        ),
      ).toBeInstanceOf(DataValidationError);
    });

    test('listeners hear which collection changed, until they unsubscribe', async () => {
      const { repository } = await setup({ students: [storedStudent('SANK26120001')] });
      const listener = vi.fn();
      const unsubscribe = repository.subscribe(listener);
      await repository.addCandidate(newCandidate());
      await repository.addTicket('student-SANK26120001', 'Hello');
      await repository.addNotification({ title: 'T', details: 'D', date: TODAY });
      expect(listener.mock.calls).toEqual([
        ['stseCandidates'],
        ['enquiries'],
        ['auditLog'],
        ['supportTickets'],
        ['auditLog'],
        ['notifications'],
        ['auditLog'],
      ]);
      unsubscribe();
      await repository.addSchool({ ...school, name: 'Another school' });
      expect(listener).toHaveBeenCalledTimes(7);
    });

    test('records handed out cannot be changed in place', async () => {
      const { repository } = await setup({ stseCandidates: [storedCandidate('STSE0001')] });
      const [candidate] = await allCandidates(repository);
      expect(() => {
        (candidate as { name: string }).name = 'Changed';
      }).toThrow(TypeError);
      expect((await allCandidates(repository))[0]?.name).toBe('Aarav Gupta');
    });

    test('nothing was set aside in a healthy store', async () => {
      const { repository } = await setup();
      await allStudents(repository);
      expect(repository.recoveredKeys()).toEqual([]);
    });
  });

  runQueryContract(name, makeRepository);
  runExamTakingContract(name, makeRepository, {
    visitor: visitorOf,
    ...(options.student ? { student: options.student } : {}),
  });

  runExamResultsContract(name, makeRepository, options);
  runExamBankContract(name, makeRepository);
  runBranchesContract(name, makeRepository);

  describe(`${name}: messages`, () => {
    /** A message of the outbox as the worker leaves it; START is 12:00 on 22 Nov in India. */
    const message = (id: string, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
      id,
      channel: 'email',
      recipient: 'riya@example.com',
      template: 'password-reset',
      language: 'en',
      variables: { name: 'Riya', link: 'https://portal.example/reset#secret' },
      dedupeKey: `reset:${id}:email`,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      createdAt: START.toISOString(),
      sentAt: START.toISOString(),
      attemptLog: [{ at: START.toISOString(), outcome: 'sent', error: null }],
      ...overrides,
    });
    const minutesBefore = (minutes: number) =>
      new Date(START.getTime() - minutes * 60_000).toISOString();
    const failed = message('message-failed', {
      channel: 'sms',
      recipient: '9876543210',
      template: 'fee-reminder-due',
      variables: { name: 'Riya', amount: '40,000' },
      status: 'failed',
      attempts: 2,
      sentAt: null,
      nextAttemptAt: START.toISOString(),
      lastError: 'Provider answered 503',
      createdAt: minutesBefore(60),
      attemptLog: [
        { at: minutesBefore(60), outcome: 'failed', error: 'Provider answered 500' },
        { at: minutesBefore(59), outcome: 'failed', error: 'Provider answered 503' },
      ],
    });
    const hidden = { name: 'Riya', link: HIDDEN_VARIABLE };

    async function adminSetup(seed: Partial<SeedData> = {}) {
      const context = await setup(seed);
      await context.repository.setSession(ADMIN_SESSION);
      return context;
    }

    test('the outbox: newest first, 50 a page, filtered by channel, status, template and India days; links hidden', async () => {
      const many = Array.from({ length: 53 }, (_, index) =>
        message(`message-${String(index).padStart(3, '0')}`, { createdAt: minutesBefore(index) }),
      );
      const { repository } = await adminSetup({ outbox: [failed, ...many] });
      const first = await repository.listMessages();
      expect(first.total).toBe(54);
      expect(first.rows).toHaveLength(50);
      expect(first.rows[0]).toEqual({ ...many[0], variables: hidden });
      const second = await repository.listMessages({ page: 2 });
      expect(second.rows.map((row) => row.id)).toEqual([
        'message-050',
        'message-051',
        'message-052',
        'message-failed',
      ]);
      const filtered = await repository.listMessages({
        channel: 'sms',
        status: 'failed',
        template: 'fee-reminder-due',
      });
      expect(filtered).toEqual({ total: 1, rows: [failed] });
      expect(await repository.listMessages({ channel: 'whatsapp' })).toEqual({
        total: 0,
        rows: [],
      });
    });

    test('the days are India’s: 00:30 on 22 Nov is the 22nd, 23:30 on the 21st is not', async () => {
      const lateOn21st = message('late-21st', { createdAt: '2026-11-21T18:00:00.000Z' });
      const earlyOn22nd = message('early-22nd', { createdAt: '2026-11-21T19:00:00.000Z' });
      const { repository } = await adminSetup({ outbox: [lateOn21st, earlyOn22nd] });
      const on22nd = await repository.listMessages({ from: '2026-11-22', to: '2026-11-22' });
      expect(on22nd.rows.map((row) => row.id)).toEqual(['early-22nd']);
      const to21st = await repository.listMessages({ to: '2026-11-21' });
      expect(to21st.rows.map((row) => row.id)).toEqual(['late-21st']);
    });

    test('one message with its attempts, its link hidden; an unknown id is none', async () => {
      const reset = message('message-reset');
      const { repository } = await adminSetup({ outbox: [reset, failed] });
      expect(await repository.getMessage(reset.id)).toEqual({ ...reset, variables: hidden });
      expect(await repository.getMessage(failed.id)).toEqual(failed);
      expect(await repository.getMessage('NoSuchMessage000')).toBeUndefined();
    });

    test('Retry queues a failed, given-up or not-sent message for now, its tries counted afresh; a sent or queued one is refused', async () => {
      const gaveUp = message('message-gave-up', { status: 'gave-up', attempts: 6, sentAt: null });
      const notSent = message('message-not-sent', {
        status: 'not-sent',
        attempts: 0,
        sentAt: null,
        lastError: 'Not sent: channel not set up',
        attemptLog: [],
      });
      const queued = message('message-queued', { status: 'queued', sentAt: null, attempts: 0 });
      const sent = message('message-sent');
      const { repository, clock, changes } = await adminSetup({
        outbox: [failed, gaveUp, notSent, queued, sent],
      });
      clock.advanceMinutes(10);
      const retried = await repository.retryMessage(failed.id);
      expect(retried).toEqual({
        ...failed,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: clock.now().toISOString(),
      });
      expect(await repository.getMessage(failed.id)).toEqual(retried);
      expect(changes).toHaveBeenCalledWith('outbox');
      expect((await repository.retryMessage(gaveUp.id)).status).toBe('queued');
      expect((await repository.retryMessage(notSent.id)).status).toBe('queued');
      for (const [refused, reason] of [
        [sent, 'This message was sent; it is not sent again.'],
        [queued, 'This message is already waiting to be sent.'],
      ] as const) {
        expect(await rejection(repository.retryMessage(refused.id))).toMatchObject({
          issues: [{ path: 'status', message: reason }],
        });
        expect(await repository.getMessage(refused.id)).toEqual({
          ...refused,
          variables: hidden,
        });
      }
      expect(await rejection(repository.retryMessage('NoSuchMessage000'))).toBeInstanceOf(
        NotFoundError,
      );
    });

    test('counts per day: the last 14 India days, newest first, by status', async () => {
      const { repository } = await adminSetup({
        outbox: [
          message('today-sent'),
          failed,
          message('yesterday', { createdAt: minutesBefore(24 * 60), status: 'not-sent' }),
          // 00:30 on 9 Nov in India: the 14th day back, counted; the day before is not.
          message('first-day', { createdAt: '2026-11-08T19:00:00.000Z', status: 'gave-up' }),
          message('too-old', { createdAt: '2026-11-08T18:00:00.000Z' }),
        ],
      });
      const days = await repository.messageCountsByDay();
      expect(days).toHaveLength(14);
      expect(days.map((day) => day.day).slice(0, 2)).toEqual(['2026-11-22', '2026-11-21']);
      expect(days[0]!.counts).toEqual({
        queued: 0,
        sending: 0,
        sent: 1,
        failed: 1,
        'gave-up': 0,
        'not-sent': 0,
      });
      expect(days[1]!.counts['not-sent']).toBe(1);
      expect(days[13]).toMatchObject({ day: '2026-11-09', counts: { 'gave-up': 1, sent: 0 } });
    });

    test('templates: the portal’s text until the admin saves one; a save is audited; a bad edit is refused by field', async () => {
      const { repository, clock, changes } = await adminSetup();
      const templates = await repository.listMessageTemplates();
      expect(templates).toHaveLength(TEMPLATE_KEYS.length * 3 * 2);
      const original = defaultTemplate('password-reset', 'email');
      expect(templates).toContainEqual(original);
      const edit = templateEditOf(original);
      const saved = await repository.saveMessageTemplate('password-reset', 'email', 'en', {
        ...edit,
        subject: 'Your new password link',
      });
      expect(saved).toEqual({
        ...original,
        subject: 'Your new password link',
        updatedAt: clock.now().toISOString(),
      });
      expect(await repository.listMessageTemplates()).toContainEqual(saved);
      expect(changes).toHaveBeenCalledWith('messageTemplates');
      const [entry] = (await repository.listAuditLog({ page: 1, pageSize: 25 })).rows;
      expect(entry).toMatchObject({
        entity: 'messageTemplate',
        entityId: 'password-reset/email/en',
        action: 'updated',
        changes: [{ field: 'subject', before: original.subject, after: 'Your new password link' }],
      });
      const unknownVariable = await rejection(
        repository.saveMessageTemplate('password-reset', 'email', 'en', {
          ...edit,
          body: 'Your roll number is {{rollNo}}',
        }),
      );
      expect(unknownVariable).toBeInstanceOf(DataValidationError);
      expect(unknownVariable).toMatchObject({
        issues: [{ path: 'body', message: expect.stringContaining('{{rollNo}} cannot be used') }],
      });
      const sms = defaultTemplate('fee-reminder-due', 'sms');
      const badDltId = await rejection(
        repository.saveMessageTemplate('fee-reminder-due', 'sms', 'en', {
          ...sms,
          dltTemplateId: '12345',
        }),
      );
      expect(badDltId).toMatchObject({
        issues: [{ path: 'dltTemplateId', message: 'A DLT template id is 19 digits.' }],
      });
      expect(await repository.listMessageTemplates()).toContainEqual(sms);
    });

    test('templates: the Hindi version is its own, with its own DLT id, and the English one stays', async () => {
      const { repository, clock } = await adminSetup();
      const hindi = defaultTemplate('fee-reminder-due', 'sms', 'hi');
      expect(await repository.listMessageTemplates()).toContainEqual(hindi);
      expect(hindi.body).toContain('फ़ीस');
      const edit = templateEditOf(hindi);
      const saved = await repository.saveMessageTemplate('fee-reminder-due', 'sms', 'hi', {
        ...edit,
        dltTemplateId: '1107160000000000099',
      });
      expect(saved).toEqual({
        ...hindi,
        dltTemplateId: '1107160000000000099',
        updatedAt: clock.now().toISOString(),
      });
      const templates = await repository.listMessageTemplates();
      expect(templates).toContainEqual(saved);
      expect(templates).toContainEqual(defaultTemplate('fee-reminder-due', 'sms', 'en'));
      const [entry] = (await repository.listAuditLog({ page: 1, pageSize: 25 })).rows;
      expect(entry).toMatchObject({ entityId: 'fee-reminder-due/sms/hi' });
    });

    test('channels: none set up here, each with its last message sent', async () => {
      const earlier = message('earlier', { sentAt: minutesBefore(90) });
      const { repository } = await adminSetup({
        outbox: [earlier, message('latest'), failed],
      });
      expect(await repository.getMessageChannels()).toEqual([
        { channel: 'email', setUp: false, lastSuccessAt: START.toISOString() },
        { channel: 'sms', setUp: false, lastSuccessAt: null },
        { channel: 'whatsapp', setUp: false, lastSuccessAt: null },
      ]);
    });

    test('a student’s channels: SMS by default; WhatsApp’s opt-in recorded once, cleared when turned off', async () => {
      const student = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [student] });
      const mine = options.student
        ? await options.student(student)
        : (await repository.setSession({ id: student.id, name: student.name, role: 'student' }),
          repository);
      expect(await mine.getMyMessagePreferences()).toEqual(DEFAULT_MESSAGE_PREFERENCES);
      const optedIn = await mine.saveMyMessagePreferences({ sms: false, whatsapp: true });
      expect(optedIn).toEqual({
        sms: false,
        whatsapp: true,
        whatsappOptInAt: clock.now().toISOString(),
      });
      clock.advanceMinutes(30);
      expect(await mine.saveMyMessagePreferences({ sms: true, whatsapp: true })).toEqual({
        ...optedIn,
        sms: true,
      });
      expect(await mine.getMyMessagePreferences()).toEqual({ ...optedIn, sms: true });
      const off = await mine.saveMyMessagePreferences({ sms: true, whatsapp: false });
      expect(off).toEqual({ sms: true, whatsapp: false, whatsappOptInAt: null });
      expect(await mine.getMyMessagePreferences()).toEqual(off);
    });
  });

  describe(`${name}: the audit log`, () => {
    const firstPage = { page: 1, pageSize: 25 };
    const cash = (studentId: string, amount: number) => ({
      studentId,
      installmentId: 'SANK26120001-1',
      amount,
      mode: 'Cash' as const,
      reference: '',
      receivedBy: 'Admin',
    });

    async function signedInSetup() {
      const stored = storedStudent('SANK26120001');
      const context = await setup({ students: [stored] });
      await context.repository.setSession(ADMIN_SESSION);
      return { ...context, stored };
    }

    test('a payment writes one entry: the admin created the payment, with its fields', async () => {
      const { repository, stored, clock } = await signedInSetup();
      const payment = await repository.recordPayment(cash(stored.id, 15000));
      const log = await repository.listAuditLog(firstPage);
      expect(log).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      const [entry] = log.rows;
      expect(entry).toMatchObject({
        at: clock.now().toISOString(),
        actor: { name: 'Admin', role: 'admin' },
        entity: 'payment',
        entityId: payment.id,
        studentId: stored.id,
        action: 'created',
      });
      expect(entry!.changes).toContainEqual({ field: 'amount', before: null, after: 15000 });
      expect(entry!.changes).toContainEqual({
        field: 'receiptNo',
        before: null,
        after: 'SANK/2026-27/000001',
      });
      expect(entry!.changes.map((change) => change.field)).not.toContain('id');
    });

    test('a receipt cancellation writes one entry with the status, reason and who', async () => {
      const { repository, stored, clock } = await signedInSetup();
      const payment = await repository.recordPayment(cash(stored.id, 15000));
      clock.advanceMinutes(10);
      await repository.cancelPayment(payment.id, 'Entered twice', 'Admin');
      const log = await repository.listAuditLog(firstPage);
      expect(log.total).toBe(2);
      const [entry] = log.rows;
      expect(entry).toMatchObject({
        at: clock.now().toISOString(),
        actor: { name: 'Admin', role: 'admin' },
        entity: 'payment',
        entityId: payment.id,
        studentId: stored.id,
        action: 'cancelled',
      });
      expect(entry!.changes).toEqual([
        {
          field: 'cancellation',
          before: null,
          after: { reason: 'Entered twice', by: 'Admin', at: clock.now().toISOString() },
        },
        { field: 'status', before: 'Valid', after: 'Cancelled' },
      ]);
    });

    test('a student edit writes one entry with only the changed fields', async () => {
      const { repository, stored } = await signedInSetup();
      await repository.updateStudent(stored.id, {
        name: stored.name,
        email: stored.email,
        mobile: '9000000001',
        guardianName: stored.guardianName,
      });
      const { rows, total } = await repository.listAuditLog(firstPage);
      expect(total).toBe(1);
      expect(rows[0]).toMatchObject({
        actor: { name: 'Admin', role: 'admin' },
        entity: 'student',
        entityId: stored.id,
        studentId: stored.id,
        action: 'updated',
        changes: [{ field: 'mobile', before: '9876543210', after: '9000000001' }],
      });
    });

    test('a public registration writes one entry by a visitor', async () => {
      const { repository } = await signedInSetup();
      const visitor = await visitorOf(repository);
      const candidate = await visitor.addCandidate(newCandidate());
      await repository.setSession(ADMIN_SESSION);
      const { rows, total } = await repository.listAuditLog(firstPage);
      expect(total).toBe(1);
      expect(rows[0]).toMatchObject({
        actor: { id: 'visitor', name: 'Visitor', role: 'visitor' },
        entity: 'candidate',
        entityId: candidate.id,
        action: 'created',
      });
      expect(rows[0]!.changes).toContainEqual({ field: 'rollNo', before: null, after: 'STSE0001' });
    });

    test('a refused change writes no entry', async () => {
      const { repository, stored } = await signedInSetup();
      await rejection(repository.recordPayment(cash(stored.id, 40001)));
      await rejection(
        repository.updateStudent(stored.id, {
          name: '',
          email: stored.email,
          mobile: stored.mobile,
          guardianName: stored.guardianName,
        }),
      );
      await rejection(repository.cancelPayment('gone', 'Entered twice', 'Admin'));
      expect(await repository.listAuditLog(firstPage)).toEqual({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
      });
    });

    test("a student's history is its own entries and its payments', filtered and paged", async () => {
      const { repository, stored, clock } = await signedInSetup();
      await repository.addSchool(school);
      clock.advanceMinutes(1);
      const payment = await repository.recordPayment(cash(stored.id, 15000));
      clock.advanceMinutes(1);
      await repository.updateStudent(stored.id, {
        name: stored.name,
        email: stored.email,
        mobile: '9000000001',
        guardianName: stored.guardianName,
      });
      const history = await repository.listAuditLog({ ...firstPage, entityId: stored.id });
      expect(history.rows.map((entry) => [entry.entity, entry.action])).toEqual([
        ['student', 'updated'],
        ['payment', 'created'],
      ]);
      const payments = await repository.listAuditLog({ ...firstPage, entity: 'payment' });
      expect(payments.rows.map((entry) => entry.entityId)).toEqual([payment.id]);
      expect((await repository.listAuditLog({ ...firstPage, actor: 'admi' })).total).toBe(3);
      expect((await repository.listAuditLog({ ...firstPage, actor: 'nobody' })).total).toBe(0);
      expect((await repository.listAuditLog({ ...firstPage, from: TODAY, to: TODAY })).total).toBe(
        3,
      );
      expect((await repository.listAuditLog({ ...firstPage, from: '2026-11-23' })).total).toBe(0);
      const second = await repository.listAuditLog({ page: 2, pageSize: 2 });
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.rows.map((entry) => entry.entity)).toEqual(['school']);
    });

    test('a batch writes one entry per record it changed; changing nothing writes none', async () => {
      const { repository } = await signedInSetup();
      await repository.addCandidates([
        newCandidate({ name: 'First' }),
        newCandidate({ name: 'Second' }),
      ]);
      const [second, first] = await allCandidates(repository);
      await repository.assignExamCenter([first!.id, second!.id], 'Online');
      await repository.saveResults([
        { candidateId: first!.id, marks: 88 },
        { candidateId: second!.id, marks: 'Absent' },
      ]);
      const before = (await repository.listAuditLog(firstPage)).total;
      expect(before).toBe(6);
      await repository.assignExamCenter([first!.id], 'Online');
      expect((await repository.listAuditLog(firstPage)).total).toBe(before);

      const marks = await repository.listAuditLog({ ...firstPage, pageSize: 2 });
      expect(
        marks.rows.map((entry) => [entry.entityId, entry.changes.map((change) => change.field)]),
      ).toEqual([
        [second!.id, ['absent', 'scholarship']],
        [first!.id, ['marks', 'scholarship']],
      ]);
      const centres = await repository.listAuditLog({ page: 2, pageSize: 2 });
      expect(centres.rows.map((entry) => entry.changes)).toEqual([
        [{ field: 'examCenter', before: null, after: 'Online' }],
        [{ field: 'examCenter', before: null, after: 'Online' }],
      ]);
    });

    test('a restore keeps every entry, imports none from the file and adds its own', async () => {
      const { repository, stored, clock } = await signedInSetup();
      await repository.recordPayment(cash(stored.id, 15000));
      const backup = await repository.exportBackup();
      expect(backup.collections.auditLog).toHaveLength(1);
      clock.advanceMinutes(5);
      await repository.updateStudent(stored.id, {
        name: stored.name,
        email: stored.email,
        mobile: '9000000001',
        guardianName: stored.guardianName,
      });
      const [real] = backup.collections.auditLog;
      // A file edited to rewrite history: its entries are not imported.
      const forged = {
        ...real!,
        id: 'forged-entry',
        actor: { id: 'someone', name: 'Someone Else', role: 'admin' as const },
      };
      await repository.importBackup({
        ...backup,
        collections: { ...backup.collections, auditLog: [forged] },
      });

      const { rows, total } = await repository.listAuditLog(firstPage);
      expect(total).toBe(3);
      expect(rows.map((entry) => [entry.entity, entry.action])).toEqual([
        ['backup', 'restored'],
        ['student', 'updated'],
        ['payment', 'created'],
      ]);
      expect(rows.map((entry) => entry.id)).not.toContain('forged-entry');
      expect(rows[0]).toMatchObject({ actor: { name: 'Admin', role: 'admin' }, entityId: '' });
      expect(rows[0]!.changes).toContainEqual({
        field: 'backupExportedAt',
        before: null,
        after: backup.exportedAt,
      });
    });

    test('numbers issued after a backup are not issued again once it is restored', async () => {
      const { repository, stored, clock } = await signedInSetup();
      const first = await repository.recordPayment(cash(stored.id, 1000));
      const backup = await repository.exportBackup();
      clock.advanceMinutes(5);
      const later = await repository.recordPayment(cash(stored.id, 1000));
      const laterCandidate = await repository.addCandidate(newCandidate());
      const laterStudent = await repository.addStudent(newStudent());
      expect([first.receiptNo, later.receiptNo]).toEqual([
        'SANK/2026-27/000001',
        'SANK/2026-27/000002',
      ]);
      expect(laterCandidate.rollNo).toBe('STSE0001');
      expect(laterStudent.rollNo).toMatch(/0002$/);

      await repository.importBackup(backup);
      clock.advanceMinutes(5);
      expect((await repository.recordPayment(cash(stored.id, 1000))).receiptNo).toBe(
        'SANK/2026-27/000003',
      );
      expect((await repository.addCandidate(newCandidate())).rollNo).toBe('STSE0002');
      expect((await repository.addStudent(newStudent())).rollNo).toMatch(/0003$/);

      // A second restore of the same backup keeps them issued too.
      await repository.importBackup(backup);
      expect((await repository.recordPayment(cash(stored.id, 1000))).receiptNo).toBe(
        'SANK/2026-27/000004',
      );
      expect((await repository.addCandidate(newCandidate())).rollNo).toBe('STSE0003');
    });

    test('a backup that changes an issued receipt is refused and its check lists it; an unchanged one restores', async () => {
      const { repository, stored, clock } = await signedInSetup();
      await repository.replaceSettings({ gst: { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' } });
      const receipt = await repository.recordPayment({
        ...cash(stored.id, 11800),
        reference: 'R1',
      });
      expect(receipt.tax).toMatchObject({ cgst: 900, sgst: 900 });
      const backup = await repository.exportBackup();
      clock.advanceMinutes(5);
      const edited = (change: Partial<Payment>): PortalBackup => ({
        ...backup,
        collections: {
          ...backup.collections,
          payments: backup.collections.payments.map((payment) =>
            payment.id === receipt.id ? { ...payment, ...change } : payment,
          ),
        },
      });
      const noGst = { ...receipt.tax!, taxable: 11800, cgst: 0, sgst: 0 };
      const cases: Array<[Partial<Payment>, ReceiptDifference]> = [
        [{ amount: 1 }, { field: 'Amount', stored: '₹11,800', backup: '₹1' }],
        [
          { tax: noGst },
          {
            field: 'GST',
            stored:
              'GSTIN 08ABCDE1234F1Z0, taxable ₹10,000, CGST ₹900, SGST ₹900, place of supply Rajasthan',
            backup:
              'GSTIN 08ABCDE1234F1Z0, taxable ₹11,800, CGST ₹0, SGST ₹0, place of supply Rajasthan',
          },
        ],
        [
          {
            status: 'Cancelled',
            cancellation: { reason: 'x', by: 'Admin', at: receipt.receivedAt },
          },
          { field: 'Status', stored: 'Valid', backup: 'Cancelled' },
        ],
        [{ reference: 'R2' }, { field: 'Reference', stored: '', backup: 'R2' }],
      ];
      for (const [change, difference] of cases) {
        const changed = edited(change);
        const check = await repository.listRestoreRemovals(
          changed.exportedAt,
          changed.collections.payments,
        );
        expect(check.changedReceipts).toEqual({
          total: 1,
          rows: [{ id: receipt.id, receiptNo: receipt.receiptNo, differences: [difference] }],
        });
        const refused = await rejection(repository.importBackup(changed));
        expect(refused).toBeInstanceOf(DataValidationError);
        expect((refused as DataValidationError).issues).toEqual([
          {
            path: 'payments',
            message: `This backup changes receipts or credit notes already issued here: ${receipt.receiptNo} (${difference.field}). A restore never changes an issued receipt, so nothing was restored.`,
          },
        ]);
        expect(await repository.getPayment(receipt.id)).toEqual(receipt);
      }
      // The backup as exported: nothing changed, and it restores.
      expect(
        (await repository.listRestoreRemovals(backup.exportedAt, backup.collections.payments))
          .changedReceipts,
      ).toEqual({ total: 0, rows: [] });
      await repository.importBackup(backup);
      expect(await repository.getPayment(receipt.id)).toEqual(receipt);
    });

    test('the restore preview lists exactly what was recorded after the backup', async () => {
      const { repository, stored, clock } = await signedInSetup();
      await repository.addCandidate(newCandidate({ name: 'Before Backup' }));
      await repository.recordPayment(cash(stored.id, 1000));
      const backup = await repository.exportBackup();
      clock.advanceMinutes(5);
      const payment = await repository.recordPayment(cash(stored.id, 2500));
      const candidate = await repository.addCandidate(newCandidate({ name: 'After Backup' }));

      expect(
        await repository.listRestoreRemovals(backup.exportedAt, backup.collections.payments),
      ).toEqual({
        payments: {
          total: 1,
          rows: [
            {
              id: payment.id,
              receiptNo: 'SANK/2026-27/000002',
              studentName: stored.name,
              amount: 2500,
              receivedAt: payment.receivedAt,
            },
          ],
        },
        registrations: {
          total: 1,
          rows: [
            {
              id: candidate.id,
              rollNo: candidate.rollNo,
              name: 'After Backup',
              registrationDate: candidate.registrationDate,
            },
          ],
        },
        changedReceipts: { total: 0, rows: [] },
      });
      const now = await repository.exportBackup();
      expect(
        await repository.listRestoreRemovals(now.exportedAt, now.collections.payments),
      ).toEqual({
        payments: { total: 0, rows: [] },
        registrations: { total: 0, rows: [] },
        changedReceipts: { total: 0, rows: [] },
      });
    });
  });
}
