import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBanner } from '@/ui';

const meta = {
  title: 'UI/UpdateBanner',
  component: UpdateBanner,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdateBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reload only when asked: the banner itself never reloads, and it takes no focus. */
export const ReloadWhenAsked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Update available');
    await expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    await expect(args.onReload).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // Once asked, it says so and cannot be asked twice.
    await expect(canvas.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  },
};

export const NotNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};
