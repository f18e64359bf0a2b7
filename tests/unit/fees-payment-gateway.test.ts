import { expect, test } from 'vitest';
import { createInMemoryRepository, PaymentRejectedError } from '@/data';
import { createSimulatedGateway, SIMULATED_GATEWAY_NAME } from '@/features/fees';

const rahul = 'student-rahul-sharma';
const secondInstallment = 'installment-rahul-sharma-2';

async function installment(repository: ReturnType<typeof createInMemoryRepository>, id: string) {
  const student = await repository.getStudent(rahul);
  return student?.feeDetails.installments.find((item) => item.id === id);
}

test('the simulated gateway records the payment and returns a reference', async () => {
  const repository = createInMemoryRepository();
  const gateway = createSimulatedGateway(repository, () => 'SIM-TEST1');
  expect(gateway.name).toBe(SIMULATED_GATEWAY_NAME);
  const receipt = await gateway.pay({
    studentId: rahul,
    installmentId: secondInstallment,
    amount: 15000,
  });
  expect(receipt).toEqual({ reference: 'SIM-TEST1' });
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
  });
  expect(reference).toMatch(/^SIM-[0-9A-F]{8}$/);
});

test('an amount of 0 or less is refused without a receipt, and nothing is recorded', async () => {
  const repository = createInMemoryRepository();
  const gateway = createSimulatedGateway(repository);
  for (const amount of [0, -100, Number.NaN]) {
    await expect(
      gateway.pay({ studentId: rahul, installmentId: secondInstallment, amount }),
    ).rejects.toBeInstanceOf(PaymentRejectedError);
  }
  expect(await installment(repository, secondInstallment)).toMatchObject({ paidAmount: 0 });
});

test('more than the remaining amount is refused with the spec message', async () => {
  const gateway = createSimulatedGateway(createInMemoryRepository());
  await expect(
    gateway.pay({ studentId: rahul, installmentId: secondInstallment, amount: 40001 }),
  ).rejects.toThrow('You can pay a maximum of ₹40,000 for this installment.');
});
