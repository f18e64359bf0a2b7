import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Repository } from '@/data';
import { FeeManagementPage } from '@/features/fees';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Fees/Admin/Branches',
  component: FeeManagementPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/admin/fee-management' }, data: { session: storySessions.admin } },
} satisfies Meta<typeof FeeManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const jaipur = { id: 'branch-jai', code: 'JAI', name: 'Jaipur Centre', address: '', active: true };

async function branchesCard(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Branches' }));
}

/** Adds Neha (e-mail `email`, in branch `branchId` or the first) and records `amount` in cash. */
async function addStudentWhoPaid(
  repository: Repository,
  email: string,
  amount: number,
  branchId?: string,
) {
  const added = await repository.addStudent({
    name: 'Neha Kapoor',
    schoolName: 'Modern School, Delhi',
    email,
    currentClass: 11,
    stream: 'Medical',
    dateOfBirth: '2009-03-15',
    gender: 'Female',
    guardianName: 'Rakesh Kapoor',
    mobile: '9811122233',
    totalFee: 30000,
    installmentCount: 3,
    ...(branchId ? { branchId } : {}),
  });
  await repository.recordPayment({
    studentId: added.id,
    installmentId: added.feeDetails.installments[0]!.id,
    amount,
    mode: 'Cash',
    reference: '',
    receivedBy: 'Admin',
  });
}

/**
 * The first branch is listed without being added (no code); Add Branch adds one with its code,
 * and a code another branch has is refused beside the field.
 */
export const AddBranch: Story = {
  play: async (context) => {
    const card = await branchesCard(context.canvasElement);
    const table = within(await card.findByRole('table', { name: 'All branches' }));
    await expect(await table.findByText('Sankalp Institute')).toBeVisible();
    const form = within(card.getByRole('form', { name: 'Add Branch' }));
    await userEvent.type(form.getByLabelText('Code'), 'JAI');
    await userEvent.type(form.getByLabelText('Name'), 'Jaipur Centre');
    await userEvent.click(form.getByRole('button', { name: 'Add Branch' }));
    await expect(await form.findByText('Jaipur Centre added.')).toBeVisible();
    await expect(await table.findByText('JAI')).toBeVisible();

    await userEvent.type(form.getByLabelText('Code'), 'JAI');
    await userEvent.type(form.getByLabelText('Name'), 'Jaipur again');
    await userEvent.click(form.getByRole('button', { name: 'Add Branch' }));
    await expect(await form.findByText('Another branch has this code.')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Code'));
    await userEvent.type(form.getByLabelText('Code'), 'jai');
    await userEvent.click(form.getByRole('button', { name: 'Add Branch' }));
    await expect(
      await form.findByText('Code must be 2 to 6 capital letters, e.g. JAI.'),
    ).toBeVisible();
    await expect(await storyRepository(context).listBranches()).toHaveLength(2);
  },
};

/** A branch is deactivated from its Edit dialog; the first branch has no Active box. */
export const EditBranch: Story = {
  parameters: { data: { seed: { branches: [jaipur] } } },
  play: async (context) => {
    const card = await branchesCard(context.canvasElement);
    await userEvent.click(await card.findByRole('button', { name: 'Edit Jaipur Centre' }));
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Jaipur Centre' }));
    await userEvent.click(dialog.getByLabelText('Active (new students may join it)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await card.findByText('Inactive')).toBeVisible();
    const [, stored] = await storyRepository(context).listBranches();
    await expect(stored).toMatchObject({ id: jaipur.id, active: false });

    await userEvent.click(card.getByRole('button', { name: 'Edit Sankalp Institute' }));
    const first = within(await body.findByRole('dialog', { name: 'Edit Sankalp Institute' }));
    await expect(first.getByText('The first branch is always active.')).toBeVisible();
    await expect(first.queryByLabelText('Active (new students may join it)')).toBeNull();
  },
};

/**
 * With two branches the day book has a Branch filter: each branch's entries and totals alone, in
 * its own receipt series; "All branches" lists both.
 */
export const DayBookByBranch: Story = {
  parameters: { data: { seed: { branches: [jaipur] } } },
  play: async (context) => {
    const repository = storyRepository(context);
    await addStudentWhoPaid(repository, 'a@example.com', 1000);
    await addStudentWhoPaid(repository, 'b@example.com', 300, jaipur.id);
    const canvas = within(context.canvasElement);
    const dayBook = within(await canvas.findByRole('region', { name: 'Day Book' }));
    await expect(await dayBook.findByText(/^SANK\/JAI\//)).toBeVisible();
    await expect(dayBook.getByText(/^SANK\/\d{4}-\d{2}\/000001$/)).toBeVisible();
    await userEvent.selectOptions(dayBook.getByLabelText('Branch'), 'Jaipur Centre');
    await waitFor(() => expect(dayBook.queryByText(/^SANK\/\d{4}-\d{2}\/000001$/)).toBeNull());
    await expect(dayBook.getByText(/^SANK\/JAI\/\d{4}-\d{2}\/000001$/)).toBeVisible();
  },
};

/** One branch: the day book has no Branch filter. */
export const DayBookOneBranch: Story = {
  play: async (context) => {
    const dayBook = within(
      await within(context.canvasElement).findByRole('region', { name: 'Day Book' }),
    );
    await expect(await dayBook.findByLabelText('From')).toBeVisible();
    await expect(await storyRepository(context).listBranches()).toHaveLength(1);
    await waitFor(() => expect(dayBook.queryByLabelText('Branch')).toBeNull());
  },
};

/** With two branches the GST summary has a Branch filter: one branch's receipts alone. */
export const GstSummaryByBranch: Story = {
  parameters: { data: { seed: { branches: [jaipur] } } },
  play: async (context) => {
    const repository = storyRepository(context);
    await repository.replaceSettings({ gst: { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' } });
    await addStudentWhoPaid(repository, 'a@example.com', 1180);
    await addStudentWhoPaid(repository, 'b@example.com', 1180, jaipur.id);
    const gst = within(
      await within(context.canvasElement).findByRole('region', { name: 'GST Summary' }),
    );
    await expect(await gst.findByRole('row', { name: /^Total 2 / })).toBeVisible();
    await userEvent.selectOptions(gst.getByLabelText('Branch'), 'Jaipur Centre');
    await expect(await gst.findByRole('row', { name: /^Total 1 / })).toBeVisible();
  },
};

/** In Hindi: the Branches card, its table and the Add Branch form. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: { branches: [jaipur] } } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'ब्रांच' }));
    const table = await card.findByRole('table', { name: 'सभी ब्रांच' });
    await expect(within(table).getAllByText('सक्रिय').length).toBeGreaterThan(0);
    await expect(within(table).getByRole('button', { name: 'Jaipur Centre बदलें' })).toBeVisible();
    const form = within(card.getByRole('form', { name: 'ब्रांच जोड़ें' }));
    await expect(form.getByLabelText(/^कोड/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'ब्रांच जोड़ें' })).toBeVisible();
  },
};
