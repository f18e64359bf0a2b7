import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { AdminReceiptPage } from '@/features/fees';
import { withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const receiptPath = '/admin/receipts/:paymentId';
const rahulsFirstReceipt = 'payment-installment-rahul-sharma-1';

const meta = {
  title: 'Fees/Admin/Receipt',
  component: AdminReceiptPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { path: receiptPath, initialEntry: `/admin/receipts/${rahulsFirstReceipt}` },
  },
} satisfies Meta<typeof AdminReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A receipt of the sample data, ready to print; Print Receipt opens the browser's print. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = await canvas.findByRole('article', { name: 'Fee Receipt' });
    await expect(receipt).toHaveTextContent('Rahul Sharma');
    await expect(receipt).toHaveTextContent(/Receipt No\.SANK\/\d{4}-\d{2}\/\d{6}/);
    await expect(receipt).toHaveTextContent('Rupees Forty Thousand Only');
    await expect(receipt.closest('[data-print-only-root]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /Back to the student/ })).toHaveAttribute(
      'href',
      '/admin/student-management/student-rahul-sharma',
    );
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print Receipt' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
    await expect(document.title).toMatch(/^Receipt SANK\/.+ · Admin Panel · Sankalp Institute$/);
  },
};

export const NotFound: Story = {
  parameters: { route: { path: receiptPath, initialEntry: '/admin/receipts/no-such-receipt' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Receipt not found.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print Receipt' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Back to Fee Management/ })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { data: { failWith: { getPayment: new Error('The ledger could not be read.') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The receipt could not be loaded');
    await expect(alert).toHaveTextContent('The ledger could not be read.');
  },
};
