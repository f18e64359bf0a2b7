import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordNotFound } from '@/ui';

const meta = {
  title: 'UI/RecordNotFound',
  component: RecordNotFound,
  args: {
    title: 'Student Not Found',
    message: 'Could not find data for the logged-in student. Please log in again.',
    actionLabel: 'Go to Login',
    onAction: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    describeFailure: (error: unknown) => (error instanceof Error ? error.message : String(error)),
  },
} satisfies Meta<typeof RecordNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Student Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Could not find data for the logged-in student. Please log in again.'),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Go to Login' });
    await userEvent.click(button);
    // Busy while the way out runs, so a second click cannot start it twice.
    await expect(button).toBeDisabled();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ActionFails: Story = {
  args: { onAction: fn(() => Promise.reject(new Error('Storage is unavailable.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Storage is unavailable.');
    // The button is back, so the user can try again.
    await expect(canvas.getByRole('button', { name: 'Go to Login' })).toBeEnabled();
  },
};
