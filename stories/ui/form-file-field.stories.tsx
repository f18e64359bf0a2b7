import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button, FileField, Form, FormActions, TextField } from '@/ui';

const MAX_BYTES = 10 * 1024 * 1024;

// A cut-down Add New Material form.
const materialSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.'),
  file: z.file({ error: 'Choose a PDF file.' }),
});
type MaterialInput = z.input<typeof materialSchema>;
type Material = z.output<typeof materialSchema>;

function MaterialForm({ onSubmit }: { onSubmit: (values: Material) => void }) {
  const form = useForm<MaterialInput, unknown, Material>({
    resolver: zodResolver(materialSchema),
    defaultValues: { title: '', file: undefined },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Add new material">
      <TextField<MaterialInput> name="title" label="Title" required />
      <FileField<MaterialInput>
        name="file"
        label="PDF file"
        hint="A PDF of at most 10 MB."
        accept=".pdf,application/pdf"
        maxBytes={MAX_BYTES}
        required
      />
      <FormActions>
        <Button type="submit">Upload</Button>
        <Button variant="ghost" onClick={() => form.reset()}>
          Clear
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/FileField',
  component: MaterialForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof MaterialForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7'], 'physics-notes.pdf', { type: 'application/pdf' });
// The picker's type filter is easy to switch off ("All files"), so the test switches it off too.
const pickAnyFile = () => userEvent.setup({ applyAccept: false });

/** The chosen File reaches onSubmit. */
export const ValidFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Physics notes');
    const file = pdf();
    await userEvent.upload(canvas.getByLabelText('PDF file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { title: 'Physics notes', file },
      expect.anything(),
    );
  },
};

/** A file of another type: the message shows beside the field and nothing is kept. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('PDF file');
    await pickAnyFile().upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));

    await expect(await canvas.findByText('Choose a PDF file.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A PDF of at most 10 MB. Choose a PDF file.');
    await expect(input.files).toHaveLength(0);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Photo');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.getByText('Choose a PDF file.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Choosing a PDF afterwards clears the message.
    await userEvent.upload(input, pdf());
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Choose a PDF file.')).toBeNull();
  },
};

/** A PDF over 10 MB is refused the same way. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('PDF file');
    const big = new File([new Uint8Array(MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    await expect(await canvas.findByText('The file is larger than 10 MB.')).toBeVisible();
    await expect(input.files).toHaveLength(0);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Scan');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Resetting the form empties the picker too. */
export const Reset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('PDF file');
    await userEvent.upload(input, pdf());
    await expect(input.files).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input.files).toHaveLength(0));

    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Physics notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Choose a PDF file.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('PDF file');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
