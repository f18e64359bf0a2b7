import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE, UTR_CONFIRMED_FOR_ANOTHER_MESSAGE } from '@/data';
import type { PaymentOrder, SeedData } from '@/data';
import { StudentFeesPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed } from '../helpers/student-seeds';

/** The sample data with the institute's UPI ID set (and the orders given). */
function withUpi(
  paymentOrders: PaymentOrder[] = [],
  partPayments = true,
  minimumPartPayment = 1000,
): SeedData {
  const seed = sampleSeed();
  return {
    ...seed,
    paymentOrders,
    settings: {
      ...seed.settings,
      payee: {
        ...seed.settings.payee,
        upiId: 'sankalpinstitute@sbi',
        upiPayeeName: 'Sankalp Institute',
        partPayments,
        minimumPartPayment,
      },
    },
  };
}

const USED_UTR = '400012345678';

const meta = {
  title: 'Fees/Student/Pay by UPI',
  component: StudentFeesPage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'fees', data: { seed: withUpi() } },
} satisfies Meta<typeof StudentFeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPayByUpi(canvasElement: HTMLElement, installment: number) {
  const canvas = within(canvasElement);
  const [button] = await canvas.findAllByRole('button', {
    name: `Pay by UPI for installment ${installment}`,
  });
  await userEvent.click(button!);
  return screen.findByRole('dialog', { name: `Pay Installment ${installment} by UPI` });
}

async function submitUtr(dialog: HTMLElement, utr: string) {
  const field = within(dialog).getByLabelText('UPI transaction reference (UTR)');
  await userEvent.clear(field);
  await userEvent.type(field, utr);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

/** The QR and link carry the exact amount and the note; the UPI ID and payee are text too. */
export const QrShown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openPayByUpi(canvasElement, 2));
    await expect(
      dialog.getByRole('img', { name: /UPI QR code: pay ₹40,000 to sankalpinstitute@sbi/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open in UPI app' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^upi:\/\/pay\?pa=sankalpinstitute@sbi&pn=Sankalp%20Institute&am=40000\.00&cu=INR&tn=Fee%20SANK\d{8}%20Inst%202$/,
      ),
    );
    await expect(dialog.getByText('sankalpinstitute@sbi')).toBeVisible();
    await expect(dialog.getByText('Sankalp Institute')).toBeVisible();
    await expect(dialog.getByText(/^Fee SANK\d{8} Inst 2$/)).toBeVisible();
    await expect(dialog.getByText('12 digits, shown in your UPI app after paying.')).toBeVisible();
    // A part payment changes the QR's amount.
    const amount = dialog.getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '15000');
    await expect(dialog.getByRole('img', { name: /pay ₹15,000/ })).toBeVisible();
  },
};

/** A UTR that is not 12 digits: the message beside the field, and what was typed kept. */
export const InvalidUtr: Story = {
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await submitUtr(dialog, '12345');
    await expect(
      await within(dialog).findByText('Enter the 12-digit UPI transaction reference (UTR).'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText('UPI transaction reference (UTR)')).toHaveValue(
      '12345',
    );
    await expect(await storyRepository(context).listPaymentOrders()).toEqual([]);
  },
};

/** A UPI claim of Rahul's or another student's, as stored. */
const claim = (
  overrides: Partial<PaymentOrder> & Pick<PaymentOrder, 'id' | 'utr'>,
): PaymentOrder => ({
  method: 'UPI',
  status: 'Awaiting verification',
  studentId: 'student-someone-else',
  installmentId: 'installment-elsewhere',
  amount: 500,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

/** A UTR the office already confirmed as a payment: refused beside the field by the repository. */
export const DuplicateUtr: Story = {
  parameters: {
    data: { seed: withUpi([claim({ id: 'order-used', utr: USED_UTR, status: 'Paid' })]) },
  },
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await submitUtr(dialog, USED_UTR);
    await expect(
      await within(dialog).findByText('This UTR has already been used for a payment.'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText('UPI transaction reference (UTR)')).toHaveValue(
      USED_UTR,
    );
  },
};

/**
 * Part payments off, and the office recorded the installment while the dialog was open: the
 * refusal shows in the dialog (there is no amount field to put it beside), the UTR kept.
 */
export const FullAmountRefusedAfterPaid: Story = {
  parameters: { data: { seed: withUpi([], false) } },
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await expect(within(dialog).queryByLabelText('Amount (₹)')).toBeNull();
    const repository = storyRepository(context);
    const student = await repository.getStudent(RAHUL_ID);
    const second = student!.feeDetails.installments[1]!;
    await repository.recordPayment({
      studentId: RAHUL_ID,
      installmentId: second.id,
      amount: second.amount - second.paidAmount,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Office',
    });
    await submitUtr(dialog, '400012345670');
    await expect(
      await within(dialog).findByText('This installment is already paid in full.'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText('UPI transaction reference (UTR)')).toHaveValue(
      '400012345670',
    );
    await expect(await repository.listPaymentOrders()).toEqual([]);
  },
};

/** Submitted: the page says it awaits the office; the installment is not paid yet. */
export const Submitted: Story = {
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await submitUtr(dialog, '400012345679');
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText('Payment submitted: awaiting verification by the office.'),
    ).toBeVisible();
    await expect(canvas.getByText(/UTR 400012345679/)).toBeVisible();
    const [order] = await storyRepository(context).listPaymentOrders({ studentId: RAHUL_ID });
    await expect(order).toMatchObject({ status: 'Awaiting verification', amount: 40000 });
    const rahul = await storyRepository(context).getStudent(RAHUL_ID);
    await expect(rahul?.feeDetails.installments[1]?.paidAmount).toBe(0);
  },
};

/** No UPI ID in Settings: no Pay by UPI. */
export const NoUpiId: Story = {
  parameters: { data: { seed: sampleSeed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Your installments' });
    await expect(canvas.queryByRole('button', { name: /Pay by UPI/ })).toBeNull();
  },
};

/**
 * Another student gave this UTR first (typed from a screenshot): the claim is still taken and
 * waits for the office, which sees both.
 */
export const UtrClaimedByAnotherStudent: Story = {
  parameters: { data: { seed: withUpi([claim({ id: 'order-squat', utr: USED_UTR })]) } },
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await submitUtr(dialog, USED_UTR);
    await expect(
      await within(context.canvasElement).findByText(
        'Payment submitted: awaiting verification by the office.',
      ),
    ).toBeVisible();
    const [order] = await storyRepository(context).listPaymentOrders({ studentId: RAHUL_ID });
    await expect(order).toMatchObject({ status: 'Awaiting verification', utr: USED_UTR });
  },
};

/** Three of Rahul's claims already wait: a fourth is refused with why, what was typed kept. */
export const FourthWaitingClaimRefused: Story = {
  parameters: {
    data: {
      seed: withUpi(
        ['400000000001', '400000000002', '400000000003'].map((utr, index) =>
          claim({ id: `order-${index}`, utr, studentId: RAHUL_ID }),
        ),
      ),
    },
  },
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    await submitUtr(dialog, '400000000004');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The payment was not submitted');
    await expect(alert).toHaveTextContent(TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE);
    await expect(within(dialog).getByLabelText('UPI transaction reference (UTR)')).toHaveValue(
      '400000000004',
    );
    await expect(
      await storyRepository(context).listPaymentOrders({ studentId: RAHUL_ID }),
    ).toHaveLength(3);
  },
};

/** A part payment below the institute's smallest: the message beside the amount. */
export const PartPaymentBelowMinimum: Story = {
  parameters: { data: { seed: withUpi([], true, 5000) } },
  play: async (context) => {
    const dialog = await openPayByUpi(context.canvasElement, 2);
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await submitUtr(dialog, '400012345679');
    await expect(
      await within(dialog).findByText(
        'Pay at least ₹5,000, or the full ₹40,000 that remains: the institute takes no smaller part payments.',
      ),
    ).toBeVisible();
    await expect(amount).toHaveAccessibleDescription(/Pay at least ₹5,000/);
    await expect(await storyRepository(context).listPaymentOrders()).toEqual([]);
  },
};

/** The office confirmed this UTR as another student's payment: Rahul sees his claim rejected, and why. */
export const ClaimRejectedForAnotherPayment: Story = {
  parameters: {
    data: {
      seed: withUpi([
        claim({
          id: 'order-rejected',
          utr: USED_UTR,
          studentId: RAHUL_ID,
          amount: 40000,
          status: 'Rejected',
          reason: UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
          decidedBy: 'Admin',
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(
      (await canvas.findByRole('heading', { name: 'Online and UPI Payments' })).closest('section')!,
    );
    await expect(await card.findByText('Rejected')).toBeVisible();
    await expect(card.getByText(UTR_CONFIRMED_FOR_ANOTHER_MESSAGE)).toBeVisible();
  },
};
