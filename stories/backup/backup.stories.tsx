import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  StorageWriteError,
  createInMemoryRepository,
  createSeedData,
  formatRupees,
  serializeBackup,
} from '@/data';
import type { Payment } from '@/data';
import { BackupPage } from '@/features/backup';
import { ToastProvider } from '@/ui';
import { storyRepository, withData } from '../helpers/data-decorator';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Backup/Backup & Restore',
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

/** Export and Restore, each explained; nothing is chosen yet. The data is in this browser. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Backup & Restore' })).toBeVisible();
    await expect(
      canvas.getByText(/^All of the portal's data is kept in this browser\./),
    ).toBeVisible();
    await expect(canvas.queryByText(/server/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Restore' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Backup' })).toBeEnabled();
    await expect(canvas.getByLabelText('Backup file')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** In server mode the data is on the institute's server, not in this browser. */
export const ServerMode: Story = {
  args: { serverMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "All of the portal's data is kept on the institute's server, in its database. Export a backup regularly and keep the file somewhere safe, away from the server.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/kept in this browser/)).not.toBeInTheDocument();
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
    // The audit log is never replaced, so it is not among what the backup would replace.
    await expect(within(table).queryByRole('row', { name: /^Audit log/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Restoring replaces everything now in the portal/)).toBeVisible();
  },
};

/**
 * Checking a file counts what the portal holds without exporting it (in server mode an export
 * downloads every record and PDF): with Export failing, the check still shows every count.
 */
export const CheckCountsWithoutExporting: Story = {
  parameters: {
    data: { failWith: { exportBackup: new Error('Checking a file must not export.') } },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await chooseFile(canvasElement, await smallBackupFile());
    const table = await canvas.findByRole('table', { name: /^Backup exported on / });
    // The last column: what the portal holds now.
    const now = (name: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${name} `) }).lastElementChild
        ?.textContent;
    await expect(now('Students')).toBe(String(sample.students.length));
    await expect(now('Fee payments \\(ledger\\)')).toBe(String(sample.payments.length));
    await expect(now('STSE candidates')).toBe(String(sample.stseCandidates.length));
    await expect(now('Study materials')).toBe(String(sample.materials.length));
    await expect(now('PDF files')).toBe(String(Object.keys(sample.materialFiles).length));
    await expect(now('Partner schools')).toBe(String(sample.schools.length));
    await expect(now('Settings')).toBe('1');
    await expect(canvas.queryByText(/Checking a file must not export/)).not.toBeInTheDocument();
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
    await expect(
      dialog.getByText(
        'No payments or STSE registrations were recorded after this backup was exported.',
      ),
    ).toBeVisible();
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

/**
 * A backup of this portal, then a payment and a registration: the confirmation lists both under
 * "These will be removed:", and Cancel changes nothing.
 */
export const ConfirmListsWhatWillBeRemoved: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const exported = await repository.exportBackup();
    // Exported a minute ago, so what follows was recorded after it.
    const backup = { ...exported, exportedAt: new Date(Date.now() - 60_000).toISOString() };
    const student = sample.students.find((candidate) =>
      candidate.feeDetails.installments.some((installment) => installment.status !== 'Paid'),
    )!;
    const installment = student.feeDetails.installments.find(
      (candidate) => candidate.status !== 'Paid',
    )!;
    const payment = await repository.recordPayment({
      studentId: student.id,
      installmentId: installment.id,
      amount: 1000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
    const [registered] = await repository.addCandidates([
      { ...sample.stseCandidates[0]!, name: 'Registered Later' },
    ]);
    const file = new File([await serializeBackup(backup)], 'sankalp-portal-backup.json', {
      type: 'application/json',
    });

    const { canvas } = await chooseFile(context.canvasElement, file);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Restore this backup?' }));
    await expect(dialog.getByRole('heading', { name: 'These will be removed:' })).toBeVisible();
    const payments = dialog.getByRole('table', { name: 'Payments recorded after the backup: 1' });
    await expect(within(payments).getAllByRole('row')[1]).toHaveTextContent(
      `${payment.receiptNo}${student.name}₹1,000`,
    );
    const registrations = dialog.getByRole('table', {
      name: 'STSE registrations after the backup: 1',
    });
    await expect(within(registrations).getAllByRole('row')[1]).toHaveTextContent(
      `${registered!.rollNo}Registered Later`,
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const after = await repository.listRestoreRemovals(
      backup.exportedAt,
      backup.collections.payments,
    );
    await expect(after.payments.rows.map((row) => row.id)).toEqual([payment.id]);
    await expect(after.registrations.rows.map((row) => row.id)).toEqual([registered!.id]);
  },
};

/** A backup of this portal with its first issued receipt changed, as a file to choose. */
async function backupWithReceiptEdited(
  repository: ReturnType<typeof storyRepository>,
  change: Partial<Payment>,
) {
  const exported = await repository.exportBackup();
  const receipt = exported.collections.payments.find((payment) => payment.receiptNo !== null)!;
  const edited = {
    ...exported,
    collections: {
      ...exported.collections,
      payments: exported.collections.payments.map((payment) =>
        payment.id === receipt.id ? { ...payment, ...change } : payment,
      ),
    },
  };
  const file = new File([await serializeBackup(edited)], 'sankalp-portal-backup.json', {
    type: 'application/json',
  });
  return { receipt, file };
}

/**
 * An edited backup of this portal: one receipt's amount lowered. The check lists the receipt with
 * what differs (issued here and in the backup), the field says it cannot be restored, Restore
 * Backup asks nothing, and the receipt stays as issued.
 */
export const EditedReceiptRefused: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const { receipt, file } = await backupWithReceiptEdited(repository, { amount: 1 });

    const { canvas, input } = await chooseFile(context.canvasElement, file);
    const changed = await canvas.findByRole('table', {
      name: 'Issued receipts this backup changes: 1',
    });
    await expect(within(changed).getAllByRole('row')[1]).toHaveTextContent(
      `${receipt.receiptNo}Amount${formatRupees(receipt.amount)}₹1`,
    );
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'This backup changes 1 receipt or credit note already issued here. A restore never changes an issued receipt, so this backup cannot be restored.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(await repository.getPayment(receipt.id)).toEqual(receipt);
  },
};

/** In Hindi: the page, and a chosen backup's summary with its counts' names. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'बैकअप और रीस्टोर' })).toBeVisible();
    await expect(canvas.getByText(/^पोर्टल का सारा डेटा इसी ब्राउज़र में रखा है।/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'बैकअप एक्सपोर्ट करें' })).toBeEnabled();
    await userEvent.upload(canvas.getByLabelText('बैकअप फ़ाइल'), await smallBackupFile());
    const summary = await canvas.findByRole('table', { name: /को एक्सपोर्ट हुआ बैकअप$/ });
    await expect(within(summary).getByRole('columnheader', { name: 'बैकअप में' })).toBeVisible();
    await expect(within(summary).getByRole('rowheader', { name: 'छात्र' })).toBeVisible();
    await expect(within(summary).getByRole('rowheader', { name: 'साथी स्कूल' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'बैकअप रीस्टोर करें' })).toBeEnabled();
  },
};

/** In Hindi: an edited backup's changed receipt names what differs in Hindi. */
export const EditedReceiptInHindi: Story = {
  globals: { language: 'hi' },
  play: async (context) => {
    const { receipt, file } = await backupWithReceiptEdited(storyRepository(context), {
      amount: 1,
      status: 'Cancelled',
    });
    const canvas = within(context.canvasElement);
    await userEvent.upload(canvas.getByLabelText('बैकअप फ़ाइल'), file);
    const changed = await canvas.findByRole('table', { name: /: 1$/ });
    await expect(within(changed).getByRole('columnheader', { name: 'रसीद नं.' })).toBeVisible();
    const [, amount, status] = within(changed).getAllByRole('row');
    await expect(amount).toHaveTextContent(
      `${receipt.receiptNo}राशि${formatRupees(receipt.amount)}₹1`,
    );
    await expect(status).toHaveTextContent(`${receipt.receiptNo}स्थितिValidCancelled`);
  },
};
