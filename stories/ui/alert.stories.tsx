import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '@/ui';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Something went wrong. Please try again.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    // Errors interrupt: role="alert".
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Registration successful!',
    children: 'Your details have been submitted.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Registration successful!');
    await expect(status).toHaveTextContent('Your details have been submitted.');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    children: 'Your marks have not been updated yet. Please check back later.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your marks have not been updated yet.',
    );
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Payment successful!', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongContentSmallScreen: Story = {
  args: {
    tone: 'error',
    title: 'Could not find data for the logged-in student.',
    children:
      'Could not find data for the logged-in student. Please log in again. Reference: SANK2612000123456789012345678901234567890',
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeVisible();
    // The long reference wraps: nothing sticks out of the 320px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const TakesFocus: Story = {
  args: {
    tone: 'success',
    takeFocus: true,
    children: 'Exam center assigned to 2 candidates.',
  },
  play: async ({ canvasElement }) => {
    // A result that replaced the focused control receives focus itself.
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
  },
};
