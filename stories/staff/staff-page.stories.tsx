import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LAST_OWNER_MESSAGE, STAFF_EMAIL_TAKEN_MESSAGE } from '@/data';
import { StaffPage } from '@/features/staff';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { staffSeed } from './staff-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Staff/Admin/Staff',
  component: StaffPage,
  decorators: [withToasts, withData({ session: storySessions.admin })],
  parameters: { layout: 'fullscreen', data: { seed: staffSeed() } },
  args: { serverMode: false },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAddDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Staff' }));
  return within(await screen.findByRole('dialog', { name: 'Add Staff' }));
}

async function fillNewStaff(dialog: ReturnType<typeof within>, email = 'anil@sankalp.example.com') {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Anil Kumar');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Mobile number (optional)' }),
    '9876543210',
  );
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'Office');
}

async function openEditDialog(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Edit ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Edit Staff' }));
}

async function openRolesTab(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Roles and permissions' }));
  return within(await within(canvasElement).findByRole('form', { name: 'Roles and permissions' }));
}

/** Each staff member with their e-mail, mobile, role and status; one has left (Inactive). */
export const SeveralStaff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Staff' });
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Meera Agarwal');
    await expect(rows[1]).toHaveTextContent('meera@sankalp.example.com');
    await expect(rows[1]).toHaveTextContent('9829012345');
    await expect(rows[1]).toHaveTextContent('Owner');
    await expect(rows[1]).toHaveTextContent('Active');
    await expect(rows[3]).toHaveTextContent('Sunita Rao');
    await expect(rows[3]).toHaveTextContent('Counsellor');
    await expect(rows[4]).toHaveTextContent('Vikram Singh');
    await expect(rows[4]).toHaveTextContent('Faculty');
    await expect(rows[4]).toHaveTextContent('Inactive');
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No staff yet. Add Staff gives someone their own sign-in.',
      ),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { data: { failWith: { listStaff: new Error('The staff could not be read.') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The staff could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a 375 px phone each staff member is a card, and nothing scrolls the page sideways. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Staff' });
    await expect(cards).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const vikram = within(cards).getByRole('region', { name: 'Vikram Singh' });
    await expect(vikram).toHaveTextContent('vikram@sankalp.example.com');
    await expect(vikram).toHaveTextContent('Inactive');
    await expect(within(vikram).getByRole('button', { name: 'Edit Vikram Singh' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The demo sends no e-mail, and says how the new staff member signs in instead. */
export const AddStaff: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await fillNewStaff(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Staff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await screen.findByText(
        'Staff member added. This demo sends no e-mail: they sign in on the Admin tab of the login page with their e-mail.',
      ),
    ).toBeVisible();
    const row = await within(context.canvasElement).findByRole('row', { name: /^Anil Kumar/ });
    await expect(row).toHaveTextContent('Office');
    const staff = await storyRepository(context).listStaff();
    await expect(staff.at(-1)).toMatchObject({
      name: 'Anil Kumar',
      email: 'anil@sankalp.example.com',
      mobile: '9876543210',
      staffRole: 'office',
      active: true,
    });
  },
};

/** Server mode: the new staff member's set-up link was e-mailed. */
export const AddStaffServerMode: Story = {
  args: { serverMode: true },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillNewStaff(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Staff' }));
    await expect(
      await screen.findByText(
        'Staff member added. A link to set their password has been e-mailed to them.',
      ),
    ).toBeVisible();
  },
};

/** An e-mail another staff member signs in with is refused beside Email; nothing typed is lost. */
export const EmailTaken: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await fillNewStaff(dialog, 'Rakesh@Sankalp.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Staff' }));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        `They sign in with this e-mail. It cannot be changed later. ${STAFF_EMAIL_TAKEN_MESSAGE}`,
      ),
    );
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('Rakesh@Sankalp.example.com');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Anil Kumar');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('office');
    await expect(await storyRepository(context).listStaff()).toHaveLength(4);
  },
};

/** Required fields are named beside themselves; the first takes focus; typed values stay. */
export const RequiredFields: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Email' }),
      'anil@sankalp.example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add Staff' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Name is required.');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Choose a role.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'anil@sankalp.example.com',
    );
    await expect(await storyRepository(context).listStaff()).toHaveLength(4);
  },
};

/** The owner moves a counsellor to Faculty: saved, and the table says so. */
export const ChangeRole: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, 'Sunita Rao');
    await expect(dialog.getByText('Signs in with sunita@sankalp.example.com')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'Faculty');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('Sunita Rao was saved.')).toBeVisible();
    const row = within(context.canvasElement).getByRole('row', { name: /^Sunita Rao/ });
    await waitFor(() => expect(row).toHaveTextContent('Faculty'));
    const staff = await storyRepository(context).listStaff();
    await expect(staff.find((member) => member.id === 'staff-sunita')).toMatchObject({
      staffRole: 'faculty',
      active: true,
    });
  },
};

/** Taking the only active owner's role away is refused beside Role; the dialog stays open. */
export const LastOwnerRefused: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, 'Meera Agarwal');
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await userEvent.selectOptions(role, 'Office');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(role).toHaveAccessibleDescription(LAST_OWNER_MESSAGE));
    await expect(role).toHaveFocus();
    await expect(role).toHaveValue('office');
    const staff = await storyRepository(context).listStaff();
    await expect(staff.find((member) => member.id === 'staff-meera')?.staffRole).toBe('owner');
  },
};

/** Making the only active owner inactive is refused beside Active. */
export const LastOwnerDeactivationRefused: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, 'Meera Agarwal');
    const active = dialog.getByRole('checkbox', { name: 'Active' });
    await expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(active).toHaveAccessibleDescription(
        `An inactive staff member cannot sign in. Their entries in the audit log stay. ${LAST_OWNER_MESSAGE}`,
      ),
    );
    await expect(active).not.toBeChecked();
    const staff = await storyRepository(context).listStaff();
    await expect(staff.find((member) => member.id === 'staff-meera')?.active).toBe(true);
  },
};

/** Ticking a permission ticks what it needs too. */
export const TickBringsItsNeeds: Story = {
  play: async ({ canvasElement }) => {
    const form = await openRolesTab(canvasElement);
    await userEvent.click(form.getByRole('tab', { name: 'Faculty' }));
    const seeStudents = form.getByRole('checkbox', { name: /^See students/ });
    const seeFees = form.getByRole('checkbox', { name: /^See fees, payments and receipts/ });
    await expect(seeStudents).not.toBeChecked();
    await expect(seeFees).not.toBeChecked();
    const record = form.getByRole('checkbox', { name: /^Record payments and cancel receipts/ });
    await expect(record).toHaveAccessibleDescription(
      'Comes with: See fees, payments and receipts.',
    );
    await userEvent.click(record);
    await expect(record).toBeChecked();
    await expect(seeFees).toBeChecked();
    await expect(seeStudents).toBeChecked();
    // Clearing a need clears what needs it, so the boxes show what the role really holds.
    await userEvent.click(seeStudents);
    await expect(seeFees).not.toBeChecked();
    await expect(record).not.toBeChecked();
  },
};

/** The owner always holds adding staff and the settings: ticked, not to be cleared, and says why. */
export const OwnerAlwaysHolds: Story = {
  play: async ({ canvasElement }) => {
    const form = await openRolesTab(canvasElement);
    await expect(form.getByRole('tab', { name: 'Owner' })).toHaveAttribute('aria-selected', 'true');
    const staffManage = form.getByRole('checkbox', { name: /^Add staff and change roles/ });
    await expect(staffManage).toBeChecked();
    await expect(staffManage).toBeDisabled();
    await expect(staffManage).toHaveAccessibleDescription('The owner always holds this.');
    const settings = form.getByRole('checkbox', { name: /^Change STSE settings/ });
    await expect(settings).toBeChecked();
    await expect(settings).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: /^Publish STSE results/ })).toBeEnabled();
  },
};

/** Save stores every role's permissions and the refund limit, and says so. */
export const SaveRoles: Story = {
  play: async (context) => {
    const form = await openRolesTab(context.canvasElement);
    await userEvent.click(form.getByRole('tab', { name: 'Counsellor' }));
    await userEvent.click(form.getByRole('checkbox', { name: /^Publish STSE results/ }));
    const limit = form.getByRole('spinbutton', { name: 'Staff refund limit (₹)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '25000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Roles and permissions saved.')).toBeVisible();
    const saved = await storyRepository(context).getRoleSettings();
    await expect(saved.refundLimit).toBe(25000);
    await expect(saved.permissions.counsellor).toContain('results.publish');
    await expect(saved.permissions.office).toContain('fees.record');
  },
};

/** A refund limit out of range is named beside the field and nothing is saved. */
export const RefundLimitInvalid: Story = {
  play: async (context) => {
    const form = await openRolesTab(context.canvasElement);
    const limit = form.getByRole('spinbutton', { name: 'Staff refund limit (₹)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '-5');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(limit).toHaveFocus());
    await expect(limit).toHaveAccessibleDescription(
      /Staff refund limit must be a whole number from 0 to 1,00,00,000\./,
    );
    await expect(form.queryByText('Roles and permissions saved.')).toBeNull();
    await expect((await storyRepository(context).getRoleSettings()).refundLimit).toBe(10000);
  },
};

/** On a 375 px phone a role's permissions fit the width: one role at a time, no sideways scroll. */
export const RolesOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = await openRolesTab(canvasElement);
    await userEvent.click(form.getByRole('tab', { name: 'Office' }));
    await expect(form.getByRole('checkbox', { name: /^Record payments/ })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: the list's roles and statuses, and the roles' permissions. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'स्टाफ़' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'स्टाफ़' });
    const rows = await within(table).findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Meera Agarwal');
    await expect(rows[1]).toHaveTextContent('मालिक');
    await expect(rows[1]).toHaveTextContent('सक्रिय');
    await expect(rows[4]).toHaveTextContent('शिक्षक');
    await expect(rows[4]).toHaveTextContent('निष्क्रिय');
    await expect(canvas.getByRole('button', { name: 'बदलें Meera Agarwal' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'भूमिकाएँ और अनुमतियाँ' }));
    const roles = within(await canvas.findByRole('form', { name: 'भूमिकाएँ और अनुमतियाँ' }));
    await expect(roles.getByRole('tab', { name: 'ऑफ़िस' })).toBeVisible();
    await expect(roles.getByRole('checkbox', { name: /^डैशबोर्ड देखें/ })).toBeInTheDocument();
    await expect(roles.getByRole('button', { name: 'सेव करें' })).toBeVisible();
  },
};
