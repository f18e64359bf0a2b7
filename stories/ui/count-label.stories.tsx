import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountLabel } from '@/ui';

const meta = {
  title: 'UI/CountLabel',
  component: CountLabel,
  args: { count: 2, one: 'candidate' },
  render: (args) => (
    <p>
      <CountLabel {...args} />
    </p>
  ),
} satisfies Meta<typeof CountLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 candidates')).toBeVisible();
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 candidate')).toBeVisible();
  },
};

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 candidates')).toBeVisible();
  },
};

/** Large counts are grouped the Indian way. */
export const Large: Story = {
  args: { count: 1234567 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,34,567 candidates')).toBeVisible();
  },
};

/** A plural that is not the singular plus "s" is given whole. */
export const IrregularPlural: Story = {
  args: { count: 3, one: 'row was', many: 'rows were' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 rows were')).toBeVisible();
  },
};
