import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Payment } from '@/data';
import { PaymentHistory } from '@/features/fees';
import { Button } from '@/ui';
import { installmentsInEveryState } from './installment-fixtures';

const entry = (overrides: Partial<Payment>): Payment => ({
  id: 'p',
  receiptNo: 'SANK/2026-27/000001',
  studentId: 'student-kavya-nair',
  installmentId: 'installment-1',
  amount: 30000,
  mode: 'Cash',
  reference: '',
  receivedBy: 'Admin',
  receivedAt: '2026-06-20T06:30:00.000Z',
  status: 'Valid',
  ...overrides,
});

const payments: Payment[] = [
  entry({
    id: 'p3',
    receiptNo: 'SANK/2026-27/000019',
    installmentId: 'installment-2',
    amount: 5000,
    mode: 'UPI',
    reference: 'UPI998877',
    receivedAt: '2026-11-19T06:30:00.000Z',
    status: 'Cancelled',
  }),
  entry({
    id: 'p2',
    receiptNo: 'SANK/2026-27/000018',
    installmentId: 'installment-2',
    amount: 20000,
    mode: 'Cheque',
    reference: 'CHQ 004512',
    receivedAt: '2026-11-18T06:30:00.000Z',
  }),
  entry({ id: 'p1', receiptNo: null, mode: 'Opening balance', receivedBy: 'Opening balance' }),
];

const onCancel = fn();

const meta = {
  title: 'Fees/Components/PaymentHistory',
  component: PaymentHistory,
  args: { payments, installments: installmentsInEveryState },
} satisfies Meta<typeof PaymentHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each payment with its receipt number, installment, mode, reference, amount and status. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Receipt No.DateInstallmentModeReferenceAmountStatus',
      'SANK/2026-27/00001919 Nov 20262UPIUPI998877₹5,000Cancelled',
      'SANK/2026-27/00001818 Nov 20262ChequeCHQ 004512₹20,000Valid',
      'None20 Jun 20261Opening balanceNone₹30,000Valid',
    ]);
  },
};

export const Empty: Story = {
  args: { payments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payments recorded yet.')).toBeVisible();
  },
};

/** The caller's actions per row, e.g. Cancel Receipt only on valid receipts. */
export const WithActions: Story = {
  args: {
    renderActions: (payment) =>
      payment.status === 'Valid' && payment.receiptNo ? (
        <Button size="sm" onClick={() => onCancel(payment.id)}>
          Cancel Receipt<span className="visually-hidden"> {payment.receiptNo}</span>
        </Button>
      ) : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^Cancel Receipt/ });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await expect(onCancel).toHaveBeenCalledWith('p2');
  },
};

/** A refund is a line of its own: its credit note, mode Refund and the amount given back, negative. */
export const WithRefund: Story = {
  args: {
    payments: [
      entry({
        id: 'r1',
        receiptNo: null,
        amount: 5000,
        mode: 'Refund',
        reference: 'rfnd_Q9w8E7',
        receivedAt: '2026-11-21T06:30:00.000Z',
        refund: { of: 'p4', creditNoteNo: 'SANK/CN/2026-27/000003', reason: 'Left the course' },
      }),
      entry({
        id: 'p4',
        receiptNo: 'SANK/2026-27/000020',
        amount: 30000,
        mode: 'Online',
        reference: 'pay_N1a2B3',
        receivedAt: '2026-11-20T06:30:00.000Z',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Receipt No.DateInstallmentModeReferenceAmountStatus',
      'Credit note SANK/CN/2026-27/00000321 Nov 20261Refundrfnd_Q9w8E7-₹5,000Valid',
      'SANK/2026-27/00002020 Nov 20261Onlinepay_N1a2B3₹30,000Valid',
    ]);
  },
};
