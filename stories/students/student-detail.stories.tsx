import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StudentDetailPage } from '@/features/students';
import {
  storyCallCount,
  storyRepository,
  storySessions,
  withCallCount,
  withData,
} from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { studentInEveryState, studentWithoutPlan } from './story-students';

const detailPath = '/admin/student-management/:studentId';

const meta = {
  title: 'Students/Admin/Detail',
  component: StudentDetailPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: {
      path: detailPath,
      initialEntry: `/admin/student-management/${studentInEveryState.id}`,
    },
    data: {
      seed: { students: [studentInEveryState, studentWithoutPlan] },
      session: storySessions.admin,
    },
  },
} satisfies Meta<typeof StudentDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function heading(canvas: Canvas) {
  return canvas.findByRole('heading', { level: 1, name: 'Kavya Nair (SANK26110005)' });
}

/** The figure under a label of the fee summary. */
function summaryFigure(canvas: Canvas, label: string) {
  const summary = canvas.getByRole('region', { name: 'Fee Summary' });
  return within(summary).getByText(label).nextElementSibling?.textContent;
}

/** The definition shown for a term of the details card. */
function detail(canvas: Canvas, term: string) {
  const card = canvas.getByRole('region', { name: 'Student Details' });
  return within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function statuses(canvas: Canvas) {
  const table = canvas.getByRole('table', { name: 'Installments' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
}

async function openPayment(canvas: Canvas, installment: number) {
  await userEvent.click(
    canvas.getByRole('button', { name: `Record Payment for installment ${installment}` }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: `Record Payment: Installment ${installment}`,
  });
  return { dialog, body: within(dialog), amount: within(dialog).getByLabelText('Amount (₹)') };
}

/** Summary, every status (Overdue derived from the due date), and the details card. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(summaryFigure(canvas, 'Total Fee')).toBe('₹1,20,000');
    await expect(summaryFigure(canvas, 'Paid')).toBe('₹50,000');
    await expect(summaryFigure(canvas, 'Pending')).toBe('₹70,000');
    await expect(statuses(canvas)).toEqual(['Paid', 'Partial', 'Pending', 'Overdue']);
    // Record Payment on each installment not paid in full.
    await expect(canvas.getAllByRole('button', { name: /^Record Payment/ })).toHaveLength(3);
    await expect(
      canvas.queryByRole('button', { name: 'Record Payment for installment 1' }),
    ).toBeNull();

    await expect(detail(canvas, 'Class')).toBe('11');
    await expect(detail(canvas, 'Stream')).toBe('Medical');
    await expect(detail(canvas, 'Guardian Name')).toBe('Meera Nair');
    await expect(detail(canvas, 'Email')).toBe('kavya.nair@example.com');
    // Blank optional details are said to be missing, not left empty.
    await expect(detail(canvas, 'WhatsApp')).toBe('Not provided');
    await expect(detail(canvas, 'Address')).toBe('Not provided');
    await expect(detail(canvas, 'Pin Code')).toBe('Not provided');
  },
};

export const NoInstallmentPlan: Story = {
  parameters: {
    route: { path: detailPath, initialEntry: `/admin/student-management/${studentWithoutPlan.id}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^Dev Malhotra/ });
    await expect(canvas.getByText('No installment plan created for this student.')).toBeVisible();
    await expect(summaryFigure(canvas, 'Pending')).toBe('₹0');
    await expect(canvas.queryByRole('button', { name: /Record Payment/ })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: {
    route: { path: detailPath, initialEntry: '/admin/student-management/no-such-student' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Student not found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Student Management' }));
    await expect(await canvas.findByText('Navigated to /admin/student-management')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the student…');
  },
};

export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { getStudent: new Error('The stored students could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The student could not be loaded');
    await expect(alert).toHaveTextContent('The stored students could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** More than the remaining ₹10,000: the spec's message beside the amount; nothing recorded. */
export const RecordPaymentOverLimit: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const { dialog, body, amount } = await openPayment(canvas, 2);
    await expect(amount).toHaveValue(10000);
    await userEvent.clear(amount);
    await userEvent.type(amount, '10001');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(amount).toHaveAccessibleDescription(
      'You can pay a maximum of ₹10,000 for this installment.',
    );
    await expect(dialog).toBeVisible();
    const stored = await storyRepository(context).getStudent(studentInEveryState.id);
    await expect(stored?.feeDetails.installments[1]?.paidAmount).toBe(20000);
  },
};

/** A part payment: stored, confirmed, and the summary moves at once. */
export const RecordPartPayment: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const { body, amount } = await openPayment(canvas, 3);
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(
      await canvas.findByText(
        /^Payment of ₹4,000 recorded for installment 3\. Receipt SANK\/\d{4}-\d{2}\/000001\.$/,
      ),
    ).toBeVisible();
    await waitFor(() => expect(summaryFigure(canvas, 'Paid')).toBe('₹54,000'));
    await expect(summaryFigure(canvas, 'Pending')).toBe('₹66,000');
    await expect(statuses(canvas)).toEqual(['Paid', 'Partial', 'Partial', 'Overdue']);
    const stored = await storyRepository(context).getStudent(studentInEveryState.id);
    await expect(stored?.feeDetails.installments[2]).toMatchObject({
      paidAmount: 4000,
      status: 'Partial',
    });
  },
};

/** Paying the rest of the overdue installment makes it Paid, and its action goes away. */
export const PayOverdueInFull: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const { body } = await openPayment(canvas, 4);
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await expect(
      await canvas.findByText(
        /^Payment of ₹30,000 recorded for installment 4\. Receipt SANK\/\d{4}-\d{2}\/000001\.$/,
      ),
    ).toBeVisible();
    await waitFor(() => expect(statuses(canvas)).toEqual(['Paid', 'Partial', 'Pending', 'Paid']));
    await expect(
      canvas.queryByRole('button', { name: 'Record Payment for installment 4' }),
    ).toBeNull();
    await expect(summaryFigure(canvas, 'Paid')).toBe('₹80,000');
  },
};

/** Edit works on a copy: Save Changes stores it, and the page shows it. */
export const EditAndSave: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const trigger = canvas.getByRole('button', { name: 'Edit Student' });
    await userEvent.click(trigger);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kavya Nair');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'kavya.nair@example.com',
    );
    await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9845012345');
    await expect(dialog.getByRole('textbox', { name: 'Guardian name' })).toHaveValue('Meera Nair');

    const mobile = dialog.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98450');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(mobile).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.');

    await userEvent.type(mobile, '99999');
    const guardian = dialog.getByRole('textbox', { name: 'Guardian name' });
    await userEvent.clear(guardian);
    await userEvent.type(guardian, 'Suresh Nair');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(await canvas.findByText('The student’s details were saved.')).toBeVisible();
    await waitFor(() => expect(detail(canvas, 'Guardian Name')).toBe('Suresh Nair'));
    await expect(detail(canvas, 'Mobile')).toBe('9845099999');
    const stored = await storyRepository(context).getStudent(studentInEveryState.id);
    await expect(stored).toMatchObject({ mobile: '9845099999', guardianName: 'Suresh Nair' });
  },
};

/** Cancel throws the copy away: the record is untouched and the next opening starts afresh. */
export const EditAndCancel: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const trigger = canvas.getByRole('button', { name: 'Edit Student' });
    await userEvent.click(trigger);
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone Else');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await heading(canvas);
    const stored = await storyRepository(context).getStudent(studentInEveryState.id);
    await expect(stored).toEqual(studentInEveryState);

    await userEvent.click(trigger);
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kavya Nair');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole('button', { name: 'Edit Student' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every mode but Cash needs a reference: the message shows beside it and nothing is stored. */
export const RecordPaymentNeedsReference: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const { dialog, body, amount } = await openPayment(canvas, 3);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.selectOptions(body.getByLabelText('Mode'), 'Cheque');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    const reference = body.getByLabelText('Reference');
    await expect(reference).toHaveAccessibleDescription(
      /Enter the UPI, cheque or transaction number: every mode except Cash needs one\.$/,
    );
    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue(5000);
    await expect(
      await storyRepository(context).listPayments({ studentId: studentInEveryState.id }),
    ).toHaveLength(2);

    await userEvent.type(reference, 'CHQ 004512');
    await userEvent.click(body.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const history = canvas.getByRole('table', { name: 'Payment history' });
    const [, newest] = await within(history).findAllByRole('row');
    await expect(newest).toHaveTextContent(/SANK\/\d{4}-\d{2}\/000001/);
    await expect(newest).toHaveTextContent('Cheque');
    await expect(newest).toHaveTextContent('CHQ 004512');
    await expect(newest).toHaveTextContent('₹5,000');
    await expect(
      within(newest!).getByRole('link', { name: /^Print Receipt SANK/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/admin\/receipts\/[0-9A-Za-z]{16}$/));
  },
};

/** Cancel Receipt asks for a reason; the receipt stays, marked Cancelled, and stops counting. */
export const CancelReceipt: Story = {
  parameters: { data: { session: storySessions.admin } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    const repository = storyRepository(context);
    const receipt = await repository.recordPayment({
      studentId: studentInEveryState.id,
      installmentId: studentInEveryState.feeDetails.installments[2]!.id,
      amount: 4000,
      mode: 'UPI',
      reference: 'UPI-778812',
      receivedBy: 'Admin',
    });
    await waitFor(() => expect(summaryFigure(canvas, 'Paid')).toBe('₹54,000'));

    await userEvent.click(
      await canvas.findByRole('button', { name: `Cancel Receipt ${receipt.receiptNo}` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Cancel receipt ${receipt.receiptNo}?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Receipt' }));
    await expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Enter why the receipt is cancelled.',
    );
    await userEvent.type(dialog.getByLabelText('Reason'), 'UPI payment reversed by the bank');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Receipt' }));

    await expect(
      await canvas.findByText(`Receipt ${receipt.receiptNo} was cancelled.`),
    ).toBeVisible();
    await waitFor(() => expect(summaryFigure(canvas, 'Paid')).toBe('₹50,000'));
    const history = canvas.getByRole('table', { name: 'Payment history' });
    const row = within(history).getByRole('row', { name: new RegExp(receipt.receiptNo!) });
    await expect(row).toHaveTextContent('Cancelled');
    await expect(
      within(row).queryByRole('button', { name: /Cancel Receipt/ }),
    ).not.toBeInTheDocument();
    await expect(await repository.getPayment(receipt.id)).toMatchObject({
      status: 'Cancelled',
      cancellation: { reason: 'UPI payment reversed by the bank' },
    });
    // History: the payment and its cancellation, newest first, by the signed-in admin.
    const changes = canvas.getByRole('table', {
      name: 'Changes to Kavya Nair’s record and payments',
    });
    await waitFor(() => expect(within(changes).getAllByRole('row')).toHaveLength(3));
    const [cancelled, paid] = within(changes).getAllByRole('row').slice(1);
    await expect(cancelled).toHaveTextContent(
      /AdminAdminPaymentCancelledCancellation: — → At: .+, By: Admin, Reason: UPI payment reversed by the bank\s*Status: Valid → Cancelled$/,
    );
    await expect(paid).toHaveTextContent(/AdminAdminPaymentCreated.*Amount: — → ₹4,000/);
  },
};

/** Admitted from STSE: the record shows the concession and the STSE roll number it came from. */
export const AdmittedWithConcession: Story = {
  parameters: {
    data: {
      seed: {
        students: [
          {
            ...studentInEveryState,
            concession: {
              percent: 50,
              grossFee: 120000,
              amount: 60000,
              scholarship: '50% Scholarship',
              stseRollNo: 'STSE0003',
              candidateId: 'candidate-03',
            },
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const details = canvas.getByRole('region', { name: 'Student Details' });
    await expect(details).toHaveTextContent(
      'Concession50% (50% Scholarship): ₹60,000 off ₹1,20,000',
    );
    await expect(details).toHaveTextContent('STSE Roll NoSTSE0003');
  },
};

/**
 * A Counsellor the owner let see students (students.view, not fees.view) sees the profile and no
 * money: no fees, no payments asked for.
 */
export const CounsellorSeesNoFees: Story = {
  decorators: [withCallCount('listPayments')],
  parameters: {
    data: {
      session: {
        ...storySessions.counsellor,
        permissions: [...(storySessions.counsellor.permissions ?? []), 'students.view'],
      },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole('region', { name: 'Student Details' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Fee Summary' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Installments' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Payment History' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Record Payment/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Student' })).toBeNull();
    await expect(canvas.queryByText(/₹/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(storyCallCount(context, 'listPayments')).toBe(0);
  },
};

/** An Office member records payments and edits students, but sees no History of changes. */
export const OfficeRecordsPayments: Story = {
  parameters: { data: { session: storySessions.office } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole('region', { name: 'Fee Summary' })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('button', { name: /Record Payment for installment/ })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Edit Student' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'History' })).toBeNull();
  },
};

/** A staff member who may see fees but not take money: the figures without Record Payment. */
export const FeesWithoutRecording: Story = {
  parameters: {
    data: {
      session: storySessions.feesViewOnly,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole('region', { name: 'Fee Summary' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Payment History' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Record Payment/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cancel Receipt/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Refund/ })).toBeNull();
  },
};

/**
 * The Parents card: the record's guardian mobile is the student's parent; a staff member with
 * students.manage may link another and unlink (the card's own stories cover both).
 */
export const ParentsCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const parents = within(canvas.getByRole('region', { name: 'Parents' }));
    await expect(await parents.findByText('Meera Nair', { selector: 'p' })).toBeVisible();
    await expect(
      parents.getByText(`${studentInEveryState.mobile} · Guardian's mobile on the record`),
    ).toBeVisible();
    await expect(parents.getByRole('button', { name: 'Link Parent' })).toBeEnabled();
    await expect(parents.getByRole('button', { name: 'Unlink Meera Nair' })).toBeEnabled();
  },
};

/** Without students.manage the parents are listed with no Link Parent and no Unlink. */
export const ParentsWithoutManage: Story = {
  parameters: { data: { session: storySessions.feesViewOnly } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const region = canvas.getByRole('region', { name: 'Parents' });
    await expect(await within(region).findByText('Meera Nair', { selector: 'p' })).toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

const jaipur = { id: 'branch-jai', code: 'JAI', name: 'Jaipur Centre', address: '', active: true };

/** With two active branches the Edit dialog has the Branch: the student moves to the one chosen. */
export const EditMovesToAnotherBranch: Story = {
  parameters: {
    data: { seed: { students: [studentInEveryState, studentWithoutPlan], branches: [jaipur] } },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Student' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    const branch = await dialog.findByRole('combobox', { name: 'Branch' });
    await expect(branch).toHaveDisplayValue('Sankalp Institute');
    await userEvent.selectOptions(branch, 'Jaipur Centre');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = await storyRepository(context).getStudent(studentInEveryState.id);
    await expect(stored?.branchId).toBe(jaipur.id);
  },
};

/** One branch: the Edit dialog never shows the word. */
export const EditOneBranchHasNoBranchField: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Student' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Student' }));
    await expect(await storyRepository(context).listBranches()).toHaveLength(1);
    await waitFor(() => expect(dialog.queryByLabelText('Branch')).toBeNull());
  },
};

/** In Hindi: the details card, the installments' Record Payment, history and parents, on a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const details = within(canvas.getByRole('region', { name: 'छात्र का विवरण' }));
    await expect(details.getByText('मोबाइल', { selector: 'dt' })).toBeVisible();
    await expect(details.getByText('दाखिले की तारीख', { selector: 'dt' })).toBeVisible();
    // The stream and gender, stored in English, are shown in Hindi.
    await expect(details.getByText('मेडिकल', { selector: 'dd' })).toBeVisible();
    await expect(details.getByText('लड़की', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'किस्तें' })).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: /^किस्त \d+ का भुगतान दर्ज करें$/ })[0],
    ).toHaveTextContent('भुगतान दर्ज करें');
    await expect(canvas.getByRole('heading', { level: 2, name: 'भुगतान का इतिहास' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'छात्र की जानकारी बदलें' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'अभिभावक जोड़ें' })).toBeVisible();
    await expect(document.title).toBe('Kavya Nair · एडमिन पैनल · Sankalp Institute');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
