import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  StorageWriteError,
  createInMemoryRepository,
  createSeedData,
  serializeBackup,
} from '@/data';
import { BackupPage } from '@/features/backup';
import { ToastProvider } from '@/ui';
import { storyRepository, withData } from '../support/data-decorator';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Screens/Admin/Backup & Restore',
  component: BackupPage,
  decorators: [withToasts, withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = createSeedData(new Date());

/** A backup of another portal: two of the sample students and one candidate, no materials. */
async function smallBackupFile(): Promise<File> {
  const other = createInMemoryRepository({
    seed: {
      students: sample.students.slice(0, 2),
      stseCandidates: sample.stseCandidates.slice(0, 1),
    },
  });
  const text = await serializeBackup(await other.exportBackup());
  return new File([text], 'sankalp-portal-backup-2026-11-20.json', { type: 'application/json' });
}

async function chooseFile(canvasElement: HTMLElement, file: File) {
  const canvas = within(canvasElement);
  const input = canvas.getByLabelText<HTMLInputElement>('Backup file');
  await userEvent.upload(input, file);
  return { canvas, input };
}

/** Export and Restore, each explained; nothing is chosen yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Backup & Restore' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Restore' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Backup' })).toBeEnabled();
    await expect(canvas.getByLabelText('Backup file')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Export saves the file and says under which name. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Backup' }));
    await expect(
      await screen.findByText(
        /^Backup exported as sankalp-portal-backup-\d{4}-\d{2}-\d{2}\.json\.$/,
      ),
    ).toBeVisible();
  },
};

export const ExportFails: Story = {
  parameters: {
    data: { failWith: { exportBackup: new Error('The materials could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Backup' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The backup could not be exported. The materials could not be read.',
    );
    await expect(canvas.getByRole('button', { name: 'Export Backup' })).toBeEnabled();
  },
};

/** A chosen backup is checked at once: what it holds beside what it would replace. */
export const BackupChecked: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await chooseFile(canvasElement, await smallBackupFile());
    const table = await canvas.findByRole('table', { name: /^Backup exported on / });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });
    await expect(row('Students')).toHaveTextContent(`Students2${sample.students.length}`);
    await expect(row('STSE candidates')).toHaveTextContent(
      `STSE candidates1${sample.stseCandidates.length}`,
    );
    await expect(row('PDF files')).toHaveTextContent(
      `PDF files0${Object.keys(sample.materialFiles).length}`,
    );
    await expect(row('Settings')).toHaveTextContent('Settings11');
    await expect(canvas.getByText(/Restoring replaces everything now in the portal/)).toBeVisible();
  },
};

/** A file that is not a backup is refused beside the field; nothing can be restored from it. */
export const ForeignFileRefused: Story = {
  play: async (context) => {
    const foreign = new File(['{"students": []}'], 'students.json', { type: 'application/json' });
    const { canvas } = await chooseFile(context.canvasElement, foreign);
    const message =
      'This file is not a backup of this portal. Choose a .json file made with Export Backup.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(
      (await storyRepository(context).queryStudents({ page: 1, pageSize: 1 })).total,
    ).toBe(sample.students.length);
  },
};

/** Restore Backup without a file asks for one. */
export const NoFileChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    await expect(
      await canvas.findByText('Choose a backup file made with Export Backup.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Backup file')).toHaveFocus());
  },
};

/** Restore asks first, then replaces every record with the backup's. */
export const Restore: Story = {
  play: async (context) => {
    const { canvas } = await chooseFile(context.canvasElement, await smallBackupFile());
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Restore this backup?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore Backup' }));

    await expect(
      await canvas.findByText(/^The backup exported on .+ was restored\.$/),
    ).toBeVisible();
    const repository = storyRepository(context);
    await expect((await repository.queryStudents({ page: 1, pageSize: 1 })).total).toBe(2);
    await expect((await repository.queryCandidates({ page: 1, pageSize: 1 })).total).toBe(1);
    await expect(await repository.listMaterials()).toEqual([]);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A restore the browser refuses says so and changes nothing. */
export const RestoreFails: Story = {
  parameters: { data: { failWith: { importBackup: new StorageWriteError('quota') } } },
  play: async (context) => {
    const { canvas } = await chooseFile(context.canvasElement, await smallBackupFile());
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Restore this backup?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore Backup' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Nothing was restored. The browser's storage for this site is full",
    );
    await expect(
      (await storyRepository(context).queryStudents({ page: 1, pageSize: 1 })).total,
    ).toBe(sample.students.length);
    // The checked backup stays, so the admin can try again after making room.
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
