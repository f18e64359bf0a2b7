import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { receiptTax } from '@/data';
import type { Payment } from '@/data';
import { Receipt } from '@/features/fees';
import { studentInEveryState } from '../students/story-students';

const issuer = {
  name: 'Sankalp Institute',
  address: 'Sankalp Bhawan, 14 Jhalawar Road, Kota, Rajasthan 324005',
  phone: '+91 98765 43210',
  email: 'info@sankalpinstitute.example',
};

const registration = { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' as const };

/** A receipt for `amount` to a student of `state`, issued while the institute had its GSTIN. */
const taxed = (amount: number, state: string): Payment => ({
  id: 'payment-gst',
  receiptNo: 'SANK/2026-27/000043',
  studentId: studentInEveryState.id,
  installmentId: 'installment-2',
  amount,
  mode: 'UPI',
  reference: 'UPI412233445566',
  receivedBy: 'Admin',
  receivedAt: '2026-11-19T06:45:00.000Z',
  status: 'Valid',
  tax: receiptTax(amount, state, registration),
});

const meta = {
  title: 'Fees/Components/Receipt with GST',
  component: Receipt,
  args: {
    payment: taxed(118000, 'Rajasthan'),
    student: { ...studentInEveryState, state: 'Rajasthan' },
    issuer,
  },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A student of the institute's state: a Receipt cum Tax Invoice with the GSTIN, SAC, place of
 * supply, and ₹1,18,000 split as ₹1,00,000 + CGST 9% ₹9,000 + SGST 9% ₹9,000.
 */
export const WithinTheState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Receipt cum Tax Invoice' });
    await expect(receipt).toHaveTextContent('GSTIN08ABCDE1234F1Z0');
    await expect(receipt).toHaveTextContent('SAC999293 (Commercial training and coaching)');
    await expect(receipt).toHaveTextContent('Place of SupplyRajasthan (08)');
    await expect(receipt).toHaveTextContent('Taxable Value₹1,00,000');
    await expect(receipt).toHaveTextContent('CGST @ 9%₹9,000');
    await expect(receipt).toHaveTextContent('SGST @ 9%₹9,000');
    await expect(receipt).not.toHaveTextContent('IGST');
    await expect(receipt).toHaveTextContent('Total (inclusive of GST)₹1,18,000');
    await expect(receipt).toHaveTextContent('Amount Received: ₹1,18,000');
    await expect(canvas.getByText('Rupees One Lakh Eighteen Thousand Only')).toBeVisible();
  },
};

/** A student from another state: IGST 18% instead; paise where the split needs them. */
export const AcrossStates: Story = {
  args: {
    payment: taxed(1000, 'Uttar Pradesh'),
    student: { ...studentInEveryState, state: 'Uttar Pradesh' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Receipt cum Tax Invoice' });
    await expect(receipt).toHaveTextContent('Place of SupplyUttar Pradesh (09)');
    await expect(receipt).toHaveTextContent('Taxable Value₹847.46');
    await expect(receipt).toHaveTextContent('IGST @ 18%₹152.54');
    await expect(receipt).not.toHaveTextContent('CGST');
    await expect(receipt).not.toHaveTextContent('SGST');
    await expect(receipt).toHaveTextContent('Total (inclusive of GST)₹1,000');
    await expect(canvas.getByText('Rupees One Thousand Only')).toBeVisible();
  },
};

/** Issued before the GSTIN was set (or after it was removed): a plain Fee Receipt, as before. */
export const WithoutGst: Story = {
  args: { payment: { ...taxed(20000, 'Rajasthan'), tax: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Fee Receipt' });
    await expect(receipt).not.toHaveTextContent('GSTIN');
    await expect(receipt).not.toHaveTextContent('Taxable Value');
    await expect(receipt).not.toHaveTextContent('GST');
    await expect(receipt).toHaveTextContent('Amount Received: ₹20,000');
  },
};

/** A cancelled tax invoice keeps its tax and says it is cancelled. */
export const CancelledTaxInvoice: Story = {
  args: {
    payment: {
      ...taxed(118000, 'Rajasthan'),
      status: 'Cancelled',
      cancellation: { reason: 'Cheque bounced', by: 'Admin', at: '2026-11-20T05:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', {
      name: 'Receipt cum Tax Invoice (Cancelled)',
    });
    await expect(receipt).toHaveTextContent('CGST @ 9%₹9,000');
  },
};
