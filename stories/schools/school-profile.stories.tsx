import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SchoolProfilePage } from '@/features/schools';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { withSchoolPage } from '../helpers/school-page-decorator';

const meta = {
  title: 'Schools/School/Profile',
  component: SchoolProfilePage,
  decorators: [withSchoolPage, withRouter, withData({ session: storySessions.school })],
  parameters: { route: { path: '/school/profile' } },
} satisfies Meta<typeof SchoolProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

function detail(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;
}

async function openEditor(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

const storedSchool = (context: Parameters<typeof storyRepository>[0]) =>
  storyRepository(context).getSchool('school-dps-noida');

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const expected: Array<[string, string]> = [
      ['School Name', 'Delhi Public School, Noida'],
      ['Address', 'Sector 30'],
      ['City', 'Noida'],
      ['State', 'Uttar Pradesh'],
      ['Principal', 'Dr. Meenakshi Rao'],
      ['Contact Email', 'principal@dpsnoida.example.com'],
      ['Contact Phone', '9810123456'],
    ];
    for (const [label, value] of expected) {
      await expect(detail(canvasElement, label)).toHaveTextContent(value);
    }
  },
};

/** The edit starts from the record; saving stores it and the view shows the new value. */
export const EditAndSave: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await openEditor(canvasElement);
    // The name links the school's registrations, so it is shown, not edited.
    await expect(dialog.queryByRole('textbox', { name: /School name/i })).toBeNull();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /Delhi Public School, Noida\. The school name links/,
    );
    const principal = dialog.getByRole('textbox', { name: 'Principal Name' });
    await expect(principal).toHaveValue('Dr. Meenakshi Rao');
    await userEvent.clear(principal);
    await userEvent.type(principal, 'Mrs. Kavita Sharma');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Contact Phone' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Contact Phone' }), '9810765432');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(canvasElement).findByText('Your profile has been updated.'),
    ).toBeVisible();
    await expect(detail(canvasElement, 'Principal')).toHaveTextContent('Mrs. Kavita Sharma');
    await expect(detail(canvasElement, 'Contact Phone')).toHaveTextContent('9810765432');
    await expect(await storedSchool(context)).toMatchObject({
      name: 'Delhi Public School, Noida',
      principalName: 'Mrs. Kavita Sharma',
      contactPhone: '9810765432',
    });
  },
};

/** Cancel throws the copy away: the record and the view are unchanged, and so is the next edit. */
export const EditAndCancel: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    let dialog = await openEditor(canvasElement);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Greater Noida');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(detail(canvasElement, 'City')).toHaveTextContent('Noida');
    await expect(detail(canvasElement, 'City')).not.toHaveTextContent('Greater');
    await expect((await storedSchool(context))?.city).toBe('Noida');
    dialog = await openEditor(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Noida');
  },
};

/** schoolSchema's rules: a 10-digit phone and a real email; nothing is saved until they pass. */
export const ValidationError: Story = {
  play: async (context) => {
    const dialog = await openEditor(context.canvasElement);
    const phone = dialog.getByRole('textbox', { name: 'Contact Phone' });
    const email = dialog.getByRole('textbox', { name: 'Contact Email' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '98101');
    await userEvent.clear(email);
    await userEvent.type(email, 'principal@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      'The school signs in with this email. Enter a valid email address.',
    );
    await expect(phone).toHaveAccessibleDescription('Contact phone must be exactly 10 digits.');
    await expect(phone).toHaveValue('98101');
    await expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await expect(await storedSchool(context)).toMatchObject({
      contactPhone: '9810123456',
      contactEmail: 'principal@dpsnoida.example.com',
    });
  },
};

/** A refused write is said beside the form, and what was typed stays. */
export const SaveFails: Story = {
  parameters: {
    data: {
      session: storySessions.school,
      failWith: { updateSchool: new Error("The browser's storage for this site is full.") },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const state = dialog.getByRole('textbox', { name: 'State' });
    await userEvent.clear(state);
    await userEvent.type(state, 'UP');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "The browser's storage for this site is full.",
    );
    await expect(state).toHaveValue('UP');
    await expect(detail(canvasElement, 'State')).toHaveTextContent('Uttar Pradesh');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Server mode: the account signs in with the e-mail the institute set, shown apart from the
 * contact e-mail, which the school may change without changing how it signs in.
 */
export const SignInEmailApart: Story = {
  parameters: {
    data: { session: { ...storySessions.school, signInEmail: 'office@dpsnoida.example.com' } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign-in Email')).toBeVisible();
    await expect(detail(canvasElement, 'Sign-in Email')).toHaveTextContent(
      'office@dpsnoida.example.com',
    );
    const dialog = await openEditor(canvasElement);
    await expect(
      dialog.getByRole('textbox', { name: 'Contact Email' }),
    ).toHaveAccessibleDescription(
      'Where the institute writes to the school. The school signs in with office@dpsnoida.example.com; the institute changes that.',
    );
  },
};

/** In Hindi: the details' labels, the edit dialog and the message choices. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
    await expect(detail(canvasElement, 'स्कूल का नाम')).toHaveTextContent(
      'Delhi Public School, Noida',
    );
    await expect(await canvas.findByRole('button', { name: 'सेव करें' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रोफ़ाइल बदलें' }));
    await expect(dialog.getByRole('textbox', { name: 'प्रिंसिपल का नाम' })).toHaveValue(
      'Dr. Meenakshi Rao',
    );
    await expect(dialog.getByRole('button', { name: 'बदलाव सेव करें' })).toBeVisible();
  },
};
