import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StudentFeesPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import {
  gatewayOrder,
  RAZORPAY_CHECKOUT_ACTION,
  storyGatewayServer,
  withGatewayServer,
} from '../helpers/gateway-server';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed } from '../helpers/student-seeds';

/** Shows the page's URL under it, for a play function to read. */
const withLocationShown: Decorator = (Story) => (
  <>
    <Story />
    <LocationShown />
  </>
);

function LocationShown() {
  const location = useLocation();
  return (
    <output aria-label="Current address">
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Server mode with Razorpay set up: Pay Now starts an order on the server and hands the browser
 * to Razorpay's page (here a stand-in that only remembers the checkout); back from it, the page
 * says where the payment stands, live.
 */
const meta = {
  title: 'Fees/Student/Online Payments',
  component: StudentFeesPage,
  decorators: [
    withLocationShown,
    withGatewayServer,
    withStudentPage,
    withData({ session: storySessions.student }),
  ],
  args: { goToCheckout: fn() },
  parameters: { studentPage: 'fees', gatewayServer: {} },
} satisfies Meta<typeof StudentFeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const RAZORPAY_NOTE = 'You will be taken to the payment page of Razorpay to pay';

async function openPayNow(canvasElement: HTMLElement, installment: number) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `Pay Now for installment ${installment}`,
    }),
  );
  return screen.findByRole('dialog', { name: `Pay Installment ${installment}` });
}

async function typeAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByLabelText('Amount (₹)');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

function currentAddress(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('status', { name: 'Current address' });
}

/**
 * Pay Now for part of installment 2: the dialog says where the student goes and for how much;
 * the server's order and checkout go to Razorpay's page as a form (POST, its action, its fields).
 * How to Pay stays, for the other ways to pay; the demo's notice does not show.
 */
export const PayNowGoesToRazorpay: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'How to Pay' })).toBeVisible();
    await expect(canvas.queryByText(/Demo payment/)).toBeNull();
    const dialog = await openPayNow(canvasElement, 2);
    await expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(40000);
    await expect(dialog).toHaveTextContent(`${RAZORPAY_NOTE} ₹40,000.`);
    await typeAmount(dialog, '15000');
    await expect(dialog).toHaveTextContent(`${RAZORPAY_NOTE} ₹15,000.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(args.goToCheckout).toHaveBeenCalledTimes(1));
    await expect(args.goToCheckout).toHaveBeenCalledWith({
      action: RAZORPAY_CHECKOUT_ACTION,
      fields: expect.objectContaining({ order_id: 'order_order1', amount: '1500000' }),
    });
    const server = storyGatewayServer(context);
    await expect(server.calls).toEqual([
      {
        method: 'startOnlinePayment',
        args: [{ studentId: RAHUL_ID, installmentId: 'installment-rahul-sharma-2', amount: 15000 }],
      },
    ]);
    const leaving = await canvas.findByText(/Taking you to Razorpay to pay/);
    await expect(leaving).toHaveTextContent('₹15,000 for installment 2');
    await waitFor(() => expect(leaving.closest('[role="status"]')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing is in the ledger until Razorpay confirms it.
    const rahul = await storyRepository(context).getStudent(RAHUL_ID);
    await expect(rahul!.feeDetails.installments[1]!.paidAmount).toBe(0);
    // The order waits in the list of online payments.
    const orders = await canvas.findByRole('table', { name: 'Your online and UPI payments' });
    await expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Pending');
  },
};

/** The form the real step submits: the stand-in is handed exactly what Razorpay's page needs. */
export const CheckoutFormFields: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPayNow(canvasElement, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(args.goToCheckout).toHaveBeenCalledTimes(1));
    const [checkout] = (args.goToCheckout as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(checkout).toEqual({
      action: RAZORPAY_CHECKOUT_ACTION,
      fields: {
        key_id: 'rzp_test_story',
        order_id: 'order_order1',
        amount: '4000000',
        currency: 'INR',
        callback_url: '/api/payments/return/razorpay?order=order-1',
      },
    });
  },
};

/** Razorpay cannot be reached: the message in the dialog, the amount kept, nowhere to go. */
export const ProviderUnavailable: Story = {
  parameters: {
    gatewayServer: {
      startFails: new Error('Razorpay could not be reached. Nothing was charged; try again soon.'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPayNow(canvasElement, 2);
    await typeAmount(dialog, '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    const failure = await within(dialog).findByRole('alert');
    await expect(failure).toHaveTextContent('The payment could not be started');
    await expect(failure).toHaveTextContent('Razorpay could not be reached.');
    await expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(12000);
    await expect(args.goToCheckout).not.toHaveBeenCalled();
  },
};

/** The institute takes no part payments: the amount is what remains, not editable, and says why. */
export const PartPaymentsOff: Story = {
  parameters: {
    data: {
      seed: {
        ...sampleSeed(),
        settings: {
          ...sampleSeed().settings,
          payee: { ...sampleSeed().settings.payee, partPayments: false },
        },
      },
    },
  },
  play: async (context) => {
    const dialog = await openPayNow(context.canvasElement, 2);
    await expect(within(dialog).queryByLabelText('Amount (₹)')).toBeNull();
    await expect(dialog).toHaveTextContent(
      'You pay ₹40,000. The institute takes online only the full amount that remains',
    );
    await expect(dialog).toHaveTextContent(`${RAZORPAY_NOTE} ₹40,000.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(context.args.goToCheckout).toHaveBeenCalledTimes(1));
    await expect(storyGatewayServer(context).calls[0]!.args[0]).toMatchObject({ amount: 40000 });
  },
};

/** A part payment below the institute's smallest: the message beside the amount, nothing started. */
export const PartPaymentBelowMinimum: Story = {
  parameters: {
    data: {
      seed: {
        ...sampleSeed(),
        settings: {
          ...sampleSeed().settings,
          payee: { ...sampleSeed().settings.payee, minimumPartPayment: 5000 },
        },
      },
    },
  },
  play: async (context) => {
    const dialog = await openPayNow(context.canvasElement, 2);
    await typeAmount(dialog, '2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Pay at least ₹5,000, or the full ₹40,000 that remains/,
      ),
    );
    await expect(amount).toHaveValue(2500);
    await expect(storyGatewayServer(context).calls).toHaveLength(0);
    await expect(context.args.goToCheckout).not.toHaveBeenCalled();
  },
};

/** Back from Razorpay, paid: the success message takes focus, with its receipt; Dismiss clears it. */
export const ReturnPaid: Story = {
  parameters: {
    studentPage: 'fees?order=order-a',
    gatewayServer: { orders: [{ ...gatewayOrder({ id: 'order-a' }), paidAtStart: true }] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const message = await canvas.findByText('Payment successful!');
    const alert = message.closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent('₹40,000 recorded on installment 2.');
    const [order] = storyGatewayServer(context).orders();
    await expect(within(alert).getByRole('link', { name: 'Print Receipt' })).toHaveAttribute(
      'href',
      `/student/receipts/${order!.paymentId}`,
    );
    await expect(currentAddress(context.canvasElement)).toHaveTextContent(
      '/student/fees?order=order-a',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Payment successful!')).toBeNull());
    await expect(currentAddress(context.canvasElement)).toHaveTextContent(/^\/student\/fees$/);
  },
};

/**
 * Back before Razorpay's confirmation: the page waits, and turns to the success message by itself
 * when the webhook records the payment; the installment and the list follow.
 */
export const ReturnPendingThenPaid: Story = {
  parameters: {
    studentPage: 'fees?order=order-a',
    gatewayServer: { orders: [gatewayOrder({ id: 'order-a', amount: 15000 })] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const waiting = (await canvas.findByText('Waiting for confirmation from Razorpay…')).closest(
      '[role="status"]',
    );
    await waitFor(() => expect(waiting).toHaveFocus());
    await expect(waiting).toHaveTextContent('updates by itself');
    await expect(waiting).toHaveTextContent('you need not do anything more');
    await storyGatewayServer(context).confirm('order-a');
    const paid = (await canvas.findByText('Payment successful!')).closest('[role="status"]');
    await waitFor(() => expect(paid).toHaveFocus());
    await expect(paid).toHaveTextContent('₹15,000 recorded on installment 2.');
    const installments = canvas.getByRole('table', { name: 'Your installments' });
    await waitFor(() =>
      expect(within(installments).getAllByRole('row')[2]).toHaveTextContent('Partial'),
    );
    const orders = canvas.getByRole('table', { name: 'Your online and UPI payments' });
    await waitFor(() => expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Paid'));
  },
};

/** The payment failed at Razorpay: the provider's reason, nothing taken, try again. */
export const ReturnFailed: Story = {
  parameters: {
    studentPage: 'fees?order=order-a',
    gatewayServer: {
      orders: [
        gatewayOrder({ id: 'order-a', status: 'Failed', reason: 'Payment declined by the bank' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = (await canvas.findByText('Payment failed')).closest('[role="alert"]');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent('Reason: Payment declined by the bank.');
    await expect(alert).toHaveTextContent('No money was taken. You can try again with Pay Now.');
    await expect(canvas.getByRole('button', { name: 'Pay Now for installment 2' })).toBeVisible();
  },
};

export const ReturnExpired: Story = {
  parameters: {
    studentPage: 'fees?order=order-a',
    gatewayServer: { orders: [gatewayOrder({ id: 'order-a', status: 'Expired' })] },
  },
  play: async ({ canvasElement }) => {
    const alert = (await within(canvasElement).findByText('Payment expired')).closest(
      '[role="alert"]',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent('was not completed in time. No money was taken.');
  },
};

/** Razorpay took money the ledger cannot take as it is: the office checks it, with the reason. */
export const ReturnNeedsReview: Story = {
  parameters: {
    studentPage: 'fees?order=order-a',
    gatewayServer: {
      orders: [
        gatewayOrder({
          id: 'order-a',
          status: 'Needs review',
          reason: 'Installment 2 was paid at the office meanwhile.',
          provider: {
            name: 'razorpay',
            orderId: 'order_a',
            paymentId: 'pay_a',
            paidAmount: 40000,
          },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = (
      await within(canvasElement).findByText('Payment received, the office is checking it')
    ).closest('[role="status"]');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent(
      'Reason: Installment 2 was paid at the office meanwhile.',
    );
  },
};

/** An order that is not there, or is another student's: a plain message, nothing about it. */
export const ReturnUnknownOrder: Story = {
  parameters: {
    studentPage: 'fees?order=order-b',
    gatewayServer: {
      orders: [gatewayOrder({ id: 'order-b', studentId: 'student-priya-verma' })],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = (
      await within(canvasElement).findByText(/This link names no payment of yours/)
    ).closest('[role="status"]');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).not.toHaveTextContent('₹');
  },
};

/**
 * The student's orders, newest first: online and UPI, each status in its colour with its reason,
 * and the receipt of the paid one.
 */
export const OrdersList: Story = {
  parameters: {
    gatewayServer: {
      orders: [
        {
          ...gatewayOrder({ id: 'order-paid', createdAt: '2025-06-05T10:00:00.000Z' }),
          paidAtStart: true,
        },
        gatewayOrder({
          id: 'order-failed',
          status: 'Failed',
          reason: 'Payment declined by the bank',
          createdAt: '2025-06-04T10:00:00.000Z',
        }),
        gatewayOrder({
          id: 'order-upi',
          method: 'UPI',
          status: 'Awaiting verification',
          provider: undefined,
          utr: '412345678901',
          installmentId: 'installment-rahul-sharma-3',
          amount: 10000,
          createdAt: '2025-06-03T10:00:00.000Z',
        }),
        gatewayOrder({
          id: 'order-rejected',
          method: 'UPI',
          status: 'Rejected',
          provider: undefined,
          utr: '412345678902',
          reason: 'No such transfer in the bank statement.',
          createdAt: '2025-06-02T10:00:00.000Z',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Your online and UPI payments' });
    const [, paid, failed, upi, rejected] = within(table).getAllByRole('row');
    await expect(paid).toHaveTextContent('Online (Razorpay)');
    await expect(paid).toHaveTextContent('Paid');
    await expect(
      within(paid!).getByRole('link', { name: 'Print Receipt for installment 2' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/student\/receipts\//));
    await expect(failed).toHaveTextContent('FailedPayment declined by the bank');
    await expect(upi).toHaveTextContent('UPI');
    await expect(upi).toHaveTextContent('₹10,000');
    await expect(upi).toHaveTextContent('Awaiting verification');
    await expect(rejected).toHaveTextContent('No such transfer in the bank statement.');
    for (const row of [failed, upi, rejected]) {
      await expect(within(row!).queryByRole('link')).toBeNull();
    }
  },
};

/** No orders yet: the card is not shown (payments recorded by the office are in the history). */
export const OrdersListEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Your payments' });
    await canvas.findByRole('button', { name: 'Pay Now for installment 2' });
    await expect(canvas.queryByRole('heading', { name: 'Online and UPI Payments' })).toBeNull();
  },
};
