import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALREADY_PAID_MESSAGE, PaymentRejectedError, StorageWriteError } from '@/data';
import { PaymentDialog } from '@/features/fees';
import type { PaymentValues } from '@/features/fees';
import { partlyPaidInstallment } from './installment-fixtures';

type Pay = (details: PaymentValues) => Promise<void>;

const meta = {
  title: 'Fees/Components/PaymentDialog',
  component: PaymentDialog,
  args: {
    installment: partlyPaidInstallment,
    title: 'Record Payment: Installment 2',
    confirmLabel: 'Record Payment',
    onPay: fn<Pay>(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment: Installment 2' });
  return { dialog, body: within(dialog), amount: within(dialog).getByLabelText('Amount (₹)') };
}

/** The amount starts at the remaining ₹10,000; paying it calls onPay and closes. */
export const PayTheRemaining: Story = {
  play: async ({ args }) => {
    const { body, amount } = await openDialog();
    await expect(amount).toHaveValue(10000);
    await expect(body.getByText('Remaining').nextElementSibling).toHaveTextContent('₹10,000');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onPay).toHaveBeenCalledWith({ amount: 10000 });
  },
};

/** A part payment goes through as typed. */
export const PartPayment: Story = {
  play: async ({ args }) => {
    const { body, amount } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500.50');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ amount: 2500.5 }));
  },
};

/** More than the remaining amount: the spec's message beside the field, nothing paid. */
export const OverTheLimit: Story = {
  play: async ({ args }) => {
    const { dialog, body, amount } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10001');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(amount).toHaveAccessibleDescription(
      'You can pay a maximum of ₹10,000 for this installment.',
    );
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue(10001);
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** 0 (or less) pays nothing; the dialog stays with a gentle hint. */
export const ZeroDoesNothing: Story = {
  play: async ({ args }) => {
    const { dialog, body, amount } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(amount).toHaveAccessibleDescription('Enter an amount more than ₹0.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-50');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(amount).toHaveAccessibleDescription('Enter an amount more than ₹0.');
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const EmptyAmount: Story = {
  play: async ({ args }) => {
    const { body, amount } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(amount).toHaveAccessibleDescription('Enter the amount to pay.');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** While paying, the confirm button is busy and the dialog cannot be dismissed. */
export const Busy: Story = {
  args: { onPay: fn<Pay>(() => new Promise<void>(() => {})), busyLabel: 'Recording...' },
  play: async ({ args }) => {
    const { dialog, body } = await openDialog();
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(await body.findByRole('button', { name: 'Recording...' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The repository refuses (another tab paid it meanwhile): its message shows beside the field. */
export const RefusedByTheRepository: Story = {
  args: {
    onPay: fn<Pay>(async () => {
      throw new PaymentRejectedError('already-paid', ALREADY_PAID_MESSAGE);
    }),
  },
  play: async ({ args }) => {
    const { dialog, body, amount } = await openDialog();
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(ALREADY_PAID_MESSAGE));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Storage refuses the write: the reason shows in an alert and the amount is kept. */
export const StorageFailure: Story = {
  args: {
    onPay: fn<Pay>(async () => {
      throw new StorageWriteError('quota');
    }),
  },
  play: async ({ args }) => {
    const { body, amount } = await openDialog();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('The payment was not recorded');
    await expect(alert).toHaveTextContent("The browser's storage for this site is full");
    // It says what to do: keep a copy, then make room or move to the server mode.
    await expect(alert).toHaveTextContent('Export a backup first (Admin → Backup & Restore)');
    await expect(alert).toHaveTextContent('run the portal in server mode');
    await expect(amount).toHaveValue(4000);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const { body } = await openDialog();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The student's flavour: Pay Now, and a note that no money moves. */
export const StudentPayNow: Story = {
  args: {
    title: 'Pay Installment 2',
    confirmLabel: 'Pay Now',
    note: 'This is a simulated payment: no money moves.',
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay Installment 2' }));
    await expect(dialog.getByText('This is a simulated payment: no money moves.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ amount: 10000 }));
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const { body, amount } = await openDialog();
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const confirm = body.getByRole('button', { name: 'Record Payment' });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
