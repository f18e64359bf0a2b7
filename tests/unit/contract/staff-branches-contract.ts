// Staff limited to branches, the same on every adapter: the owner sets the limit (never on an
// owner, only to branches the institute has), and a limited staff member's lists, records,
// payments and reports hold only their branches' students: another branch's reads as not found.
import { describe, expect, test } from 'vitest';
import {
  CHOOSE_OWN_BRANCH_MESSAGE,
  CHOOSE_STAFF_BRANCHES_MESSAGE,
  FIRST_BRANCH_ID,
  OWNER_EVERY_BRANCH_MESSAGE,
} from '@/data';
import type { Repository, SessionUser } from '@/data';
import { FORBIDDEN_MESSAGE } from '@/data/core/operation';
import { TODAY, createClock, newStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { cash } from './branches-contract';
import { member, refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

export function runStaffBranchesContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
) {
  async function setup() {
    const repository: Repository = await makeRepository({ seed: {}, now: createClock().now });
    await repository.setSession(OWNER_SESSION);
    const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
    return { repository, jaipur };
  }

  describe(`${name}: staff limited to branches`, () => {
    test('the owner limits a staff member to branches; never an owner, only branches there are', async () => {
      const { repository, jaipur } = await setup();
      const limited = await repository.addStaff(member('Jaya Office', { branchIds: [jaipur.id] }));
      expect(limited.branchIds).toEqual([jaipur.id]);
      expect(await repository.listStaff()).toContainEqual(limited);

      const owner = refusal(
        repository.addStaff(member('Omi Owner', { staffRole: 'owner', branchIds: [jaipur.id] })),
      );
      expect((await owner).issues).toEqual([
        { path: 'branchIds', message: OWNER_EVERY_BRANCH_MESSAGE },
      ]);
      const unknown = refusal(
        repository.addStaff(member('Una Office', { branchIds: ['nowhere'] })),
      );
      expect((await unknown).issues).toEqual([
        { path: 'branchIds', message: CHOOSE_STAFF_BRANCHES_MESSAGE },
      ]);

      // No branch ticked: every branch again.
      const edit = { name: limited.name, staffRole: 'office' as const, active: true };
      const everywhere = await repository.updateStaff(limited.id, { ...edit, branchIds: [] });
      expect(everywhere.branchIds).toBeUndefined();
      const both = await repository.updateStaff(limited.id, {
        ...edit,
        branchIds: [FIRST_BRANCH_ID, jaipur.id],
      });
      expect(both.branchIds).toEqual([FIRST_BRANCH_ID, jaipur.id]);
    });

    test("a branch-limited staff member sees only their branch's students, fees and reports", async () => {
      const { repository, jaipur } = await setup();
      const atFirst = await repository.addStudent(newStudent({ name: 'Kota Student' }));
      const atJaipur = await repository.addStudent(
        newStudent({ name: 'Jaipur Student', email: 'j@example.com', branchId: jaipur.id }),
      );
      const paidFirst = await repository.recordPayment(
        cash(atFirst.id, atFirst.feeDetails.installments[0]!.id, 5000),
      );
      const paidJaipur = await repository.recordPayment(
        cash(atJaipur.id, atJaipur.feeDetails.installments[0]!.id, 3000),
      );
      const office = await repository.addStaff(member('Jai Office', { branchIds: [jaipur.id] }));
      const asJaipur = await sessions.signIn(repository, office);

      const students = await (await asJaipur()).queryStudents({ page: 1, pageSize: 25 });
      expect(students.rows.map((student) => student.id)).toEqual([atJaipur.id]);
      expect(students.total).toBe(1);
      const fees = await (await asJaipur()).queryFeeTable({ page: 1, pageSize: 25, today: TODAY });
      expect(fees.rows.map((row) => row.studentId)).toEqual([atJaipur.id]);
      expect(fees.totals.totalCollection).toBe(3000);

      // Another branch's student and receipt read as not there, by id as by URL.
      expect(await (await asJaipur()).getStudent(atFirst.id)).toBeUndefined();
      expect((await (await asJaipur()).getStudent(atJaipur.id))?.name).toBe('Jaipur Student');
      expect(await (await asJaipur()).getPayment(paidFirst.id)).toBeUndefined();
      expect((await (await asJaipur()).listPayments()).map((payment) => payment.id)).toEqual([
        paidJaipur.id,
      ]);
      await expect((await asJaipur()).listPayments({ studentId: atFirst.id })).rejects.toThrow();

      // Nor can they change it.
      const installment = atFirst.feeDetails.installments[0]!.id;
      await expect(
        (await asJaipur()).recordPayment(cash(atFirst.id, installment, 1000)),
      ).rejects.toThrow();
      await expect(
        (await asJaipur()).cancelPayment(paidFirst.id, 'Wrong', 'Jai'),
      ).rejects.toThrow();
      const edit = {
        name: 'Changed',
        email: atFirst.email,
        mobile: atFirst.mobile,
        guardianName: atFirst.guardianName,
      };
      await expect((await asJaipur()).updateStudent(atFirst.id, edit)).rejects.toThrow();

      // Reports: their branch's, and no other branch's on asking.
      const dayBook = await (
        await asJaipur()
      ).queryDayBook({ from: TODAY, to: TODAY, page: 1, pageSize: 50 });
      expect(dayBook.rows.map((row) => row.payment.id)).toEqual([paidJaipur.id]);
      expect(dayBook.totals.total).toBe(3000);
      await expect(
        (await asJaipur()).queryDayBook({
          from: TODAY,
          to: TODAY,
          page: 1,
          pageSize: 50,
          branchId: FIRST_BRANCH_ID,
        }),
      ).rejects.toThrow(FORBIDDEN_MESSAGE);
      await expect(
        (await asJaipur()).gstSummary('2026-27', { branchId: FIRST_BRANCH_ID }),
      ).rejects.toThrow(FORBIDDEN_MESSAGE);
      const overview = await (await asJaipur()).getDashboardOverview();
      expect(overview.studentCount).toBe(1);
      expect(overview.fees?.totalCollection).toBe(3000);

      // A student they add joins their branch; another branch is refused beside the field.
      const added = await (
        await asJaipur()
      ).addStudent(newStudent({ name: 'New Jaipur', email: 'n@example.com' }));
      expect(added.branchId).toBe(jaipur.id);
      const elsewhere = refusal(
        (await asJaipur()).addStudent(
          newStudent({ email: 'e@example.com', branchId: FIRST_BRANCH_ID }),
        ),
      );
      expect((await elsewhere).issues).toEqual([
        { path: 'branchId', message: CHOOSE_OWN_BRANCH_MESSAGE },
      ]);

      // Support tickets: their branch's students' only.
      const asOwner = await sessions.asOwner(repository);
      const ticketOfFirst = await asOwner.addTicket(atFirst.id, 'Fee receipt');
      const ticketOfJaipur = await asOwner.addTicket(atJaipur.id, 'Timetable');
      expect((await (await asJaipur()).listTickets()).map((ticket) => ticket.id)).toEqual([
        ticketOfJaipur.id,
      ]);
      await expect(
        (await asJaipur()).addMessage(ticketOfFirst.id, 'Admin', 'Hello'),
      ).rejects.toThrow();
      await expect(
        (await asJaipur()).setTicketStatus(ticketOfFirst.id, 'Closed'),
      ).rejects.toThrow();
      await expect((await asJaipur()).addTicket(atFirst.id, 'Another')).rejects.toThrow();
      expect(
        (await (await asJaipur()).addMessage(ticketOfJaipur.id, 'Admin', 'On it')).messages,
      ).toHaveLength(2);
      expect((await (await asJaipur()).getDashboardOverview()).openTicketCount).toBe(1);

      // The owner lifts the limit: it holds at once, in the same session.
      await (
        await sessions.asOwner(repository)
      ).updateStaff(office.id, { name: office.name, staffRole: 'office', active: true });
      expect((await (await asJaipur()).getStudent(atFirst.id))?.id).toBe(atFirst.id);
    });
  });
}
