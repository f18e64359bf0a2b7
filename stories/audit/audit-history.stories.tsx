import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AuditHistory } from '@/features/audit';
import { withData } from '../helpers/data-decorator';
import { auditEntries, HISTORY_STUDENT_ID } from './audit-entries';

const meta = {
  title: 'Audit/Student History',
  component: AuditHistory,
  decorators: [withData()],
  args: { entityId: HISTORY_STUDENT_ID, caption: 'Changes to Kavya Nair’s record and payments' },
  parameters: { data: { seed: { auditLog: auditEntries } } },
} satisfies Meta<typeof AuditHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The student's own edit and its payment's entries, newest first; nobody else's. */
export const StudentHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {
      name: 'Changes to Kavya Nair’s record and payments',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(cells.map((row) => [row[3], row[4]])).toEqual([
      ['Payment', 'Cancelled'],
      ['Payment', 'Created'],
      ['Student', 'Updated'],
    ]);
    await expect(cells[1]?.[5]).toBe('Amount: — → ₹1,20,000Receipt No.: — → SANK/2026-27/000001');
  },
};

/** A student with no recorded changes. */
export const NoHistory: Story = {
  args: { entityId: 'student-without-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No changes recorded yet.')).toBeInTheDocument();
  },
};

/** The history cannot be read. */
export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { listAuditLog: new Error('The server could not be reached.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The history could not be loaded');
    await expect(alert).toHaveTextContent('The server could not be reached.');
  },
};
