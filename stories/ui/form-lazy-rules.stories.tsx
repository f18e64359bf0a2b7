import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { Button, Form, FormActions, FormError, lazyResolver, TextField } from '@/ui';

// A roll-number form whose rules arrive only when it is first checked, as the public forms do.
const lookupSchema = z.object({ rollNo: z.string().trim().min(1, 'Roll number is required.') });
type Lookup = z.infer<typeof lookupSchema>;

type LazyRulesFormProps = {
  loadRules: () => Promise<Resolver<Lookup, unknown, Lookup>>;
  onSubmit: (values: Lookup) => void;
};

function LazyRulesForm({ loadRules, onSubmit }: LazyRulesFormProps) {
  const form = useForm<Lookup>({
    resolver: lazyResolver(loadRules),
    defaultValues: { rollNo: '' },
  });
  return (
    <Form form={form} aria-label="Result lookup" onSubmit={onSubmit}>
      <TextField<Lookup> name="rollNo" label="Roll Number" required />
      <FormError />
      <FormActions>
        <Button type="submit">Check Result</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/Rules loaded on first check',
  component: LazyRulesForm,
  args: {
    loadRules: fn(async () => zodResolver(lookupSchema)),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LazyRulesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rules arrive with the first submit and show their message beside the field. */
export const RulesArriveOnFirstCheck: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.loadRules).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
    await expect(await canvas.findByText('Roll number is required.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Roll Number/), 'STSE0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rollNo: 'STSE0001' }, expect.anything());
    await expect(args.loadRules).toHaveBeenCalledTimes(1);
  },
};

let downloads = 0;

/** The connection drops: the form says so, keeps what was typed, and the next try works. */
export const RulesFailToDownload: Story = {
  args: {
    // The first download fails, as a dropped connection would make it; later ones work.
    loadRules: fn(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return zodResolver(lookupSchema);
    }),
  },
  beforeEach: () => {
    downloads = 0;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText(/Roll Number/);
    await userEvent.type(box, 'STSE0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The form could not be checked because the connection failed. Please try again.',
    );
    await expect(box).toHaveValue('STSE0001');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rollNo: 'STSE0001' }, expect.anything());
  },
};
