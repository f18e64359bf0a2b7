import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog } from '@/ui';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete material',
    message: 'Are you sure you want to delete this material?',
    confirmLabel: 'Delete',
    tone: 'danger',
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel does nothing and takes the first focus; confirm calls onConfirm and closes. */
export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this material?',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());

    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape cancels, like the Cancel button. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete material' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Primary: Story = {
  args: {
    title: 'Request an edit',
    message: 'The admin will contact you to verify the changes before they are made.',
    confirmLabel: 'Send request',
    tone: 'primary',
    trigger: <Button variant="secondary">Request Edit</Button>,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request an edit' });
    const confirm = within(dialog).getByRole('button', { name: 'Send request' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(31, 79, 184)');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Details under the question (what the action affects) show in the dialog's body. */
export const WithDetails: Story = {
  args: {
    children: (
      <ul aria-label="Files to delete">
        <li>physics-formulas.pdf</li>
        <li>chemistry-notes.pdf</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this material?',
    );
    const list = within(dialog).getByRole('list', { name: 'Files to delete' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** While onConfirm's promise runs: busy label, both buttons disabled, Escape ignored. */
export const BusyWhileConfirming: Story = {
  args: {
    busyLabel: 'Deleting...',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Controlled by the page, which tracks the busy state itself. */
export const ControlledBusy: Story = {
  args: { trigger: undefined, open: true, busy: true, busyLabel: 'Deleting...' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** Opened from a table row's own button; focus comes back to that row's button. */
export const OpenedFromRow: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [target, setTarget] = useState<string | null>(null);
    return (
      <>
        <ul>
          {['Physics notes', 'Chemistry notes'].map((title) => (
            <li key={title}>
              {title}{' '}
              <Button size="sm" variant="danger" onClick={() => setTarget(title)}>
                Delete {title}
              </Button>
            </li>
          ))}
        </ul>
        <ConfirmDialog
          {...args}
          open={target !== null}
          onOpenChange={(open) => {
            if (!open) setTarget(null);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const rowButton = within(canvasElement).getByRole('button', { name: 'Delete Chemistry notes' });
    await userEvent.click(rowButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(rowButton).toHaveFocus();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** In Hindi the kit's own Cancel says रद्द करें (the caller's words stay the caller's). */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    const cancel = within(dialog).getByRole('button', { name: 'रद्द करें' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
