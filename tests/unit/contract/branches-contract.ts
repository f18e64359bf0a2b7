// Branches, the same on every adapter: the first branch exists without being created and stays
// active, further branches have unique codes, a student's branch numbers their receipts and
// credit notes in its own series, and the day book and GST summary filter by branch.
import { describe, expect, test } from 'vitest';
import {
  CHOOSE_ACTIVE_BRANCH,
  DUPLICATE_BRANCH_CODE,
  DataValidationError,
  FIRST_BRANCH_ID,
  FIRST_BRANCH_STAYS_ACTIVE,
  newRefundRequestId,
} from '@/data';
import type { Repository, SeedData, SessionUser } from '@/data';
import { TODAY, createClock, newStudent, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';

const ADMIN_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

async function refusal(promise: Promise<unknown>): Promise<DataValidationError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to be refused, but it succeeded.');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataValidationError);
  return error as DataValidationError;
}

export const cash = (studentId: string, installmentId: string, amount: number) => ({
  studentId,
  installmentId,
  amount,
  mode: 'Cash' as const,
  reference: '',
  receivedBy: 'Admin',
});

export function runBranchesContract(name: string, makeRepository: MakeRepository) {
  async function setup(seed: Partial<SeedData> = {}) {
    const clock = createClock();
    const repository: Repository = await makeRepository({ seed, now: clock.now });
    await repository.setSession(ADMIN_SESSION);
    return { repository, clock };
  }

  describe(`${name}: branches`, () => {
    test('the existing data is the first branch: listed without being created, no code', async () => {
      const { repository } = await setup();
      expect(await repository.listBranches()).toEqual([
        { id: FIRST_BRANCH_ID, code: null, name: 'Sankalp Institute', address: '', active: true },
      ]);
    });

    test('a branch is added active with a unique code of 2 to 6 capital letters', async () => {
      const { repository } = await setup();
      const jaipur = await repository.addBranch({
        code: 'JAI',
        name: '  Jaipur Centre ',
        address: 'Tonk Road',
      });
      expect(jaipur).toMatchObject({ code: 'JAI', name: 'Jaipur Centre', active: true });
      expect((await repository.listBranches()).map((branch) => branch.code)).toEqual([null, 'JAI']);

      expect(
        (await refusal(repository.addBranch({ code: 'JAI', name: 'Jaipur 2', address: '' })))
          .issues,
      ).toEqual([{ path: 'code', message: DUPLICATE_BRANCH_CODE }]);
      for (const code of ['jai', 'J', 'JAIPURC', 'CN']) {
        expect(
          (await refusal(repository.addBranch({ code, name: 'X', address: '' }))).issues,
        ).toEqual([expect.objectContaining({ path: 'code' })]);
      }
      expect(await repository.listBranches()).toHaveLength(2);
    });

    test('a branch is renamed and deactivated, its code stays; the first branch stays active', async () => {
      const { repository } = await setup();
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const edited = await repository.updateBranch({
        ...jaipur,
        code: 'DEL',
        name: 'Jaipur (Malviya Nagar)',
        active: false,
      });
      expect(edited).toEqual({ ...jaipur, name: 'Jaipur (Malviya Nagar)', active: false });

      const [first] = await repository.listBranches();
      const kota = await repository.updateBranch({ ...first!, name: 'Kota', address: 'Talwandi' });
      expect(kota).toMatchObject({ id: FIRST_BRANCH_ID, code: null, name: 'Kota' });
      expect((await repository.listBranches()).map((branch) => branch.name)).toEqual([
        'Kota',
        'Jaipur (Malviya Nagar)',
      ]);
      expect((await refusal(repository.updateBranch({ ...kota, active: false }))).issues).toEqual([
        { path: 'active', message: FIRST_BRANCH_STAYS_ACTIVE },
      ]);
    });

    test('a student joins an active branch; an inactive or unknown one is refused', async () => {
      const { repository } = await setup();
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const delhi = await repository.addBranch({ code: 'DEL', name: 'Delhi', address: '' });
      await repository.updateBranch({ ...delhi, active: false });

      const atJaipur = await repository.addStudent(newStudent({ branchId: jaipur.id }));
      expect(atJaipur.branchId).toBe(jaipur.id);
      const atFirst = await repository.addStudent(newStudent({ email: 'b@example.com' }));
      expect(atFirst.branchId ?? FIRST_BRANCH_ID).toBe(FIRST_BRANCH_ID);

      for (const branchId of [delhi.id, 'nowhere']) {
        expect(
          (await refusal(repository.addStudent(newStudent({ email: 'c@example.com', branchId }))))
            .issues,
        ).toEqual([{ path: 'branchId', message: CHOOSE_ACTIVE_BRANCH }]);
      }
      const edit = {
        name: atJaipur.name,
        email: atJaipur.email,
        mobile: atJaipur.mobile,
        guardianName: atJaipur.guardianName,
      };
      expect(
        (await refusal(repository.updateStudent(atJaipur.id, { ...edit, branchId: delhi.id })))
          .issues,
      ).toEqual([{ path: 'branchId', message: CHOOSE_ACTIVE_BRANCH }]);
      const moved = await repository.updateStudent(atJaipur.id, {
        ...edit,
        branchId: FIRST_BRANCH_ID,
      });
      expect(moved.branchId).toBe(FIRST_BRANCH_ID);
      // An edit that names no branch keeps the student where they are.
      const kept = await repository.updateStudent(atJaipur.id, { ...edit, name: 'Priya V' });
      expect(kept.branchId).toBe(FIRST_BRANCH_ID);
    });

    test('each branch numbers its receipts and credit notes in its own gapless series', async () => {
      const first = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [first] });
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const atJaipur = await repository.addStudent(newStudent({ branchId: jaipur.id }));
      const [installment] = atJaipur.feeDetails.installments;

      const receipts: string[] = [];
      for (const studentId of [atJaipur.id, first.id, atJaipur.id]) {
        clock.advanceMinutes(1);
        const installmentId = studentId === first.id ? 'SANK26120001-1' : installment!.id;
        // Taken online: only such a payment may be refunded.
        const payment = await repository.recordPayment({
          ...cash(studentId, installmentId, 100),
          mode: 'Online',
          reference: 'pay_contract',
        });
        receipts.push(payment.receiptNo!);
      }
      expect(receipts).toEqual([
        'SANK/JAI/2026-27/000001',
        'SANK/2026-27/000001',
        'SANK/JAI/2026-27/000002',
      ]);
      const jaipurPayment = (await repository.listPayments({ studentId: atJaipur.id }))[0]!;
      expect(jaipurPayment.branchId).toBe(jaipur.id);

      clock.advanceMinutes(1);
      const refund = await repository.refundPayment(jaipurPayment.id, {
        requestId: newRefundRequestId(),
        amount: 50,
        reason: 'Changed batch',
      });
      expect(refund.refund?.creditNoteNo).toBe('SANK/JAI/CN/2026-27/000001');
      expect(refund.branchId).toBe(jaipur.id);
    });

    test('a restore keeps a branch’s numbers issued after the backup as issued', async () => {
      const { repository, clock } = await setup();
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const student = await repository.addStudent(newStudent({ branchId: jaipur.id }));
      const installmentId = student.feeDetails.installments[0]!.id;
      const backup = await repository.exportBackup();
      expect(backup.collections.branches).toEqual([jaipur]);
      clock.advanceMinutes(5);
      const lost = await repository.recordPayment(cash(student.id, installmentId, 100));
      await repository.importBackup(backup);
      expect(await repository.listBranches()).toEqual([
        expect.objectContaining({ id: FIRST_BRANCH_ID }),
        jaipur,
      ]);
      clock.advanceMinutes(5);
      const again = await repository.recordPayment(cash(student.id, installmentId, 100));
      expect([lost.receiptNo, again.receiptNo]).toEqual([
        'SANK/JAI/2026-27/000001',
        'SANK/JAI/2026-27/000002',
      ]);
    });

    test('the day book and the GST summary filter by branch', async () => {
      const first = storedStudent('SANK26120001');
      const { repository, clock } = await setup({ students: [first] });
      // Registered for GST, so the receipts count in the GST summary.
      await repository.replaceSettings({ gst: { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' } });
      const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
      const atJaipur = await repository.addStudent(newStudent({ branchId: jaipur.id }));
      clock.advanceMinutes(1);
      await repository.recordPayment(cash(first.id, 'SANK26120001-1', 1000));
      clock.advanceMinutes(1);
      await repository.recordPayment(
        cash(atJaipur.id, atJaipur.feeDetails.installments[0]!.id, 300),
      );

      const day = { from: TODAY, to: TODAY, page: 1, pageSize: 25 };
      const all = await repository.queryDayBook(day);
      expect(all.total).toBe(2);
      expect(all.totals.total).toBe(1300);
      const ofJaipur = await repository.queryDayBook({ ...day, branchId: jaipur.id });
      expect(ofJaipur.rows.map((row) => row.payment.receiptNo)).toEqual([
        'SANK/JAI/2026-27/000001',
      ]);
      expect(ofJaipur.total).toBe(1);
      expect(ofJaipur.totals).toEqual({
        byMode: [{ mode: 'Cash', amount: 300, count: 1 }],
        total: 300,
      });
      const ofFirst = await repository.queryDayBook({ ...day, branchId: FIRST_BRANCH_ID });
      expect(ofFirst.rows.map((row) => row.payment.receiptNo)).toEqual(['SANK/2026-27/000001']);
      expect(ofFirst.totals.total).toBe(1000);

      const november = (rows: Array<{ month: string; receipts: number; total: number }>) =>
        rows.find((row) => row.month === '2026-11');
      expect(november(await repository.gstSummary('2026-27'))).toMatchObject({
        receipts: 2,
        total: 1300,
      });
      expect(
        november(await repository.gstSummary('2026-27', { branchId: jaipur.id })),
      ).toMatchObject({
        receipts: 1,
        total: 300,
      });
    });
  });
}
