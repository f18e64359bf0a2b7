import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Payment, PaymentToReconcile } from '@/data';
import {
  amountDiffersDetail,
  ledgerRefusedDetail,
  withoutProviderDetail,
} from '@/data/operations/reconcile-details';
import { ALREADY_PAID_MESSAGE } from '@/data/rules/payments';
import { FeeManagementPage } from '@/features/fees';
import { storySessions, withData } from '../helpers/data-decorator';
import { gatewayOrder, storyGatewayServer, withGatewayServer } from '../helpers/gateway-server';
import { withRouter } from '../helpers/with-router';

/**
 * Fee Management → Payments to Reconcile (server mode with Razorpay): where Razorpay and the
 * ledger disagree, and Reconcile Now, which asks Razorpay about every open order.
 */
const meta = {
  title: 'Fees/Admin/Payments to Reconcile',
  component: FeeManagementPage,
  decorators: [withRouter, withGatewayServer, withData()],
  parameters: {
    route: { path: '/admin/fee-management' },
    gatewayServer: {},
    data: { session: storySessions.admin },
  },
} satisfies Meta<typeof FeeManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function reconcileCard(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole('heading', {
    name: 'Payments to Reconcile',
  });
  return within(heading.closest('section')!);
}

const paymentAtOffice: Payment = {
  id: 'payment-online-unmatched',
  receiptNo: 'SANK/2025-26/000042',
  studentId: 'student-arjun-mehta',
  installmentId: 'installment-arjun-mehta-2',
  amount: 25000,
  mode: 'Online',
  reference: 'pay_Q1unknown',
  receivedBy: 'Razorpay',
  receivedAt: '2025-06-05T10:00:00.000Z',
  status: 'Valid',
};

const toReconcile: PaymentToReconcile[] = [
  {
    kind: 'paid-not-recorded',
    order: gatewayOrder({
      id: 'order-a',
      status: 'Needs review',
      provider: { name: 'razorpay', orderId: 'order_Qa', paymentId: 'pay_Qa', paidAmount: 40000 },
    }),
    detail: 'Installment 2 was paid at the office meanwhile.',
  },
  {
    kind: 'amount-differs',
    order: gatewayOrder({
      id: 'order-b',
      status: 'Needs review',
      amount: 20000,
      provider: { name: 'razorpay', orderId: 'order_Qb', paymentId: 'pay_Qb', paidAmount: 25000 },
    }),
    detail: 'Razorpay took ₹25,000 for an order of ₹20,000.',
  },
  {
    kind: 'recorded-without-provider',
    payment: paymentAtOffice,
    detail: 'Razorpay has no payment pay_Q1unknown.',
  },
];

/** Razorpay set up, nothing to reconcile: said plainly, with Reconcile Now. */
export const NothingToReconcile: Story = {
  play: async ({ canvasElement }) => {
    const card = await reconcileCard(canvasElement);
    await expect(
      await card.findByText('Nothing to reconcile: every online payment matches the ledger.'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reconcile Now' })).toBeEnabled();
  },
};

/** Each kind in words, the student, the amounts, Razorpay's ids and the detail. */
export const WithItems: Story = {
  parameters: { gatewayServer: { toReconcile } },
  play: async ({ canvasElement }) => {
    const card = await reconcileCard(canvasElement);
    const table = await card.findByRole('table', {
      name: 'Where Razorpay and the ledger disagree',
    });
    const [, paidNotRecorded, differs, withoutProvider] = within(table).getAllByRole('row');
    await expect(paidNotRecorded).toHaveTextContent('Paid at Razorpay, not in the ledger');
    await waitFor(() => expect(paidNotRecorded).toHaveTextContent('Rahul Sharma'));
    await expect(paidNotRecorded).toHaveTextContent('Order: order_Qa');
    await expect(paidNotRecorded).toHaveTextContent('Payment: pay_Qa');
    await expect(paidNotRecorded).toHaveTextContent('Installment 2 was paid at the office');
    await expect(differs).toHaveTextContent('Amount differs');
    await expect(differs).toHaveTextContent('Order ₹20,000');
    await expect(differs).toHaveTextContent('Paid ₹25,000');
    await expect(withoutProvider).toHaveTextContent('In the ledger, no Razorpay payment');
    await expect(withoutProvider).toHaveTextContent('Arjun Mehta');
    await expect(withoutProvider).toHaveTextContent('Receipt: SANK/2025-26/000042');
    await expect(withoutProvider).toHaveTextContent('₹25,000');
    await expect(within(withoutProvider!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/student-management/student-arjun-mehta',
    );
  },
};

/** Reconcile Now: what the run found, in one sentence. */
export const ReconcileNowSummary: Story = {
  parameters: {
    gatewayServer: { reconcile: { checked: 4, recorded: 1, needsReview: 1, expired: 2 } },
  },
  play: async (context) => {
    const card = await reconcileCard(context.canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Reconcile Now' }));
    await expect(
      await card.findByText('Checked 4 orders: 1 payment recorded, 1 needs review, 2 expired.'),
    ).toBeVisible();
    await expect(storyGatewayServer(context).calls).toHaveLength(1);
  },
};

/** Razorpay down: the reason and Retry, which asks again. */
export const ReconcileFails: Story = {
  parameters: {
    gatewayServer: { reconcile: new Error('Razorpay could not be reached. Try again soon.') },
  },
  play: async (context) => {
    const card = await reconcileCard(context.canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Reconcile Now' }));
    const failure = await card.findByRole('alert');
    await expect(failure).toHaveTextContent('Razorpay could not be asked');
    await expect(failure).toHaveTextContent('Razorpay could not be reached. Try again soon.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(storyGatewayServer(context).calls).toHaveLength(2));
  },
};

/** No provider and nothing left: no card at all. */
export const HiddenWithoutRazorpay: Story = {
  parameters: { gatewayServer: { online: 'none' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    await canvas.findByRole('heading', { name: 'Payment Details' });
    await expect(canvas.queryByRole('heading', { name: 'Payments to Reconcile' })).toBeNull();
  },
};

/** The keys removed with lines left: the list shows, without Reconcile Now. */
export const LeftWithoutRazorpay: Story = {
  parameters: { gatewayServer: { online: 'none', toReconcile } },
  play: async ({ canvasElement }) => {
    const card = await reconcileCard(canvasElement);
    await expect(
      await card.findByRole('table', { name: 'Where Razorpay and the ledger disagree' }),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Reconcile Now' })).toBeNull();
  },
};

/** The same lines with the details as the server words them. */
const toReconcileAsWorded: PaymentToReconcile[] = toReconcile.map((line) => {
  if (line.kind === 'recorded-without-provider') {
    return { ...line, detail: withoutProviderDetail(line.payment) };
  }
  const taken = line.order.provider?.paidAmount ?? 0;
  return {
    ...line,
    detail:
      line.kind === 'amount-differs'
        ? amountDiffersDetail(taken, line.order.amount)
        : ledgerRefusedDetail(taken, ALREADY_PAID_MESSAGE),
  };
});

/**
 * In Hindi: the card, its kinds of problem, each line's detail (the server's English sentence,
 * its refusal too) and Reconcile Now's summary with its counts.
 */
export const Hindi: Story = {
  globals: { language: 'hi' },
  parameters: {
    gatewayServer: {
      toReconcile: toReconcileAsWorded,
      reconcile: { checked: 4, recorded: 1, needsReview: 1, expired: 2 },
    },
  },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', {
      name: 'मिलान बाकी भुगतान',
    });
    const card = within(heading.closest('section')!);
    const table = await card.findByRole('table', { name: 'जहाँ Razorpay और लेजर मेल नहीं खाते' });
    await expect(within(table).getByText('राशि अलग है')).toBeVisible();
    await expect(within(table).getByText('लेजर में है, Razorpay पर भुगतान नहीं')).toBeVisible();
    const [, paidNotRecorded, differs, withoutProvider] = within(table).getAllByRole('row');
    await expect(paidNotRecorded).toHaveTextContent(
      'पेमेंट कंपनी ने ₹40,000 लिए, पर लेजर में यह दर्ज नहीं हो सका: यह किस्त पहले ही पूरी भरी जा चुकी है।',
    );
    await expect(differs).toHaveTextContent('पेमेंट कंपनी ने ₹25,000 लिए, जबकि ऑर्डर ₹20,000 का था।');
    await expect(withoutProvider).toHaveTextContent(
      'रसीद SANK/2025-26/000042 के ₹25,000 ऑनलाइन भुगतान के रूप में दर्ज हैं, पर पेमेंट कंपनी पर रेफ़रेंस pay_Q1unknown वाला कोई भुगतान हुआ ऑर्डर नहीं है।',
    );
    await userEvent.click(card.getByRole('button', { name: 'अभी मिलान करें' }));
    await expect(
      await card.findByText('4 ऑर्डर जाँचे: 1 भुगतान दर्ज हुआ, 1 की जाँच ज़रूरी, 2 का समय निकल गया।'),
    ).toBeVisible();
  },
};
