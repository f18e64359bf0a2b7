import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from '@/ui';

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  args: {
    title: 'The students could not be loaded',
    message: 'The saved data could not be read. Please try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // An error interrupts a screen reader: role="alert", with what failed and why.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The students could not be loaded');
    await expect(alert).toHaveTextContent('The saved data could not be read. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SmallButtonCustomLabel: Story = {
  args: { size: 'sm', retryLabel: 'Reload' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
