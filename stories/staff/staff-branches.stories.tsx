import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OWNER_EVERY_BRANCH_MESSAGE } from '@/data';
import type { Branch } from '@/data';
import { StaffPage } from '@/features/staff';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { sampleStaff, staffSeed } from './staff-seeds';

// The Staff page of an institute with a second branch: where each staff member works, and the
// Branches boxes in Add Staff and Edit Staff. A one-branch institute never sees the word.

const jaipur: Branch = {
  id: 'branch-jaipur',
  code: 'JAI',
  name: 'Jaipur',
  address: '',
  active: true,
};

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Staff/Admin/Staff branches',
  component: StaffPage,
  decorators: [withToasts, withData({ session: storySessions.admin })],
  parameters: {
    layout: 'fullscreen',
    data: {
      seed: {
        ...staffSeed(),
        branches: [jaipur],
        staff: sampleStaff.map((member) =>
          member.id === 'staff-rakesh' ? { ...member, branchIds: [jaipur.id] } : member,
        ),
      },
    },
  },
  args: { serverMode: false },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openEditDialog(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Edit ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Edit Staff' }));
}

/** With two branches each staff member shows where they work: theirs, or all branches. */
export const WhereEachWorks: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Staff' });
    await expect(within(table).getByRole('columnheader', { name: /Branches/ })).toBeVisible();
    const rakesh = within(table).getByRole('row', { name: /^Rakesh Verma/ });
    await expect(rakesh).toHaveTextContent('Jaipur');
    await expect(rakesh).not.toHaveTextContent('All branches');
    await expect(within(table).getByRole('row', { name: /^Sunita Rao/ })).toHaveTextContent(
      'All branches',
    );
  },
};

/** The owner limits a counsellor to Jaipur; clearing every box gives every branch back. */
export const LimitToABranch: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, 'Sunita Rao');
    const branches = within(dialog.getByRole('group', { name: 'Branches' }));
    await expect(branches.getByLabelText('Sankalp Institute')).not.toBeChecked();
    await userEvent.click(branches.getByLabelText('Jaipur'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const staff = await storyRepository(context).listStaff();
    await expect(staff.find((member) => member.id === 'staff-sunita')?.branchIds).toEqual([
      jaipur.id,
    ]);

    const again = await openEditDialog(context.canvasElement, 'Rakesh Verma');
    const ticked = within(again.getByRole('group', { name: 'Branches' })).getByLabelText('Jaipur');
    await expect(ticked).toBeChecked();
    await userEvent.click(ticked);
    await userEvent.click(again.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await storyRepository(context).listStaff();
    await expect(after.find((member) => member.id === 'staff-rakesh')?.branchIds).toBeUndefined();
  },
};

/** An owner works in every branch: the refusal shows beside Branches, and the ticks stay. */
export const OwnerCannotBeLimited: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Meera Agarwal');
    const group = dialog.getByRole('group', { name: 'Branches' });
    await userEvent.click(within(group).getByLabelText('Jaipur'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await within(group).findByText(OWNER_EVERY_BRANCH_MESSAGE)).toBeVisible();
    await expect(within(group).getByLabelText('Jaipur')).toBeChecked();
    await expect(screen.getByRole('dialog', { name: 'Edit Staff' })).toBeVisible();
  },
};

/** One branch: no Branches column and no Branches boxes in Add Staff. */
export const OneBranchNeverSaysBranch: Story = {
  // Parameters merge: the meta's second branch and limited staff member are replaced here.
  parameters: { data: { seed: { ...staffSeed(), branches: [] } } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Staff' });
    await expect(within(table).queryByRole('columnheader', { name: /Branches/ })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await expect(within(dialog).queryByRole('group', { name: 'Branches' })).toBeNull();
    await expect(within(dialog).queryByText(/branch/i)).toBeNull();
  },
};
