// Parents on every adapter: who a student's parents are (the record's guardian mobile, and the
// office's links and unlinks, each audited), a parent's children (siblings sharing the guardian
// mobile are one parent's), the child they choose, and that a parent reaches only that child's
// records: another child of theirs only once chosen, another family's never.
import { describe, expect, test } from 'vitest';
import type { Repository, SessionUser, Student } from '@/data';
import type { ParentPreferencesEdit } from '@/data/schemas/parents';
import { FORBIDDEN_MESSAGE } from '@/data/core/operation';
import {
  DEFAULT_PARENT_PREFERENCES,
  ADULTS_ONLY_MESSAGE,
  ALREADY_LINKED_MESSAGE,
  HIDDEN_FROM_PARENTS_MESSAGE,
} from '@/data/schemas/parents';
import { NOT_A_PARENT_MESSAGE } from '@/data/operations/parents';
import { createClock, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { refusal } from './staff-contract';

const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };
const FAMILY_MOBILE = '9811100001';
const OTHER_MOBILE = '9822200002';

// Asha is 18 (the contract's clock is in November 2026); Ravi is 15.
const asha = storedStudent('SANK26120001', {
  id: 'student-asha',
  name: 'Asha Rao',
  dateOfBirth: '2008-01-15',
  mobile: FAMILY_MOBILE,
  guardianName: 'Meena Rao',
});
const ravi = storedStudent('SANK26120002', {
  id: 'student-ravi',
  name: 'Ravi Rao',
  email: 'ravi.rao@example.com',
  dateOfBirth: '2011-05-20',
  mobile: FAMILY_MOBILE,
  guardianName: 'Meena Rao',
});
const other = storedStudent('SANK26120003', {
  id: 'student-other',
  name: 'Kiran Shah',
  email: 'kiran.shah@example.com',
  mobile: OTHER_MOBILE,
  guardianName: 'Nisha Shah',
});

/** The same data set as seen by the parent of `mobile` (a browser of their own with a server). */
export type ParentSession = (office: Repository, mobile: string) => Promise<Repository>;
/** The same data set as seen by this student. */
export type StudentSession = (office: Repository, student: Student) => Promise<Repository>;

export function runParentsContract(
  name: string,
  make: MakeRepository,
  asParent: ParentSession,
  asStudent: StudentSession,
) {
  async function setup() {
    const office = await make({ seed: { students: [asha, ravi, other] }, now: createClock().now });
    await office.setSession(ADMIN_SESSION);
    return office;
  }

  describe(`${name}: parents`, () => {
    test('a student’s parent is the record’s guardian mobile; the office links and unlinks, audited', async () => {
      const office = await setup();
      expect(await office.listStudentParents(asha.id)).toEqual([
        { mobile: FAMILY_MOBILE, name: 'Meena Rao', source: 'record' },
      ]);
      const linked = await office.linkParent(asha.id, {
        mobile: '9833300003',
        name: 'Suresh Rao',
      });
      expect(linked).toEqual([
        { mobile: FAMILY_MOBILE, name: 'Meena Rao', source: 'record' },
        { mobile: '9833300003', name: 'Suresh Rao', source: 'office' },
      ]);
      const twice = await refusal(
        office.linkParent(asha.id, { mobile: FAMILY_MOBILE, name: 'Meena Rao' }),
      );
      expect(twice.issues).toEqual([{ path: 'mobile', message: ALREADY_LINKED_MESSAGE }]);
      expect(await office.unlinkParent(asha.id, FAMILY_MOBILE)).toEqual([
        { mobile: '9833300003', name: 'Suresh Rao', source: 'office' },
      ]);
      const stranger = await refusal(office.unlinkParent(asha.id, OTHER_MOBILE));
      expect(stranger.issues).toEqual([{ path: 'mobile', message: NOT_A_PARENT_MESSAGE }]);
      const audit = await office.listAuditLog({ page: 1, pageSize: 25, entity: 'parentLink' });
      expect(audit.rows.map((row) => row.action).sort()).toEqual(['created', 'created']);
    });

    test('siblings who share the guardian mobile are one parent’s children; the chosen one is remembered', async () => {
      const office = await setup();
      const parent = await asParent(office, FAMILY_MOBILE);
      const family = await parent.myChildren();
      expect(family.name).toBe('Meena Rao');
      expect(family.children.map((child) => child.id)).toEqual([asha.id, ravi.id]);
      expect([asha.id, ravi.id]).toContain(family.childId);
      expect((await parent.chooseChild(ravi.id)).childId).toBe(ravi.id);
      expect((await parent.myChildren()).childId).toBe(ravi.id);
    });

    test('a parent reaches only the chosen child’s records, never another family’s', async () => {
      const office = await setup();
      const parent = await asParent(office, FAMILY_MOBILE);
      // The choice is the parent's, kept across restores (as their account is): made here.
      await parent.chooseChild(asha.id);
      expect((await parent.getStudent(asha.id))?.name).toBe('Asha Rao');
      expect(await parent.listPayments({ studentId: asha.id })).toEqual([]);
      // Ravi is theirs but not the one chosen; Kiran is another family's.
      await expect(parent.getStudent(ravi.id)).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(parent.getStudent(other.id)).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(parent.listPayments({ studentId: other.id })).rejects.toThrow(FORBIDDEN_MESSAGE);
      await refusal(parent.chooseChild(other.id));
      // Nor may a parent call what only the office or the student does.
      await expect(parent.listStudentParents(asha.id)).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(parent.myExams()).rejects.toThrow(FORBIDDEN_MESSAGE);
    });

    test('an unlinked child is out of reach at once; a linked one is in', async () => {
      const office = await setup();
      await office.unlinkParent(asha.id, FAMILY_MOBILE);
      await office.linkParent(other.id, { mobile: FAMILY_MOBILE, name: 'Meena Rao' });
      const back = await asParent(office, FAMILY_MOBILE);
      expect((await back.myChildren()).children.map((child) => child.id)).toEqual([
        ravi.id,
        other.id,
      ]);
      await expect(back.getStudent(asha.id)).rejects.toThrow(FORBIDDEN_MESSAGE);
      expect((await back.getStudent(ravi.id))?.name).toBe('Ravi Rao');
    });

    test('a student of 18 or over may keep attendance and results from their parents; fees stay', async () => {
      const office = await setup();
      const young = await refusal(
        (await asStudent(office, ravi)).setHiddenFromParents(ravi.id, true),
      );
      expect(young.issues).toEqual([{ path: 'hiddenFromParents', message: ADULTS_ONLY_MESSAGE }]);
      const student = await asStudent(office, asha);
      expect((await student.setHiddenFromParents(asha.id, true)).hiddenFromParents).toBe(true);
      expect((await student.studentAttendance(asha.id)).missed).toEqual([]);
      const parent = await asParent(office, FAMILY_MOBILE);
      await parent.chooseChild(asha.id);
      const hidden = await refusal(parent.studentAttendance(asha.id));
      expect(hidden.issues).toEqual([{ path: '', message: HIDDEN_FROM_PARENTS_MESSAGE }]);
      expect((await refusal(parent.myTestSeriesResults())).issues[0]?.message).toBe(
        HIDDEN_FROM_PARENTS_MESSAGE,
      );
      expect(await parent.listPayments({ studentId: asha.id })).toEqual([]);
      await expect(parent.setHiddenFromParents(asha.id, false)).rejects.toThrow(FORBIDDEN_MESSAGE);
      // Shared again: the parent sees it.
      await (await asStudent(office, asha)).setHiddenFromParents(asha.id, false);
      const again = await asParent(office, FAMILY_MOBILE);
      await again.chooseChild(asha.id);
      expect((await again.studentAttendance(asha.id)).missed).toEqual([]);
    });

    test('a parent’s message choices: every event by SMS until they choose; WhatsApp with its opt-in', async () => {
      const office = await setup();
      const parent = await asParent(office, FAMILY_MOBILE);
      const before = await parent.getParentPreferences();
      // A parent whose choices were kept (the server keeps them across restores) starts over.
      const saved = await parent.saveParentPreferences({
        sms: ['absence', 'fees', 'receipts', 'results', 'tickets'],
        whatsapp: [],
      });
      expect(saved).toEqual({ ...DEFAULT_PARENT_PREFERENCES });
      expect(before.sms.length).toBeGreaterThan(0);
      const chosen = await parent.saveParentPreferences({ sms: ['absence'], whatsapp: ['fees'] });
      expect(chosen).toEqual({
        sms: ['absence'],
        whatsapp: ['fees'],
        whatsappOptInAt: expect.any(String),
      });
      expect(await parent.getParentPreferences()).toEqual(chosen);
      // The opt-in is kept while WhatsApp stays chosen, and cleared with it.
      const more = await parent.saveParentPreferences({ sms: [], whatsapp: ['fees', 'absence'] });
      expect(more.whatsappOptInAt).toBe(chosen.whatsappOptInAt);
      expect(
        (await parent.saveParentPreferences({ sms: [], whatsapp: [] })).whatsappOptInAt,
      ).toBeNull();
      // A choice the form never offers, as a forged request would send it.
      const forged = JSON.parse('{"sms":["everything"],"whatsapp":[]}') as ParentPreferencesEdit;
      await refusal(parent.saveParentPreferences(forged));
    });

    test('a parent’s own password: none until set; the rules beside the fields; then since when', async () => {
      const office = await setup();
      const parent = await asParent(office, FAMILY_MOBILE);
      expect(await parent.getParentPassword()).toEqual({ setAt: null });
      const short = await refusal(
        parent.setParentPassword({ password: 'short', confirm: 'short' }),
      );
      expect(short.issues).toEqual([
        { path: 'password', message: 'Use at least 10 characters for the password.' },
      ]);
      const differ = await refusal(
        parent.setParentPassword({ password: 'a family password', confirm: 'another one!' }),
      );
      expect(differ.issues).toEqual([
        { path: 'confirm', message: 'The two passwords differ. Type the same password twice.' },
      ]);
      expect(await parent.getParentPassword()).toEqual({ setAt: null });
      const set = await parent.setParentPassword({
        password: 'a family password',
        confirm: 'a family password',
      });
      expect(set.setAt).toEqual(expect.any(String));
      expect(await parent.getParentPassword()).toEqual(set);
    });
  });
}
