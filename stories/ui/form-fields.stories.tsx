import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  Button,
  Checkbox,
  DateField,
  Form,
  FormActions,
  FormField,
  NumberField,
  Select,
  Textarea,
} from '@/ui';

// A cut-down Add Student form: numbers, a numeric select, a date, free text and a checkbox.
const studentSchema = z.object({
  currentClass: z.literal([9, 10, 11, 12], { error: 'Choose a class from 9 to 12.' }),
  gender: z.enum(['Male', 'Female', 'Other'], { error: 'Choose a gender.' }),
  dateOfBirth: z.iso.date('Date of birth is required.'),
  totalFee: z
    .number({ error: 'Total fees is required.' })
    .int('Total fees must be a whole number of rupees.')
    .positive('Total fees must be more than 0.'),
  installmentCount: z
    .number({ error: 'Number of installments is required.' })
    .min(1, 'Number of installments must be from 1 to 12.')
    .max(12, 'Number of installments must be from 1 to 12.'),
  address: z.string().trim().min(1, 'Address is required.'),
  notes: z.string().max(200, 'Notes can be at most 200 characters.'),
  marks: z.number().min(0).max(100).optional(),
  consent: z.boolean().refine((agreed) => agreed, 'Confirm the guardian agrees.'),
});
type StudentInput = z.input<typeof studentSchema>;
type Student = z.output<typeof studentSchema>;

type StudentFormProps = {
  onSubmit: (values: Student) => void;
  disabled?: boolean;
  /** Long labels and hints, to show how fields wrap. */
  wordy?: boolean;
};

function StudentForm({ onSubmit, disabled = false, wordy = false }: StudentFormProps) {
  const form = useForm<StudentInput, unknown, Student>({
    resolver: zodResolver(studentSchema),
    defaultValues: {
      currentClass: 11,
      gender: 'Male',
      dateOfBirth: '',
      totalFee: undefined,
      installmentCount: 3,
      address: '',
      notes: '',
      marks: undefined,
      consent: false,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Add student">
      <Select<StudentInput>
        name="currentClass"
        label="Class"
        options={[9, 10, 11, 12].map((value) => ({ value, label: `Class ${value}` }))}
        valueAsNumber
        required
        disabled={disabled}
      />
      <Select<StudentInput>
        name="gender"
        label="Gender"
        placeholder="Choose a gender"
        options={['Male', 'Female', 'Other'].map((value) => ({ value, label: value }))}
        required
        disabled={disabled}
      />
      <DateField<StudentInput>
        name="dateOfBirth"
        label="Date of birth"
        max="2020-12-31"
        required
        disabled={disabled}
      />
      <NumberField<StudentInput>
        name="totalFee"
        label={
          wordy
            ? 'Total fees for the whole course, including the registration charge and study material'
            : 'Total fees'
        }
        hint={
          wordy
            ? 'In rupees, without commas or paise. The fees are split equally across the installments and the last installment takes any remainder.'
            : 'In rupees.'
        }
        min={1}
        required
        disabled={disabled}
      />
      <NumberField<StudentInput>
        name="installmentCount"
        label="Number of installments"
        min={1}
        max={12}
        required
        disabled={disabled}
      />
      <NumberField<StudentInput>
        name="marks"
        label="Marks"
        hint="Optional, out of 100."
        inputMode="decimal"
        step={0.5}
        disabled={disabled}
      />
      <Textarea<StudentInput> name="address" label="Address" required disabled={disabled} />
      <Textarea<StudentInput>
        name="notes"
        label="Notes"
        rows={2}
        maxLength={200}
        disabled={disabled}
      />
      <Checkbox<StudentInput>
        name="consent"
        label="The guardian agrees to the fee plan"
        required
        disabled={disabled}
      />
      <FormActions>
        <Button type="submit" disabled={disabled}>
          Add Student
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/Fields',
  component: StudentForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StudentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Numbers arrive as numbers, the class as a number, the date as YYYY-MM-DD, the box as a boolean. */
export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Class' }), 'Class 12');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2008-05-14');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Total fees' }), '120000');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Marks' }), '87.5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '12 MG Road, Jaipur');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'The guardian agrees to the fee plan' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        currentClass: 12,
        gender: 'Female',
        dateOfBirth: '2008-05-14',
        totalFee: 120000,
        installmentCount: 3,
        marks: 87.5,
        address: '12 MG Road, Jaipur',
        notes: '',
        consent: true,
      },
      expect.anything(),
    );
  },
};

/**
 * The date picked is read back under the field as the portal writes dates (day first, month as a
 * word), since the browser's picker shows it in its own language's order (11/05/2008 in the US).
 */
export const DateReadBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dateOfBirth = canvas.getByLabelText('Date of birth');
    await expect(dateOfBirth).not.toHaveAccessibleDescription();
    await userEvent.type(dateOfBirth, '2008-11-05');
    await expect(dateOfBirth).toHaveAccessibleDescription('5 Nov 2008');
    await expect(canvas.getByText('5 Nov 2008')).toBeVisible();
    await userEvent.clear(dateOfBirth);
    await expect(dateOfBirth).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText('5 Nov 2008')).not.toBeInTheDocument();
  },
};

/**
 * Empty fields show the schema's own messages ("Total fees is required.", not a NaN complaint),
 * an empty optional number stays undefined, and the first invalid field takes focus.
 */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Gender' }),
      'Choose a gender',
    );
    const installments = canvas.getByRole('spinbutton', { name: 'Number of installments' });
    await userEvent.clear(installments);
    await userEvent.type(installments, '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));

    const gender = canvas.getByRole('combobox', { name: 'Gender' });
    await waitFor(() => expect(gender).toHaveFocus());
    await expect(gender).toHaveAccessibleDescription('Choose a gender.');
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth is required.',
    );
    const totalFee = canvas.getByRole('spinbutton', { name: 'Total fees' });
    await expect(totalFee).toHaveAttribute('aria-invalid', 'true');
    await expect(totalFee).toHaveAccessibleDescription('In rupees. Total fees is required.');
    await expect(installments).toHaveAccessibleDescription(
      'Number of installments must be from 1 to 12.',
    );
    await expect(installments).toHaveValue(13);
    await expect(canvas.getByRole('spinbutton', { name: 'Marks' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Address is required.',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'The guardian agrees to the fee plan' }),
    ).toHaveAccessibleDescription('Confirm the guardian agrees.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      ...canvas.getAllByRole('combobox'),
      ...canvas.getAllByRole('spinbutton'),
      ...canvas.getAllByRole('textbox'),
      canvas.getByRole('checkbox'),
      canvas.getByLabelText('Date of birth'),
      canvas.getByRole('button', { name: 'Add Student' }),
    ];
    await expect(controls).toHaveLength(10);
    for (const control of controls) await expect(control).toBeDisabled();
  },
};

/** Notes stop at 200 characters. */
export const TextareaLimit: Story = {
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('a'.repeat(250));
    await expect(notes).toHaveValue('a'.repeat(200));
  },
};

/** Long labels, hints and errors wrap inside a 320px screen. */
export const LongContentOnSmallScreen: Story = {
  args: { wordy: true },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));
    await expect(await canvas.findByText('Total fees is required.')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const totalFee = canvas.getByRole('spinbutton', { name: /^Total fees for the whole course/ });
    await expect(totalFee.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

// FormField wires a control the kit does not have, here a range slider.
const ratingSchema = z.object({ rating: z.number().min(3, 'Choose 3 or more to publish.') });
type Rating = z.infer<typeof ratingSchema>;

function RatingForm({ onSubmit }: { onSubmit: (values: Rating) => void }) {
  const form = useForm<Rating>({
    resolver: zodResolver(ratingSchema),
    defaultValues: { rating: 1 },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Rate the course">
      <FormField name="rating" label="Rating" hint="From 1 to 5.">
        {(control) => (
          <input
            type="range"
            min={1}
            max={5}
            {...control}
            {...form.register('rating', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormActions>
        <Button type="submit">Publish</Button>
      </FormActions>
    </Form>
  );
}

export const CustomControl: Story = {
  render: (args) => <RatingForm onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const slider = canvas.getByRole('slider', { name: 'Rating' });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(slider).toHaveAccessibleDescription('From 1 to 5. Choose 3 or more to publish.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
