import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BATCH_DATES_MESSAGE } from '@/data/daily';
import { BatchesPage } from '@/features/batches';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { batchesSeed } from './batch-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Batches/Admin/Batches',
  component: BatchesPage,
  decorators: [withToasts, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/batches' },
    data: { session: storySessions.admin, seed: batchesSeed() },
  },
} satisfies Meta<typeof BatchesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every batch with its seats taken and waiting; a name opens the batch's page. */
export const AllBatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Batches' });
    const jee = within(table).getByRole('row', { name: /JEE Morning/ });
    await expect(jee).toHaveTextContent('2 of 2');
    await expect(within(jee).getAllByRole('cell')[7]).toHaveTextContent('1');
    await expect(within(table).getByRole('row', { name: /NEET Evening/ })).toHaveTextContent(
      '1 of 40',
    );
    await expect(canvas.getByRole('button', { name: 'Add Batch' })).toBeVisible();
    await userEvent.click(within(table).getByRole('link', { name: 'NEET Evening' }));
    await expect(await canvas.findByText('Navigated to /admin/batches/batch-neet')).toBeVisible();
  },
};

/** No batch yet: the empty message says how to make one. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No batches yet. Add Batch makes the first.'),
    ).toBeVisible();
  },
};

/** The list failed to load: the reason and Try again. */
export const LoadFailed: Story = {
  parameters: { data: { failWith: { listBatches: new Error('The network is down.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The batches could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/**
 * Add Batch: an end date before the start is refused beside End date with everything typed
 * kept; corrected, the batch is stored with its faculty.
 */
export const AddBatch: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Batch' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Batch' }));
    await userEvent.type(dialog.getByLabelText(/^Batch name/), 'JEE Evening');
    await userEvent.selectOptions(dialog.getByLabelText(/^Program/), 'Engineering');
    await userEvent.selectOptions(dialog.getByLabelText(/^Class/), '12');
    await userEvent.selectOptions(dialog.getByLabelText(/^Stream/), 'Non-Medical');
    await userEvent.type(dialog.getByLabelText(/^Academic year/), '2026-27');
    await userEvent.type(dialog.getByLabelText(/^Start date/), '2027-04-01');
    await userEvent.type(dialog.getByLabelText(/^End date/), '2027-03-31');
    await userEvent.type(dialog.getByLabelText(/^Capacity/), '60');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Subject' }));
    await userEvent.type(dialog.getByLabelText(/^Subject 1/), 'Chemistry');
    await userEvent.selectOptions(dialog.getByLabelText(/^Faculty for subject 1/), 'Vikram Singh');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Batch' }));

    await expect(await dialog.findByText(BATCH_DATES_MESSAGE)).toBeVisible();
    await expect(dialog.getByLabelText(/^Batch name/)).toHaveValue('JEE Evening');
    await userEvent.clear(dialog.getByLabelText(/^Start date/));
    await userEvent.type(dialog.getByLabelText(/^Start date/), '2026-06-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Batch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const stored = await storyRepository(context).listBatches();
    await expect(stored.find((batch) => batch.name === 'JEE Evening')).toMatchObject({
      currentClass: 12,
      capacity: 60,
      faculty: [{ subject: 'Chemistry', staffId: 'staff-vikram' }],
    });
    const table = await canvas.findByRole('table', { name: 'Batches' });
    await expect(within(table).getByRole('link', { name: 'JEE Evening' })).toBeVisible();
  },
};

/** A faculty member sees only the batch they teach, and cannot add one. */
export const FacultySeesOwnBatches: Story = {
  parameters: { data: { session: storySessions.faculty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Batches' });
    await expect(within(table).getByRole('link', { name: 'Foundation Weekend' })).toBeVisible();
    await expect(within(table).queryByText('JEE Morning')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add Batch' })).toBeNull();
  },
};

/** In Hindi on a phone: the heading and a card per batch with its seats in Hindi words. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'बैच' })).toBeVisible();
    const cards = within(await canvas.findByRole('list', { name: 'बैच' }));
    const jee = cards.getByRole('heading', { name: 'JEE Morning' }).closest('li')!;
    await expect(jee).toHaveTextContent('भरी सीटें');
    await expect(jee).toHaveTextContent('2 में से 2');
    await expect(jee).toHaveTextContent('इंजीनियरिंग');
    await expect(jee).toHaveTextContent('नॉन-मेडिकल');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Add Batch: its labels, hints and the program names in Hindi.
    await userEvent.click(canvas.getByRole('button', { name: 'बैच जोड़ें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'बैच जोड़ें' }));
    await expect(dialog.getByLabelText(/^बैच का नाम/)).toBeVisible();
    await expect(dialog.getByRole('option', { name: 'इंजीनियरिंग' })).toHaveValue('Engineering');
    await expect(dialog.getByText('बैच में कितनी सीटें हैं।')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'विषय जोड़ें' }));
    await expect(dialog.getByRole('textbox', { name: /^विषय 1/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'हटाएँ विषय 1' })).toBeVisible();
  },
};
