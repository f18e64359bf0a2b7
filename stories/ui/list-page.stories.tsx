import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, Button, ListPage, ListTable } from '@/ui';
import type { DataTableColumn, ListQuery } from '@/ui';

type Partner = { id: string; name: string; city: string };

const columns: readonly DataTableColumn<Partner>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city },
];

const partners: Partner[] = [
  { id: 'p1', name: 'Delhi Public School', city: 'Noida' },
  { id: 'p2', name: 'Army Public School', city: 'Meerut' },
];

const describeError = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong.';

const query = (changes: Partial<ListQuery<Partner>>): ListQuery<Partner> => ({
  status: 'success',
  data: partners,
  reload: fn(),
  ...changes,
});

function PartnerList({ records, notice }: { records: ListQuery<Partner>; notice?: string }) {
  return (
    <ListPage
      title="Partners"
      lead="Every partner, in name order."
      actions={<Button>Add Partner</Button>}
      notice={notice ? <Alert tone="error">{notice}</Alert> : undefined}
    >
      <ListTable
        caption="Partners"
        columns={columns}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        query={records}
        loadErrorTitle="The partners could not be loaded."
        describeError={describeError}
      />
    </ListPage>
  );
}

const meta = {
  title: 'UI/ListPage',
  component: PartnerList,
  args: { records: query({}) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PartnerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title and lead, its action at the right above the list, then the table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add Partner' });
    const table = canvas.getByRole('table', { name: 'Partners' });
    await expect(add.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      table.getBoundingClientRect().top,
    );
    await expect(add.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    await expect(rows.map((row) => row.cells[0]?.textContent)).toEqual([
      'Army Public School',
      'Delhi Public School',
    ]);
  },
};

export const Loading: Story = {
  args: { records: query({ status: 'loading', data: undefined }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Partners…');
  },
};

export const Empty: Story = {
  args: { records: query({ data: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available.')).toBeVisible();
  },
};

/** The read failed: the reason and Try again in place of the table; the action stays. */
export const LoadFails: Story = {
  args: {
    records: query({
      status: 'error',
      data: undefined,
      error: new Error('Storage is unavailable.'),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The partners could not be loaded.');
    await expect(alert).toHaveTextContent('Storage is unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.records.reload).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Partner' })).toBeVisible();
  },
};

/** A notice (here, a failed delete) sits between the actions and the list. */
export const WithNotice: Story = {
  args: { notice: '"Army Public School" could not be deleted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be deleted');
    await expect(canvas.getByRole('table', { name: 'Partners' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Partner' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
