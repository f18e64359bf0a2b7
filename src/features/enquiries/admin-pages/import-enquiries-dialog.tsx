import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describeError, useData } from '@/data';
import { Button, FileField, FormError, FormModal, Select, useToast } from '@/ui';
import { useActiveBranchOptions } from './branch-options';
import { contactsFromCsv, ENQUIRY_CSV_COLUMNS } from '../model/enquiry-csv';

const importSchema = z.object({
  file: z.file({ error: 'Choose a CSV file.' }),
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
        message: `${created} new ${created === 1 ? 'enquiry' : 'enquiries'}; ${joined} joined an open one.`,
      });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title="Import List"
      trigger={<Button variant="secondary">Import List</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ file: undefined } as Partial<ImportInput>);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Import"
      busyLabel="Importing..."
    >
      <FileField<ImportInput>
        name="file"
        label="CSV file"
        accept=".csv,text/csv"
        maxBytes={2 * 1024 * 1024}
        hint={`The first line names the columns: ${ENQUIRY_CSV_COLUMNS.join(', ')} (Name, and a mobile or an e-mail, on every line).`}
        required
      />
      {branchOptions.length > 1 ? (
        <Select<ImportInput>
          name="branchId"
          label="Branch"
          placeholder="The first branch"
          options={branchOptions}
        />
      ) : null}
      <FormError />
    </FormModal>
  );
}
