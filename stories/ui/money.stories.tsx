import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '@/ui';

const meta = {
  title: 'UI/Money',
  component: Money,
  args: { amount: 120000 },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,20,000')).toBeVisible();
  },
};

export const Crores: Story = {
  args: { amount: 12345678.5 },
  play: async ({ canvasElement }) => {
    // Indian grouping: lakhs and crores, not millions.
    await expect(within(canvasElement).getByText('₹1,23,45,678.5')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹0')).toBeVisible();
  },
};
