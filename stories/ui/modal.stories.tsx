import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, ModalClose } from '@/ui';

function EditFields() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <label>
        Name <input name="name" defaultValue="Asha Verma" />
      </label>
      <label>
        Mobile number <input name="mobile" defaultValue="9876543210" />
      </label>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Edit student',
    trigger: <Button>Edit student</Button>,
    children: <EditFields />,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its trigger; focus is trapped inside, Escape closes, focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit student' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Edit student' });
    const body = within(dialog);
    const name = body.getByRole('textbox', { name: 'Name' });
    const close = body.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(name).toHaveFocus());

    // Tab cycles inside the dialog: from the last control back to the first, and back again.
    await userEvent.tab();
    await expect(body.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const WithDescriptionAndFooter: Story = {
  args: {
    title: 'Add New School',
    trigger: <Button>Add New School</Button>,
    description: 'The school can sign in with its contact email once it is added.',
    footer: (
      <>
        <ModalClose>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New School' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add New School' });
    await expect(dialog).toHaveAccessibleDescription(
      'The school can sign in with its contact email once it is added.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Controlled by the page, opened by an ordinary button: focus still returns to that button. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>Asha Verma, class 12</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit
        </Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
          footer={<Button onClick={() => setOpen(false)}>Save Changes</Button>}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit student' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** While saving, neither Escape nor the × button closes it. */
export const Busy: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    busy: true,
    footer: (
      <Button busy busyLabel="Saving...">
        Save Changes
      </Button>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit student' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Edit student' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const terms = Array.from({ length: 30 }, (_, index) => (
  <p key={index}>
    Rule {index + 1}: fees once paid are adjusted against the next installment and are not refunded
    in cash.
  </p>
));

/** Long content scrolls inside the body; the title and footer stay in view. */
export const LongContent: Story = {
  args: {
    title: 'Fee rules',
    trigger: <Button>Read the fee rules</Button>,
    children: terms,
    footer: (
      <ModalClose>
        <Button>I understand</Button>
      </ModalClose>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Read the fee rules' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fee rules' });
    const footerButton = within(dialog).getByRole('button', { name: 'I understand' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(footerButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
    const lastRule = within(dialog).getByText(/^Rule 30:/);
    const body = lastRule.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The scrolling body is reachable by keyboard so its end can be read.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

export const SmallScreen: Story = {
  args: {
    footer: (
      <>
        <ModalClose>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Save Changes</Button>
      </>
    ),
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit student' });
    await expect(window.innerWidth).toBe(320);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.bottom).toBe(window.innerHeight);
  },
};
