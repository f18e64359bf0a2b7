import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button, CheckboxGroup, Form, FormActions } from '@/ui';

// Where a staff member works: none ticked is every centre; at most two, to show the error.
const centresSchema = z.object({
  centres: z.array(z.string()).max(2, 'Choose at most two centres.'),
});
type Centres = z.infer<typeof centresSchema>;
const options = [
  { value: 'kota', label: 'Kota' },
  { value: 'jaipur', label: 'Jaipur' },
  { value: 'delhi', label: 'Delhi' },
];

function CentresForm({
  onSubmit,
  initial = [],
}: {
  onSubmit: (values: Centres) => void;
  initial?: string[];
}) {
  const form = useForm<Centres>({
    resolver: zodResolver(centresSchema),
    defaultValues: { centres: initial },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Centres">
      <CheckboxGroup<Centres>
        name="centres"
        label="Centres"
        hint="Tick none for every centre."
        options={options}
      />
      <FormActions>
        <Button type="submit">Save</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/CheckboxGroup',
  component: CentresForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CentresForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its legend and described by its hint; the value is the ticked list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Centres' });
    await expect(group).toHaveAccessibleDescription('Tick none for every centre.');
    await userEvent.click(within(group).getByLabelText('Delhi'));
    await userEvent.click(within(group).getByLabelText('Kota'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // In the options' order, whatever order they were ticked in.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ centres: ['kota', 'delhi'] }, expect.anything()),
    );
  },
};

/** What was stored is ticked; clearing every box gives an empty list. */
export const Chosen: Story = {
  args: { initial: ['jaipur'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Jaipur')).toBeChecked();
    await expect(canvas.getByLabelText('Kota')).not.toBeChecked();
    await userEvent.click(canvas.getByLabelText('Jaipur'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ centres: [] }, expect.anything()),
    );
  },
};

/** A refusal shows under the boxes, every box is marked invalid, and the first takes focus. */
export const WithError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Kota', 'Jaipur', 'Delhi']) {
      await userEvent.click(canvas.getByLabelText(name));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const group = canvas.getByRole('group', { name: 'Centres' });
    await expect(await within(group).findByText('Choose at most two centres.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription(
      'Tick none for every centre. Choose at most two centres.',
    );
    await expect(canvas.getByLabelText('Delhi')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('Kota')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // What was ticked stays.
    await expect(canvas.getByLabelText('Delhi')).toBeChecked();
  },
};
