// What only the localStorage adapter promises: the sample data on a first visit, nothing lost when
// stored text is unreadable or storage is full, two tabs that never drop each other's writes,
// migration of older data (the column tables of versions 2 and 3 among them), plain JSON stored
// text, and the demo's simulated delays.
import { afterEach, expect, test, vi } from 'vitest';
import {
  StorageWriteError,
  createLocalStorageRepository,
  createMemoryFileStore,
  createSeedData,
  DEFAULT_SETTINGS,
  DEMO_STUDENT_EMAIL,
} from '@/data';
import type { Candidate, FileStore } from '@/data';
import {
  allCandidates,
  allStudents,
  createClock,
  newCandidate,
  school,
  storedCandidate,
  storedStudent,
} from '../contract/fixtures';
import { FakeStorage } from './fake-storage';
import version3Text from './fixtures/column-tables-v3.json';
import version3Values from './fixtures/column-tables-v3.decoded.json';

const DATA_KEYS = [
  'students',
  'stseCandidates',
  'materials',
  'schools',
  'branches',
  'supportTickets',
  'notifications',
  'settings',
  'payments',
  'auditLog',
  'issuedNumbers',
  'paymentOrders',
  'outbox',
  'messageTemplates',
  'messagePreferences',
  'questions',
  'examTests',
  'examAttempts',
  'examChallenges',
  'staff',
  'roleSettings',
  'batches',
  'enrolments',
  'slots',
  'classSessions',
  'holidays',
  'registers',
  'parents',
  'parentLinks',
  'enquiries',
];

function openRepository(
  storage: Storage,
  options: { fileStore?: FileStore; sessionStorage?: Storage } = {},
) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const clock = createClock();
  const repository = createLocalStorageRepository({
    storage,
    sessionStorage: options.sessionStorage ?? new FakeStorage(),
    fileStore: options.fileStore ?? createMemoryFileStore(),
    latency: { write: 0, lookup: 0 },
    now: clock.now,
    logger,
  });
  return { repository, logger, clock };
}

/** Storage as a previous visit at the current version left it; strings are stored as they are. */
function storageWith(data: Record<string, unknown>): FakeStorage {
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '5');
  for (const [key, value] of Object.entries(data)) {
    storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return storage;
}

/** The value stored under `key`, as any tool reading the plain JSON would see it. */
function storedValue(storage: Storage, key: string): unknown {
  return JSON.parse(storage.getItem(key)!);
}

afterEach(() => {
  vi.useRealTimers();
});

test('a first visit stores the sample data, its PDFs and the schema version', async () => {
  const storage = new FakeStorage();
  const fileStore = createMemoryFileStore();
  const { repository, logger } = openRepository(storage, { fileStore });

  const students = await allStudents(repository);
  expect(students.find((student) => student.email === DEMO_STUDENT_EMAIL)?.feeDetails).toEqual(
    expect.objectContaining({ totalFee: 120000 }),
  );
  expect(Object.keys(storage.snapshot()).sort()).toEqual(['schemaVersion', ...DATA_KEYS].sort());
  expect(storage.getItem('schemaVersion')).toBe('5');
  expect(storage.getItem('students')).toMatch(/^\[\{"/);
  expect(storedValue(storage, 'students')).toEqual(students);
  const materials = await repository.listMaterials();
  expect(materials.length).toBeGreaterThan(0);
  for (const material of materials) {
    const file = await repository.getMaterialFile(material.id);
    expect(file?.bytes.size).toBe(material.fileSize);
  }
  expect(logger.error).not.toHaveBeenCalled();
});

test('a later visit does not seed again, even when a list was emptied', async () => {
  const storage = storageWith({ stseCandidates: [] });
  const { repository } = openRepository(storage);
  expect(await allCandidates(repository)).toEqual([]);
  expect(await allStudents(repository)).toEqual([]);
});

test('unreadable JSON is copied aside, logged and replaced by the defaults', async () => {
  const storage = storageWith({ students: '[{"id": "half-written' });
  const { repository, logger, clock } = openRepository(storage);

  expect(await allStudents(repository)).toEqual([]);

  const backupKey = `students.corrupt.${clock.now().toISOString()}`;
  expect(storage.getItem(backupKey)).toBe('[{"id": "half-written');
  expect(storage.getItem('students')).toBeNull();
  expect(repository.recoveredKeys()).toEqual([
    { key: 'students', backupKey, reason: 'The stored text is not valid JSON.' },
  ]);
  expect(logger.error).toHaveBeenCalledTimes(1);
  expect(String(logger.error.mock.calls[0]?.[0])).toContain(backupKey);

  // Reading again finds the (empty) defaults, not the corrupt text, and the backup stays.
  expect(await allStudents(repository)).toEqual([]);
  expect(storage.getItem(backupKey)).toBe('[{"id": "half-written');
});

test('data that fails its schema is set aside too, and the reason names the field', async () => {
  const broken = [storedCandidate('STSE0001', { mobile: 'call me' })];
  const storage = storageWith({ stseCandidates: broken });
  const { repository, clock } = openRepository(storage);

  const added = await repository.addCandidate(newCandidate());

  expect(added.rollNo).toBe('STSE0001');
  const [recovered] = repository.recoveredKeys();
  expect(recovered?.key).toBe('stseCandidates');
  expect(recovered?.reason).toContain('0.mobile: Mobile number must be exactly 10 digits.');
  expect(storedValue(storage, `stseCandidates.corrupt.${clock.now().toISOString()}`)).toEqual(
    broken,
  );
  expect(storedValue(storage, 'stseCandidates')).toEqual([added]);
});

test('a malformed column table (the format of versions 2 and 3) is set aside like any unreadable text', async () => {
  const malformed = '{"$cols":["id","rollNo"],"$rows":[["c1","STSE0001","extra"]]}';
  const storage = storageWith({ stseCandidates: malformed });
  const { repository, clock } = openRepository(storage);

  expect(await allCandidates(repository)).toEqual([]);

  const backupKey = `stseCandidates.corrupt.${clock.now().toISOString()}`;
  expect(storage.getItem(backupKey)).toBe(malformed);
  expect(repository.recoveredKeys()).toEqual([
    {
      key: 'stseCandidates',
      backupKey,
      reason: 'The stored table is malformed: table row 0: the row has 3 cells for 2 columns.',
    },
  ]);
});

test('a second backup in the same instant gets its own key', async () => {
  const storage = storageWith({ schools: 'not json' });
  const { repository, clock } = openRepository(storage);
  await repository.listSchools();
  storage.setItem('schools', 'still not json');
  await repository.listSchools();
  const stamp = clock.now().toISOString();
  expect(storage.getItem(`schools.corrupt.${stamp}`)).toBe('not json');
  expect(storage.getItem(`schools.corrupt.${stamp}.2`)).toBe('still not json');
});

test('unreadable text with no room for a backup is kept in place and never overwritten', async () => {
  const storage = storageWith({ stseCandidates: '{ broken' });
  storage.limitTo(5);
  const { repository } = openRepository(storage);

  expect(await allCandidates(repository)).toEqual([]);
  expect(await allCandidates(repository)).toEqual([]);
  expect(repository.recoveredKeys()).toEqual([
    {
      key: 'stseCandidates',
      backupKey: 'stseCandidates',
      reason:
        'The stored text is not valid JSON. There was no room for a backup, so the text was left under "stseCandidates".',
    },
  ]);

  const refusal = await repository.addCandidate(newCandidate()).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(StorageWriteError);
  expect(refusal).toMatchObject({ reason: 'quota' });
  expect(storage.getItem('stseCandidates')).toBe('{ broken');
  expect(repository.recoveredKeys()).toHaveLength(1);
});

test('a write over the quota fails with StorageWriteError and leaves storage as it was', async () => {
  const storage = storageWith({ stseCandidates: [storedCandidate('STSE0001')] });
  // Less room than one more row takes.
  storage.limitTo(40);
  const before = storage.snapshot();
  const { repository, logger } = openRepository(storage);

  const error = await repository.addCandidate(newCandidate()).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(StorageWriteError);
  expect(error).toMatchObject({ reason: 'quota' });
  expect((error as Error).message).toMatch(/storage for this site is full/);
  expect(storage.snapshot()).toEqual(before);
  expect(await allCandidates(repository)).toHaveLength(1);
  expect(logger.error).not.toHaveBeenCalled();
});

test('a first visit that cannot store all the sample data stores none of it', async () => {
  const seed = createSeedData(createClock().now());
  const seedChars = DATA_KEYS.reduce(
    (sum, key) => sum + key.length + JSON.stringify(seed[key as keyof typeof seed]).length,
    0,
  );
  // Room for the first keys but not the rest: the ones written must be taken back.
  const storage = new FakeStorage({ quota: Math.floor(seedChars / 2) });
  const setItem = vi.spyOn(storage, 'setItem');
  const { repository, logger } = openRepository(storage);

  expect(await allStudents(repository)).toEqual([]);

  const written = setItem.mock.results.filter((result) => result.type === 'return');
  expect(written.length).toBeGreaterThan(0); // some keys were written, then taken back

  expect(storage.snapshot()).toEqual({});
  expect(logger.error).toHaveBeenCalledWith(
    'Could not prepare the stored data.',
    expect.objectContaining({ reason: 'quota' }),
  );
});

test('blocked storage shows the defaults and refuses writes as unavailable', async () => {
  const refuse = () => new DOMException('Site data is blocked.', 'SecurityError');
  const { repository, logger } = openRepository(new FakeStorage({ refuse }), {
    sessionStorage: new FakeStorage({ refuse }),
  });

  expect(await allCandidates(repository)).toEqual([]);
  const error = await repository.addCandidate(newCandidate()).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ name: 'StorageWriteError', reason: 'unavailable' });
  expect(await repository.getSession()).toBeNull();
  await expect(
    repository.setSession({ id: 'admin', name: 'Admin', role: 'admin' }),
  ).rejects.toMatchObject({ reason: 'unavailable' });
  expect(logger.error).toHaveBeenCalled();
});

test('a change written by another tab is seen and announced', async () => {
  const storage = storageWith({ stseCandidates: [] });
  const thisTab = openRepository(storage).repository;
  const otherTab = openRepository(storage).repository;
  const heard = vi.fn();
  thisTab.subscribe(heard);
  expect(await allCandidates(thisTab)).toEqual([]);

  const added = await otherTab.addCandidate(newCandidate());
  // The browser tells other tabs with a storage event; this one only hears its own writes.
  window.dispatchEvent(new StorageEvent('storage', { key: 'stseCandidates' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));

  expect(heard.mock.calls).toEqual([['stseCandidates']]);
  expect(await allCandidates(thisTab)).toEqual([added]);
  expect(await thisTab.findCandidateByRollNo('STSE0001')).toEqual(added);
});

test('clearing storage in another tab announces every collection', async () => {
  const storage = storageWith({});
  const { repository } = openRepository(storage);
  const heard = vi.fn();
  const unsubscribe = repository.subscribe(heard);
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  unsubscribe();
  window.dispatchEvent(new StorageEvent('storage', { key: 'students' }));
  expect(heard.mock.calls.map(([key]) => key).sort()).toEqual([...DATA_KEYS].sort());
});

test('two tabs adding at once both keep their records, with different roll numbers', async () => {
  const storage = storageWith({ stseCandidates: [storedCandidate('STSE0001')] });
  const first = openRepository(storage).repository;
  const second = openRepository(storage).repository;
  // Both have read (and cached) the old list before either writes.
  await allCandidates(first);
  await allCandidates(second);

  const added = await Promise.all([
    first.addCandidate(newCandidate({ name: 'From tab one' })),
    second.addCandidate(newCandidate({ name: 'From tab two' })),
    first.addCandidates([newCandidate({ name: 'Batch from tab one' })]),
  ]);

  const stored = storedValue(storage, 'stseCandidates') as Candidate[];
  expect(stored.map((candidate) => candidate.rollNo).sort()).toEqual([
    'STSE0001',
    'STSE0002',
    'STSE0003',
    'STSE0004',
  ]);
  expect(new Set(added.flat().map((candidate) => candidate.rollNo)).size).toBe(3);
  expect(await allCandidates(second)).toHaveLength(4);
});

test('payments from two tabs on the same installment both count, each with its own receipt', async () => {
  const student = storedStudent('SANK26120001');
  const storage = storageWith({ students: [student] });
  const first = openRepository(storage).repository;
  const second = openRepository(storage).repository;
  await allStudents(first);
  await allStudents(second);
  const cash = (amount: number) => ({
    studentId: student.id,
    installmentId: 'SANK26120001-1',
    amount,
    mode: 'Cash' as const,
    reference: '',
    receivedBy: 'Admin',
  });

  const [one, two] = await Promise.all([
    first.recordPayment(cash(15000)),
    second.recordPayment(cash(5000)),
  ]);

  expect([one.receiptNo, two.receiptNo].sort()).toEqual([
    'SANK/2026-27/000001',
    'SANK/2026-27/000002',
  ]);
  expect((await first.getStudent(student.id))?.feeDetails.installments[0]?.paidAmount).toBe(20000);
  expect(await second.listPayments()).toHaveLength(2);
});

test('two tabs paying more than remains at once: one is refused, nothing is overpaid', async () => {
  const student = storedStudent('SANK26120001');
  const storage = storageWith({ students: [student] });
  const tabs = [openRepository(storage).repository, openRepository(storage).repository];
  const outcomes = await Promise.allSettled(
    tabs.map((tab) =>
      tab.recordPayment({
        studentId: student.id,
        installmentId: 'SANK26120001-1',
        amount: 30000,
        mode: 'UPI',
        reference: 'UPI-1',
        receivedBy: 'Admin',
      }),
    ),
  );
  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  expect(refused?.reason).toMatchObject({
    reason: 'over-limit',
    message: 'You can pay a maximum of ₹10,000 for this installment.',
  });
  expect((await tabs[0]!.getStudent(student.id))?.feeDetails.installments[0]?.paidAmount).toBe(
    30000,
  );
  expect(await tabs[1]!.listPayments()).toHaveLength(1);
});

test('data from version 0 (the original format) is migrated, not set aside', async () => {
  const storage = new FakeStorage();
  const { pendingDetails: _dropped, ...v0Candidate } = storedCandidate('STSE0001');
  storage.setItem('stseCandidates', JSON.stringify([v0Candidate]));
  storage.setItem(
    'notifications',
    JSON.stringify([
      { id: 'n1', title: 'Exam day', details: 'Bring the admit card.', date: '2026-12-01' },
      { id: 'n2', title: 'Results', details: 'Out now.', date: '2026-11-01' },
    ]),
  );
  storage.setItem(
    'settings',
    JSON.stringify({
      stse: {
        rollNoPrefix: 'STSE',
        examCenters: ['Online'],
        scholarshipTiers: [{ minMarks: 90, reward: '100% Scholarship' }],
      },
    }),
  );
  const { repository, logger } = openRepository(storage);

  expect(await allCandidates(repository)).toEqual([{ ...v0Candidate, pendingDetails: [] }]);

  expect(storage.getItem('schemaVersion')).toBe('5');
  expect(storedValue(storage, 'stseCandidates')).toEqual([{ ...v0Candidate, pendingDetails: [] }]);
  expect(
    (storedValue(storage, 'notifications') as Array<{ isScheduled: boolean }>).map(
      (notification) => notification.isScheduled,
    ),
  ).toEqual([true, false]);
  expect(storedValue(storage, 'settings')).toMatchObject({ stse: { examYear: 2024 } });
  expect(repository.recoveredKeys()).toEqual([]);
  expect(logger.error).not.toHaveBeenCalled();
  // Nothing was seeded over the old data.
  expect(storage.getItem('students')).toBeNull();
});

test('unreadable JSON during a migration is left for the read to set aside', async () => {
  const storage = new FakeStorage();
  storage.setItem('students', '[oops');
  storage.setItem('schools', JSON.stringify([]));
  const { repository } = openRepository(storage);

  expect(await repository.listSchools()).toEqual([]);
  expect(storage.getItem('schemaVersion')).toBe('5');
  expect(storage.getItem('students')).toBe('[oops');
  expect(await allStudents(repository)).toEqual([]);
  expect(repository.recoveredKeys().map((recovered) => recovered.key)).toEqual(['students']);
});

test('version 1 (plain JSON arrays) is migrated and stays plain JSON with the same values', async () => {
  const candidates = [storedCandidate('STSE0001'), storedCandidate('STSE0002', { marks: 91 })];
  const students = [storedStudent('SANK26120001')];
  const settings = {
    stse: {
      rollNoPrefix: 'STSE',
      examCenters: ['Online'],
      scholarshipTiers: [{ minMarks: 90, reward: '100% Scholarship' }],
      examYear: 2025,
    },
  };
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '1');
  storage.setItem('stseCandidates', JSON.stringify(candidates));
  storage.setItem('students', JSON.stringify(students));
  storage.setItem('settings', JSON.stringify(settings));
  storage.setItem('schools', '[not json');
  const { repository, logger } = openRepository(storage);

  expect(await allCandidates(repository)).toEqual([...candidates].reverse());
  expect(storage.getItem('schemaVersion')).toBe('5');
  expect(storage.getItem('stseCandidates')).toBe(JSON.stringify(candidates));
  expect(storage.getItem('students')).toBe(JSON.stringify(students));
  expect(storage.getItem('settings')).toBe(JSON.stringify(settings));
  expect(await repository.getStudent(students[0]!.id)).toEqual(students[0]);
  // Fields added since read as their defaults: marks out of 100, results not published, no
  // payee details, no GST registration, the institute day's defaults.
  expect(await repository.getSettings()).toEqual({
    stse: { ...settings.stse, maxMarks: 100, resultsPublished: false },
    payee: DEFAULT_SETTINGS.payee,
    gst: DEFAULT_SETTINGS.gst,
    daily: DEFAULT_SETTINGS.daily,
    admissions: DEFAULT_SETTINGS.admissions,
  });
  // Unreadable text is not migrated; the read sets it aside as before.
  expect(storage.getItem('schools')).toBe('[not json');
  expect(await repository.listSchools()).toEqual([]);
  expect(repository.recoveredKeys().map((recovered) => recovered.key)).toEqual(['schools']);
  expect(logger.warn).not.toHaveBeenCalled();
});

// fixtures/column-tables-v3.json is what version 3 stored (captured from that version's adapter
// after the sample data, one registration and one UPI payment); column-tables-v3.decoded.json
// holds the values that version read from it.
test('column tables stored by version 3 load once and are rewritten as plain JSON, nothing lost', async () => {
  const storage = new FakeStorage();
  for (const [key, text] of Object.entries(version3Text)) storage.setItem(key, text);
  expect(storage.getItem('students')).toMatch(/^\{"\$cols":/);
  const { repository, logger } = openRepository(storage);

  const candidates = await allCandidates(repository);
  expect(storage.getItem('schemaVersion')).toBe('5');
  // Version 3 had no branches, audit log, issued numbers, payment orders or messages: they read as empty and are stored with the
  // first change (a restore for the issued numbers). Every other value as it was; version 5 only
  // linked the candidates to their schools.
  const readEmpty = [
    'branches',
    'auditLog',
    'issuedNumbers',
    'paymentOrders',
    'outbox',
    'messageTemplates',
    'messagePreferences',
    'questions',
    'examTests',
    'examAttempts',
    'examChallenges',
    'staff',
    'roleSettings',
    'batches',
    'enrolments',
    'slots',
    'classSessions',
    'holidays',
    'registers',
    'parents',
    'parentLinks',
    'enquiries',
  ];
  for (const key of DATA_KEYS.filter(
    (key) => !readEmpty.includes(key) && key !== 'stseCandidates',
  )) {
    expect(storage.getItem(key)).toBe(
      JSON.stringify(version3Values[key as keyof typeof version3Values]),
    );
  }
  const schoolIds = new Map(version3Values.schools.map((school) => [school.name, school.id]));
  expect(storedValue(storage, 'stseCandidates')).toEqual(
    version3Values.stseCandidates.map((candidate) => {
      const schoolId = schoolIds.get(candidate.schoolName);
      return schoolId === undefined ? candidate : { ...candidate, schoolId };
    }),
  );
  expect(storage.getItem('auditLog')).toBeNull();
  expect(storage.getItem('issuedNumbers')).toBeNull();
  expect(await repository.listAuditLog({ page: 1, pageSize: 25 })).toEqual({
    rows: [],
    total: 0,
    page: 1,
    pageSize: 25,
  });
  expect(candidates).toHaveLength((version3Values.stseCandidates as unknown[]).length);
  expect(candidates.map((candidate) => candidate.name)).toContain('Meera Iyer');
  const payments = await repository.listPayments();
  expect(payments.find((payment) => payment.reference === 'UPI-4471')).toMatchObject({
    amount: 5000,
    mode: 'UPI',
    receiptNo: expect.stringMatching(/^SANK\/2026-27\/\d{6}$/),
  });
  expect(await allStudents(repository)).toEqual(version3Values.students);
  expect(repository.recoveredKeys()).toEqual([]);
  expect(logger.error).not.toHaveBeenCalled();
});

test('column tables written later by a tab still running version 3 read too; the next write is plain JSON', async () => {
  const storage = storageWith({ stseCandidates: version3Text.stseCandidates });
  const { repository } = openRepository(storage);

  expect(await allCandidates(repository)).toEqual(
    [...(version3Values.stseCandidates as unknown as Candidate[])].reverse(),
  );
  const added = await repository.addCandidate(newCandidate());

  expect(storedValue(storage, 'stseCandidates')).toEqual([
    ...(version3Values.stseCandidates as unknown as Candidate[]),
    added,
  ]);
});

test('version 4 candidates are linked to the one school their school name names, ignoring case and spaces', async () => {
  const kvJaipur = { ...school, id: 'school-kv', name: 'Kendriya Vidyalaya, Jaipur' };
  // Two schools under one name, kept from before names were unique: that name names neither.
  const twins = [
    { ...school, id: 'school-twin-1', name: 'Modern School' },
    { ...school, id: 'school-twin-2', name: 'MODERN  school' },
  ];
  const candidates = [
    storedCandidate('STSE0001', { schoolName: 'DELHI public   school,  noida' }),
    storedCandidate('STSE0002', { schoolName: 'Kendriya Vidyalaya, Jaipur' }),
    storedCandidate('STSE0003', { schoolName: 'Kendriya Vidyalaya Jaipur' }),
    storedCandidate('STSE0004', { schoolName: 'Modern School' }),
  ];
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '4');
  storage.setItem('schools', JSON.stringify([school, kvJaipur, ...twins]));
  storage.setItem('stseCandidates', JSON.stringify(candidates));
  const { repository, logger } = openRepository(storage);

  const linked = [
    { ...candidates[0]!, schoolId: school.id },
    { ...candidates[1]!, schoolId: kvJaipur.id },
    candidates[2]!,
    candidates[3]!,
  ];
  expect(await allCandidates(repository)).toEqual([...linked].reverse());
  expect(storage.getItem('schemaVersion')).toBe('5');
  expect(storedValue(storage, 'stseCandidates')).toEqual(linked);
  expect(
    (await repository.queryCandidates({ schoolId: school.id, page: 1, pageSize: 25 })).rows,
  ).toEqual([linked[0]]);
  // The schools stay as they were, the two of one name among them.
  expect(await repository.listSchools()).toEqual([school, kvJaipur, ...twins]);
  expect(logger.error).not.toHaveBeenCalled();
});

test('data from a newer version is read as it is, with a warning', async () => {
  const storage = storageWith({ schools: [] });
  storage.setItem('schemaVersion', '6');
  const { repository, logger } = openRepository(storage);
  expect(await repository.listSchools()).toEqual([]);
  expect(logger.warn).toHaveBeenCalledTimes(1);
  expect(storage.getItem('schemaVersion')).toBe('6');
});

test('the session lives in sessionStorage under "user"; a tampered one is cleared', async () => {
  const sessionStorage = new FakeStorage();
  const { repository } = openRepository(storageWith({}), { sessionStorage });
  await repository.setSession({ id: 'school-dps', name: 'DPS Noida', role: 'school' });
  expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({
    id: 'school-dps',
    name: 'DPS Noida',
    role: 'school',
  });

  sessionStorage.setItem('user', JSON.stringify({ id: 'x', name: 'X', role: 'superuser' }));
  expect(await repository.getSession()).toBeNull();
  expect(sessionStorage.getItem('user')).toBeNull();

  sessionStorage.setItem('user', '{not json');
  expect(await repository.getSession()).toBeNull();
  expect(sessionStorage.getItem('user')).toBeNull();
});

test('by default adds (admissions too) wait 300 ms and both public lookups 500 ms, other calls not at all', async () => {
  vi.useFakeTimers();
  const repository = createLocalStorageRepository({
    storage: storageWith({ stseCandidates: [storedCandidate('STSE0001')] }),
    sessionStorage: new FakeStorage(),
    fileStore: createMemoryFileStore(),
  });
  const settledAfter = async (call: Promise<unknown>, milliseconds: number) => {
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(milliseconds - 1);
    const early = settled;
    await vi.advanceTimersByTimeAsync(1);
    return { early, settled };
  };

  expect(await settledAfter(repository.addCandidate(newCandidate()), 300)).toEqual({
    early: false,
    settled: true,
  });
  // Both public lookups wait, so "Searching..." is seen on both pages.
  const lookup = { rollNo: 'STSE0001', dateOfBirth: newCandidate().dateOfBirth };
  expect(await settledAfter(repository.lookupAdmitCard(lookup), 500)).toEqual({
    early: false,
    settled: true,
  });
  expect(await settledAfter(repository.lookupResult(lookup), 500)).toEqual({
    early: false,
    settled: true,
  });
  // With fake timers, a call that waited on a timer would never settle and time the test out.
  expect(await allCandidates(repository)).toHaveLength(2);
});

test('each collection is stored as plain JSON of its records, after every kind of write', async () => {
  const storage = storageWith({ stseCandidates: [storedCandidate('STSE0001')] });
  const { repository } = openRepository(storage);
  const storedList = () => storedValue(storage, 'stseCandidates') as Candidate[];

  await repository.addCandidate(newCandidate());
  await repository.addCandidates([newCandidate(), newCandidate({ name: 'Diya Sharma' })]);
  expect(storedList().map((candidate) => candidate.rollNo)).toEqual([
    'STSE0001',
    'STSE0002',
    'STSE0003',
    'STSE0004',
  ]);
  await repository.assignExamCenter([storedList()[0]!.id], 'Online');
  expect(storedList()[0]?.examCenter).toBe('Online');
  expect(storage.getItem('stseCandidates')).toBe(JSON.stringify(storedList()));

  // Text laid out by hand (say, in devtools) reads, and the next write stores it on one line again.
  storage.setItem('stseCandidates', `${JSON.stringify(storedList(), null, 2)}\n`);
  await repository.addCandidate(newCandidate());
  expect(storedList()).toHaveLength(5);
  expect(storage.getItem('stseCandidates')).toBe(JSON.stringify(storedList()));
});

test("another tab's edit, or a record that breaks the schema, is read in full", async () => {
  const storage = storageWith({ stseCandidates: [storedCandidate('STSE0001')] });
  const thisTab = openRepository(storage);
  const otherTab = openRepository(storage).repository;
  const [original] = await allCandidates(thisTab.repository);

  await otherTab.assignExamCenter([original!.id], 'Online');
  const [edited] = await allCandidates(thisTab.repository);
  expect(edited).toEqual({ ...original, examCenter: 'Online' });
  expect(edited).not.toBe(original);

  // Another record, added with a mobile number the schema refuses: the whole list is judged,
  // and set aside with the record's position in the reason.
  const withBadRow = JSON.stringify([edited, storedCandidate('STSE0002', { mobile: 'call me' })]);
  storage.setItem('stseCandidates', withBadRow);
  expect(await allCandidates(thisTab.repository)).toEqual([]);
  expect(thisTab.repository.recoveredKeys()[0]?.reason).toBe(
    'The stored data does not match its schema: 1.mobile: Mobile number must be exactly 10 digits.',
  );
});
