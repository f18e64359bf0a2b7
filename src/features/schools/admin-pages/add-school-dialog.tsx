import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, newSchoolSchema, useData } from '@/data';
import { showIssuesBesideFields } from '@/features/students';
import type { NewSchool, School } from '@/data';
import { Button, EmailField, FormError, FormModal, TextField, useToast } from '@/ui';
import styles from './add-school-dialog.module.css';

const emptySchool: NewSchool = {
  name: '',
  address: '',
  city: '',
  state: '',
  principalName: '',
  contactEmail: '',
  contactPhone: '',
};

/** "Add New School": a partner school and its contact, checked by the school schema. */
export function AddSchoolDialog({ onAdded }: { onAdded?: (school: School) => void } = {}) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<NewSchool>({
    resolver: zodResolver(newSchoolSchema),
    defaultValues: emptySchool,
  });

  async function save(school: NewSchool) {
    try {
      const added = await repository.addSchool(school);
      setOpen(false);
      toast.show({ message: `${added.name} was added.`, tone: 'success' });
      onAdded?.(added);
    } catch (error) {
      // A name or e-mail another school has is refused beside its field; anything else below.
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      title="Add New School"
      trigger={<Button>Add New School</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(emptySchool);
        setOpen(next);
      }}
      form={form}
      onSubmit={save}
      submitLabel="Add School"
      busyLabel="Adding..."
    >
      <TextField<NewSchool> name="name" label="School name" autoComplete="organization" required />
      <TextField<NewSchool> name="address" label="Address" autoComplete="street-address" required />
      <div className={styles.pair}>
        <TextField<NewSchool> name="city" label="City" autoComplete="address-level2" required />
        <TextField<NewSchool> name="state" label="State" autoComplete="address-level1" required />
      </div>
      <TextField<NewSchool> name="principalName" label="Principal name" required />
      <EmailField<NewSchool> name="contactEmail" label="Contact email" required />
      <TextField<NewSchool>
        name="contactPhone"
        label="Contact phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint="10 digits, without +91 or spaces."
        required
      />
      <FormError />
    </FormModal>
  );
}
