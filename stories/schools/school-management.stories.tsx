import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataValidationError, StorageWriteError } from '@/data';
import { SchoolManagementPage } from '@/features/schools';
import { ToastProvider } from '@/ui';
import { storyRepository, withData } from '../helpers/data-decorator';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Schools/Admin/School Management',
  component: SchoolManagementPage,
  decorators: [withToasts, withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchoolManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAddDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Add New School' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Add New School' }));
}

async function fillSchool(dialog: ReturnType<typeof within>, phone = '9414987654') {
  await userEvent.type(dialog.getByRole('textbox', { name: 'School name' }), 'Modern School, Kota');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), 'Talwandi');
  await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Kota');
  await userEvent.type(dialog.getByRole('textbox', { name: 'State' }), 'Rajasthan');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Principal name' }), 'Mrs. Anita Joshi');
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Contact email' }),
    'office@modernkota.example.com',
  );
  await userEvent.type(dialog.getByRole('textbox', { name: 'Contact phone' }), phone);
}

/** Each school with its city, state, principal and contact, by name. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'School Management' }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Partner schools' });
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Delhi Public School, Noida');
    await expect(rows[1]).toHaveTextContent('Noida');
    await expect(rows[1]).toHaveTextContent('Uttar Pradesh');
    await expect(rows[1]).toHaveTextContent('Dr. Meenakshi Rao');
    await expect(
      within(rows[1]!).getByRole('link', { name: 'principal@dpsnoida.example.com' }),
    ).toHaveAttribute('href', 'mailto:principal@dpsnoida.example.com');
    await expect(within(rows[1]!).getByRole('link', { name: '9810123456' })).toHaveAttribute(
      'href',
      'tel:+919810123456',
    );
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Partner schools…',
    );
  },
};

export const LoadError: Story = {
  parameters: { data: { failWith: { listSchools: new Error('The schools could not be read.') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The schools could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A valid school is added: the modal closes and the table shows it. */
export const AddSchool: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'School name' })).toHaveFocus());
    await fillSchool(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add School' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('Modern School, Kota was added.')).toBeVisible();
    const row = await within(context.canvasElement).findByRole('row', {
      name: /^Modern School, Kota/,
    });
    await expect(row).toHaveTextContent('Mrs. Anita Joshi');
    const schools = await storyRepository(context).listSchools();
    await expect(schools.at(-1)).toMatchObject({
      name: 'Modern School, Kota',
      contactEmail: 'office@modernkota.example.com',
      contactPhone: '9414987654',
    });
  },
};

/** Every message beside its field; the first invalid field takes focus; typed values stay. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await fillSchool(dialog, '94149');
    const email = dialog.getByRole('textbox', { name: 'Contact email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'office@');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add School' }));

    const city = dialog.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveFocus());
    await expect(city).toHaveAccessibleDescription('City is required.');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    const phone = dialog.getByRole('textbox', { name: 'Contact phone' });
    await expect(phone).toHaveAccessibleDescription(
      '10 digits, without +91 or spaces. Contact phone must be exactly 10 digits.',
    );
    await expect(phone).toHaveValue('94149');
    await expect(email).toHaveValue('office@');
    await expect(dialog.getByRole('textbox', { name: 'School name' })).toHaveValue(
      'Modern School, Kota',
    );
    await expect(await storyRepository(context).listSchools()).toHaveLength(3);
  },
};

/** A name another school has, but for case and spaces, is refused beside the name; values stay. */
export const DuplicateName: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await fillSchool(dialog);
    const name = dialog.getByRole('textbox', { name: 'School name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kendriya Vidyalaya, Jaipur ');
    await userEvent.click(dialog.getByRole('button', { name: 'Add School' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A school with this name is already registered.'),
    );
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Kendriya Vidyalaya, Jaipur ');
    await expect(dialog.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('9414987654');
    await expect(await storyRepository(context).listSchools()).toHaveLength(3);
  },
};

/** A failed save says why beside the form and keeps the modal open with the typed values. */
export const SaveFails: Story = {
  parameters: { data: { failWith: { addSchool: new StorageWriteError('unavailable') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillSchool(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add School' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This browser is not allowing the site to store data',
    );
    await expect(dialog.getByRole('textbox', { name: 'School name' })).toHaveValue(
      'Modern School, Kota',
    );
  },
};

/** Server mode: an e-mail another school signs in with is refused beside the field. */
export const EmailAnotherSchoolSignsInWith: Story = {
  parameters: {
    data: {
      failWith: {
        addSchool: new DataValidationError('school', [
          {
            path: 'contactEmail',
            message:
              'Another school already signs in with this e-mail. Give this school a different one.',
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillSchool(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add School' }));
    const email = dialog.getByRole('textbox', { name: 'Contact email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Another school already signs in with this e-mail. Give this school a different one.',
      ),
    );
    await expect(email).toHaveValue('office@modernkota.example.com');
  },
};

async function openEditDialog(canvasElement: HTMLElement, schoolName: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Edit ${schoolName}` }),
  );
  return within(await screen.findByRole('dialog', { name: 'Edit School' }));
}

const DPS = 'Delhi Public School, Noida';

/** Edit School shows the school's details; a changed city is saved and the table shows it. */
export const EditSchool: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, DPS);
    await expect(dialog.getByRole('textbox', { name: 'School name' })).toHaveValue(DPS);
    await expect(dialog.getByRole('textbox', { name: 'Contact email' })).toHaveValue(
      'principal@dpsnoida.example.com',
    );
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Greater Noida');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText(`${DPS} was saved.`)).toBeVisible();
    const row = await within(context.canvasElement).findByRole('row', { name: /^Delhi Public/ });
    await waitFor(() => expect(row).toHaveTextContent('Greater Noida'));
    const schools = await storyRepository(context).listSchools();
    await expect(schools.find((school) => school.name === DPS)).toMatchObject({
      city: 'Greater Noida',
      principalName: 'Dr. Meenakshi Rao',
    });
  },
};

/** A name another school has is refused beside the name; what was typed stays; nothing is saved. */
export const EditTakenName: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, DPS);
    const name = dialog.getByRole('textbox', { name: 'School name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'kendriya vidyalaya,  JAIPUR');
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Greater Noida');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A school with this name is already registered.'),
    );
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('kendriya vidyalaya,  JAIPUR');
    await expect(city).toHaveValue('Greater Noida');
    const schools = await storyRepository(context).listSchools();
    await expect(schools.find((school) => school.name === DPS)?.city).toBe('Noida');
  },
};

/** A text over its limit is refused beside its field, and the typed text stays. */
export const EditTextLimit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, DPS);
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('N'.repeat(101));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription('City can be at most 100 characters.'),
    );
    await expect(city).toHaveValue('N'.repeat(101));
  },
};

/** Cancel changes nothing, and the next opening shows the school as stored. */
export const EditCancelled: Story = {
  play: async (context) => {
    const dialog = await openEditDialog(context.canvasElement, DPS);
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Greater Noida');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const edit = within(context.canvasElement).getByRole('button', { name: `Edit ${DPS}` });
    await expect(edit).toHaveFocus();
    const schools = await storyRepository(context).listSchools();
    await expect(schools.find((school) => school.name === DPS)?.city).toBe('Noida');
    const again = await openEditDialog(context.canvasElement, DPS);
    await expect(again.getByRole('textbox', { name: 'City' })).toHaveValue('Noida');
  },
};

/**
 * Server mode: the contact email is the school's sign-in too, and the field says so; an e-mail
 * another school signs in with is refused beside it.
 */
export const EditSignInEmail: Story = {
  args: { serverMode: true },
  parameters: {
    data: {
      failWith: {
        updateSchool: new DataValidationError('school', [
          {
            path: 'contactEmail',
            message:
              'Another school already signs in with this e-mail. Give this school a different one.',
          },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, DPS);
    const email = dialog.getByRole('textbox', { name: 'Contact email' });
    await expect(email).toHaveAccessibleDescription(
      'The school also signs in with this email: changing it moves the school’s sign-in to the new address.',
    );
    await userEvent.clear(email);
    await userEvent.type(email, 'office@kvjaipur.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'The school also signs in with this email: changing it moves the school’s sign-in to the new address. Another school already signs in with this e-mail. Give this school a different one.',
      ),
    );
    await expect(email).toHaveValue('office@kvjaipur.example.com');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('cell', { name: 'Delhi Public School, Noida' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const dialog = await openAddDialog(canvasElement);
    const save = dialog.getByRole('button', { name: 'Add School' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi at 375 px: the heading, the column names, Edit School and its saved message. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'स्कूल प्रबंधन' })).toBeVisible();
    await expect(
      canvas.getByText(
        'साथी स्कूल। स्कूल अपने संपर्क ईमेल से लॉग इन करके अपने छात्रों का STSE रजिस्ट्रेशन करता है।',
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'साथी स्कूल' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'नया स्कूल जोड़ें' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole('button', { name: `बदलें ${DPS}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'स्कूल की जानकारी बदलें' }));
    await expect(dialog.getByRole('textbox', { name: 'स्कूल का नाम' })).toHaveValue(DPS);
    await expect(dialog.getByRole('textbox', { name: 'प्रिंसिपल का नाम' })).toBeVisible();
    await expect(dialog.getByText('10 अंक, बिना +91 और बिना खाली जगह के।')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'बदलाव सेव करें' }));
    await expect(await screen.findByText(`${DPS} सेव हो गया।`)).toBeVisible();
  },
};
