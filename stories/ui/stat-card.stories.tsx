import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Money, StatCard } from '@/ui';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  decorators: [withRouter],
  parameters: { route: { path: '/admin/dashboard' } },
  args: {
    label: 'Total Collection',
    value: <Money amount={120000} />,
    to: '/admin/fee-management',
    linkLabel: 'Manage fees',
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Collection')).toBeVisible();
    await expect(canvas.getByText('₹1,20,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Manage fees' }));
    await expect(canvas.getByText('Navigated to /admin/fee-management')).toBeVisible();
  },
};

export const WithoutLink: Story = {
  args: { label: 'Open tickets', value: 3, to: undefined, linkLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open tickets')).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContentSmallScreen: Story = {
  args: {
    label: 'Pending dues across all classes and streams this academic year',
    value: <Money amount={123456789} />,
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹12,34,56,789')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
