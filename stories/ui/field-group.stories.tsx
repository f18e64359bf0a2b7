import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button, FieldGroup, Form, FormActions, TextField } from '@/ui';

// A cut-down Payment Details form: one group with a hint, one without.
const payeeSchema = z.object({
  upiId: z.string().trim(),
  bankAccountName: z.string().trim(),
  bankAccountNumber: z.string().trim(),
});
type PayeeInput = z.input<typeof payeeSchema>;
type Payee = z.output<typeof payeeSchema>;

function PayeeForm({ onSubmit }: { onSubmit: (values: Payee) => void }) {
  const form = useForm<PayeeInput, unknown, Payee>({
    resolver: zodResolver(payeeSchema),
    defaultValues: { upiId: '', bankAccountName: '', bankAccountNumber: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Payment details">
      <FieldGroup legend="UPI">
        <TextField<PayeeInput> name="upiId" label="UPI ID" hint="e.g. sankalpinstitute@sbi" />
      </FieldGroup>
      <FieldGroup legend="Bank transfer" hint="Account name and number go together.">
        <TextField<PayeeInput> name="bankAccountName" label="Account name" />
        <TextField<PayeeInput> name="bankAccountNumber" label="Account number" />
      </FieldGroup>
      <FormActions>
        <Button type="submit">Save</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/FieldGroup',
  component: PayeeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PayeeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each group is named by its legend; a hint describes its group; the fields inside are the form's. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('group', { name: 'Bank transfer' });
    await expect(bank).toHaveAccessibleDescription('Account name and number go together.');
    await expect(within(bank).getByText('Account name and number go together.')).toBeVisible();

    // Without a hint the group has no description; a field's own hint stays the field's.
    const upi = canvas.getByRole('group', { name: 'UPI' });
    await expect(upi).not.toHaveAttribute('aria-describedby');
    await expect(upi).toHaveAccessibleDescription('');
    await expect(within(upi).getByLabelText('UPI ID')).toHaveAccessibleDescription(
      'e.g. sankalpinstitute@sbi',
    );

    await userEvent.type(within(upi).getByLabelText('UPI ID'), 'sankalpinstitute@sbi');
    await userEvent.type(within(bank).getByLabelText('Account name'), 'Sankalp Institute');
    await userEvent.type(within(bank).getByLabelText('Account number'), '123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        upiId: 'sankalpinstitute@sbi',
        bankAccountName: 'Sankalp Institute',
        bankAccountNumber: '123456789',
      },
      expect.anything(),
    );
  },
};
