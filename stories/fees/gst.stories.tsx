import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData, financialYearOf, receiptTax } from '@/data';
import type { Payment } from '@/data';
import { FeeManagementPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Fees/Admin/GST',
  component: FeeManagementPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/admin/fee-management' }, data: { session: storySessions.admin } },
} satisfies Meta<typeof FeeManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The GST registration form, within its card. */
async function gstForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'GST registration' }));
}

/**
 * GST Registration: the GSTIN typed in lower case is saved in capitals with its state, the note
 * says fees are tax-inclusive, and the other settings stay as stored.
 */
export const RegistrationSaved: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const before = await repository.getSettings();
    const canvas = within(context.canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'GST Registration' }));
    await expect(card.getByText(/Fees are entered inclusive of GST at 18%\./)).toBeVisible();
    const form = await gstForm(context.canvasElement);
    await userEvent.type(form.getByLabelText('GSTIN'), '08abcde1234f1z0');
    await userEvent.selectOptions(form.getByLabelText('State of registration'), 'Rajasthan');
    await userEvent.click(form.getByRole('button', { name: 'Save GST Registration' }));
    await expect(await form.findByText('GST registration saved.')).toBeVisible();
    await expect(form.getByLabelText('GSTIN')).toHaveValue('08ABCDE1234F1Z0');
    await expect(form.getByLabelText('State of registration')).toHaveValue('Rajasthan');
    const stored = await repository.getSettings();
    await expect(stored.gst).toEqual({ gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' });
    await expect(stored.payee).toEqual(before.payee);
    await expect(stored.stse).toEqual(before.stse);
  },
};

/**
 * A GSTIN with a wrong check character, and one from another state: refused beside the field,
 * what was typed stays, and nothing is saved.
 */
export const RegistrationRefused: Story = {
  play: async (context) => {
    const form = await gstForm(context.canvasElement);
    const gstin = form.getByLabelText('GSTIN');
    await userEvent.type(gstin, '08ABCDE1234F1Z7');
    await userEvent.selectOptions(form.getByLabelText('State of registration'), 'Rajasthan');
    await userEvent.click(form.getByRole('button', { name: 'Save GST Registration' }));
    const mismatch =
      'This GSTIN’s last character does not match the rest: check it for a typing mistake.';
    await expect(await form.findByText(mismatch)).toBeVisible();
    await expect(gstin).toHaveAccessibleDescription(expect.stringContaining(mismatch));
    await expect(gstin).toHaveValue('08ABCDE1234F1Z7');

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '08ABCDE1234F1Z0');
    await userEvent.selectOptions(form.getByLabelText('State of registration'), 'Maharashtra');
    await userEvent.click(form.getByRole('button', { name: 'Save GST Registration' }));
    await expect(
      await form.findByText(
        'A GSTIN registered in Maharashtra starts with 27: check the GSTIN or the state.',
      ),
    ).toBeVisible();
    await expect(gstin).toHaveValue('08ABCDE1234F1Z0');
    await expect((await storyRepository(context).getSettings()).gst).toEqual({
      gstin: '',
      state: '',
    });
  },
};

/** A GSTIN of the wrong shape, or one without its state, is named beside the field. */
export const RegistrationIncomplete: Story = {
  play: async (context) => {
    const form = await gstForm(context.canvasElement);
    await userEvent.type(form.getByLabelText('GSTIN'), '08ABCDE1234');
    await userEvent.click(form.getByRole('button', { name: 'Save GST Registration' }));
    await expect(await form.findByText(/^Enter the 15-character GSTIN/)).toBeVisible();
    await expect(form.getByText('Choose the state the GSTIN is registered in.')).toBeVisible();
    await expect(form.getByLabelText('GSTIN')).toHaveValue('08ABCDE1234');
  },
};

const summary = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'GST Summary' }));

/** The cells of the summary's row for `month` ("April 2026" or "Total"), as text. */
function summaryRow(table: HTMLElement, month: string) {
  const row = within(table).getByRole('row', { name: new RegExp(`^${month}`) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

const currentYear = financialYearOf(new Date());
const startYear = Number(currentYear.slice(0, 4));

/** No receipt carried GST this year: every month is nil, and the summary says so. */
export const SummaryEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gst = summary(canvas);
    await expect(await gst.findByText(`No receipt in ${currentYear} carried GST.`)).toBeVisible();
    await expect(gst.getByLabelText('Financial year')).toHaveValue(currentYear);
    const table = gst.getByRole('table', { name: `GST by month, ${currentYear}` });
    // Twelve months, April to March, and the total.
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    await expect(summaryRow(table, `April ${startYear}`)).toEqual([
      `April ${startYear}`,
      '0',
      '₹0',
      '₹0',
      '₹0',
      '₹0',
      '₹0',
    ]);
    await expect(summaryRow(table, `March ${startYear + 1}`)[1]).toBe('0');
    await expect(summaryRow(table, 'Total')).toEqual(['Total', '0', '₹0', '₹0', '₹0', '₹0', '₹0']);
    await expect(gst.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

// This year's receipts with tax: in April ₹1,18,000 within the state and ₹1,000 from another
// state; in May ₹100 within the state (the odd paisa to the taxable value) and a cancelled one.
const sample = createSeedData(new Date());
const registration = { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' as const };
const taxedPayment = (
  index: number,
  receivedAt: string,
  amount: number,
  state: string,
  cancelled = false,
): Payment => ({
  id: `payment-gst-${index}`,
  receiptNo: `SANK/${currentYear}/${String(900_000 + index)}`,
  studentId: 'student-rahul-sharma',
  installmentId: 'installment-rahul-sharma-3',
  amount,
  mode: 'UPI',
  reference: `UPI${index}`,
  receivedBy: 'Admin',
  receivedAt,
  status: cancelled ? 'Cancelled' : 'Valid',
  ...(cancelled ? { cancellation: { reason: 'Entered twice', by: 'Admin', at: receivedAt } } : {}),
  tax: receiptTax(amount, state, registration),
});
const taxedPayments = [
  taxedPayment(1, `${startYear}-04-10T06:00:00.000Z`, 11800, 'Rajasthan'),
  taxedPayment(2, `${startYear}-04-20T06:00:00.000Z`, 1000, 'Uttar Pradesh'),
  taxedPayment(3, `${startYear}-05-05T06:00:00.000Z`, 100, 'Rajasthan'),
  taxedPayment(4, `${startYear}-05-06T06:00:00.000Z`, 5000, 'Rajasthan', true),
];

/** A year with tax invoices: each month's sums, the year's total, and the CSV to file from. */
export const SummaryFull: Story = {
  parameters: {
    data: {
      seed: {
        students: sample.students,
        payments: [...sample.payments, ...taxedPayments],
        settings: { ...sample.settings, gst: registration },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gst = summary(canvas);
    const table = gst.getByRole('table', { name: `GST by month, ${currentYear}` });
    await waitFor(() =>
      expect(summaryRow(table, `April ${startYear}`)).toEqual([
        `April ${startYear}`,
        '2',
        '₹10,847.46',
        '₹900',
        '₹900',
        '₹152.54',
        '₹12,800',
      ]),
    );
    // The cancelled receipt is not counted.
    await expect(summaryRow(table, `May ${startYear}`)).toEqual([
      `May ${startYear}`,
      '1',
      '₹84.76',
      '₹7.62',
      '₹7.62',
      '₹0',
      '₹100',
    ]);
    await expect(summaryRow(table, 'Total')).toEqual([
      'Total',
      '3',
      '₹10,932.22',
      '₹907.62',
      '₹907.62',
      '₹152.54',
      '₹12,900',
    ]);
    await expect(gst.queryByText(/carried GST/)).toBeNull();

    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:gst-summary';
    });
    const downloads: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      await userEvent.click(gst.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
      await expect(lines[0]).toBe(
        'Month,Receipts,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total (₹)',
      );
      await expect(lines[1]).toBe(`April ${startYear},2,10847.46,900,900,152.54,12800`);
      await expect(lines[2]).toBe(`May ${startYear},1,84.76,7.62,7.62,0,100`);
      await expect(lines[13]).toBe('Total,3,10932.22,907.62,907.62,152.54,12900');
      await expect(downloads).toEqual([`gst-summary-${currentYear}.csv`]);
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }

    // The year before: nothing yet.
    await userEvent.selectOptions(
      gst.getByLabelText('Financial year'),
      `${startYear - 1}-${String(startYear % 100).padStart(2, '0')}`,
    );
    await expect(await gst.findByText(/^No receipt in \d{4}-\d{2} carried GST\.$/)).toBeVisible();
  },
};

/** In Hindi: the summary's months and total, its button, and the registration form. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  parameters: SummaryFull.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gst = within(await canvas.findByRole('region', { name: 'GST सारांश' }));
    const table = gst.getByRole('table', { name: `महीनेवार GST, ${currentYear}` });
    await waitFor(() =>
      expect(summaryRow(table, `अप्रैल ${startYear}`)).toEqual([
        `अप्रैल ${startYear}`,
        '2',
        '₹10,847.46',
        '₹900',
        '₹900',
        '₹152.54',
        '₹12,800',
      ]),
    );
    await expect(summaryRow(table, 'कुल')[1]).toBe('3');
    await expect(gst.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeEnabled();
    const form = within(canvas.getByRole('form', { name: 'GST रजिस्ट्रेशन' }));
    await expect(form.getByLabelText('रजिस्ट्रेशन का राज्य')).toBeVisible();
    await expect(form.getByRole('button', { name: 'GST रजिस्ट्रेशन सेव करें' })).toBeVisible();
  },
};
