import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SeedData } from '@/data';
import { StudentParentsCard } from '@/features/students/admin-pages/student-parents-card';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { studentInEveryState } from './story-students';

type ParentLink = SeedData['parentLinks'][number];

// Kavya Nair's record holds her guardian Meera Nair's mobile; the office has linked her father.
const kavya = studentInEveryState;
const RECORD_MOBILE = kavya.mobile;
const FATHER_MOBILE = '9811122233';

const link = (change: Partial<ParentLink>): ParentLink => ({
  id: `link-${change.mobile ?? FATHER_MOBILE}`,
  mobile: FATHER_MOBILE,
  studentId: kavya.id,
  linked: true,
  name: 'Rajesh Nair',
  at: new Date(Date.now() - 86_400_000).toISOString(),
  ...change,
});

const meta = {
  title: 'Students/Admin/Parents Card',
  component: StudentParentsCard,
  decorators: [withData()],
  args: { student: kavya, canManage: true },
  parameters: {
    data: {
      seed: { students: [kavya], parentLinks: [link({})] },
      session: storySessions.admin,
    },
  },
} satisfies Meta<typeof StudentParentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const card = async (canvas: Canvas) => {
  const region = canvas.getByRole('region', { name: 'Parents' });
  await within(region).findByRole('list');
  return within(region);
};

/** Each listed parent as "name | mobile · where the link comes from". */
const listed = (body: Canvas) =>
  body
    .getAllByRole('listitem')
    .map((item: HTMLElement) =>
      Array.from(item.querySelectorAll('p'), (line) => line.textContent).join(' | '),
    );

/** The Link Parent dialog, opened from the card. */
async function openLinkDialog(body: Canvas) {
  await userEvent.click(body.getByRole('button', { name: 'Link Parent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link Parent' });
  return within(dialog);
}

/**
 * The record's guardian mobile and the one the office linked, each saying where it comes from;
 * Link Parent, and an Unlink button per parent naming them.
 */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const body = await card(within(canvasElement));
    await expect(body.getByText(/^Parents sign in with a code sent to their mobile/)).toBeVisible();
    await expect(listed(body)).toEqual([
      `Meera Nair | ${RECORD_MOBILE} · Guardian's mobile on the record`,
      `Rajesh Nair | ${FATHER_MOBILE} · Linked by the office`,
    ]);
    await expect(body.getByRole('button', { name: 'Link Parent' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Unlink Meera Nair' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Unlink Rajesh Nair' })).toBeEnabled();
  },
};

/**
 * The dialog's fields are checked beside them (both required; a mobile of 10 digits); a valid
 * link closes it, says so, and lists the parent as linked by the office.
 */
export const LinkParent: Story = {
  play: async (context) => {
    const body = await card(within(context.canvasElement));
    let dialog = await openLinkDialog(body);
    await expect(
      dialog.getByText('A parent with this mobile number can sign in and see this student.'),
    ).toBeVisible();
    const name = dialog.getByLabelText('Parent name');
    const mobile = dialog.getByLabelText('Mobile number');
    await expect(mobile).toHaveAttribute('type', 'tel');

    await userEvent.click(dialog.getByRole('button', { name: 'Link Parent' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Parent name is required.'));
    await expect(mobile).toHaveAccessibleDescription('Mobile number is required.');
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.type(name, 'Sunita Nair');
    await userEvent.type(mobile, '98765');
    await userEvent.click(dialog.getByRole('button', { name: 'Link Parent' }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.'),
    );
    await expect(name).not.toHaveAccessibleDescription();

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9123456780');
    await userEvent.click(dialog.getByRole('button', { name: 'Link Parent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await body.findByText('Sunita Nair was linked.')).toBeVisible();
    await expect(listed(body)).toEqual([
      `Meera Nair | ${RECORD_MOBILE} · Guardian's mobile on the record`,
      `Rajesh Nair | ${FATHER_MOBILE} · Linked by the office`,
      'Sunita Nair | 9123456780 · Linked by the office',
    ]);
    await expect(await storyRepository(context).listStudentParents(kavya.id)).toContainEqual({
      mobile: '9123456780',
      name: 'Sunita Nair',
      source: 'office',
    });

    // Cancel closes the dialog without linking anyone.
    dialog = await openLinkDialog(body);
    await expect(dialog.getByLabelText('Parent name')).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(body.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * A mobile that is already one of the student's parents (here the record's own guardian
 * mobile) is refused beside Mobile number; the dialog stays open with what was typed.
 */
export const AlreadyLinked: Story = {
  play: async (context) => {
    const body = await card(within(context.canvasElement));
    const dialog = await openLinkDialog(body);
    await userEvent.type(dialog.getByLabelText('Parent name'), 'Meera Nair');
    const mobile = dialog.getByLabelText('Mobile number');
    await userEvent.type(mobile, RECORD_MOBILE);
    await userEvent.click(dialog.getByRole('button', { name: 'Link Parent' }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        'This mobile number is already linked to the student.',
      ),
    );
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveValue(RECORD_MOBILE);
    await expect(screen.getByRole('dialog', { name: 'Link Parent' })).toBeVisible();
    await expect(await storyRepository(context).listStudentParents(kavya.id)).toHaveLength(2);
  },
};

/**
 * Unlink asks first, naming the parent and what they will no longer see; Cancel keeps them,
 * Unlink takes them off the list and says so.
 */
export const Unlink: Story = {
  play: async (context) => {
    const body = await card(within(context.canvasElement));
    await userEvent.click(body.getByRole('button', { name: 'Unlink Rajesh Nair' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Unlink Parent' });
    await expect(confirm).toHaveAccessibleDescription(
      `Rajesh Nair (${FATHER_MOBILE}) will no longer see Kavya Nair's fees, attendance and results.`,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(body.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(body.getByRole('button', { name: 'Unlink Rajesh Nair' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Unlink Parent' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await body.findByText('Rajesh Nair was unlinked.')).toBeVisible();
    await expect(listed(body)).toEqual([
      `Meera Nair | ${RECORD_MOBILE} · Guardian's mobile on the record`,
    ]);
    await expect(await storyRepository(context).listStudentParents(kavya.id)).toEqual([
      { mobile: RECORD_MOBILE, name: 'Meera Nair', source: 'record' },
    ]);
  },
};

/** The record's own guardian mobile can be unlinked too: then no parent is left. */
export const UnlinkLastParent: Story = {
  parameters: { data: { seed: { students: [kavya], parentLinks: [] } } },
  play: async ({ canvasElement }) => {
    const body = await card(within(canvasElement));
    await userEvent.click(body.getByRole('button', { name: 'Unlink Meera Nair' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unlink Parent' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await expect(
      await body.findByText(
        'No parent is linked: no one can sign in to the parent area for this student.',
      ),
    ).toBeVisible();
    await expect(body.getByText('Meera Nair was unlinked.')).toBeVisible();
    await expect(body.queryByRole('list')).toBeNull();
  },
};

/** The record's guardian mobile unlinked before and no other: the empty state. */
export const NoParent: Story = {
  parameters: {
    data: {
      seed: {
        students: [kavya],
        parentLinks: [link({ mobile: RECORD_MOBILE, linked: false, name: '' })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Parents' });
    await expect(
      await within(region).findByText(
        'No parent is linked: no one can sign in to the parent area for this student.',
      ),
    ).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Link Parent' })).toBeEnabled();
  },
};

/** Without students.manage the parents are listed with no Link Parent and no Unlink. */
export const ViewOnly: Story = {
  args: { canManage: false },
  parameters: { data: { session: storySessions.feesViewOnly } },
  play: async ({ canvasElement }) => {
    const body = await card(within(canvasElement));
    await expect(body.getAllByRole('listitem')).toHaveLength(2);
    await expect(body.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Parents' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading the parents…');
    await expect(within(region).queryByRole('list')).toBeNull();
  },
};

/** The parents cannot be read: the reason and Try again inside the card. */
export const LoadFails: Story = {
  parameters: {
    data: {
      failWith: { listStudentParents: new Error('The stored parents could not be read.') },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Parents' });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('The parents could not be loaded');
    await expect(alert).toHaveTextContent('The stored parents could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320px the card, its names and buttons fit the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = await card(within(canvasElement));
    await expect(body.getByRole('button', { name: 'Unlink Rajesh Nair' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
