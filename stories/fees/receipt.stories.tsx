import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Payment, Student } from '@/data';
import { Receipt } from '@/features/fees';
import { studentInEveryState } from '../students/story-students';

const issuer = {
  name: 'Sankalp Institute',
  address: 'Sankalp Bhawan, 14 Jhalawar Road, Kota, Rajasthan 324005',
  phone: '+91 98765 43210',
  email: 'info@sankalpinstitute.example',
};

const payment: Payment = {
  id: 'payment-1',
  receiptNo: 'SANK/2026-27/000042',
  studentId: studentInEveryState.id,
  installmentId: 'installment-2',
  amount: 20000,
  mode: 'UPI',
  reference: 'UPI412233445566',
  receivedBy: 'Admin',
  receivedAt: '2026-11-19T06:45:00.000Z',
  status: 'Valid',
};

const meta = {
  title: 'Fees/Components/Receipt',
  component: Receipt,
  args: { payment, student: studentInEveryState, issuer },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything a fee receipt carries, with the amount in figures and in Indian words. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Fee Receipt' });
    await expect(receipt).toHaveTextContent('Sankalp Institute');
    await expect(receipt).toHaveTextContent('Sankalp Bhawan, 14 Jhalawar Road, Kota');
    await expect(receipt).toHaveTextContent('Receipt No.SANK/2026-27/000042');
    await expect(receipt).toHaveTextContent('19 Nov 2026');
    await expect(receipt).toHaveTextContent('Student NameKavya Nair');
    await expect(receipt).toHaveTextContent('Roll NumberSANK26110005');
    await expect(receipt).toHaveTextContent('Class and StreamClass 11 · Medical');
    await expect(receipt).toHaveTextContent('Installment2 of 4');
    await expect(receipt).toHaveTextContent('ModeUPI');
    await expect(receipt).toHaveTextContent('ReferenceUPI412233445566');
    await expect(receipt).toHaveTextContent('Amount Received: ₹20,000');
    await expect(canvas.getByText('Rupees Twenty Thousand Only')).toBeVisible();
    await expect(receipt).toHaveTextContent('Balance on this installment₹10,000');
    await expect(receipt).toHaveTextContent('Total balance₹70,000');
    await expect(getComputedStyle(receipt, '::after').content).toBe('none');
  },
};

/** A cancelled receipt says so in its title, across it, and with the reason. */
export const Cancelled: Story = {
  args: {
    payment: {
      ...payment,
      status: 'Cancelled',
      cancellation: { reason: 'Cheque bounced', by: 'Admin', at: '2026-11-20T05:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Fee Receipt (Cancelled)' });
    await expect(receipt).toHaveAttribute('data-cancelled', 'true');
    await expect(getComputedStyle(receipt, '::after').content).toBe('"Cancelled"');
    await expect(receipt).toHaveTextContent(
      /Cancelled on 20 Nov 2026, .+ by Admin: Cheque bounced/,
    );
  },
};

const longName: Student = {
  ...studentInEveryState,
  name: 'Venkata Satya Sai Lakshmi Narasimha Subrahmanya Sharma Chakravarthula',
};

/** Long names and references wrap inside the receipt instead of widening it. */
export const LongNames: Story = {
  args: {
    student: longName,
    payment: {
      ...payment,
      amount: 99_99_999,
      mode: 'Bank transfer',
      reference: 'NEFT/HDFC0001234/IMPS-REF-00998877665544332211',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'Fee Receipt' });
    await expect(receipt).toHaveTextContent(longName.name);
    await expect(
      canvas.getByText(
        'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
      ),
    ).toBeVisible();
    await expect(receipt.scrollWidth).toBeLessThanOrEqual(receipt.clientWidth);
  },
};

/** In Hindi on a 375px phone: labels, the mode and the amount in Hindi words, nothing wider. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { payment: { ...payment, amount: 12_34_567.5, mode: 'Cash', reference: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvas.getByRole('article', { name: 'फ़ीस रसीद' });
    await expect(receipt).toHaveTextContent('रसीद नं.SANK/2026-27/000042');
    await expect(receipt).toHaveTextContent('19 नव॰ 2026');
    await expect(receipt).toHaveTextContent('छात्र का नामKavya Nair');
    await expect(receipt).toHaveTextContent('किस्त4 में से 2');
    await expect(receipt).toHaveTextContent('तरीकानकद');
    await expect(
      canvas.getByText('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और पचास पैसे मात्र'),
    ).toBeVisible();
    await expect(receipt).not.toHaveTextContent(/Rupees|Only|Amount Received/);
    await expect(receipt.scrollWidth).toBeLessThanOrEqual(receipt.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
