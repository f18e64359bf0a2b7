import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { newSchoolSchema } from '@/data';
import {
  Button,
  CheckboxGroup,
  FileField,
  Form,
  FormActions,
  FormError,
  FormModal,
  TextField,
} from '@/ui';

// A school's form with the data layer's own schema: its messages arrive in English and the form
// kit shows them in the language chosen.
const schoolFormSchema = newSchoolSchema.extend({
  workingDays: z.array(z.string()).min(1, 'Choose at least one working day.'),
  prospectus: z.file().optional(),
});
type SchoolInput = z.input<typeof schoolFormSchema>;
type SchoolOutput = z.output<typeof schoolFormSchema>;

const days = [
  { value: 'mon', label: 'Mon' },
  { value: 'sat', label: 'Sat' },
];

function SchoolForm() {
  const form = useForm<SchoolInput, unknown, SchoolOutput>({
    resolver: zodResolver(schoolFormSchema),
    defaultValues: {
      name: '',
      address: 'Station Road',
      city: '',
      state: 'Rajasthan',
      principalName: 'Asha Verma',
      contactEmail: '',
      contactPhone: '',
      workingDays: [],
    },
  });
  // The repository's refusal, in the words src/data gives it.
  const refuse = () => form.setError('root', { message: 'Open the form again.' });
  return (
    <Form form={form} onSubmit={refuse} aria-label="School">
      <FormError />
      <TextField<SchoolInput> name="name" label="School name" required />
      <TextField<SchoolInput> name="city" label="City" required />
      <TextField<SchoolInput> name="contactEmail" label="Contact email" required />
      <TextField<SchoolInput> name="contactPhone" label="Contact phone" required />
      <CheckboxGroup<SchoolInput> name="workingDays" label="Working days" options={days} />
      <FileField<SchoolInput> name="prospectus" label="Prospectus" accept=".pdf,application/pdf" />
      <FormActions>
        <Button type="submit">Save</Button>
      </FormActions>
    </Form>
  );
}

/** The school's name edited in a modal: the kit's own Cancel and a schema message. */
function SchoolNameModal() {
  const [open, setOpen] = useState(false);
  const nameSchema = newSchoolSchema.pick({ name: true });
  const form = useForm<z.input<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: 'Bal Niketan' },
  });
  return (
    <FormModal
      title="Edit School"
      trigger={<Button>Edit School</Button>}
      open={open}
      onOpenChange={setOpen}
      form={form}
      onSubmit={() => setOpen(false)}
      submitLabel="Save Changes"
      busyLabel="Saving..."
    >
      <TextField name="name" label="School name" required />
    </FormModal>
  );
}

const meta = {
  title: 'UI/Form/Data messages',
  component: SchoolForm,
} satisfies Meta<typeof SchoolForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Texts = {
  nameRequired: string;
  emailRequired: string;
  dayRequired: string;
  phoneDigits: string;
  wrongFile: string;
  refused: string;
};

/** Submits empty, then a short phone, a PNG and a valid form, checking each message shown. */
async function checkMessages(canvasElement: HTMLElement, texts: Texts) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await expect(await canvas.findByText(texts.nameRequired)).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'School name' })).toHaveAccessibleDescription(
    texts.nameRequired,
  );
  await expect(canvas.getByText(texts.emailRequired)).toBeVisible();
  await expect(canvas.getByRole('group', { name: 'Working days' })).toHaveAccessibleDescription(
    texts.dayRequired,
  );

  await userEvent.type(canvas.getByRole('textbox', { name: 'Contact phone' }), '98');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(canvas.getByRole('textbox', { name: 'Contact phone' })).toHaveAccessibleDescription(
      texts.phoneDigits,
    ),
  );

  const prospectus = canvas.getByLabelText('Prospectus');
  await userEvent
    .setup({ applyAccept: false })
    .upload(prospectus, new File(['png'], 'photo.png', { type: 'image/png' }));
  await expect(prospectus).toHaveAccessibleDescription(texts.wrongFile);

  await userEvent.type(canvas.getByRole('textbox', { name: 'School name' }), 'Bal Niketan');
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Kota');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Contact email' }),
    'office@balniketan.in',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Contact phone' }), '76543210');
  await userEvent.click(canvas.getByLabelText('Sat'));
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.refused);
}

/** English: the data layer's messages exactly as it writes them. */
export const InEnglish: Story = {
  play: ({ canvasElement }) =>
    checkMessages(canvasElement, {
      nameRequired: 'School name is required.',
      emailRequired: 'Email is required.',
      dayRequired: 'Choose at least one working day.',
      phoneDigits: 'Contact phone must be exactly 10 digits.',
      wrongFile: 'Choose a PDF file.',
      refused: 'Open the form again.',
    }),
};

/** Hindi: the same messages beside the same fields, label parts in Hindi too. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: ({ canvasElement }) =>
    checkMessages(canvasElement, {
      nameRequired: 'स्कूल का नाम भरना ज़रूरी है।',
      emailRequired: 'ईमेल भरना ज़रूरी है।',
      dayRequired: 'कम से कम एक कामकाजी दिन चुनें।',
      phoneDigits: 'संपर्क फ़ोन ठीक 10 अंकों का होना चाहिए।',
      wrongFile: 'PDF फ़ाइल चुनें।',
      refused: 'फ़ॉर्म फिर से खोलें।',
    }),
};

/** Hindi in a modal: the footer's Cancel is the kit's own word, the message the schema's. */
export const ModalInHindi: Story = {
  globals: { language: 'hi' },
  render: () => <SchoolNameModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit School' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'School name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await within(dialog).findByText('स्कूल का नाम भरना ज़रूरी है।')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
