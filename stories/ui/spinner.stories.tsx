import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Spinner } from '@/ui';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    // The label is for screen readers; on screen only the spinning ring shows.
    await expect(within(status).getByText('Loading…')).toHaveClass('visually-hidden');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Loading students…', labelVisibility: 'visible', size: 'lg' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Loading students…');
    await expect(label).toBeVisible();
    await expect(label).not.toHaveClass('visually-hidden');
  },
};

export const SkeletonLines: Story = {
  render: () => <Skeleton lines={4} label="Loading notifications…" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading notifications…');
    // Four grey lines stand in for the text (the status text itself is the fifth child).
    await expect(status.children).toHaveLength(5);
  },
};
