import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describeError, useData } from '@/data';
import { Button, FileField, FormError, FormModal, Select, useToast } from '@/ui';
import { useActiveBranchOptions } from './branch-options';
import { contactsFromCsv, ENQUIRY_CSV_COLUMNS } from '../model/enquiry-csv';

// Put in words when the check fails, so in the language shown at that moment.
const chooseFileMessage = msg`Choose a CSV file.`;
const importSchema = z.object({
  file: z.file({ error: () => i18n._(chooseFileMessage) }),
  branchId: z.string().optional(),
});
type ImportInput = z.input<typeof importSchema>;
type ImportOutput = z.output<typeof importSchema>;

/**
 * "Import List": a fair's list, each person through the same intake as a walk-in (someone with
 * an open enquiry joins it). The whole list is taken, or none of it with the row at fault named.
 */
export function ImportEnquiriesDialog() {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const branchOptions = useActiveBranchOptions();
  const { t } = useLingui();
  const columnNames = ENQUIRY_CSV_COLUMNS.join(', ');
  const form = useForm<ImportInput, unknown, ImportOutput>({
    resolver: zodResolver(importSchema),
    defaultValues: { file: undefined } as Partial<ImportInput>,
  });

  async function submit({ file, branchId }: ImportOutput) {
    const read = contactsFromCsv(await file.text());
    if ('message' in read) {
      form.setError('file', { message: read.message });
      return;
    }
    try {
      const { created, joined } = await repository.importEnquiries(
        read.contacts,
        branchId || undefined,
      );
      setOpen(false);
      toast.show({
        tone: 'success',
        message: t`${plural(created, { one: '# new enquiry', other: '# new enquiries' })}; ${joined} joined an open one.`,
      });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={t`Import List`}
      trigger={
        <Button variant="secondary">
          <Trans>Import List</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ file: undefined } as Partial<ImportInput>);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Import`}
      busyLabel={t`Importing...`}
    >
      <FileField<ImportInput>
        name="file"
        label={t`CSV file`}
        accept=".csv,text/csv"
        maxBytes={2 * 1024 * 1024}
        hint={t`The first line names the columns: ${columnNames} (Name, and a mobile or an e-mail, on every line).`}
        required
      />
      {branchOptions.length > 1 ? (
        <Select<ImportInput>
          name="branchId"
          label={t`Branch`}
          placeholder={t`The first branch`}
          options={branchOptions}
        />
      ) : null}
      <FormError />
    </FormModal>
  );
}
