import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData, newRefundRequestId } from '@/data';
import type { Payment, Student } from '@/data';
import { FeeManagementPage } from '@/features/fees';
import { manyStudents } from '../students/story-students';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Fees/Admin/Management',
  component: FeeManagementPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/admin/fee-management' }, data: { session: storySessions.admin } },
} satisfies Meta<typeof FeeManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

function statFigure(canvas: Canvas, label: string) {
  return canvas.getByText(label).nextElementSibling?.textContent;
}

/** The cells of the row naming this student, as text. */
function rowOf(canvas: Canvas, name: string) {
  const table = canvas.getByRole('table', { name: 'Fees by student' });
  const row = within(table).getByRole('row', { name: new RegExp(name) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** Totals over the sample data: ₹1,55,000 collected, ₹1,60,000 pending; Arjun has 1 overdue. */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fee Management' })).toBeVisible();
    await canvas.findByText('Rahul Sharma');
    await expect(statFigure(canvas, 'Total Collection')).toBe('₹1,55,000');
    await expect(statFigure(canvas, 'Pending Dues')).toBe('₹1,60,000');
    await expect(rowOf(canvas, 'Rahul Sharma').slice(1, 7)).toEqual([
      'Rahul Sharma',
      '12',
      '₹1,20,000',
      '₹40,000',
      '₹80,000',
      '0',
    ]);
    await expect(rowOf(canvas, 'Arjun Mehta')[6]).toBe('1');
    await expect(rowOf(canvas, 'Sneha Iyer').slice(5, 7)).toEqual(['₹0', '0']);
  },
};

/** The totals follow the data: a payment recorded elsewhere shows without a reload. */
export const TotalsFollowPayments: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('Rahul Sharma');
    await storyRepository(context).recordPayment({
      studentId: 'student-rahul-sharma',
      installmentId: 'installment-rahul-sharma-2',
      amount: 15000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
    await waitFor(() => expect(statFigure(canvas, 'Total Collection')).toBe('₹1,70,000'));
    await expect(statFigure(canvas, 'Pending Dues')).toBe('₹1,45,000');
    await expect(rowOf(canvas, 'Rahul Sharma')[4]).toBe('₹55,000');
  },
};

export const ManageFeesLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Manage Fees for Arjun Mehta' });
    await expect(link).toHaveTextContent(/^Manage Fees$/);
    await userEvent.click(link);
    await expect(
      await canvas.findByText('Navigated to /admin/student-management/student-arjun-mehta'),
    ).toBeVisible();
  },
};

/** Export CSV downloads the table: a BOM, the header row, one record per student, CRLF ends. */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fee-report';
    });
    const downloads: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(blobs).toHaveLength(1);
      const blob = blobs[0] as Blob;
      await expect(blob.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      await expect(lines[0]).toBe(
        'Roll No,Name,Class,Total Fee (₹),Paid (₹),Pending (₹),Overdue Installments',
      );
      await expect(lines.slice(1, 5).map((line) => line.split(',').slice(1).join(','))).toEqual([
        'Rahul Sharma,12,120000,40000,80000,0',
        'Priya Verma,11,90000,40000,50000,0',
        'Arjun Mehta,10,60000,30000,30000,1',
        'Sneha Iyer,9,45000,45000,0,0',
      ]);
      await expect(downloads).toEqual([
        expect.stringMatching(/^fee-report-\d{4}-\d{2}-\d{2}\.csv blob:fee-report$/),
      ]);
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

const [rahul] = createSeedData(new Date()).students;

/** A name that a spreadsheet would run as a formula is exported as plain text. */
export const ExportNeutralisesFormulas: Story = {
  parameters: {
    data: {
      seed: { students: rahul ? [{ ...rahul, name: '=HYPERLINK("http://x.example","Pay")' }] : [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('=HYPERLINK("http://x.example","Pay")');
    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fee-report';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const text = await (blobs[0] as Blob).text();
      await expect(text.split('\r\n')[1]).toMatch(
        /^SANK\d{8},"'=HYPERLINK\(""http:\/\/x\.example"",""Pay""\)",12,/,
      );
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

// 12,000 students who each paid ₹40,000 (₹48,00,00,000 in all), with fees of ₹1,20,000 to
// ₹2,16,000: student i owes ₹80,000 + ₹1,000 × (i mod 97), ₹1,53,50,34,000 in all.
const twelveThousand: Student[] = manyStudents(12_000).map((student, index) => ({
  ...student,
  feeDetails: { ...student.feeDetails, totalFee: 120_000 + 1000 * (index % 97) },
}));

/** The names in the fee table, top to bottom. */
function feeTableNames(canvas: Canvas) {
  const table = canvas.getByRole('table', { name: 'Fees by student' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

/**
 * 12,000 students: the table holds one page, sorting by Pending and paging are asked of the
 * repository's query, and the totals count every student.
 */
export const TwelveThousandStudentsByPending: Story = {
  parameters: { data: { seed: { students: twelveThousand } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Showing 1–50 of 12,000')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Fees by student' });
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(statFigure(canvas, 'Total Collection')).toBe('₹48,00,00,000');
    await expect(statFigure(canvas, 'Pending Dues')).toBe('₹1,53,50,34,000');

    const queryFeeTable = spyOn(storyRepository(context), 'queryFeeTable');
    try {
      const pendingHeader = canvas.getByRole('columnheader', { name: 'Pending' });
      await userEvent.click(within(pendingHeader).getByRole('button', { name: 'Pending' }));
      await userEvent.click(within(pendingHeader).getByRole('button', { name: 'Pending' }));
      await expect(pendingHeader).toHaveAttribute('aria-sort', 'descending');
      // The most owed first (₹1,76,000: every 97th student from the 97th), ties as added.
      const mostOwed = twelveThousand
        .filter((_, index) => index % 97 === 96)
        .map((student) => student.name);
      await waitFor(() => expect(feeTableNames(canvas)).toEqual(mostOwed.slice(0, 50)));
      await expect(rowOf(canvas, mostOwed[0]!)[5]).toBe('₹1,76,000');

      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(await canvas.findByText('Showing 51–100 of 12,000')).toBeVisible();
      await waitFor(() => expect(feeTableNames(canvas)).toEqual(mostOwed.slice(50, 100)));
      await expect(queryFeeTable).toHaveBeenLastCalledWith({
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        page: 2,
        pageSize: 50,
        sort: { by: 'pending', direction: 'descending' },
      });

      await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
      await expect(await canvas.findByText('Page 1 of 120')).toBeVisible();
      await expect(within(table).getAllByRole('row')).toHaveLength(101);
      // The totals are the whole list's, whatever the page.
      await expect(statFigure(canvas, 'Pending Dues')).toBe('₹1,53,50,34,000');
    } finally {
      queryFeeTable.mockRestore();
    }
  },
};

export const NoStudents: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No students found.')).toBeVisible();
    await expect(statFigure(canvas, 'Total Collection')).toBe('₹0');
    await expect(statFigure(canvas, 'Pending Dues')).toBe('₹0');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading Fees by student…')).toBeInTheDocument();
    await expect(canvas.getAllByText('Loading the total…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { queryFeeTable: new Error('The stored students could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [alert] = await canvas.findAllByRole('alert');
    await expect(alert).toHaveTextContent('The fee records could not be loaded');
    await expect(alert).toHaveTextContent('The stored students could not be read.');
    await expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const dayBook = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Day Book' }));

/** The day book of the sample's payments: every entry in the range, totals by mode. */
export const DayBookTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = dayBook(canvas);
    const sample = createSeedData(new Date());
    const from = book.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    const table = book.getByRole('table', { name: 'Payments in the day book' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(sample.payments.length + 1),
    );
    const totals = book.getByRole('group', { name: 'Day book totals' });
    // The sample's receipts alternate Cash and UPI, oldest first.
    await expect(totals).toHaveTextContent('Cash (3 payments)₹70,000');
    await expect(totals).toHaveTextContent('UPI (2 payments)₹85,000');
    await expect(totals).toHaveTextContent('Grand Total₹1,55,000');
  },
};

/** To before From: the message shows beside To and the day book stays empty. */
export const DayBookDatesOutOfOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = dayBook(canvas);
    const to = book.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        '1 Jan 2020 To must be the same day as From or later.',
      ),
    );
    await expect(book.getByText('No payments in these days.')).toBeVisible();
    await expect(book.getByRole('button', { name: 'Export Day Book CSV' })).toBeDisabled();
  },
};

/** A payment recorded today appears at once; the CSV holds it, formula-safe, and the totals. */
export const DayBookTodayAndExport: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const book = dayBook(canvas);
    await expect(await book.findByText('No payments in these days.')).toBeVisible();
    await storyRepository(context).recordPayment({
      studentId: 'student-rahul-sharma',
      installmentId: 'installment-rahul-sharma-2',
      amount: 15000,
      mode: 'UPI',
      reference: '=HYPERLINK("http://evil.example")',
      receivedBy: 'Admin',
    });
    await waitFor(() =>
      expect(book.getByRole('group', { name: 'Day book totals' })).toHaveTextContent(
        'UPI (1 payment)₹15,000Grand Total₹15,000',
      ),
    );
    const table = book.getByRole('table', { name: 'Payments in the day book' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Rahul Sharma');

    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:day-book';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(book.getByRole('button', { name: 'Export Day Book CSV' }));
      await expect(blobs).toHaveLength(1);
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
      await expect(lines[0]).toBe(
        'Receipt No,Date,Roll No,Student,Installment,Mode,Reference,Amount (₹),Status,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹)',
      );
      // No GSTIN in the settings: no tax, so the tax columns are empty.
      await expect(lines[1]).toMatch(
        /^SANK\/\d{4}-\d{2}\/\d{6},.+,SANK\d+,Rahul Sharma,2,UPI,"'=HYPERLINK\(""http:\/\/evil\.example""\)",15000,Valid,,,,$/,
      );
      await expect(lines.slice(2, 5)).toEqual([
        '',
        'Total UPI,,,,,,,15000',
        'Grand Total,,,,,,,15000',
      ]);
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** A refund today is its own line, with its credit note and a negative amount, and lowers the total. */
export const DayBookWithRefund: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const book = dayBook(canvas);
    await expect(await book.findByText('No payments in these days.')).toBeVisible();
    const repository = storyRepository(context);
    const paid = await repository.recordPayment({
      studentId: 'student-rahul-sharma',
      installmentId: 'installment-rahul-sharma-2',
      amount: 15000,
      mode: 'Online',
      reference: 'pay_N1a2B3',
      receivedBy: 'Rahul Sharma (online)',
    });
    await repository.refundPayment(paid.id, {
      requestId: newRefundRequestId(),
      amount: 4000,
      reason: 'Paid twice',
    });
    const totals = book.getByRole('group', { name: 'Day book totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Refund (1 refund)-₹4,000'));
    await expect(totals).toHaveTextContent('Online (1 payment)₹15,000');
    await expect(totals).toHaveTextContent('Grand Total₹11,000');
    const table = book.getByRole('table', { name: 'Payments in the day book' });
    const refundRow = within(table).getAllByRole('row')[2]!;
    await expect(refundRow).toHaveTextContent(/^SANK\/CN\/\d{4}-\d{2}\/000001/);
    await expect(refundRow).toHaveTextContent('Refund');
    await expect(refundRow).toHaveTextContent('-₹4,000');
  },
};

// 120 receipts today (Cash, UPI, Cheque in turn, ₹500 each), the first one cancelled: more than
// the day book's page of 50.
const busyDay = createSeedData(new Date());
const busyDayPayments: Payment[] = Array.from({ length: 120 }, (_, index) => {
  const receivedAt = new Date();
  receivedAt.setHours(9, 0, index, 0);
  const mode = (['Cash', 'UPI', 'Cheque'] as const)[index % 3]!;
  return {
    id: `payment-busy-${index + 1}`,
    receiptNo: `SANK/2026-27/${String(500_001 + index)}`,
    studentId: 'student-rahul-sharma',
    installmentId: 'installment-rahul-sharma-2',
    amount: 500,
    mode,
    reference: mode === 'Cash' ? '' : `REF${index + 1}`,
    receivedBy: 'Admin',
    receivedAt: receivedAt.toISOString(),
    status: index === 0 ? 'Cancelled' : 'Valid',
    ...(index === 0
      ? { cancellation: { reason: 'Wrong amount', by: 'Admin', at: receivedAt.toISOString() } }
      : {}),
  };
});

/** More entries than one page: the totals and the CSV count every page, not the one shown. */
export const DayBookOverManyPages: Story = {
  parameters: {
    data: {
      seed: { students: busyDay.students, payments: [...busyDay.payments, ...busyDayPayments] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = dayBook(canvas);
    await expect(await book.findByText('Showing 1–50 of 120')).toBeVisible();
    const table = book.getByRole('table', { name: 'Payments in the day book' });
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    // Oldest first: the cancelled receipt opens the day.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SANK/2026-27/500001');
    const totals = book.getByRole('group', { name: 'Day book totals' });
    await expect(totals).toHaveTextContent('Cash (39 payments)₹19,500');
    await expect(totals).toHaveTextContent('UPI (40 payments)₹20,000');
    await expect(totals).toHaveTextContent('Cheque (40 payments)₹20,000');
    await expect(totals).toHaveTextContent('Grand Total₹59,500');

    await userEvent.click(book.getByRole('button', { name: 'Next page' }));
    await expect(await book.findByText('Showing 51–100 of 120')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SANK/2026-27/500051');
    await expect(totals).toHaveTextContent('Grand Total₹59,500');

    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:day-book';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(book.getByRole('button', { name: 'Export Day Book CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
      // The header, every entry of the day, a gap, three modes, the grand total, the end.
      await expect(lines).toHaveLength(1 + 120 + 1 + 3 + 1 + 1);
      await expect(lines[120]).toMatch(/^SANK\/2026-27\/500120,/);
      await expect(lines.at(-2)).toBe('Grand Total,,,,,,,59500');
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** The payment details form, within its card. */
async function payeeForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Payment details' }));
}

/**
 * Payment Details: a UPI ID and IFSC of the wrong shape, and a bank account without its name, are
 * refused beside each field; nothing is saved and what was typed stays.
 */
export const PayeeDetailsRefused: Story = {
  play: async (context) => {
    const form = await payeeForm(context.canvasElement);
    await userEvent.type(form.getByLabelText('UPI ID'), 'sankalp at sbi');
    await userEvent.type(form.getByLabelText('Account number'), '12345678901');
    await userEvent.type(form.getByLabelText('IFSC'), 'SBIN1234');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(await form.findByText('Enter a UPI ID like sankalpinstitute@sbi.')).toBeVisible();
    await expect(form.getByLabelText('UPI ID')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UPI ID like sankalpinstitute@sbi.'),
    );
    await expect(
      form.getByText(
        'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
      ),
    ).toBeVisible();
    await expect(form.getByLabelText('UPI ID')).toHaveValue('sankalp at sbi');
    await expect(form.getByLabelText('IFSC')).toHaveValue('SBIN1234');
    await expect((await storyRepository(context).getSettings()).payee.upiId).toBe('');
  },
};

/** A bank account's name, number and IFSC go together; the missing one is named beside it. */
export const PayeeDetailsBankNeedsItsName: Story = {
  play: async (context) => {
    const form = await payeeForm(context.canvasElement);
    await userEvent.type(form.getByLabelText('Account number'), '12345678901');
    await userEvent.type(form.getByLabelText('IFSC'), 'SBIN0001234');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(
      await form.findByText('Account name is required for a bank transfer.'),
    ).toBeVisible();
    await expect((await storyRepository(context).getSettings()).payee.bankAccountNumber).toBe('');
  },
};

/** Saved: stored as shown (the IFSC in capitals), kept in the form, and the STSE settings untouched. */
export const PayeeDetailsSaved: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const stseBefore = (await repository.getSettings()).stse;
    const form = await payeeForm(context.canvasElement);
    await userEvent.type(
      form.getByLabelText('Where and when the office takes fees'),
      'Fee counter, Kota Main Campus, 9 am to 5 pm.',
    );
    await userEvent.type(form.getByLabelText('UPI ID'), 'sankalpinstitute@sbi');
    await userEvent.type(form.getByLabelText('Payee name'), 'Sankalp Institute');
    await userEvent.type(form.getByLabelText('Account name'), 'Sankalp Institute');
    await userEvent.type(form.getByLabelText('Account number'), '12345678901');
    await userEvent.type(form.getByLabelText('IFSC'), 'sbin0001234');
    await userEvent.type(form.getByLabelText('Bank and branch'), 'State Bank of India, Kota');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(await form.findByText('Payment details saved.')).toBeVisible();
    await expect(form.getByLabelText('IFSC')).toHaveValue('SBIN0001234');
    await expect(form.getByLabelText('UPI ID')).toHaveValue('sankalpinstitute@sbi');
    const stored = await repository.getSettings();
    await expect(stored.payee).toEqual({
      officeNote: 'Fee counter, Kota Main Campus, 9 am to 5 pm.',
      upiId: 'sankalpinstitute@sbi',
      upiPayeeName: 'Sankalp Institute',
      bankAccountName: 'Sankalp Institute',
      bankAccountNumber: '12345678901',
      ifsc: 'SBIN0001234',
      bankName: 'State Bank of India, Kota',
      partPayments: true,
      minimumPartPayment: 1000,
    });
    await expect(stored.stse).toEqual(stseBefore);
  },
};

/** Part payments online or by UPI: allowed by default; unticked, saved with the rest. */
export const PartPaymentsSaved: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const form = await payeeForm(context.canvasElement);
    const partPayments = form.getByRole('checkbox', {
      name: 'Students may pay part of an installment online or by UPI',
    });
    await expect(partPayments).toBeChecked();
    await userEvent.click(partPayments);
    await userEvent.type(form.getByLabelText('UPI ID'), 'sankalpinstitute@sbi');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(await form.findByText('Payment details saved.')).toBeVisible();
    await expect(partPayments).not.toBeChecked();
    await expect((await repository.getSettings()).payee).toMatchObject({
      partPayments: false,
      upiId: 'sankalpinstitute@sbi',
    });
  },
};

/** The smallest part payment: ₹1,000 unless set; a whole number of rupees, checked beside it. */
export const MinimumPartPaymentSaved: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const form = await payeeForm(context.canvasElement);
    const minimum = form.getByLabelText('Smallest part payment (₹)');
    await expect(minimum).toHaveValue(1000);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '99.5');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(
      await form.findByText(
        /Enter the smallest part payment in whole rupees, from 0 to 10,00,000\./,
      ),
    ).toBeVisible();
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5000');
    await userEvent.click(form.getByRole('button', { name: 'Save Payment Details' }));
    await expect(await form.findByText('Payment details saved.')).toBeVisible();
    await expect((await repository.getSettings()).payee.minimumPartPayment).toBe(5000);
  },
};

/** An Office member verifies payments and reads the day book, but sets no payment details. */
export const Office: Story = {
  parameters: { data: { session: storySessions.office } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'To Verify' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Day Book' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'GST Summary' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment Details' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'GST Registration' })).toBeNull();
  },
};

/** Seeing fees only: the fees by student, with no verifying, reports or settings. */
export const FeesViewOnly: Story = {
  parameters: {
    data: {
      session: storySessions.feesViewOnly,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: /Fees by student/ })).toBeVisible();
    for (const name of ['To Verify', 'Day Book', 'GST Summary', 'Payment Details']) {
      await expect(canvas.queryByRole('heading', { name })).toBeNull();
    }
  },
};

/** In Hindi: heading, totals, table, the Manage Fees link, the day book, fitting a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'फ़ीस प्रबंधन' })).toBeVisible();
    await canvas.findByText('Rahul Sharma');
    await expect(statFigure(canvas, 'कुल वसूली')).toBe('₹1,55,000');
    await expect(statFigure(canvas, 'बाकी फ़ीस')).toBe('₹1,60,000');
    await expect(canvas.getByRole('table', { name: 'छात्रवार फ़ीस' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Arjun Mehta की फ़ीस देखें' })).toHaveTextContent(
      /^फ़ीस देखें$/,
    );
    // The page's Export CSV and the GST summary's Download CSV have names of their own in Hindi.
    await expect(canvas.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeEnabled();
    const gst = within(canvas.getByRole('region', { name: 'GST सारांश' }));
    await expect(gst.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    const book = within(canvas.getByRole('region', { name: 'डे बुक' }));
    await expect(book.getByRole('group', { name: 'डे बुक का कुल जोड़' })).toHaveTextContent('कुल योग');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
