import { expect, test } from 'vitest';
import { createInMemoryRepository } from '@/data';
import { studentAfterPayment, withPayment } from '@/features/fees';
import { storedStudent } from '../contract/fixtures';

const rahul = storedStudent('SANK26120001');

async function ledger() {
  const repository = createInMemoryRepository({ seed: { students: [rahul] } });
  const pay = (amount: number) =>
    repository.recordPayment({
      studentId: rahul.id,
      installmentId: rahul.feeDetails.installments[0]!.id,
      amount,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
  return { repository, pay };
}

test('a payment’s answer shows as the repository stores it: newest first, installments derived', async () => {
  const { repository, pay } = await ledger();
  await pay(10_000);
  const studentBefore = (await repository.getStudent(rahul.id))!;
  const paymentsBefore = await repository.listPayments({ studentId: rahul.id });

  const payment = await pay(5_000);

  expect(withPayment(paymentsBefore, payment)).toEqual(
    await repository.listPayments({ studentId: rahul.id }),
  );
  expect(studentAfterPayment(studentBefore, paymentsBefore, payment)).toEqual(
    await repository.getStudent(rahul.id),
  );
});

test('a cancellation’s answer replaces the receipt in its place and gives its amount back', async () => {
  const { repository, pay } = await ledger();
  const first = await pay(10_000);
  await pay(5_000);
  const studentBefore = (await repository.getStudent(rahul.id))!;
  const paymentsBefore = await repository.listPayments({ studentId: rahul.id });

  const cancelled = await repository.cancelPayment(first.id, 'Cheque bounced', 'Admin');

  expect(withPayment(paymentsBefore, cancelled)).toEqual(
    await repository.listPayments({ studentId: rahul.id }),
  );
  const student = studentAfterPayment(studentBefore, paymentsBefore, cancelled);
  expect(student).toEqual(await repository.getStudent(rahul.id));
  expect(student.feeDetails.installments[0]).toMatchObject({
    paidAmount: 5_000,
    status: 'Partial',
  });
});
