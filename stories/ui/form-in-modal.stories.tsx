import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button, FormModal, TextField } from '@/ui';

const studentEditSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Mobile number must be exactly 10 digits.'),
});
type StudentEdit = z.infer<typeof studentEditSchema>;
const student: StudentEdit = { name: 'Asha Verma', mobile: '9876543210' };

/**
 * FormModal: the form sits in the body, its submit button in the footer (linked by the form's
 * id), each opening starts from a fresh copy of the record, and the modal stays open
 * and busy while saving.
 */
function EditStudentModal({ onSave }: { onSave: (values: StudentEdit) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const form = useForm<StudentEdit>({
    resolver: zodResolver(studentEditSchema),
    defaultValues: student,
  });
  return (
    <FormModal
      title="Edit Student"
      trigger={<Button>Edit Student</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(student);
        setOpen(next);
      }}
      form={form}
      onSubmit={async (values) => {
        await onSave(values);
        setOpen(false);
      }}
      submitLabel="Save Changes"
      busyLabel="Saving..."
    >
      <TextField<StudentEdit> name="name" label="Name" autoComplete="name" required />
      <TextField<StudentEdit>
        name="mobile"
        label="Mobile number"
        inputMode="numeric"
        maxLength={10}
        required
      />
    </FormModal>
  );
}

const meta = {
  title: 'UI/Form/In a modal',
  component: EditStudentModal,
  args: { onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
} satisfies Meta<typeof EditStudentModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Student' });
    await userEvent.click(trigger);
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Name is required.');

    await userEvent.type(name, 'Asha V. Verma');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Asha V. Verma', mobile: '9876543210' });
    await expect(trigger).toHaveFocus();

    // Opening again starts from the record, not from the last edit.
    await userEvent.click(trigger);
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
  },
};

/** Cancel discards the edit. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Student' });
    await userEvent.click(trigger);
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' Sharma');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Student' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
