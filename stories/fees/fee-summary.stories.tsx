import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeeSummary } from '@/features/fees';
import { installmentsInEveryState } from './installment-fixtures';

const meta = {
  title: 'Fees/Components/FeeSummary',
  component: FeeSummary,
  args: { student: { feeDetails: { totalFee: 120000, installments: installmentsInEveryState } } },
} satisfies Meta<typeof FeeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure shown under each label. */
function figure(summary: HTMLElement, label: string) {
  return within(summary).getByText(label).nextElementSibling?.textContent;
}

export const PartlyPaid: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Fee Summary' });
    await expect(figure(summary, 'Total Fee')).toBe('₹1,20,000');
    await expect(figure(summary, 'Paid')).toBe('₹50,000');
    await expect(figure(summary, 'Pending')).toBe('₹70,000');
  },
};

/** Overpaid records never show negative pending dues. */
export const PaidInFull: Story = {
  args: {
    student: {
      feeDetails: {
        totalFee: 45000,
        installments: [
          {
            id: 'installment-1',
            amount: 45000,
            paidAmount: 45000,
            dueDate: '2026-01-15',
            status: 'Paid',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Fee Summary' });
    await expect(figure(summary, 'Paid')).toBe('₹45,000');
    await expect(figure(summary, 'Pending')).toBe('₹0');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Fee Summary' });
    await expect(figure(summary, 'Total Fee')).toBe('₹1,20,000');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
