import { expect, test } from 'vitest';
import { createInMemoryRepository, PaymentRejectedError } from '@/data';
import { createSimulatedGateway, SIMULATED_GATEWAY_NAME } from '@/features/fees';

const rahul = 'student-rahul-sharma';
const secondInstallment = 'installment-rahul-sharma-2';

async function installment(repository: ReturnType<typeof createInMemoryRepository>, id: string) {
  const student = await repository.getStudent(rahul);
  return student?.feeDetails.installments.find((item) => item.id === id);
}

test('the simulated gateway records an Online payment and returns its receipt', async () => {
  const repository = createInMemoryRepository();
  const gateway = createSimulatedGateway(repository, () => 'SIM-TEST1');
  expect(gateway.name).toBe(SIMULATED_GATEWAY_NAME);
  const receipt = await gateway.pay({
    studentId: rahul,
    installmentId: secondInstallment,
    amount: 15000,
    paidBy: 'Rahul Sharma',
  });
  expect(receipt).toMatchObject({
    mode: 'Online',
    reference: 'SIM-TEST1',
    receivedBy: 'Rahul Sharma',
    amount: 15000,
    status: 'Valid',
    receiptNo: expect.stringMatching(/^SANK\/\d{4}-\d{2}\/\d{6}$/),
  });
  expect(await installment(repository, secondInstallment)).toMatchObject({
    paidAmount: 15000,
    status: 'Partial',
  });
});

test('its default references look like SIM- and 8 characters', async () => {
  const gateway = createSimulatedGateway(createInMemoryRepository());
  const { reference } = await gateway.pay({
    studentId: rahul,
    installmentId: secondInstallment,
    amount: 1,
    paidBy: 'Rahul Sharma',
  });
  expect(reference).toMatch(/^SIM-[0-9A-F]{8}$/);
});

test('an amount of 0 or less is refused by the repository with a typed reason, and nothing is recorded', async () => {
  const repository = createInMemoryRepository();
  const gateway = createSimulatedGateway(repository);
  for (const amount of [0, -100]) {
    await expect(
      gateway.pay({ studentId: rahul, installmentId: secondInstallment, amount, paidBy: 'Rahul' }),
    ).rejects.toEqual(new PaymentRejectedError('not-positive', 'Enter an amount more than ₹0.'));
  }
  expect(await installment(repository, secondInstallment)).toMatchObject({ paidAmount: 0 });
});

test('more than the remaining amount is refused with the spec message', async () => {
  const gateway = createSimulatedGateway(createInMemoryRepository());
  await expect(
    gateway.pay({
      studentId: rahul,
      installmentId: secondInstallment,
      amount: 40001,
      paidBy: 'Rahul',
    }),
  ).rejects.toThrow('You can pay a maximum of ₹40,000 for this installment.');
});
