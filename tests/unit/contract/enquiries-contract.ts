// Admissions on every adapter: the Contact form and an STSE registration of one mobile are one
// enquiry with both contacts; the office's list (open, closed, due today, search, pages); a
// counsellor reaches only the enquiries assigned to them, given in turn; stage moves,
// follow-ups, assignment and merges with their refusals; Admit as Student wins the enquiry and the
// funnel counts it; an imported list is taken whole or not at all.
import { describe, expect, test } from 'vitest';
import { FIRST_BRANCH_ID, NotFoundError } from '@/data';
import type { Repository, SeedData, SessionUser } from '@/data';
import { FORBIDDEN_MESSAGE } from '@/data/core/operation';
import { FOLLOW_UP_IN_PAST_MESSAGE, LOST_REASON_MESSAGE } from '@/data/schemas/enquiries';
import type { ContactEnquiry, EnquiryForm, EnquiryQuery } from '@/data/schemas/enquiries';
import {
  CLOSED_ENQUIRY_MESSAGE,
  NOT_A_COUNSELLOR_MESSAGE,
  SAME_ENQUIRY_MESSAGE,
  USE_ADMIT_MESSAGE,
} from '@/data/operations/enquiries';
import { TODAY, allStudents, createClock, newCandidate, newStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { member, refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

/** A repository on the same data with nobody signed in (the public Contact form). */
export type VisitorSession = (signedIn: Repository) => Promise<Repository>;

const contactForm = (overrides: Partial<ContactEnquiry> = {}): ContactEnquiry => ({
  whatsappOptIn: false,
  name: 'Aarav Gupta',
  mobile: '9810011223',
  email: 'aarav.parent@example.com',
  subject: 'Engineering',
  message: 'Please call back about the JEE course.',
  ...overrides,
});

const walkIn = (
  name: string,
  mobile: string,
  overrides: Partial<EnquiryForm> = {},
): EnquiryForm => ({
  whatsappOptIn: false,
  source: 'walk-in',
  name,
  mobile,
  email: '',
  schoolName: '',
  interest: 'Medical',
  message: '',
  ...overrides,
});

const query = (overrides: Partial<EnquiryQuery> = {}): EnquiryQuery => ({
  status: 'all',
  page: 1,
  pageSize: 50,
  ...overrides,
});

export function runEnquiriesContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
  visitor: VisitorSession = async (signedIn) => {
    await signedIn.clearSession();
    return signedIn;
  },
) {
  async function setup(seed: Partial<SeedData> = {}) {
    const clock = createClock();
    const repository: Repository = await makeRepository({ seed, now: clock.now });
    await repository.setSession(OWNER_SESSION);
    // Over HTTP staff outlive a reset: earlier tests' counsellors leave the turn.
    for (const one of await repository.listStaff()) {
      if (one.active && one.staffRole === 'counsellor') {
        await repository.updateStaff(one.id, {
          name: one.name,
          staffRole: 'counsellor',
          active: false,
          branchIds: [],
        });
      }
    }
    return { repository, clock };
  }

  const names = (page: { rows: ReadonlyArray<{ name: string }> }) =>
    page.rows.map((row) => row.name);

  describe(`${name}: admissions`, () => {
    test('the Contact form and an STSE registration of the same mobile are one enquiry with both contacts', async () => {
      const { repository } = await setup();
      const website = await visitor(repository);
      await website.submitContactEnquiry(contactForm());
      const candidate = await website.addCandidate(newCandidate());
      const office = await sessions.asOwner(repository);

      const page = await office.listEnquiries(query());
      expect(page.total).toBe(1);
      const [row] = page.rows;
      expect(row).toMatchObject({
        name: 'Aarav Gupta',
        mobile: '9810011223',
        email: 'aarav.parent@example.com',
        source: 'contact',
        interest: 'Engineering',
        stageId: 'new',
        open: true,
        // What the form lacked, the registration gave.
        candidateId: candidate.id,
        currentClass: 10,
        schoolName: 'Delhi Public School, Noida',
      });
      expect(row).not.toHaveProperty('contacts');
      const detail = await office.getEnquiry(row!.id);
      expect(detail.enquiry.contacts.map((one) => [one.source, one.mobile, one.email])).toEqual([
        ['contact', '9810011223', 'aarav.parent@example.com'],
        ['stse', '9810011223', 'aarav.gupta@example.com'],
      ]);
      expect(detail.enquiry.events.map((event) => [event.kind, event.by, event.source])).toEqual([
        ['created', 'Website', 'contact'],
        ['joined', 'Website', 'stse'],
      ]);
      expect(detail.candidate).toEqual({ id: candidate.id, rollNo: candidate.rollNo, tier: '' });

      // Once lost, the same person writing again is a new enquiry.
      await office.moveEnquiryStage(row!.id, { stageId: 'lost', lostReason: 'No response' });
      const again = await visitor(repository);
      await again.submitContactEnquiry(contactForm({ subject: 'Medical' }));
      const after = await (await sessions.asOwner(repository)).listEnquiries(query());
      expect(after.rows.map((one) => [one.interest, one.open])).toEqual([
        ['Medical', true],
        ['Engineering', false],
      ]);
    });

    test('a registration list is a School registration enquiry each', async () => {
      const { repository } = await setup();
      await repository.addCandidates([
        newCandidate({ name: 'Bina Shah', mobile: '9811100002', email: 'bina@example.com' }),
        newCandidate({ name: 'Chetan Das', mobile: '9811100003', email: 'chetan@example.com' }),
      ]);
      const page = await repository.listEnquiries(query());
      expect(page.rows.map((row) => [row.name, row.source, row.interest]).sort()).toEqual([
        ['Bina Shah', 'school', 'STSE'],
        ['Chetan Das', 'school', 'STSE'],
      ]);
    });

    test('the office’s list: open ones due first, closed, all, due today, search and pages', async () => {
      const { repository, clock } = await setup();
      const add = async (form: EnquiryForm) => {
        const { enquiry, joined } = await repository.addEnquiry(form);
        expect(joined).toBe(false);
        clock.advanceMinutes(1);
        return enquiry;
      };
      const asha = await add(walkIn('Asha Rao', '9811100001'));
      const bina = await add(
        walkIn('Bina Shah', '9811100002', { source: 'phone', email: 'Bina.Shah@Example.com' }),
      );
      const chetan = await add(walkIn('Chetan Das', '', { email: 'chetan@example.com' }));
      const dev = await add(walkIn('Dev Mehta', '9811100004'));
      expect(bina.email).toBe('bina.shah@example.com');

      // 12:04 in India: Asha at 12:30, Bina at 16:00 today, Chetan tomorrow; Dev is lost.
      await repository.recordFollowUp(asha.id, {
        outcome: 'no-answer',
        nextFollowUpAt: '2026-11-22T07:00:00.000Z',
      });
      await repository.recordFollowUp(bina.id, {
        outcome: 'called',
        nextFollowUpAt: '2026-11-22T16:00:00+05:30',
      });
      await repository.recordFollowUp(chetan.id, {
        outcome: 'sent-details',
        nextFollowUpAt: '2026-11-23T10:30:00+05:30',
      });
      await repository.moveEnquiryStage(dev.id, { stageId: 'lost', lostReason: 'Distance' });
      clock.advanceMinutes(60);

      const open = await repository.listEnquiries(query({ status: 'open' }));
      expect(names(open)).toEqual(['Asha Rao', 'Bina Shah', 'Chetan Das']);
      expect(open.rows.map((row) => row.nextFollowUpAt)).toEqual([
        '2026-11-22T07:00:00.000Z',
        '2026-11-22T10:30:00.000Z',
        '2026-11-23T05:00:00.000Z',
      ]);
      // Asha is overdue and Bina due by tonight; Chetan is tomorrow's.
      expect(open).toMatchObject({ total: 3, page: 1, pageSize: 50, dueToday: 2 });
      const closed = await repository.listEnquiries(query({ status: 'closed' }));
      expect(names(closed)).toEqual(['Dev Mehta']);
      expect(closed.rows[0]).toMatchObject({
        stageId: 'lost',
        lostReason: 'Distance',
        open: false,
      });
      expect(closed.dueToday).toBe(2);
      expect(names(await repository.listEnquiries(query()))).toEqual([
        'Asha Rao',
        'Bina Shah',
        'Chetan Das',
        'Dev Mehta',
      ]);

      const search = async (text: string) =>
        names(await repository.listEnquiries(query({ search: text })));
      expect(await search('bina')).toEqual(['Bina Shah']);
      expect(await search('BINA.SHAH@')).toEqual(['Bina Shah']);
      expect(await search('98111 00004')).toEqual(['Dev Mehta']);
      expect(await search('1110000')).toEqual(['Asha Rao', 'Bina Shah', 'Dev Mehta']);
      expect(await search('nobody')).toEqual([]);
      expect(names(await repository.listEnquiries(query({ source: 'phone' })))).toEqual([
        'Bina Shah',
      ]);
      expect(names(await repository.listEnquiries(query({ stageId: 'lost' })))).toEqual([
        'Dev Mehta',
      ]);
      expect((await repository.listEnquiries(query({ assignee: 'none' }))).total).toBe(4);

      const first = await repository.listEnquiries(query({ status: 'open', pageSize: 2 }));
      const second = await repository.listEnquiries(
        query({ status: 'open', pageSize: 2, page: 2 }),
      );
      expect([names(first), names(second)]).toEqual([['Asha Rao', 'Bina Shah'], ['Chetan Das']]);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, dueToday: 2 });
    });

    test('round-robin per branch, and a counsellor reaches only the enquiries assigned to them', async () => {
      const { repository } = await setup();
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const kiran = await repository.addStaff(
        member('Kiran Counsellor', { staffRole: 'counsellor', branchIds: [FIRST_BRANCH_ID] }),
      );
      const leela = await repository.addStaff(
        member('Leela Counsellor', { staffRole: 'counsellor', branchIds: [FIRST_BRANCH_ID] }),
      );
      const jaya = await repository.addStaff(
        member('Jaya Counsellor', { staffRole: 'counsellor', branchIds: [jaipur.id] }),
      );
      expect((await repository.listCounsellors()).map((one) => one.name).sort()).toEqual([
        'Jaya Counsellor',
        'Kiran Counsellor',
        'Leela Counsellor',
      ]);

      const made = [];
      for (const [index, mobile] of ['9800000001', '9800000002', '9800000003'].entries()) {
        made.push((await repository.addEnquiry(walkIn(`Walk In ${index + 1}`, mobile))).enquiry);
      }
      // The same person again joins, and takes no turn.
      const joined = await repository.addEnquiry(walkIn('Walk In 1', '9800000001'));
      expect(joined.joined).toBe(true);
      made.push((await repository.addEnquiry(walkIn('Walk In 4', '9800000004'))).enquiry);
      const turns = made.map((enquiry) => enquiry.assigneeId);
      expect(new Set(turns)).toEqual(new Set([kiran.id, leela.id]));
      expect(turns[0]).not.toBe(turns[1]);
      expect([turns[2], turns[3]]).toEqual([turns[0], turns[1]]);
      // Another branch's enquiries go to that branch's counsellor.
      const atJaipur = await repository.importEnquiries(
        [
          { source: 'import', name: 'Fair One', mobile: '9800000005' },
          { source: 'import', name: 'Fair Two', mobile: '9800000006' },
        ],
        jaipur.id,
      );
      expect(atJaipur).toEqual({ created: 2, joined: 0 });
      const jaipurRows = await repository.listEnquiries(query({ assignee: jaya.id }));
      expect(names(jaipurRows).sort()).toEqual(['Fair One', 'Fair Two']);
      expect(jaipurRows.rows.every((row) => row.branchId === jaipur.id)).toBe(true);

      const kiranOwn = made.filter((enquiry) => enquiry.assigneeId === kiran.id);
      const leelaOwn = made.filter((enquiry) => enquiry.assigneeId === leela.id);
      await repository.recordFollowUp(kiranOwn[0]!.id, {
        outcome: 'called',
        nextFollowUpAt: '2026-11-22T10:00:00.000Z',
      });
      await repository.recordFollowUp(leelaOwn[0]!.id, {
        outcome: 'called',
        nextFollowUpAt: '2026-11-22T09:00:00.000Z',
      });

      const asKiran = await sessions.signIn(repository, kiran);
      const own = await (await asKiran()).listEnquiries(query({ status: 'open' }));
      expect(own.rows.map((row) => row.id).sort()).toEqual(kiranOwn.map((one) => one.id).sort());
      expect(own.rows.every((row) => row.assigneeId === kiran.id)).toBe(true);
      expect(own.dueToday).toBe(1);
      // Asking for another's by assignee or by id finds nothing.
      expect((await (await asKiran()).listEnquiries(query({ assignee: leela.id }))).total).toBe(0);
      await expect((await asKiran()).getEnquiry(leelaOwn[0]!.id)).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(
        (await asKiran()).moveEnquiryStage(leelaOwn[0]!.id, { stageId: 'contacted' }),
      ).rejects.toBeInstanceOf(NotFoundError);
      await expect(
        (await asKiran()).recordFollowUp(leelaOwn[0]!.id, { outcome: 'called' }),
      ).rejects.toBeInstanceOf(NotFoundError);
      // Their own they work.
      const worked = await (
        await asKiran()
      ).moveEnquiryStage(kiranOwn[0]!.id, { stageId: 'counselling' });
      expect(worked.enquiry.events.at(-1)).toMatchObject({
        kind: 'stage',
        stageId: 'counselling',
        by: 'Kiran Counsellor',
      });
      // The office's work is not theirs: the funnel, assignment, merges and imports.
      const counsellor = await asKiran();
      await expect(counsellor.enquiryFunnel({ from: TODAY, to: TODAY })).rejects.toThrow(
        FORBIDDEN_MESSAGE,
      );
      await expect(counsellor.admissionsComparison()).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(
        counsellor.assignEnquiry(kiranOwn[0]!.id, { assigneeId: leela.id }),
      ).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(
        counsellor.mergeEnquiries(kiranOwn[0]!.id, { otherId: kiranOwn[1]!.id }),
      ).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(
        counsellor.importEnquiries([{ source: 'import', name: 'X', mobile: '9800000009' }]),
      ).rejects.toThrow(FORBIDDEN_MESSAGE);

      // The walk-ins Kiran types in are Kiran's, both (in turn, one would be Leela's).
      const typed = [
        await counsellor.addEnquiry(walkIn('Walk In 5', '9800000007')),
        await counsellor.addEnquiry(walkIn('Walk In 6', '9800000008')),
      ];
      expect(typed.map((result) => result.enquiry.assigneeId)).toEqual([kiran.id, kiran.id]);

      // The office reassigns Leela's enquiry to Kiran: now it is Kiran's to see.
      const office = await sessions.asOwner(repository);
      await office.assignEnquiry(leelaOwn[0]!.id, { assigneeId: kiran.id });
      expect((await (await asKiran()).getEnquiry(leelaOwn[0]!.id)).enquiry.assigneeId).toBe(
        kiran.id,
      );
    });

    test('stage moves, follow-ups and assignment, each recorded; their refusals', async () => {
      const { repository, clock } = await setup();
      const kiran = await repository.addStaff(
        member('Kiran Counsellor', { staffRole: 'counsellor' }),
      );
      const office = await repository.addStaff(member('Omi Office'));
      const { enquiry } = await repository.addEnquiry(walkIn('Asha Rao', '9811100001'));
      expect(enquiry.assigneeId).toBe(kiran.id);
      const at = clock.now().toISOString();

      const won = await refusal(repository.moveEnquiryStage(enquiry.id, { stageId: 'admitted' }));
      expect(won.issues).toEqual([{ path: 'stageId', message: USE_ADMIT_MESSAGE }]);
      const unexplained = await refusal(
        repository.moveEnquiryStage(enquiry.id, { stageId: 'lost', lostReason: 'Weather' }),
      );
      expect(unexplained.issues).toEqual([{ path: 'lostReason', message: LOST_REASON_MESSAGE }]);
      const past = await refusal(
        repository.recordFollowUp(enquiry.id, {
          outcome: 'called',
          nextFollowUpAt: '2026-11-22T11:00:00+05:30',
        }),
      );
      expect(past.issues).toEqual([{ path: 'nextFollowUpAt', message: FOLLOW_UP_IN_PAST_MESSAGE }]);

      clock.advanceMinutes(5);
      const contacted = await repository.recordFollowUp(enquiry.id, {
        outcome: 'called',
        note: 'Wants the weekend batch',
        nextFollowUpAt: '2026-11-24T11:00:00+05:30',
        stageId: 'contacted',
      });
      const then = clock.now().toISOString();
      expect(contacted.enquiry).toMatchObject({
        stageId: 'contacted',
        open: true,
        firstResponseAt: then,
        nextFollowUpAt: '2026-11-24T05:30:00.000Z',
        reached: { new: at, contacted: then },
      });
      expect(contacted.enquiry.events.slice(-2)).toEqual([
        {
          at: then,
          by: 'Admin',
          kind: 'follow-up',
          outcome: 'called',
          note: 'Wants the weekend batch',
        },
        { at: then, by: 'Admin', kind: 'stage', stageId: 'contacted' },
      ]);
      expect(await repository.getEnquiry(enquiry.id)).toEqual(contacted);

      const notCounsellor = await refusal(
        repository.assignEnquiry(enquiry.id, { assigneeId: office.id }),
      );
      expect(notCounsellor.issues).toEqual([
        { path: 'assigneeId', message: NOT_A_COUNSELLOR_MESSAGE },
      ]);
      const unassigned = await repository.assignEnquiry(enquiry.id, { assigneeId: '' });
      expect(unassigned.enquiry.assigneeId).toBeUndefined();
      expect(unassigned.enquiry.events.at(-1)).toEqual({ at: then, by: 'Admin', kind: 'assigned' });
      expect((await repository.listEnquiries(query({ assignee: 'none' }))).total).toBe(1);
      const back = await repository.assignEnquiry(enquiry.id, { assigneeId: kiran.id });
      expect(back.enquiry.assigneeId).toBe(kiran.id);

      const lost = await repository.moveEnquiryStage(enquiry.id, {
        stageId: 'lost',
        lostReason: 'Chose another institute',
      });
      expect(lost.enquiry).toMatchObject({
        stageId: 'lost',
        open: false,
        lostReason: 'Chose another institute',
      });
      expect(lost.enquiry.nextFollowUpAt).toBeUndefined();
      await expect(
        repository.moveEnquiryStage('NoSuchEnquiry000', { stageId: 'contacted' }),
      ).rejects.toBeInstanceOf(NotFoundError);
      await expect(repository.getEnquiry('NoSuchEnquiry000')).rejects.toBeInstanceOf(NotFoundError);
    });

    test('a merge: one enquiry holds both people’s contacts; the other is closed and leaves the list', async () => {
      const { repository, clock } = await setup();
      const { enquiry: keep } = await repository.addEnquiry(walkIn('Meena Iyer', '9811100011'));
      clock.advanceMinutes(1);
      const { enquiry: other } = await repository.addEnquiry(
        walkIn('Meena I.', '', { source: 'phone', email: 'meena@example.com' }),
      );
      expect((await repository.listEnquiries(query())).total).toBe(2);

      const same = await refusal(repository.mergeEnquiries(keep.id, { otherId: keep.id }));
      expect(same.issues).toEqual([{ path: 'otherId', message: SAME_ENQUIRY_MESSAGE }]);
      await expect(
        repository.mergeEnquiries(keep.id, { otherId: 'NoSuchEnquiry000' }),
      ).rejects.toBeInstanceOf(NotFoundError);

      const merged = await repository.mergeEnquiries(keep.id, { otherId: other.id });
      expect(merged.enquiry).toMatchObject({
        id: keep.id,
        mobile: '9811100011',
        email: 'meena@example.com',
        open: true,
      });
      expect(merged.enquiry.contacts.map((one) => one.source)).toEqual(['walk-in', 'phone']);
      expect(merged.enquiry.events.at(-1)).toMatchObject({ kind: 'merged', by: 'Admin' });
      const page = await repository.listEnquiries(query());
      expect(page.rows.map((row) => row.id)).toEqual([keep.id]);
      expect((await repository.getEnquiry(other.id)).enquiry).toMatchObject({
        mergedInto: keep.id,
        open: false,
      });
      const closed = await refusal(repository.moveEnquiryStage(other.id, { stageId: 'contacted' }));
      expect(closed.issues).toEqual([{ path: 'stageId', message: CLOSED_ENQUIRY_MESSAGE }]);
      // A later contact of the merged e-mail joins the one kept.
      const again = await repository.addEnquiry(
        walkIn('Meena', '', { source: 'phone', email: 'MEENA@example.com' }),
      );
      expect(again).toMatchObject({ joined: true, enquiry: { id: keep.id } });
    });

    test('Admit as Student wins the enquiry (the registrant’s own, or the one named); the funnel counts it', async () => {
      const { repository, clock } = await setup();
      const website = await visitor(repository);
      const candidate = await website.addCandidate(newCandidate());
      const office = await sessions.asOwner(repository);
      await office.saveMarks(candidate.id, 81);
      const [registered] = (await office.listEnquiries(query())).rows;
      expect(registered).toMatchObject({ source: 'stse', candidateId: candidate.id });
      expect((await office.getEnquiry(registered!.id)).candidate).toEqual({
        id: candidate.id,
        rollNo: candidate.rollNo,
        marks: 81,
        tier: '50% Scholarship',
      });
      const { enquiry: walkedIn } = await office.addEnquiry(walkIn('Priya Verma', '9829012345'));
      await office.addEnquiry(walkIn('Still Thinking', '9829099999'));
      clock.advanceMinutes(30);

      // The registrant's open enquiry is the one admitting the candidate wins.
      const aarav = await office.admitCandidate(
        candidate.id,
        newStudent({
          name: 'Aarav Gupta',
          email: 'aarav.student@example.com',
          currentClass: 10,
          totalFee: 120000,
        }),
      );
      const wonAt = clock.now().toISOString();
      const won = (await office.getEnquiry(registered!.id)).enquiry;
      expect(won).toMatchObject({
        stageId: 'admitted',
        open: false,
        studentId: aarav.id,
        reached: { admitted: wonAt },
      });
      expect(won.events.at(-1)).toEqual({
        at: wonAt,
        by: 'Admin',
        kind: 'admitted',
        stageId: 'admitted',
      });

      // An enquiry that is not there admits no one.
      const before = (await allStudents(office)).length;
      await expect(
        office.addStudent(newStudent({ enquiryId: 'NoSuchEnquiry000' })),
      ).rejects.toBeInstanceOf(NotFoundError);
      expect(await allStudents(office)).toHaveLength(before);
      const priya = await office.addStudent(newStudent({ enquiryId: walkedIn.id }));
      expect((await office.getEnquiry(walkedIn.id)).enquiry).toMatchObject({
        stageId: 'admitted',
        studentId: priya.id,
        open: false,
      });
      const twice = await refusal(
        office.addStudent(newStudent({ email: 'priya.again@example.com', enquiryId: walkedIn.id })),
      );
      expect(twice.issues).toEqual([{ path: 'stageId', message: CLOSED_ENQUIRY_MESSAGE }]);
      expect(await allStudents(office)).toHaveLength(before + 1);
      const stillOpen = await refusal(
        office.moveEnquiryStage(walkedIn.id, { stageId: 'contacted' }),
      );
      expect(stillOpen.issues).toEqual([{ path: 'stageId', message: CLOSED_ENQUIRY_MESSAGE }]);
      expect(names(await office.listEnquiries(query({ status: 'closed' }))).sort()).toEqual([
        'Aarav Gupta',
        'Priya Verma',
      ]);

      const funnel = await office.enquiryFunnel({ from: TODAY, to: TODAY });
      expect(funnel.total).toBe(3);
      expect(funnel.steps.map((step) => [step.stageId, step.count])).toEqual([
        ['new', 3],
        ['contacted', 2],
        ['counselling', 2],
        ['applied', 2],
        ['admitted', 2],
      ]);
      expect(funnel.steps.at(-1)).toMatchObject({ conversion: 100, medianDays: null });
      expect(funnel.breakdowns.source).toEqual([
        { value: 'Walk-in', enquiries: 2, admitted: 1, conversion: 50 },
        { value: 'STSE registration', enquiries: 1, admitted: 1, conversion: 100 },
      ]);
      expect(funnel.breakdowns.tier).toEqual([
        { value: 'No scholarship', enquiries: 2, admitted: 1, conversion: 50 },
        { value: '50% Scholarship', enquiries: 1, admitted: 1, conversion: 100 },
      ]);
      expect((await office.enquiryFunnel({ from: '2026-11-23', to: '2026-12-31' })).total).toBe(0);
      expect(await office.admissionsComparison()).toEqual({
        month: '2026-11',
        admitted: 2,
        lastYearMonth: '2025-11',
        lastYearAdmitted: 0,
      });
    });

    test('an imported list is taken whole or not at all; its people join their open enquiries', async () => {
      const { repository, clock } = await setup();
      await repository.addEnquiry(walkIn('Asha Rao', '9811100001'));
      clock.advanceMinutes(1);
      const bad = await refusal(
        repository.importEnquiries([
          { source: 'import', name: 'Farah Khan', mobile: '9811100021' },
          { source: 'import', name: 'No Contact', mobile: '', email: '' },
          { source: 'import', name: 'Gopal Rao', mobile: '9811100022' },
        ]),
      );
      expect(bad.issues).toEqual([
        { path: 'rows.1.mobile', message: 'Row 2: Give a mobile number or an e-mail.' },
      ]);
      const badMobile = await refusal(
        repository.importEnquiries([
          { source: 'import', name: 'Farah Khan', mobile: '9811100021' },
          { source: 'import', name: 'Gopal Rao', mobile: '98111' },
        ]),
      );
      expect(badMobile.issues[0]?.message).toMatch(/^Row 2: /);
      expect((await repository.listEnquiries(query())).total).toBe(1);

      const taken = await repository.importEnquiries([
        { source: 'walk-in', name: 'Farah Khan', mobile: '9811100021', currentClass: 11 },
        { source: 'import', name: 'Asha R.', mobile: '9811100001', message: 'Met at the fair' },
        { source: 'import', name: 'Gopal Rao', mobile: '', email: 'gopal@example.com' },
        { source: 'import', name: 'Hina Patel', mobile: '9811100023' },
      ]);
      expect(taken).toEqual({ created: 3, joined: 1 });
      const page = await repository.listEnquiries(query({ status: 'open' }));
      // None has a next step: the newest first, the list's later rows before its earlier ones.
      expect(names(page)).toEqual(['Hina Patel', 'Gopal Rao', 'Farah Khan', 'Asha Rao']);
      expect(page.rows.slice(0, 3).every((row) => row.source === 'import')).toBe(true);
      const asha = page.rows.find((row) => row.name === 'Asha Rao')!;
      const joined = (await repository.getEnquiry(asha.id)).enquiry;
      expect(joined.source).toBe('walk-in');
      expect(joined.contacts.map((one) => [one.source, one.message])).toEqual([
        ['walk-in', ''],
        ['import', 'Met at the fair'],
      ]);
      // Paged, the same order with no row twice.
      const pages = [];
      for (const pageNumber of [1, 2]) {
        pages.push(
          ...names(
            await repository.listEnquiries(
              query({ status: 'open', page: pageNumber, pageSize: 2 }),
            ),
          ),
        );
      }
      expect(pages).toEqual(names(page));
    });
  });
}
