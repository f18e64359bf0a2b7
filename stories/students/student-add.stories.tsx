import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StorageWriteError } from '@/data';
import { AddStudentPage } from '@/features/students';
import { storyRepository, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Students/Admin/Add',
  component: AddStudentPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/admin/student-management/add' } },
} satisfies Meta<typeof AddStudentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const textFields = {
  Name: 'Neha Kapoor',
  'School name': 'Modern School, Delhi',
  Email: 'neha.kapoor@example.com',
  'Guardian name': 'Rakesh Kapoor',
  'Mobile number': '9811122233',
} as const;

async function fillValidStudent(canvas: Canvas) {
  for (const [label, value] of Object.entries(textFields)) {
    await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.type(canvas.getByLabelText('Date of birth'), '2009-03-15');
  await userEvent.type(canvas.getByLabelText('Total fees (₹)'), '100000');
}

/** The spec's defaults: class 11, Non-Medical, Male, 3 installments; the rest blank. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add New Student' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('11');
    await expect(canvas.getByRole('combobox', { name: 'Stream' })).toHaveDisplayValue(
      'Non-Medical',
    );
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Male');
    await expect(canvas.getByLabelText('Number of installments')).toHaveValue(3);
    await expect(canvas.getByLabelText('Total fees (₹)')).toHaveValue(null);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'maxLength',
      '10',
    );
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'inputMode',
      'numeric',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  },
};

/** Every field is required; the first invalid one takes focus and what was typed stays. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Neha Kapoor');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'neha@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '98111');
    const installments = canvas.getByLabelText('Number of installments');
    await userEvent.clear(installments);
    await userEvent.type(installments, '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));

    const school = canvas.getByRole('textbox', { name: 'School name' });
    await waitFor(() => expect(school).toHaveFocus());
    await expect(school).toHaveAccessibleDescription('School name is required.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth is required.',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription(
      '10 digits, without +91. Mobile number must be exactly 10 digits.',
    );
    await expect(canvas.getByLabelText('Total fees (₹)')).toHaveAccessibleDescription(
      'Total fees is required.',
    );
    await expect(installments).toHaveAccessibleDescription(
      'From 1 to 12; the fee is split equally. Number of installments must be from 1 to 12.',
    );
    // Typed values are kept.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Neha Kapoor');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('neha@');
    await expect(installments).toHaveValue(13);
    await expect(
      (await storyRepository(context).queryStudents({ page: 1, pageSize: 25 })).total,
    ).toBe(4);
  },
};

/** Saving shows "Saving..." (300 ms here, as in the app), then opens the new student's page. */
export const Success: Story = {
  parameters: { data: { latency: 300 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillValidStudent(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    const navigated = await canvas.findByText(/^Navigated to \/admin\/student-management\//);
    const { rows } = await storyRepository(context).queryStudents({
      search: 'Neha Kapoor',
      page: 1,
      pageSize: 25,
    });
    const added = rows.find((student) => student.name === 'Neha Kapoor');
    await expect(navigated).toHaveTextContent(`/admin/student-management/${added?.id}`);
    await expect(added).toMatchObject({
      currentClass: 11,
      stream: 'Non-Medical',
      gender: 'Male',
      dateOfBirth: '2009-03-15',
      feeDetails: { totalFee: 100000 },
    });
    await expect(added?.feeDetails.installments.map((installment) => installment.amount)).toEqual([
      33333, 33333, 33334,
    ]);
  },
};

/** The repository refuses a plan it cannot make: the reason shows beside Total fees too. */
export const RefusedByTheRepository: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await fillValidStudent(canvas);
      const total = canvas.getByLabelText('Total fees (₹)');
      await userEvent.clear(total);
      await userEvent.type(total, '2');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Total fees must be at least ₹1 for each installment.',
      );
      await expect(total).toHaveAccessibleDescription(
        'Total fees must be at least ₹1 for each installment.',
      );
      await expect(consoleError).toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  },
};

/** Storage refuses: the failure is logged and shown, and every typed value stays. */
export const SaveFails: Story = {
  parameters: { data: { failWith: { addStudent: new StorageWriteError('quota') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await fillValidStudent(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('The student was not added');
      await expect(alert).toHaveTextContent("The browser's storage for this site is full");
      await expect(consoleError).toHaveBeenCalledWith(expect.any(StorageWriteError));
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Neha Kapoor');
      await expect(canvas.getByLabelText('Total fees (₹)')).toHaveValue(100000);
      await expect(canvas.getByRole('button', { name: 'Add Student' })).toBeEnabled();
    } finally {
      consoleError.mockRestore();
    }
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
    await expect(await canvas.findByText('Navigated to /admin/student-management')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Student' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A one-branch institute never sees the word: the form has no Branch field. */
export const OneBranchHasNoBranchField: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByLabelText('Total fees (₹)')).toBeVisible();
    // The branches are read once the form shows; with one branch no field appears after it.
    await expect(await storyRepository(context).listBranches()).toHaveLength(1);
    await waitFor(() => expect(canvas.queryByLabelText('Branch')).toBeNull());
  },
};

const jaipur = {
  id: 'branch-jai',
  code: 'JAI',
  name: 'Jaipur Centre',
  address: 'Tonk Road',
  active: true,
};

/**
 * Two active branches: the form asks for the Branch; the student is saved at the one chosen, and
 * their first payment is numbered in that branch's series.
 */
export const TwoBranchesAskForTheBranch: Story = {
  parameters: { data: { seed: { branches: [jaipur] } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const branch = await canvas.findByRole('combobox', { name: 'Branch' });
    await expect(branch).toHaveDisplayValue('Sankalp Institute');
    await fillValidStudent(canvas);
    await userEvent.selectOptions(branch, 'Jaipur Centre');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Student' }));
    await canvas.findByText(/^Navigated to \/admin\/student-management\//);

    const repository = storyRepository(context);
    const { rows } = await repository.queryStudents({ search: 'Neha', page: 1, pageSize: 25 });
    const added = rows[0]!;
    await expect(added.branchId).toBe(jaipur.id);
    const payment = await repository.recordPayment({
      studentId: added.id,
      installmentId: added.feeDetails.installments[0]!.id,
      amount: 1000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
    await expect(payment.receiptNo).toMatch(/^SANK\/JAI\/\d{4}-\d{2}\/000001$/);
  },
};

/** In Hindi: heading, labels, the stream and gender names, the buttons, fitting a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'नया छात्र जोड़ें' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /स्ट्रीम/ })).toHaveDisplayValue('नॉन-मेडिकल');
    await expect(canvas.getByRole('combobox', { name: /लिंग/ })).toHaveDisplayValue('लड़का');
    await expect(canvas.getByLabelText(/किस्तों की संख्या/)).toHaveAccessibleDescription(
      /फ़ीस बराबर बाँटी जाती है/,
    );
    await expect(canvas.getByRole('button', { name: 'छात्र जोड़ें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'रद्द करें' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
