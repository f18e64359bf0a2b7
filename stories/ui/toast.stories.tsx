import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, ToastProvider, useToast } from '@/ui';
import type { ToastTone } from '@/ui';

/** A screen that confirms its actions with toasts. */
function SaveButtons() {
  const toast = useToast();
  const buttons: { label: string; message: string; tone: ToastTone }[] = [
    { label: 'Save', message: 'Student saved.', tone: 'success' },
    { label: 'Upload', message: 'Upload failed. Please try again.', tone: 'error' },
    { label: 'Remind', message: 'Reminder scheduled for 22 Nov 2026.', tone: 'info' },
  ];
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttons.map(({ label, message, tone }) => (
        <Button key={label} variant="secondary" onClick={() => toast.show({ message, tone })}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: <SaveButtons /> },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await canvas.findByText('Student saved.');
    // It appears inside the polite live region, so screen readers announce it.
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Upload failed. Please try again.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);

    await userEvent.click(canvas.getAllByRole('button', { name: 'Close notification' })[0]!);
    await expect(canvas.queryByText('Student saved.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Upload failed. Please try again.')).toBeVisible();
  },
};

export const AutoDismiss: Story = {
  args: { durationMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remind' }));
    await expect(await canvas.findByText('Reminder scheduled for 22 Nov 2026.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText('Reminder scheduled for 22 Nov 2026.')).not.toBeInTheDocument(),
    );
  },
};

export const StaysWhileHovered: Story = {
  args: { durationMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await canvas.findByText('Student saved.');
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Still there: reading it is not a race against the clock.
    await expect(canvas.getByText('Student saved.')).toBeVisible();
    await userEvent.unhover(message);
    await waitFor(() => expect(canvas.queryByText('Student saved.')).not.toBeInTheDocument());
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const message = await canvas.findByText('Upload failed. Please try again.');
    const box = message.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};
