import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLogPage } from '@/features/audit';
import { withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { auditEntries } from './audit-entries';

const meta = {
  title: 'Audit/Audit Log',
  component: AuditLogPage,
  decorators: [withRouter, withData()],
  parameters: { data: { seed: { auditLog: auditEntries } } },
} satisfies Meta<typeof AuditLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Each row's cells as text, header row left out. */
function rows(canvas: Canvas) {
  const table = canvas.getByRole('table', { name: 'Changes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** Newest first: when (India time), who, role, entity, action, and each changed field. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Audit Log' });
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(rows(canvas)).toEqual([
      [
        '22 Nov 2026, 3:30 pm',
        'Meena Joshi',
        'Admin',
        'Settings',
        'Updated',
        'STSE › Results published: No → Yes',
      ],
      [
        '22 Nov 2026, 3:15 pm',
        'Admin',
        'Admin',
        'Payment',
        'Cancelled',
        'Status: Valid → Cancelled',
      ],
      [
        '22 Nov 2026, 10:30 am',
        'Admin',
        'Admin',
        'Payment',
        'Created',
        'Amount: — → ₹1,20,000Receipt No.: — → SANK/2026-27/000001',
      ],
      [
        '21 Nov 2026, 11:30 am',
        'Admin',
        'Admin',
        'Student',
        'Updated',
        'Mobile: 9876543210 → 9000000001',
      ],
      [
        '20 Nov 2026, 10:00 am',
        'Visitor',
        'Visitor',
        'STSE candidate',
        'Created',
        'Name: — → Aarav GuptaRoll No.: — → STSE0001',
      ],
    ]);
    await expect(canvas.getByText('Showing 1–5 of 5')).toBeVisible();
    // Five entries fit one page: no paging controls.
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};

/** Entity Payment, then a user and a day: only the entries that match all the filters. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.selectOptions(canvas.getByLabelText('Entity'), 'Payment');
    await waitFor(() =>
      expect(rows(canvas).map((row) => row[4])).toEqual(['Cancelled', 'Created']),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Entity'), 'All');
    await userEvent.type(canvas.getByLabelText('User'), 'meena');
    await waitFor(() => expect(rows(canvas).map((row) => row[1])).toEqual(['Meena Joshi']));
    await userEvent.clear(canvas.getByLabelText('User'));
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-21');
    await waitFor(() =>
      expect(rows(canvas).map((row) => row[3])).toEqual(['Student', 'STSE candidate']),
    );
    await userEvent.type(canvas.getByLabelText('User'), 'nobody');
    await waitFor(() =>
      expect(canvas.getByText('No changes match these filters.')).toBeInTheDocument(),
    );
  },
};

/** Nothing changed yet. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No changes recorded yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};

/** The log cannot be read: the failure is said, with Try again. */
export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { listAuditLog: new Error('The server could not be reached.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The audit log could not be loaded');
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** More than a page: Next page asks the repository for the next page, Previous page goes back. */
export const Paged: Story = {
  parameters: {
    data: {
      seed: {
        auditLog: Array.from({ length: 30 }, (_, index) => ({
          ...auditEntries[1]!,
          id: `audit-edit-${String(index)}`,
          at: new Date(Date.UTC(2026, 10, 1, 6, index)).toISOString(),
          changes: [
            {
              field: 'mobile',
              before: '9876543210',
              after: `90000000${String(index).padStart(2, '0')}`,
            },
          ],
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(25));
    await expect(canvas.getByText('Showing 1–25 of 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(canvas.getByText('Showing 26–30 of 30')).toBeVisible();
    await expect(rows(canvas)[4]?.[5]).toBe('Mobile: 9876543210 → 9000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(25));
  },
};

/** In Hindi: the heading, the columns, and each entry's role, record and action. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'ऑडिट लॉग' });
    const table = canvas.getByRole('table', { name: 'बदलाव' });
    await expect(within(table).getByRole('columnheader', { name: 'कब' })).toBeVisible();
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('एडमिन');
    await expect(rows[1]).toHaveTextContent('सेटिंग्स');
    await expect(rows[1]).toHaveTextContent('बदला');
    await expect(rows[1]).toHaveTextContent('नहीं → हाँ');
    await expect(rows[5]).toHaveTextContent('विज़िटर');
    await expect(rows[5]).toHaveTextContent('STSE उम्मीदवार');
    await expect(rows[5]).toHaveTextContent('नाम: — → Aarav Gupta');
    await expect(rows[5]).toHaveTextContent('Roll No.: — → STSE0001');
    await expect(rows[2]).toHaveTextContent('स्थिति: Valid → Cancelled');
    await expect(rows[3]).toHaveTextContent('राशि: — → ₹1,20,000');
    await expect(rows[3]).toHaveTextContent('रसीद नं.: — → SANK/2026-27/000001');
    await expect(rows[4]).toHaveTextContent('मोबाइल: 9876543210 → 9000000001');
    await userEvent.type(canvas.getByRole('textbox', { name: 'यूज़र' }), 'Nobody');
    await expect(await canvas.findByText('इन फ़िल्टर से कोई बदलाव नहीं मिला।')).toBeVisible();
  },
};

/** In Hindi, a nested field reads part by part, each item by its number. */
export const InHindiNestedFields: Story = {
  globals: { language: 'hi' },
  parameters: {
    data: {
      seed: {
        auditLog: [
          {
            id: 'audit-installment',
            at: '2026-11-23T05:00:00.000Z',
            actor: { id: 'admin', name: 'Admin', role: 'admin' },
            entity: 'student',
            entityId: 'student-kavya',
            studentId: 'student-kavya',
            action: 'updated',
            changes: [
              { field: 'feeDetails.installments[2].paidAmount', before: 0, after: 20000 },
              {
                field: 'feeDetails.installments[2].paymentDate',
                before: null,
                after: '2026-11-23',
              },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'बदलाव' });
    const [, row] = await within(table).findAllByRole('row');
    await expect(row).toHaveTextContent('फ़ीस › किस्त 2 › भुगतान की गई राशि: ₹0 → ₹20,000');
    await expect(row).toHaveTextContent('फ़ीस › किस्त 2 › भुगतान की तारीख: — → 23 नव॰ 2026');
  },
};
