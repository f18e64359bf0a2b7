import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StorageWriteError } from '@/data';
import { MaterialManagementPage } from '@/features/materials';
import { ToastProvider } from '@/ui';
import { storyRepository, withData } from '../helpers/data-decorator';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Materials/Admin/Material Management',
  component: MaterialManagementPage,
  decorators: [withToasts, withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaterialManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdfBytes = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF';
const pdf = (name = 'organic-chemistry-notes.pdf') =>
  new File([pdfBytes], name, { type: 'application/pdf' });
// The picker's own filter is easy to switch off ("All files"), so the test switches it off too.
const pickAnyFile = () => userEvent.setup({ applyAccept: false });

async function openAddDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Add New Material' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Add New Material' }));
}

/** Every material newest first, with its visibility, class, stream, file and actions. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Material Management' }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Study materials' });
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('NEET Biology Practice Set 1');
    await expect(rows[4]).toHaveTextContent('STSE 2024 Sample Paper');
    const physics = rows[2]!;
    await expect(physics).toHaveTextContent('Student');
    await expect(physics).toHaveTextContent('Non-Medical');
    await expect(physics).toHaveTextContent('jee-physics-formula-sheet.pdf');
    await expect(within(physics).getByText(/^\d+(\.\d)? (KB|bytes)$/)).toBeVisible();
    await expect(
      within(physics).getByRole('button', { name: 'Download JEE Physics Formula Sheet' }),
    ).toBeVisible();
    await expect(
      within(physics).getByRole('button', { name: 'Delete JEE Physics Formula Sheet' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data available.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Material' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Study materials…');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { listMaterials: new Error('The materials could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The materials could not be loaded.');
    await expect(alert).toHaveTextContent('The materials could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The modal's fields, their defaults, and the file limit said beside the picker. */
export const AddModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Visibility' })).toHaveValue('Student');
    await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue('Any');
    await expect(dialog.getByRole('combobox', { name: 'Stream' })).toHaveValue('Any');
    const file = dialog.getByLabelText('PDF file');
    await expect(file).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(file).toHaveAccessibleDescription('PDF only, up to 20 MB.');
  },
};

/** A PDF uploaded as Public: the row appears and its bytes are stored under the material. */
export const UploadPdf: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Organic Chemistry Notes');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Reaction mechanisms in one place.',
    );
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Visibility' }), 'Public');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Class' }), 'Class 11');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Stream' }), 'Medical');
    await userEvent.upload(dialog.getByLabelText('PDF file'), pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('"Organic Chemistry Notes" was uploaded.')).toBeVisible();
    const table = within(context.canvasElement).getByRole('table', { name: 'Study materials' });
    const row = await within(table).findByRole('row', { name: /^Organic Chemistry Notes/ });
    await expect(row).toHaveTextContent('Public');
    await expect(row).toHaveTextContent('organic-chemistry-notes.pdf');

    const repository = storyRepository(context);
    const [added] = await repository.listMaterials();
    await expect(added).toMatchObject({
      title: 'Organic Chemistry Notes',
      visibility: 'Public',
      class: '11',
      stream: 'Medical',
      fileName: 'organic-chemistry-notes.pdf',
    });
    const stored = await repository.getMaterialFile(added!.id);
    await expect(await stored?.bytes.text()).toBe(pdfBytes);
  },
};

/** An empty submit: each message beside its field, focus on the first, nothing saved. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'Kept after the failed submit.');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('Title is required.');
    await expect(dialog.getByLabelText('PDF file')).toHaveAccessibleDescription(
      'PDF only, up to 20 MB. Choose a PDF file to upload.',
    );
    await expect(description).toHaveValue('Kept after the failed submit.');
    await expect(await storyRepository(context).listMaterials()).toHaveLength(4);
  },
};

/** A file that is not a PDF is refused on the spot, and the form cannot be submitted with it. */
export const WrongFileTypeRefused: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Timetable');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Week one.');
    const input = dialog.getByLabelText<HTMLInputElement>('PDF file');
    await pickAnyFile().upload(input, new File(['Mon,Tue'], 'timetable.csv', { type: 'text/csv' }));
    const message = 'Only PDF files can be uploaded. Choose a file ending in .pdf.';
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(input.files).toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(screen.getByRole('dialog', { name: 'Add New Material' })).toBeVisible();
    await expect(await storyRepository(context).listMaterials()).toHaveLength(4);
  },
};

/** A failed save shows why, beside the form, and keeps everything typed. */
export const UploadFails: Story = {
  parameters: { data: { failWith: { addMaterial: new StorageWriteError('quota') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Organic Chemistry Notes');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Mechanisms.');
    await userEvent.upload(dialog.getByLabelText('PDF file'), pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "The browser's storage for this site is full",
    );
    await expect(title).toHaveValue('Organic Chemistry Notes');
  },
};

/** Delete asks first; Cancel keeps the material, Delete removes it and its file. */
export const ConfirmDelete: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const deleteButton = await canvas.findByRole('button', {
      name: 'Delete JEE Physics Formula Sheet',
    });
    await userEvent.click(deleteButton);
    let dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Are you sure you want to delete this material?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(deleteButton).toHaveFocus();
    await expect(await repository.listMaterials()).toHaveLength(4);

    await userEvent.click(deleteButton);
    dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.queryByRole('cell', { name: 'JEE Physics Formula Sheet' })).toBeNull(),
    );
    await expect(await screen.findByText('"JEE Physics Formula Sheet" was deleted.')).toBeVisible();
    await expect(await repository.listMaterials()).toHaveLength(3);
    await expect(await repository.getMaterialFile('material-physics-formulas')).toBeUndefined();
  },
};

export const DeleteFails: Story = {
  parameters: {
    data: { failWith: { deleteMaterial: new Error('The change was not saved.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete JEE Physics Formula Sheet' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '"JEE Physics Formula Sheet" could not be deleted. The change was not saved.',
    );
    await expect(canvas.getByRole('cell', { name: 'JEE Physics Formula Sheet' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'JEE Physics Formula Sheet' });
    const add = canvas.getByRole('button', { name: 'Add New Material' });
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: the heading, the table's headers, Delete's question and the upload dialog. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'स्टडी मटीरियल प्रबंधन' }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'पढ़ाई की सामग्री' });
    await expect(within(table).getByRole('columnheader', { name: /कौन देख सकता है/ })).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /डाउनलोड करें$/ })).toHaveLength(4);
    const samplePaper = within(table).getByRole('row', { name: /STSE 2024 Sample Paper/ });
    await expect(within(samplePaper).getAllByText('कोई भी')).toHaveLength(2);
    await userEvent.click(within(table).getAllByRole('button', { name: /^हटाएँ / })[0]!);
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText('क्या आप सच में यह सामग्री हटाना चाहते हैं?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: /Cancel|रद्द करें/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'नई सामग्री जोड़ें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'नई सामग्री जोड़ें' }));
    await expect(dialog.getByText(/^सिर्फ़ PDF, .* तक।$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'अपलोड करें' }));
    await expect(
      await dialog.findByText('अपलोड करने के लिए PDF फ़ाइल चुनें।', { exact: false }),
    ).toBeVisible();
  },
};
