import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData, UTR_CONFIRMED_FOR_ANOTHER_MESSAGE } from '@/data';
import type { PaymentOrder, SeedData } from '@/data';
import { FeeManagementPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const RAHUL_UTR = '400012345678';
const ARJUN_UTR = '400012345679';

/**
 * Rahul's ₹40,000 on installment 2 and Arjun's ₹10,000 on his overdue one, awaiting the office;
 * `squatted`: Arjun also gave Rahul's UTR (typed from Rahul's payment screenshot) for ₹40,000.
 */
function withTransfers({ squatted = false } = {}): SeedData {
  const seed = createSeedData(new Date());
  const rahul = seed.students.find((student) => student.name === 'Rahul Sharma')!;
  const arjun = seed.students.find((student) => student.name === 'Arjun Mehta')!;
  const order = (
    id: string,
    studentId: string,
    installmentId: string,
    amount: number,
    utr: string,
  ): PaymentOrder => ({
    id,
    method: 'UPI',
    status: 'Awaiting verification',
    studentId,
    installmentId,
    amount,
    utr,
    createdAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
  });
  return {
    ...seed,
    paymentOrders: [
      order('order-rahul', rahul.id, rahul.feeDetails.installments[1]!.id, 40000, RAHUL_UTR),
      order('order-arjun', arjun.id, arjun.feeDetails.installments[1]!.id, 10000, ARJUN_UTR),
      ...(squatted
        ? [order('order-squat', arjun.id, arjun.feeDetails.installments[0]!.id, 40000, RAHUL_UTR)]
        : []),
    ],
  };
}

const meta = {
  title: 'Fees/Admin/To Verify',
  component: FeeManagementPage,
  decorators: [withRouter, withData({ session: { id: 'admin', name: 'Admin', role: 'admin' } })],
  parameters: {
    route: { path: '/admin/fee-management' },
    data: { seed: withTransfers(), session: storySessions.admin },
  },
} satisfies Meta<typeof FeeManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function toVerify(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole('heading', { name: 'To Verify' });
  return within(heading.closest('section')!);
}

/** Nothing waiting: the empty state. */
export const Empty: Story = {
  parameters: { data: { seed: createSeedData(new Date()) } },
  play: async ({ canvasElement }) => {
    const card = await toVerify(canvasElement);
    await expect(
      await card.findByText('No UPI payments are waiting for verification.'),
    ).toBeVisible();
  },
};

/** Each transfer with its student, roll number, installment, amount, UTR and date. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const card = await toVerify(canvasElement);
    const table = await card.findByRole('table', { name: 'UPI payments awaiting verification' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByText(RAHUL_UTR)).toBeVisible();
    await expect(within(table).getByText(ARJUN_UTR)).toBeVisible();
    await expect(table).toHaveTextContent(/Rahul Sharma\s*SANK\d{8}/);
    await expect(table).toHaveTextContent('₹40,000');
    await expect(table).toHaveTextContent('₹10,000');
  },
};

/** Confirm: the payment is in the ledger with a receipt, and the row leaves the list. */
export const Confirm: Story = {
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    await userEvent.click(await card.findByRole('button', { name: `Confirm UTR ${RAHUL_UTR}` }));
    await expect(
      await card.findByText(/Confirmed ₹40,000 from Rahul Sharma .*the receipt is issued\./),
    ).toBeVisible();
    await waitFor(() => expect(card.queryByText(RAHUL_UTR)).toBeNull());
    const order = await storyRepository(context).getPaymentOrder('order-rahul');
    await expect(order).toMatchObject({ status: 'Paid', decidedBy: 'Admin' });
    const payment = await storyRepository(context).getPayment(order!.paymentId!);
    await expect(payment).toMatchObject({ mode: 'UPI', reference: RAHUL_UTR, amount: 40000 });
  },
};

/** Reject asks for the reason (required), which the student is shown. */
export const RejectWithReason: Story = {
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    await userEvent.click(await card.findByRole('button', { name: `Reject UTR ${ARJUN_UTR}` }));
    const dialog = within(await screen.findByRole('dialog', { name: /Reject the UPI payment/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Payment' }));
    await expect(await dialog.findByText('Enter why the payment is rejected.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'No credit with this UTR.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await storyRepository(context).getPaymentOrder('order-arjun')).toMatchObject({
      status: 'Rejected',
      reason: 'No credit with this UTR.',
    });
  },
};

const STATEMENT = [
  'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
  `20 Nov 2026,20 Nov 2026,"UPI/${RAHUL_UTR}/RAHUL SHARMA/rahul@okaxis/Fee",,,"40,000.00","1,60,000.00"`,
  `21 Nov 2026,21 Nov 2026,"UPI/${ARJUN_UTR}/Arjun/arjun@ybl/Fee",,,"1,000.00","1,61,000.00"`,
].join('\n');

/**
 * A statement with one match whose narration names the student (proposed, ticked) and one amount
 * that differs (reported).
 */
export const StatementImport: Story = {
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    const input = await card.findByLabelText('Bank statement (CSV)');
    await userEvent.upload(input, new File([STATEMENT], 'statement.csv', { type: 'text/csv' }));
    const matched = await card.findByRole('group', { name: /Matched/ });
    const box = within(matched).getByRole('checkbox', { name: new RegExp(RAHUL_UTR) });
    await expect(box).toBeChecked();
    await expect(card.getByText(/the statement shows ₹1,000 on line 3/)).toBeVisible();
    await userEvent.click(within(matched).getByRole('button', { name: 'Confirm Selected' }));
    await expect(await within(matched).findByText('Confirmed')).toBeVisible();
    await expect(await storyRepository(context).getPaymentOrder('order-rahul')).toMatchObject({
      status: 'Paid',
    });
    await expect(await storyRepository(context).getPaymentOrder('order-arjun')).toMatchObject({
      status: 'Awaiting verification',
    });
  },
};

/** A file with no columns the matcher reads: said plainly. */
export const StatementUnreadable: Story = {
  play: async ({ canvasElement }) => {
    const card = await toVerify(canvasElement);
    await userEvent.upload(
      await card.findByLabelText('Bank statement (CSV)'),
      new File(['Name,Roll\nAsha,1'], 'list.csv', { type: 'text/csv' }),
    );
    await expect(
      await card.findByText(/This file has no columns the portal can read/),
    ).toBeVisible();
  },
};

/** Two students gave one UTR: both rows say so; confirming one rejects the other with a reason. */
export const UtrClaimedTwice: Story = {
  parameters: { data: { seed: withTransfers({ squatted: true }) } },
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    const table = await card.findByRole('table', { name: 'UPI payments awaiting verification' });
    const flagged = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('UTR claimed twice'));
    await expect(flagged).toHaveLength(2);
    await expect(flagged[0]).toHaveTextContent(RAHUL_UTR);
    await expect(flagged[1]).toHaveTextContent(RAHUL_UTR);
    const arjunsRow = within(table).getByText(ARJUN_UTR).closest('tr')!;
    await expect(within(arjunsRow).queryByText('UTR claimed twice')).toBeNull();
    const rahulsRow = flagged.find((row) => within(row).queryByText(/Rahul Sharma/))!;
    await userEvent.click(
      within(rahulsRow).getByRole('button', { name: `Confirm UTR ${RAHUL_UTR}` }),
    );
    await expect(await card.findByText(/Confirmed ₹40,000 from Rahul Sharma/)).toBeVisible();
    await waitFor(() => expect(card.queryByText(RAHUL_UTR)).toBeNull());
    await expect(card.queryByText('UTR claimed twice')).toBeNull();
    await expect(await storyRepository(context).getPaymentOrder('order-squat')).toMatchObject({
      status: 'Rejected',
      reason: UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
    });
  },
};

/**
 * The squatted UTR in the statement: the credit names Rahul, so Rahul's claim is ticked and
 * Arjun's is listed as not his payment, with no box to tick.
 */
export const StatementNamesAnotherStudent: Story = {
  parameters: { data: { seed: withTransfers({ squatted: true }) } },
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    const input = await card.findByLabelText('Bank statement (CSV)');
    await userEvent.upload(input, new File([STATEMENT], 'statement.csv', { type: 'text/csv' }));
    const matched = await card.findByRole('group', { name: /Matched/ });
    const boxes = within(matched).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(1);
    await expect(boxes[0]).toHaveAccessibleName(/^Rahul Sharma/);
    await expect(boxes[0]).toBeChecked();
    const notMatched = card.getByRole('region', { name: 'Not matched' });
    await expect(notMatched).toHaveTextContent(
      /Arjun Mehta .*UTR 400012345678: the narration on line 2 names another student/,
    );
  },
};

/** A credit whose narration names no student: listed with the reason, but not ticked. */
export const StatementNamesNoOne: Story = {
  play: async (context) => {
    const card = await toVerify(context.canvasElement);
    const unnamed = [
      'Narration,Credit',
      `UPI/${RAHUL_UTR}/SURESH S/suresh@okaxis,"40,000.00"`,
    ].join('\n');
    await userEvent.upload(
      await card.findByLabelText('Bank statement (CSV)'),
      new File([unnamed], 'statement.csv', { type: 'text/csv' }),
    );
    const matched = await card.findByRole('group', { name: /Matched/ });
    const box = within(matched).getByRole('checkbox', { name: new RegExp(RAHUL_UTR) });
    await expect(box).not.toBeChecked();
    await expect(
      within(matched).getByText(/Not ticked: the narration names neither this student/),
    ).toBeVisible();
    await expect(within(matched).getByRole('button', { name: 'Confirm Selected' })).toBeDisabled();
  },
};

/** In Hindi: the card, its table, the UTR given twice, Confirm and its outcome. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: withTransfers({ squatted: true }) } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'जाँच बाकी' });
    const card = within(heading.closest('section')!);
    const table = await card.findByRole('table', { name: 'जाँच बाकी UPI भुगतान' });
    await expect(within(table).getAllByText('UTR दो बार दिया गया')).toHaveLength(2);
    await expect(within(table).getByRole('columnheader', { name: 'किस्त' })).toBeVisible();
    await userEvent.click(
      within(table).getByRole('button', { name: `अस्वीकार करें UTR ${ARJUN_UTR}` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: '₹10,000 का UPI भुगतान अस्वीकार करें?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'अभी रहने दें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rahulsRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText(/Rahul Sharma/))!;
    await userEvent.click(
      within(rahulsRow).getByRole('button', { name: `पक्का करें UTR ${RAHUL_UTR}` }),
    );
    await expect(
      await card.findByText(/^Rahul Sharma से ₹40,000 \(UTR \d+\) पक्का हो गया: रसीद जारी हो गई।$/),
    ).toBeVisible();
  },
};
