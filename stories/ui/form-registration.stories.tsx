import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button, EmailField, Form, FormActions, FormError, TextField } from '@/ui';

// A cut-down STSE registration: the pattern every form in the portal follows.
const registrationSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .pipe(z.email('Enter a valid email address.')),
  mobile: z
    .string()
    .trim()
    .min(1, 'Mobile number is required.')
    .regex(/^\d{10}$/, 'Mobile number must be exactly 10 digits.'),
  pinCode: z
    .string()
    .trim()
    .min(1, 'Pin code is required.')
    .regex(/^\d{6}$/, 'Pin code must be exactly 6 digits.'),
});
type RegistrationInput = z.input<typeof registrationSchema>;
type Registration = z.output<typeof registrationSchema>;

function RegistrationForm({ onSubmit }: { onSubmit: (values: Registration) => Promise<void> }) {
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { name: '', email: '', mobile: '', pinCode: '' },
  });
  return (
    <Form
      form={form}
      aria-label="STSE registration"
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch {
          form.setError('root', { message: 'Something went wrong. Please try again.' });
        }
      }}
    >
      <FormError />
      <TextField<RegistrationInput> name="name" label="Full name" autoComplete="name" required />
      <EmailField<RegistrationInput> name="email" label="Email" required />
      <TextField<RegistrationInput>
        name="mobile"
        label="Mobile number"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        hint="10 digits, without +91."
        required
      />
      <TextField<RegistrationInput>
        name="pinCode"
        label="Pin code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        required
      />
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Submitting...">
          Register
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/Registration',
  component: RegistrationForm,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  pinCode: '110001',
};

async function fill(canvas: ReturnType<typeof within>, values: Partial<typeof valid>) {
  const labels = {
    name: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    pinCode: 'Pin code',
  } as const;
  for (const [key, value] of Object.entries(values)) {
    const input = canvas.getByRole('textbox', { name: labels[key as keyof typeof labels] });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/** A valid submit calls onSubmit once with the parsed (trimmed) values. */
export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { ...valid, name: '  Asha Verma  ' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
  },
};

/** A blank required field: its message shows beside it, it takes focus, nothing typed is lost. */
export const MissingRequiredField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { email: valid.email, mobile: valid.mobile, pinCode: valid.pinCode });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));

    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required.');
    await expect(canvas.getByText('Name is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(valid.email);
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(valid.mobile);
    await expect(canvas.getByRole('textbox', { name: 'Pin code' })).toHaveValue(valid.pinCode);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** The first invalid field in the form takes focus, and each field shows its own message. */
export const SeveralErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: valid.name, email: 'asha@', mobile: '98765' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));

    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    // The hint stays, and the error joins it in the description.
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription(
      '10 digits, without +91. Mobile number must be exactly 10 digits.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Pin code' })).toHaveAccessibleDescription(
      'Pin code is required.',
    );

    // Fixing a field clears its message on the next change.
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  },
};

/** Mobile stops at 10 characters and pin code at 6; both bring up the numeric keypad. */
export const LengthLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    const pinCode = canvas.getByRole('textbox', { name: 'Pin code' });
    await userEvent.type(mobile, '98765432109999');
    await userEvent.type(pinCode, '1100019');
    await expect(mobile).toHaveValue('9876543210');
    await expect(pinCode).toHaveValue('110001');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await expect(mobile).toHaveAccessibleDescription('10 digits, without +91.');
    await expect(mobile).toHaveAttribute('aria-required', 'true');
  },
};

/** While onSubmit runs the button reads "Submitting..." and is disabled. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, valid);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const busy = await canvas.findByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failure while saving shows the form-level alert and keeps every value. */
export const SubmitFails: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Storage is full'));
    const canvas = within(canvasElement);
    await fill(canvas, valid);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue(valid.name);

    // Submitting again clears the old alert; this time saving works.
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Mobile number is required.')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
