import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentRejectedError } from '@/data';
import type { Payment } from '@/data';
import { RefundDialog } from '@/features/fees';

type Refund = (request: { requestId: string; amount: number; reason: string }) => Promise<void>;

const paidOnline: Payment = {
  id: 'payment-online',
  receiptNo: 'SANK/2026-27/000042',
  studentId: 'student-kavya-nair',
  installmentId: 'installment-1',
  amount: 40000,
  mode: 'Online',
  reference: 'pay_N1a2B3c4D5',
  receivedBy: 'Kavya Nair (online)',
  receivedAt: '2026-11-18T06:30:00.000Z',
  status: 'Valid',
};

const meta = {
  title: 'Fees/Components/RefundDialog',
  component: RefundDialog,
  args: {
    payment: paidOnline,
    refundable: 25000,
    onRefund: fn<Refund>(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof RefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', {
    name: 'Refund receipt SANK/2026-27/000042',
  });
  const body = within(dialog);
  return {
    dialog,
    body,
    amount: body.getByLabelText('Amount (₹)'),
    reason: body.getByLabelText('Reason'),
  };
}

/** The amount starts at what is left to refund; with a reason, "Refund ₹25,000" gives it back. */
export const RefundTheRest: Story = {
  play: async ({ args }) => {
    const { body, amount, reason } = await openDialog();
    await expect(amount).toHaveValue(25000);
    await expect(body.getByText(/₹25,000 can still be refunded/)).toBeVisible();
    await userEvent.type(reason, 'Left the course in the first week');
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹25,000' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onRefund).toHaveBeenCalledWith({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      amount: 25000,
      reason: 'Left the course in the first week',
    });
  },
};

/** The reason is required; the confirm button follows the amount typed. */
export const ReasonRequired: Story = {
  play: async ({ args }) => {
    const { body, amount, reason } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹5,000' }));
    await expect(reason).toHaveAccessibleDescription('Enter why the fee is refunded.');
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** More than is left: the message beside the amount, nothing refunded. */
export const OverRefundable: Story = {
  play: async ({ args }) => {
    const { dialog, body, amount, reason } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25000.01');
    await userEvent.type(reason, 'Refund all');
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹25,000.01' }));
    await expect(amount).toHaveAccessibleDescription(
      'You can refund at most ₹25,000 of this payment.',
    );
    await expect(amount).toHaveFocus();
    await expect(args.onRefund).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

const providerDown = new PaymentRejectedError(
  'provider-unavailable',
  'Razorpay did not make the refund (the provider did not answer). Nothing was refunded or recorded; try again in a few minutes.',
);

/** The provider could not refund: its message at the top, the typed values kept for a retry. */
export const ProviderError: Story = {
  args: {
    onRefund: fn<Refund>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw providerDown;
    }),
  },
  play: async ({ args }) => {
    const { dialog, body, amount, reason } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1200');
    await userEvent.type(reason, 'Paid twice');
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹1,200' }));
    await expect(await body.findByRole('button', { name: 'Refunding...' })).toBeDisabled();
    await expect(await body.findByRole('alert')).toHaveTextContent(providerDown.message);
    await expect(amount).toHaveValue(1200);
    await expect(reason).toHaveValue('Paid twice');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The retry story's tries so far: the first one fails. */
let tries = 0;
const timedOut = new Error(
  'The server did not answer in time. Check your connection and try again.',
);

/**
 * A try that failed (the browser timed out) and its retry carry the same refund request id, so a
 * refund the server did make the first time is answered again, not made twice.
 */
export const RetryKeepsTheRequest: Story = {
  args: {
    onRefund: fn<Refund>(async () => {
      tries += 1;
      if (tries === 1) throw timedOut;
    }),
  },
  play: async ({ args }) => {
    tries = 0;
    const { body, reason } = await openDialog();
    await userEvent.type(reason, 'Paid twice');
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹25,000' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(timedOut.message);
    await userEvent.click(body.getByRole('button', { name: 'Refund ₹25,000' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    const [first, retry] = mocked(args.onRefund).mock.calls.map(([request]) => request);
    await expect(first?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await expect(retry).toEqual(first);
  },
};
