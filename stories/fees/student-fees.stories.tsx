import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StudentFeesPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withGatewayServer } from '../helpers/gateway-server';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed, withRahul } from '../helpers/student-seeds';

const meta = {
  title: 'Fees/Student/Fees',
  component: StudentFeesPage,
  decorators: [withGatewayServer, withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'fees' },
} satisfies Meta<typeof StudentFeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const DEMO_NOTICE = 'Demo payment: no money is charged. Payments are recorded for practice only.';
const SIMULATED = 'Simulated payment (no money moves)';
const SHOWS_HERE = 'Once the office records your payment, it shows on this page with its receipt.';

async function openPayNow(canvasElement: HTMLElement, installment: number) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Pay Now for installment ${installment}` }),
  );
  return screen.findByRole('dialog', { name: `Pay Installment ${installment}` });
}

async function payAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByLabelText('Amount (₹)');
  await userEvent.clear(field);
  if (amount !== '') await userEvent.type(field, amount);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
}

async function installmentTwo(context: Parameters<typeof storyRepository>[0]) {
  const rahul = await storyRepository(context).getStudent(RAHUL_ID);
  return rahul!.feeDetails.installments[1]!;
}

/**
 * The browser-only demo: the summary, the installments, and a Pay Now labelled simulated on each
 * one not yet paid in full.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fee Details' }),
    ).toBeVisible();
    await expect(await canvas.findByText(SIMULATED)).toBeVisible();
    await expect(canvas.getByText(DEMO_NOTICE)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'How to Pay' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Fee Summary' })).toBeVisible();
    await expect(canvas.getByText('₹1,20,000')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Your installments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Installment 1 is paid: no Pay Now on it.
    const [, first] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('Paid');
    await expect(within(first!).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay Now for installment 1' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Pay Now/ })).toHaveLength(2);
  },
};

/** The amount starts at what is left; more than that is refused with the spec's message. */
export const PayOverLimit: Story = {
  play: async (context) => {
    const dialog = await openPayNow(context.canvasElement, 2);
    await expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(40000);
    await payAmount(dialog, '50000');
    await expect(
      await within(dialog).findByText('You can pay a maximum of ₹40,000 for this installment.'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText('Amount (₹)')).toHaveFocus();
    await expect((await installmentTwo(context)).paidAmount).toBe(0);
  },
};

/** Paying part of an installment: the success message, and the row turns Partial. */
export const PaySuccess: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openPayNow(context.canvasElement, 2);
    await expect(within(dialog).getByText(DEMO_NOTICE)).toBeVisible();
    await payAmount(dialog, '15000');
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('table', { name: 'Your installments' });
    await expect(await within(table).findByText('Partial')).toBeVisible();
    await expect(within(table).getByText('₹25,000')).toBeVisible();
    const stored = await installmentTwo(context);
    await expect(stored).toMatchObject({ paidAmount: 15000, status: 'Partial' });
    // Still owed, so it can be paid again.
    await expect(canvas.getByRole('button', { name: 'Pay Now for installment 2' })).toBeVisible();
  },
};

/** Paying what is left marks the installment Paid, and its Pay Now goes away. */
export const PayInFull: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openPayNow(context.canvasElement, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Pay Now for installment 3' })).toBeNull(),
    );
    const rahul = await storyRepository(context).getStudent(RAHUL_ID);
    await expect(rahul!.feeDetails.installments[2]).toMatchObject({
      paidAmount: 40000,
      status: 'Paid',
    });
  },
};

/** 0 pays nothing: no payment is recorded and the dialog says what to enter. */
export const PayZero: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await openPayNow(context.canvasElement, 2);
    await payAmount(dialog, '0');
    await expect(await within(dialog).findByText('Enter an amount more than ₹0.')).toBeVisible();
    await expect(canvas.queryByText('Payment successful!')).toBeNull();
    await expect((await installmentTwo(context)).paidAmount).toBe(0);
  },
};

export const NoInstallmentPlan: Story = {
  parameters: {
    data: {
      seed: withRahul((rahul) => ({
        ...rahul,
        feeDetails: { totalFee: 0, installments: [] },
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No installment plan created for this student.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay Now/ })).toBeNull();
  },
};

/** Saving the payment fails: the dialog stays open with the reason, and nothing is paid. */
export const PaymentNotSaved: Story = {
  parameters: {
    data: {
      failWith: {
        recordPayment: new Error(
          "The browser's storage for this site is full, so the change was not saved.",
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPayNow(canvasElement, 2);
    await payAmount(dialog, '1000');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'storage for this site is full',
    );
    await expect(within(canvasElement).queryByText('Payment successful!')).toBeNull();
  },
};

/** At 320px the page fits; the installments table scrolls inside its own box. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Installments are cards on a phone: Pay Now is on screen without scrolling sideways.
    const payNow = await canvas.findByRole('button', { name: 'Pay Now for installment 2' });
    await expect(canvas.getByRole('list', { name: 'Your installments' })).toBeVisible();
    await expect(payNow.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The student's own payments, each receipt printable; a Pay Now adds one at once. */
export const PaymentHistoryAndReceipts: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const history = await canvas.findByRole('table', { name: 'Your payments' });
    await expect(within(history).getAllByRole('row')).toHaveLength(2);
    const dialog = await openPayNow(context.canvasElement, 2);
    await payAmount(dialog, '5000');
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    const receiptLink = canvas
      .getAllByRole('link', { name: /^Print Receipt/ })
      .find((link) => link.closest('[role="status"], [role="alert"]'));
    await expect(receiptLink).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/student\/receipts\/[0-9A-Za-z]{16}$/),
    );
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const [, newest] = within(history).getAllByRole('row');
    await expect(newest).toHaveTextContent('Online');
    await expect(newest).toHaveTextContent(/SIM-[0-9A-F]{8}/);
    await expect(newest).toHaveTextContent('₹5,000');
  },
};

/** Not requests: the session is this browser's own copy in every mode. */
const LOCAL_METHODS = new Set(['getSession', 'setSession', 'clearSession', 'subscribe']);

/** From now on, the calls the story's repository answers, in order: in server mode, requests. */
function countCalls(context: Parameters<typeof storyRepository>[0]): string[] {
  const calls: string[] = [];
  const repository = storyRepository(context) as unknown as Record<string, unknown>;
  for (const [name, method] of Object.entries(repository)) {
    if (LOCAL_METHODS.has(name) || typeof method !== 'function') continue;
    repository[name] = (...args: unknown[]) => {
      calls.push(name);
      return (method as (...values: unknown[]) => unknown)(...args);
    };
  }
  return calls;
}

/**
 * A payment costs one write and one read: the history shows the payment the write answers with,
 * and only the student (the installments and the summary) is read again.
 */
export const PayNowReadsOnce: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const history = await canvas.findByRole('table', { name: 'Your payments' });
    const dialog = await openPayNow(context.canvasElement, 2);
    const calls = countCalls(context);
    await payAmount(dialog, '5000');
    await expect(await canvas.findByText('Payment successful!')).toBeVisible();
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const installments = canvas.getByRole('table', { name: 'Your installments' });
    const second = within(installments).getAllByRole('row')[2];
    await waitFor(() => expect(second).toHaveTextContent('Partial'));
    // Time for any further read to start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(calls).toEqual(['recordPayment', 'getStudent']);
  },
};

/** What the office has set in Settings → Payment Details. */
const payee = {
  officeNote: 'Fee counter, Kota Main Campus, Monday to Saturday, 9 am to 5 pm.',
  upiId: 'sankalpinstitute@sbi',
  upiPayeeName: 'Sankalp Institute',
  bankAccountName: 'Sankalp Institute',
  bankAccountNumber: '12345678901',
  ifsc: 'SBIN0001234',
  bankName: 'State Bank of India, Kota',
};

async function rahulsRollNo(context: Parameters<typeof storyRepository>[0]) {
  return (await storyRepository(context).getStudent(RAHUL_ID))!.rollNo;
}

async function expectNoPayNow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button', { name: /Pay Now/ })).toBeNull();
  await expect(canvas.queryByText(SIMULATED)).toBeNull();
  await expect(canvas.queryByText(DEMO_NOTICE)).toBeNull();
}

/**
 * Server mode before a payment provider is set up, with no payee details in Settings: no Pay Now;
 * pay at the office, with the amount and note of each installment due.
 */
export const ServerModeNoPayeeDetails: Story = {
  parameters: { gatewayServer: { online: 'none' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const howToPay = (await canvas.findByRole('heading', { name: 'How to Pay' })).closest(
      'section',
    )!;
    const card = within(howToPay);
    await expect(
      card.getByText(`Pay at the institute’s office. ${SHOWS_HERE}`, { exact: false }),
    ).toBeVisible();
    const rollNo = await rahulsRollNo(context);
    await expect(card.getByText(`${rollNo} Installment 2`)).toBeVisible();
    await expect(card.getByText(`${rollNo} Installment 3`)).toBeVisible();
    await expect(card.queryByText(`${rollNo} Installment 1`)).toBeNull();
    await expect(card.getAllByText('₹40,000')).toHaveLength(2);
    await expect(
      card.getByText('Pay at the institute’s office, which gives you a receipt at once.'),
    ).toBeVisible();
    await expect(card.queryByRole('heading', { name: 'By UPI' })).toBeNull();
    await expect(card.queryByRole('heading', { name: 'By bank transfer' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Your installments' })).toBeVisible();
    await expectNoPayNow(context.canvasElement);
  },
};

/** Server mode with the institute's UPI ID and bank account: every way to pay, and no Pay Now. */
export const ServerModeWithUpiAndBank: Story = {
  parameters: {
    gatewayServer: { online: 'none' },
    data: {
      seed: { ...sampleSeed(), settings: { ...sampleSeed().settings, payee } },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const howToPay = (await canvas.findByRole('heading', { name: 'How to Pay' })).closest(
      'section',
    )!;
    const card = within(howToPay);
    await expect(
      card.getByText(`Pay at the institute’s office, by UPI or by bank transfer. ${SHOWS_HERE}`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(card.getByText(payee.officeNote)).toBeVisible();
    await expect(card.getByText(payee.upiId)).toBeVisible();
    await expect(card.getByText(payee.bankAccountNumber)).toBeVisible();
    await expect(card.getByText(payee.ifsc)).toBeVisible();
    await expect(card.getByText(payee.bankName)).toBeVisible();
    const rollNo = await rahulsRollNo(context);
    await expect(card.getByText(`${rollNo} Installment 2`)).toBeVisible();
    await expect(
      card.getByText(/Write the payment note in the UPI or bank transfer's remarks/),
    ).toBeVisible();
    await expectNoPayNow(context.canvasElement);
  },
};

/**
 * In Hindi on a 375px phone: the headings, the installment cards with their statuses and Pay Now,
 * and the payment history, with no sideways scroll for the longer words.
 */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'फ़ीस विवरण' })).toBeVisible();
    await expect(await canvas.findByText('डेमो भुगतान (असली पैसा नहीं कटता)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'फ़ीस का सारांश' })).toBeVisible();
    await expect(canvas.getByText('कुल फ़ीस')).toBeVisible();
    const cards = canvas.getByRole('list', { name: 'आपकी किस्तें' });
    await expect(within(cards).getByText('किस्त 1')).toBeVisible();
    await expect(within(cards).getAllByText('भुगतान हो गया').length).toBeGreaterThan(0);
    const payNow = canvas.getByRole('button', { name: 'अभी भुगतान करें (किस्त 2)' });
    await expect(payNow.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { name: 'भुगतान का इतिहास' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(payNow);
    const dialog = await screen.findByRole('dialog', { name: 'किस्त 2 का भुगतान करें' });
    await expect(within(dialog).getByLabelText('राशि (₹)')).toBeVisible();
  },
};
