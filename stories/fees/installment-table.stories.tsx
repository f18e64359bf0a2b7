import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallmentTable } from '@/features/fees';
import type { Installment } from '@/data';
import { Button } from '@/ui';
import { installmentsInEveryState } from './installment-fixtures';

const onAction = fn<(installment: Installment) => void>();

const meta = {
  title: 'Fees/Components/InstallmentTable',
  component: InstallmentTable,
  args: {
    installments: installmentsInEveryState,
    renderAction: (installment, number) => (
      <Button
        size="sm"
        aria-label={`Record Payment for installment ${number}`}
        onClick={() => onAction(installment)}
      >
        Record Payment
      </Button>
    ),
  },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof InstallmentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of each body row, as text. */
function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** Paid, Partial, Pending and Overdue each show; only unpaid rows get the action. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Installments' });
    const rows = rowTexts(table);
    await expect(rows.map((cells) => cells[5])).toEqual(['Paid', 'Partial', 'Pending', 'Overdue']);
    // Amount, paid and remaining of the part-paid installment.
    await expect(rows[1]?.slice(1, 4)).toEqual(['₹30,000', '₹20,000', '₹10,000']);
    await expect(rows[2]?.[6]).toBe('Not paid yet');

    const actions = canvas.getAllByRole('button', { name: /^Record Payment/ });
    await expect(actions.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Record Payment for installment 2',
      'Record Payment for installment 3',
      'Record Payment for installment 4',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Record Payment for installment 4' }));
    await expect(onAction).toHaveBeenCalledWith(installmentsInEveryState[3]);
  },
};

/** Without an action (a read-only view), there is no Action column. */
export const ReadOnly: Story = {
  args: { renderAction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Installment',
      'Amount',
      'Paid',
      'Remaining',
      'Due Date',
      'Status',
      'Payment Date',
    ]);
    await expect(canvas.queryByRole('button', { name: /Record Payment/ })).toBeNull();
  },
};

export const NoPlan: Story = {
  args: { installments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No installment plan created for this student.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At 320px the table scrolls inside its own region; the page itself does not scroll sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone each installment is a card; the table is not shown.
    const cards = canvas.getByRole('list', { name: 'Installments' });
    await expect(cards).toBeVisible();
    await expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
