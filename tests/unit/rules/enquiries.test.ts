// Admissions' rules and decisions both modes share: one person one enquiry (the mobile's last 10
// digits, the e-mail in any case), intake's joins and round-robin, the clocks in India's working
// hours, what is due first, the funnel's counts, and each decision's refusals.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { DataValidationError, FIRST_BRANCH_ID } from '@/data';
import {
  FOLLOW_UP_IN_PAST_MESSAGE,
  LOST_REASON_MESSAGE,
  admissionsSettingsSchema,
} from '@/data/schemas/enquiries';
import type {
  AdmissionsSettings,
  Counsellor,
  Enquiry,
  NewContactInput,
  WorkingHours,
} from '@/data/schemas/enquiries';
import {
  CLOSED_ENQUIRY_MESSAGE,
  NOT_A_COUNSELLOR_MESSAGE,
  SAME_ENQUIRY_MESSAGE,
  UNKNOWN_STAGE_MESSAGE,
  USE_ADMIT_MESSAGE,
  admittedEnquiry,
  contactOfCandidate,
  decideAssign,
  decideFollowUp,
  decideMerge,
  decideStageMove,
  intakeAll,
  isReachable,
} from '@/data/operations/enquiries';
import type { IntakeContext } from '@/data/operations/enquiries';
import {
  addWorkingHours,
  admissionsIn,
  comparedMonths,
  dueFirst,
  duplicateOf,
  endOfIndianDay,
  firstResponseDue,
  workingHoursOf,
  followUpStatus,
  funnelBreakdown,
  funnelOf,
  nextCounsellor,
  stageKindOf,
} from '@/data/rules/enquiries';
import type { FunnelRow } from '@/data/rules/enquiries';

/** Sunday 22 November 2026, 12:00 in India (the contract suite's clock). */
const NOW = '2026-11-22T06:30:00.000Z';
const LATER = '2026-11-22T08:30:00.000Z';
const SETTINGS: AdmissionsSettings = admissionsSettingsSchema.parse({});
const STAGES = SETTINGS.stages;
const HOURS: WorkingHours = SETTINGS.workingHours;

/** A stored enquiry at New, made from one walk-in contact. */
function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  const at = overrides.createdAt ?? NOW;
  const name = overrides.name ?? 'Asha Rao';
  const mobile = overrides.mobile ?? '9811100001';
  const email = overrides.email ?? 'asha@example.com';
  return {
    id: 'enquiry-1',
    name,
    mobile,
    email,
    currentClass: 11,
    schoolName: '',
    interest: 'Engineering',
    source: 'walk-in',
    stageId: 'new',
    open: true,
    createdAt: at,
    updatedAt: at,
    reached: { new: at },
    contacts: [{ at, source: 'walk-in', name, mobile, email, message: '' }],
    events: [{ at, by: 'Office', kind: 'created', source: 'walk-in', stageId: 'new' }],
    ...overrides,
  };
}

const contact = (overrides: Partial<NewContactInput> = {}): NewContactInput => ({
  source: 'phone',
  name: 'Asha Rao',
  mobile: '9811100001',
  email: '',
  ...overrides,
});

function context(overrides: Partial<IntakeContext> = {}): IntakeContext {
  return {
    openMatches: [],
    settings: SETTINGS,
    counsellors: [],
    lastAssignees: new Map(),
    by: 'Office',
    at: NOW,
    ...overrides,
  };
}

const counsellor = (id: string, branchIds?: string[]): Counsellor => ({
  id,
  name: `Counsellor ${id}`,
  ...(branchIds ? { branchIds } : {}),
});

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataValidationError);
    return (error as DataValidationError).issues;
  }
  throw new Error('Expected the decision to be refused, but it was taken.');
}

/** India's wall-clock time of a moment, "YYYY-MM-DD HH:MM". */
const indian = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describe('one person, one enquiry', () => {
  test('the same mobile (its last 10 digits) or e-mail (in any case) is the same person', () => {
    const asha = enquiry();
    expect(duplicateOf([asha], { mobile: '+91 98111 00001', email: '' })).toBe(asha);
    expect(duplicateOf([asha], { mobile: '098111-00001', email: '' })).toBe(asha);
    expect(duplicateOf([asha], { mobile: '', email: '  ASHA@Example.com ' })).toBe(asha);
    expect(duplicateOf([asha], { mobile: '9822200002', email: 'asha@example.com' })).toBe(asha);
    expect(duplicateOf([asha], { mobile: '9822200002', email: 'other@example.com' })).toBe(
      undefined,
    );
    // Two people who both left a box empty are not the same person.
    const noEmail = enquiry({ email: '' });
    expect(duplicateOf([noEmail], { mobile: '9822200002', email: '' })).toBeUndefined();
    const noMobile = enquiry({ mobile: '' });
    expect(duplicateOf([noMobile], { mobile: '', email: 'someone@example.com' })).toBeUndefined();
  });

  test('of several matches the oldest is the one joined', () => {
    const newer = enquiry({ id: 'newer', createdAt: '2026-11-20T05:00:00.000Z', email: '' });
    const older = enquiry({ id: 'older', createdAt: '2026-11-01T05:00:00.000Z', mobile: '' });
    expect(duplicateOf([newer, older], { mobile: '9811100001', email: 'asha@example.com' })).toBe(
      older,
    );
  });

  test('a registrant is a contact of their STSE source; one with neither mobile nor e-mail is not', () => {
    const candidate = {
      id: 'candidate-1',
      name: 'Aarav Gupta',
      mobile: '9810011223',
      email: 'aarav@example.com',
      currentClass: 10 as const,
      schoolName: 'DPS Noida',
    };
    expect(contactOfCandidate(candidate, 'school')).toEqual({
      source: 'school',
      name: 'Aarav Gupta',
      mobile: '9810011223',
      email: 'aarav@example.com',
      currentClass: 10,
      schoolName: 'DPS Noida',
      interest: 'STSE',
      candidateId: 'candidate-1',
    });
    expect(isReachable({ mobile: '', email: '' })).toBe(false);
    expect(isReachable({ mobile: '', email: 'a@example.com' })).toBe(true);
  });
});

describe('intake', () => {
  test('a new person gets an enquiry at New; the same person again joins it with both contacts', () => {
    const first = intakeAll(
      [contact({ source: 'contact', email: 'Asha@Example.com', message: 'Call me' })],
      context(),
    );
    const made = first.results[0]!;
    expect(made.joined).toBe(false);
    expect(made.enquiry).toMatchObject({
      name: 'Asha Rao',
      mobile: '9811100001',
      email: 'asha@example.com',
      source: 'contact',
      stageId: 'new',
      open: true,
      reached: { new: NOW },
      createdAt: NOW,
    });
    expect(made.enquiry.assigneeId).toBeUndefined();
    expect(made.enquiry.events).toEqual([
      { at: NOW, by: 'Office', kind: 'created', source: 'contact', stageId: 'new' },
    ]);

    const again = intakeAll(
      [
        contact({
          source: 'stse',
          mobile: ' 9811100001 ',
          currentClass: 10,
          schoolName: 'DPS Noida',
          candidateId: 'candidate-1',
        }),
      ],
      context({ openMatches: [made.enquiry], at: LATER, by: 'Website' }),
    );
    const joined = again.results[0]!;
    expect(joined.joined).toBe(true);
    expect(joined.enquiry.id).toBe(made.enquiry.id);
    expect(again.changed).toEqual([joined.enquiry]);
    // What the enquiry lacked is filled in; its source stays the first contact's.
    expect(joined.enquiry).toMatchObject({
      source: 'contact',
      currentClass: 10,
      schoolName: 'DPS Noida',
      candidateId: 'candidate-1',
      updatedAt: LATER,
    });
    expect(joined.enquiry.contacts.map((one) => [one.source, one.mobile, one.at])).toEqual([
      ['contact', '9811100001', NOW],
      ['stse', '9811100001', LATER],
    ]);
    expect(joined.enquiry.events.at(-1)).toEqual({
      at: LATER,
      by: 'Website',
      kind: 'joined',
      source: 'stse',
    });
  });

  test('within one list a later row joins the enquiry an earlier row made', () => {
    const { results, changed } = intakeAll(
      [
        contact({ name: 'Asha Rao', mobile: '9811100001' }),
        contact({ name: 'Ravi Kumar', mobile: '9822200002' }),
        contact({ name: 'Asha R.', mobile: '', email: 'asha@example.com' }),
        contact({ name: 'Asha', mobile: '9811100001', email: 'ASHA@example.com' }),
      ],
      context(),
    );
    expect(results.map((result) => result.joined)).toEqual([false, false, false, true]);
    expect(results[3]!.enquiry.id).toBe(results[0]!.enquiry.id);
    expect(changed).toHaveLength(3);
    expect(changed.find((one) => one.id === results[0]!.enquiry.id)!.contacts).toHaveLength(2);
  });

  test('round-robin: each new enquiry goes to the branch’s next counsellor; a joined one to none', () => {
    const counsellors = [counsellor('c1'), counsellor('c2'), counsellor('c3')];
    const { results } = intakeAll(
      [
        contact({ mobile: '9800000001' }),
        contact({ mobile: '9800000002' }),
        contact({ mobile: '9800000001' }),
        contact({ mobile: '9800000003' }),
        contact({ mobile: '9800000004' }),
      ],
      context({ counsellors, lastAssignees: new Map([[FIRST_BRANCH_ID, 'c2']]) }),
    );
    expect(results.map((result) => [result.joined, result.enquiry.assigneeId])).toEqual([
      [false, 'c3'],
      [false, 'c1'],
      [true, 'c3'],
      [false, 'c2'],
      [false, 'c3'],
    ]);
    expect(results[0]!.enquiry.events.at(-1)).toEqual({
      at: NOW,
      by: 'Office',
      kind: 'assigned',
      assigneeId: 'c3',
    });
  });

  test('round-robin keeps a turn per branch: each branch’s own counsellors and those of every branch', () => {
    const counsellors = [
      counsellor('a-first', [FIRST_BRANCH_ID]),
      counsellor('b-everywhere'),
      counsellor('c-jaipur', ['jaipur']),
    ];
    const { results } = intakeAll(
      [
        contact({ mobile: '9800000001' }),
        contact({ mobile: '9800000002', branchId: 'jaipur' }),
        contact({ mobile: '9800000003' }),
        contact({ mobile: '9800000004', branchId: 'jaipur' }),
        contact({ mobile: '9800000005', branchId: 'jaipur' }),
        contact({ mobile: '9800000006' }),
      ],
      context({ counsellors, lastAssignees: new Map([['jaipur', 'b-everywhere']]) }),
    );
    expect(results.map((result) => result.enquiry.assigneeId)).toEqual([
      'a-first',
      'c-jaipur',
      'b-everywhere',
      'b-everywhere',
      'c-jaipur',
      'a-first',
    ]);
    expect(results[1]!.enquiry.branchId).toBe('jaipur');
    // A branch no counsellor serves: no one.
    const lonely = intakeAll(
      [contact({ branchId: 'delhi' })],
      context({ counsellors: [counsellor('a', [FIRST_BRANCH_ID])] }),
    );
    expect(lonely.results[0]!.enquiry.assigneeId).toBeUndefined();
  });

  test('the next counsellor wraps around, starts at the first, and skips one no longer there', () => {
    expect(nextCounsellor([], 'c1')).toBeUndefined();
    expect(nextCounsellor(['c1', 'c2'], undefined)).toBe('c1');
    expect(nextCounsellor(['c1', 'c2'], 'c1')).toBe('c2');
    expect(nextCounsellor(['c1', 'c2'], 'c2')).toBe('c1');
    expect(nextCounsellor(['c1', 'c2'], 'gone')).toBe('c1');
  });

  test('with round-robin off no new enquiry is assigned', () => {
    const { results } = intakeAll(
      [contact({ mobile: '9800000001' }), contact({ mobile: '9800000002' })],
      context({
        settings: { ...SETTINGS, roundRobin: false },
        counsellors: [counsellor('c1')],
      }),
    );
    for (const { enquiry: made } of results) {
      expect(made.assigneeId).toBeUndefined();
      expect(made.events.map((event) => event.kind)).toEqual(['created']);
    }
  });

  test('a list is checked whole: a bad row refuses all, named by its number', () => {
    const issues = issuesOf(() =>
      intakeAll(
        [contact({ mobile: '9800000001' }), contact({ mobile: '', email: '' }), contact()],
        context(),
      ),
    );
    expect(issues).toEqual([
      { path: 'rows.1.mobile', message: 'Row 2: Give a mobile number or an e-mail.' },
    ]);
    // One contact alone is refused beside its field, with no row.
    expect(issuesOf(() => intakeAll([contact({ mobile: '', email: '' })], context()))).toEqual([
      { path: 'mobile', message: 'Give a mobile number or an e-mail.' },
    ]);
  });
});

describe('working hours (India’s clock)', () => {
  // Monday 23 November 2026; the office works Monday to Saturday, 09:00 to 18:00.
  test('within the day the clock runs on', () => {
    expect(indian(addWorkingHours('2026-11-23T04:30:00.000Z', 2, HOURS))).toBe('2026-11-23 12:00');
    // Ending exactly at closing is still that day.
    expect(indian(addWorkingHours('2026-11-23T10:30:00.000Z', 2, HOURS))).toBe('2026-11-23 18:00');
  });

  test('a contact before opening or after closing starts the clock at the next opening', () => {
    expect(indian(addWorkingHours('2026-11-23T01:30:00.000Z', 2, HOURS))).toBe('2026-11-23 11:00');
    expect(indian(addWorkingHours('2026-11-23T14:30:00.000Z', 2, HOURS))).toBe('2026-11-24 11:00');
    // 00:30 on Monday in India is still Sunday in UTC: India's day decides.
    expect(indian(addWorkingHours('2026-11-22T19:00:00.000Z', 1, HOURS))).toBe('2026-11-23 10:00');
  });

  test('Sunday is skipped, and the hours span days', () => {
    // Sunday noon: Monday from opening.
    expect(indian(addWorkingHours(NOW, 2, HOURS))).toBe('2026-11-23 11:00');
    // Saturday 17:00: one hour on Saturday, one on Monday.
    expect(indian(addWorkingHours('2026-11-28T11:30:00.000Z', 2, HOURS))).toBe('2026-11-30 10:00');
    // Twenty hours from Monday's opening: 9 on Monday, 9 on Tuesday, 2 on Wednesday.
    expect(indian(addWorkingHours('2026-11-23T03:30:00.000Z', 20, HOURS))).toBe('2026-11-25 11:00');
    const weekdays: WorkingHours = { days: [1, 2, 3, 4, 5], opens: '10:00', closes: '17:30' };
    // Friday 17:00: half an hour on Friday, half on Monday.
    expect(indian(addWorkingHours('2026-11-27T11:30:00.000Z', 1, weekdays))).toBe(
      '2026-11-30 10:30',
    );
  });

  test('the first response is due in working hours until someone responds', () => {
    const made = { createdAt: '2026-11-23T14:30:00.000Z' };
    const settings = { firstResponseHours: 2, workingHours: HOURS, branchHours: {} };
    expect(firstResponseDue(made, settings)).toBe('2026-11-24T05:30:00.000Z');
    expect(firstResponseDue({ ...made, firstResponseAt: LATER }, settings)).toBeUndefined();
  });

  test('a branch with its own working week counts the clock in it; the others in the institute’s', () => {
    // Jaipur opens at 11:00: a contact at 20:00 Monday is due 13:00 Tuesday there, 11:00 elsewhere.
    const jaipur: WorkingHours = { ...HOURS, opens: '11:00' };
    const settings = { firstResponseHours: 2, workingHours: HOURS, branchHours: { jaipur } };
    const made = { createdAt: '2026-11-23T14:30:00.000Z' };
    expect(workingHoursOf({ branchId: 'jaipur' }, settings)).toBe(jaipur);
    expect(workingHoursOf({}, settings)).toBe(HOURS);
    expect(firstResponseDue({ ...made, branchId: 'jaipur' }, settings)).toBe(
      '2026-11-24T07:30:00.000Z',
    );
    expect(firstResponseDue({ ...made, branchId: 'kota' }, settings)).toBe(
      '2026-11-24T05:30:00.000Z',
    );
  });

  test('property: the answer is in working hours, after the start, and hours add up', () => {
    const moment = fc
      .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') })
      .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
    const hours = fc.integer({ min: 1, max: 72 });
    fc.assert(
      fc.property(moment, hours, hours, (from, a, b) => {
        const due = addWorkingHours(from, a, HOURS);
        expect(Date.parse(due)).toBeGreaterThan(Date.parse(from));
        const local = new Date(Date.parse(due) + 330 * 60_000);
        const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
        expect(HOURS.days).toContain(local.getUTCDay());
        expect(minute).toBeGreaterThan(9 * 60);
        expect(minute).toBeLessThanOrEqual(18 * 60);
        expect(addWorkingHours(due, b, HOURS)).toBe(addWorkingHours(from, a + b, HOURS));
      }),
      { numRuns: 300 },
    );
  });
});

describe('what is due', () => {
  test('a follow-up is overdue, today, upcoming or none, by India’s date', () => {
    expect(followUpStatus({}, NOW)).toBe('none');
    expect(followUpStatus({ nextFollowUpAt: '2026-11-22T06:00:00.000Z' }, NOW)).toBe('overdue');
    expect(followUpStatus({ nextFollowUpAt: '2026-11-21T10:00:00.000Z' }, NOW)).toBe('overdue');
    expect(followUpStatus({ nextFollowUpAt: NOW }, NOW)).toBe('today');
    // 23:59 in India is today; 00:15 the next morning is not, though UTC still says the 22nd.
    expect(followUpStatus({ nextFollowUpAt: '2026-11-22T18:29:00.000Z' }, NOW)).toBe('today');
    expect(followUpStatus({ nextFollowUpAt: '2026-11-22T18:45:00.000Z' }, NOW)).toBe('upcoming');
    expect(endOfIndianDay(NOW)).toBe('2026-11-22T18:30:00.000Z');
    // Just after midnight in India, the day ending is that new one.
    expect(endOfIndianDay('2026-11-22T18:31:00.000Z')).toBe('2026-11-23T18:30:00.000Z');
  });

  test('due first: the soonest next step (overdue, then today), then none planned, newest first', () => {
    const rows = [
      { id: 'none-old', createdAt: '2026-11-01T05:00:00.000Z' },
      { id: 'upcoming', nextFollowUpAt: '2026-11-25T05:00:00.000Z', createdAt: NOW },
      { id: 'none-new', createdAt: '2026-11-20T05:00:00.000Z' },
      { id: 'today', nextFollowUpAt: '2026-11-22T10:00:00.000Z', createdAt: NOW },
      { id: 'overdue', nextFollowUpAt: '2026-11-21T05:00:00.000Z', createdAt: NOW },
      {
        id: 'today-same-time-newer',
        nextFollowUpAt: '2026-11-22T10:00:00.000Z',
        createdAt: LATER,
      },
    ];
    expect([...rows].sort(dueFirst).map((row) => row.id)).toEqual([
      'overdue',
      'today-same-time-newer',
      'today',
      'upcoming',
      'none-new',
      'none-old',
    ]);
  });
});

describe('the funnel', () => {
  const day = (n: number) => new Date(Date.parse('2026-11-01T05:00:00.000Z') + n * 86_400_000);
  const at = (n: number) => day(n).toISOString();
  const row = (reached: Record<string, string>, overrides: Partial<FunnelRow> = {}): FunnelRow => ({
    reached,
    source: 'contact',
    currentClass: 11,
    schoolName: '',
    tier: '',
    ...overrides,
  });
  const rows = [
    row({ new: at(0) }),
    // A jump from New to Applied passed Contacted and Counselling.
    row({ new: at(0), applied: at(4) }, { source: 'stse', tier: 'Gold' }),
    row(
      { new: at(0), contacted: at(1), counselling: at(3), applied: at(6), admitted: at(10) },
      { source: 'stse', tier: 'Gold', schoolName: 'DPS Noida', currentClass: 10 },
    ),
    // Lost is no step: this one counts at New only.
    row({ new: at(0), lost: at(2) }, { source: 'walk-in', currentClass: null }),
  ];

  test('each step counts every enquiry that reached it or beyond, with conversion and median days', () => {
    expect(funnelOf(rows, STAGES)).toEqual([
      { stageId: 'new', label: 'New', count: 4, conversion: 100, medianDays: 2.5 },
      { stageId: 'contacted', label: 'Contacted', count: 2, conversion: 50, medianDays: 2 },
      {
        stageId: 'counselling',
        label: 'Counselling booked',
        count: 2,
        conversion: 100,
        medianDays: 3,
      },
      { stageId: 'applied', label: 'Applied', count: 2, conversion: 100, medianDays: 4 },
      { stageId: 'admitted', label: 'Admitted', count: 1, conversion: 50, medianDays: null },
    ]);
  });

  test('no enquiries: zero at every step, no conversion past the first, no medians', () => {
    expect(
      funnelOf([], STAGES).map((step) => [step.count, step.conversion, step.medianDays]),
    ).toEqual([
      [0, 100, null],
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
    // One in three: a conversion to one decimal.
    const third = funnelOf([row({ new: at(0), contacted: at(1) }), row({}), row({})], STAGES);
    expect(third[1]!.conversion).toBe(33.3);
  });

  test('by source, school, class and tier: enquiries and admitted, the largest groups first', () => {
    const label = (source: string) => source.toUpperCase();
    expect(funnelBreakdown(rows, STAGES, 'source', label)).toEqual([
      { value: 'STSE', enquiries: 2, admitted: 1, conversion: 50 },
      { value: 'CONTACT', enquiries: 1, admitted: 0, conversion: 0 },
      { value: 'WALK-IN', enquiries: 1, admitted: 0, conversion: 0 },
    ]);
    expect(funnelBreakdown(rows, STAGES, 'school')).toEqual([
      { value: 'Not known', enquiries: 3, admitted: 0, conversion: 0 },
      { value: 'DPS Noida', enquiries: 1, admitted: 1, conversion: 100 },
    ]);
    expect(funnelBreakdown(rows, STAGES, 'class').map((group) => group.value)).toEqual([
      'Class 11',
      'Class 10',
      'Not known',
    ]);
    expect(funnelBreakdown(rows, STAGES, 'tier')).toEqual([
      { value: 'Gold', enquiries: 2, admitted: 1, conversion: 50 },
      { value: 'No scholarship', enquiries: 2, admitted: 0, conversion: 0 },
    ]);
  });

  test('property: a step never counts more than the one before', () => {
    const ids = STAGES.map((stage) => stage.id);
    const reached = fc
      .subarray(ids)
      .map((chosen) => Object.fromEntries(chosen.map((id, index) => [id, at(index)])));
    fc.assert(
      fc.property(fc.array(reached, { maxLength: 30 }), (all) => {
        const counts = funnelOf(
          all.map((one) => row(one)),
          STAGES,
        ).map((step) => step.count);
        // Every enquiry is counted at the first step.
        expect(counts[0]).toBe(all.length);
        counts
          .slice(1)
          .forEach((count, index) => expect(count).toBeLessThanOrEqual(counts[index]!));
      }),
      { numRuns: 200 },
    );
  });

  test('admissions in an Indian month, and the month compared with a year before', () => {
    const won = [
      // 00:30 on 1 November in India.
      row({ new: at(-40), admitted: '2026-10-31T19:00:00.000Z' }),
      row({ new: at(-40), admitted: '2026-10-31T18:00:00.000Z' }),
      row({ new: at(-400), admitted: '2025-11-10T05:00:00.000Z' }),
      row({ new: at(0) }),
    ];
    expect(admissionsIn(won, STAGES, '2026-11')).toBe(1);
    expect(admissionsIn(won, STAGES, '2026-10')).toBe(1);
    expect(admissionsIn(won, STAGES, '2025-11')).toBe(1);
    expect(comparedMonths(NOW)).toEqual({ month: '2026-11', lastYearMonth: '2025-11' });
    // 00:30 on 1 December in India.
    expect(comparedMonths('2026-11-30T19:00:00.000Z')).toEqual({
      month: '2026-12',
      lastYearMonth: '2025-12',
    });
  });
});

describe('decisions on an enquiry', () => {
  test('a move records who and when, and the first time each stage was reached', () => {
    const contacted = decideStageMove(
      enquiry(),
      { stageId: 'contacted' },
      SETTINGS,
      'Meena',
      LATER,
    );
    expect(contacted).toMatchObject({
      stageId: 'contacted',
      open: true,
      firstResponseAt: LATER,
      updatedAt: LATER,
      reached: { new: NOW, contacted: LATER },
    });
    expect(contacted.events.at(-1)).toEqual({
      at: LATER,
      by: 'Meena',
      kind: 'stage',
      stageId: 'contacted',
    });
    const later = '2026-11-23T05:00:00.000Z';
    const counselling = decideStageMove(
      contacted,
      { stageId: 'counselling' },
      SETTINGS,
      'M',
      later,
    );
    const back = decideStageMove(counselling, { stageId: 'contacted' }, SETTINGS, 'M', later);
    expect(back.reached).toEqual({ new: NOW, contacted: LATER, counselling: later });
    expect(back.firstResponseAt).toBe(LATER);
    // To the stage it is at: nothing changes.
    expect(decideStageMove(back, { stageId: 'contacted' }, SETTINGS, 'M', later)).toBe(back);
  });

  test('a move is refused to a won stage, to Lost without a listed reason, to an unknown stage', () => {
    const open = enquiry();
    expect(
      issuesOf(() => decideStageMove(open, { stageId: 'admitted' }, SETTINGS, 'M', LATER)),
    ).toEqual([{ path: 'stageId', message: USE_ADMIT_MESSAGE }]);
    for (const lostReason of [undefined, '', 'Bad weather']) {
      expect(
        issuesOf(() =>
          decideStageMove(open, { stageId: 'lost', lostReason }, SETTINGS, 'M', LATER),
        ),
      ).toEqual([{ path: 'lostReason', message: LOST_REASON_MESSAGE }]);
    }
    expect(
      issuesOf(() => decideStageMove(open, { stageId: 'nowhere' }, SETTINGS, 'M', LATER)),
    ).toEqual([{ path: 'stageId', message: UNKNOWN_STAGE_MESSAGE }]);
  });

  test('Lost with a reason closes the enquiry and drops its next step', () => {
    const planned = enquiry({ nextFollowUpAt: '2026-11-24T05:00:00.000Z' });
    const lost = decideStageMove(
      planned,
      { stageId: 'lost', lostReason: 'Fees' },
      SETTINGS,
      'Meena',
      LATER,
    );
    expect(lost).toMatchObject({ stageId: 'lost', open: false, lostReason: 'Fees' });
    expect(lost.nextFollowUpAt).toBeUndefined();
    expect(lost.reached.lost).toBe(LATER);
    expect(lost.events.at(-1)).toEqual({
      at: LATER,
      by: 'Meena',
      kind: 'stage',
      stageId: 'lost',
      lostReason: 'Fees',
    });
    // Taken up again, it is open once more and the reason goes.
    const again = decideStageMove(lost, { stageId: 'contacted' }, SETTINGS, 'Meena', LATER);
    expect(again).toMatchObject({ stageId: 'contacted', open: true });
    expect(again.lostReason).toBeUndefined();
  });

  test('a won or merged enquiry is closed to moves, follow-ups, merges and admission', () => {
    const won = admittedEnquiry(enquiry(), 'student-1', STAGES, 'Office', LATER);
    const merged = enquiry({ id: 'merged', mergedInto: 'other', open: false });
    for (const closed of [won, merged]) {
      const message = [{ path: 'stageId', message: CLOSED_ENQUIRY_MESSAGE }];
      expect(
        issuesOf(() => decideStageMove(closed, { stageId: 'contacted' }, SETTINGS, 'M', LATER)),
      ).toEqual(message);
      expect(
        issuesOf(() => decideFollowUp(closed, { outcome: 'called' }, SETTINGS, 'M', LATER)),
      ).toEqual(message);
      expect(issuesOf(() => admittedEnquiry(closed, 'student-2', STAGES, 'M', LATER))).toEqual(
        message,
      );
      expect(
        issuesOf(() => decideMerge(enquiry({ id: 'keep' }), closed, STAGES, 'M', LATER)),
      ).toEqual(message);
    }
  });

  test('a follow-up records what happened, the first response, and the next step', () => {
    const next = '2026-11-23T05:00:00.000Z';
    const done = decideFollowUp(
      enquiry(),
      { outcome: 'no-answer', note: 'Rang twice', nextFollowUpAt: next },
      SETTINGS,
      'Meena',
      LATER,
    );
    expect(done).toMatchObject({
      stageId: 'new',
      nextFollowUpAt: next,
      firstResponseAt: LATER,
      updatedAt: LATER,
    });
    expect(done.events.at(-1)).toEqual({
      at: LATER,
      by: 'Meena',
      kind: 'follow-up',
      outcome: 'no-answer',
      note: 'Rang twice',
    });
    // The first response stays the first; no next step planned clears the old one.
    const after = decideFollowUp(done, { outcome: 'called' }, SETTINGS, 'Meena', next);
    expect(after.firstResponseAt).toBe(LATER);
    expect(after.nextFollowUpAt).toBeUndefined();
    expect(after.events.at(-1)).toEqual({
      at: next,
      by: 'Meena',
      kind: 'follow-up',
      outcome: 'called',
    });
  });

  test('a follow-up’s next step must be later than now, whatever the time zone it is written in', () => {
    for (const nextFollowUpAt of [
      NOW,
      '2026-11-22T05:00:00.000Z',
      // 11:00 in India is 05:30 UTC: before now (12:00 in India), though it reads later.
      '2026-11-22T11:00:00+05:30',
      '2026-11-22T12:00:00+05:30',
    ]) {
      expect(
        issuesOf(() =>
          decideFollowUp(enquiry(), { outcome: 'called', nextFollowUpAt }, SETTINGS, 'M', NOW),
        ),
      ).toEqual([{ path: 'nextFollowUpAt', message: FOLLOW_UP_IN_PAST_MESSAGE }]);
    }
    // Later than now, in India's time: accepted and stored in UTC.
    const planned = decideFollowUp(
      enquiry(),
      { outcome: 'called', nextFollowUpAt: '2026-11-22T16:00:00+05:30' },
      SETTINGS,
      'M',
      NOW,
    );
    expect(planned.nextFollowUpAt).toBe('2026-11-22T10:30:00.000Z');
  });

  test('a follow-up may move the stage: both events, in order; Lost needs its reason', () => {
    const moved = decideFollowUp(
      enquiry(),
      { outcome: 'visited', stageId: 'counselling', nextFollowUpAt: '2026-11-24T05:00:00.000Z' },
      SETTINGS,
      'Meena',
      LATER,
    );
    expect(moved).toMatchObject({
      stageId: 'counselling',
      open: true,
      nextFollowUpAt: '2026-11-24T05:00:00.000Z',
      reached: { new: NOW, counselling: LATER },
    });
    expect(moved.events.slice(-2).map((event) => [event.kind, event.stageId])).toEqual([
      ['follow-up', undefined],
      ['stage', 'counselling'],
    ]);
    expect(
      issuesOf(() =>
        decideFollowUp(enquiry(), { outcome: 'called', stageId: 'lost' }, SETTINGS, 'M', LATER),
      ),
    ).toEqual([{ path: 'lostReason', message: LOST_REASON_MESSAGE }]);
    expect(
      issuesOf(() =>
        decideFollowUp(enquiry(), { outcome: 'called', stageId: 'admitted' }, SETTINGS, 'M', LATER),
      ),
    ).toEqual([{ path: 'stageId', message: USE_ADMIT_MESSAGE }]);
    const lost = decideFollowUp(
      enquiry(),
      {
        outcome: 'called',
        stageId: 'lost',
        lostReason: 'Distance',
        nextFollowUpAt: '2026-11-24T05:00:00.000Z',
      },
      SETTINGS,
      'Meena',
      LATER,
    );
    expect(lost).toMatchObject({ stageId: 'lost', open: false, lostReason: 'Distance' });
    expect(lost.nextFollowUpAt).toBeUndefined();
    expect(lost.events.at(-1)).toMatchObject({ kind: 'stage', lostReason: 'Distance' });
  });

  test('assignment: only a counsellor of the list, or no one; the same one changes nothing', () => {
    const open = enquiry();
    const assigned = decideAssign(open, 'c1', ['c1', 'c2'], 'Office', LATER);
    expect(assigned.assigneeId).toBe('c1');
    expect(assigned.events.at(-1)).toEqual({
      at: LATER,
      by: 'Office',
      kind: 'assigned',
      assigneeId: 'c1',
    });
    expect(decideAssign(assigned, 'c1', ['c1'], 'Office', LATER)).toBe(assigned);
    expect(issuesOf(() => decideAssign(open, 'stranger', ['c1'], 'Office', LATER))).toEqual([
      { path: 'assigneeId', message: NOT_A_COUNSELLOR_MESSAGE },
    ]);
    const unassigned = decideAssign(assigned, '', ['c1'], 'Office', LATER);
    expect(unassigned.assigneeId).toBeUndefined();
    expect(unassigned.events.at(-1)).toEqual({ at: LATER, by: 'Office', kind: 'assigned' });
  });

  test('a merge: the kept one gains the other’s contacts, history and what it lacked; the other closes', () => {
    const keep = enquiry({
      id: 'keep',
      email: '',
      createdAt: '2026-11-10T05:00:00.000Z',
      reached: { new: '2026-11-10T05:00:00.000Z', contacted: '2026-11-12T05:00:00.000Z' },
    });
    const other = enquiry({
      id: 'other',
      name: 'Asha R.',
      mobile: '9822200002',
      email: 'asha@example.com',
      candidateId: 'candidate-1',
      createdAt: '2026-11-05T05:00:00.000Z',
      nextFollowUpAt: '2026-11-24T05:00:00.000Z',
      reached: { new: '2026-11-05T05:00:00.000Z', counselling: '2026-11-15T05:00:00.000Z' },
      contacts: [
        {
          at: '2026-11-05T05:00:00.000Z',
          source: 'contact',
          name: 'Asha R.',
          mobile: '9822200002',
          email: 'asha@example.com',
          message: '',
        },
      ],
    });
    const merged = decideMerge(keep, other, STAGES, 'Office', LATER);
    expect(merged.keep).toMatchObject({
      id: 'keep',
      mobile: '9811100001',
      email: 'asha@example.com',
      candidateId: 'candidate-1',
      createdAt: '2026-11-05T05:00:00.000Z',
      stageId: 'new',
      open: true,
      reached: {
        new: '2026-11-05T05:00:00.000Z',
        contacted: '2026-11-12T05:00:00.000Z',
        counselling: '2026-11-15T05:00:00.000Z',
      },
    });
    // Both contacts, oldest first.
    expect(merged.keep.contacts.map((one) => [one.at, one.source])).toEqual([
      ['2026-11-05T05:00:00.000Z', 'contact'],
      ['2026-11-10T05:00:00.000Z', 'walk-in'],
    ]);
    expect(merged.keep.events.at(-1)).toMatchObject({ kind: 'merged', by: 'Office', at: LATER });
    expect(merged.other).toMatchObject({ id: 'other', mergedInto: 'keep', open: false });
    expect(merged.other.nextFollowUpAt).toBeUndefined();
    expect(merged.other.events.at(-1)).toMatchObject({ kind: 'merged', at: LATER });
    expect(issuesOf(() => decideMerge(keep, keep, STAGES, 'Office', LATER))).toEqual([
      { path: 'otherId', message: SAME_ENQUIRY_MESSAGE },
    ]);
  });

  test('admitted: the won stage, the student linked, nothing more to follow up', () => {
    const lost = decideStageMove(
      enquiry({ nextFollowUpAt: '2026-11-24T05:00:00.000Z' }),
      { stageId: 'lost', lostReason: 'Fees' },
      SETTINGS,
      'Meena',
      NOW,
    );
    for (const before of [enquiry({ nextFollowUpAt: '2026-11-24T05:00:00.000Z' }), lost]) {
      const won = admittedEnquiry(before, 'student-1', STAGES, 'Office', LATER);
      expect(won).toMatchObject({
        stageId: 'admitted',
        open: false,
        studentId: 'student-1',
        updatedAt: LATER,
      });
      expect(won.reached.admitted).toBe(LATER);
      expect(won.nextFollowUpAt).toBeUndefined();
      expect(won.lostReason).toBeUndefined();
      expect(won.events.at(-1)).toEqual({
        at: LATER,
        by: 'Office',
        kind: 'admitted',
        stageId: 'admitted',
      });
      expect(stageKindOf(STAGES, won.stageId)).toBe('won');
    }
  });
});
