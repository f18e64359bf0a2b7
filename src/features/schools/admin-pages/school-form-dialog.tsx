import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, newSchoolSchema, useData } from '@/data';
import { showIssuesBesideFields } from '@/features/students';
import type { NewSchool, School } from '@/data';
import { Button, EmailField, FormError, FormModal, TextField, useToast } from '@/ui';
import styles from './school-form-dialog.module.css';

const emptySchool: NewSchool = {
  name: '',
  address: '',
  city: '',
  state: '',
  principalName: '',
  contactEmail: '',
  contactPhone: '',
};

/** A copy of the school's fields for the form to work on (Cancel leaves the record as it was). */
function schoolFields({ id: _id, ...fields }: School): NewSchool {
  return fields;
}

type SchoolFormDialogProps = {
  title: string;
  trigger: ReactElement;
  submitLabel: string;
  busyLabel: string;
  /** What the form shows at every opening. */
  initialValues: () => NewSchool;
  save: (school: NewSchool) => Promise<School>;
  savedMessage: (school: School) => string;
  onSaved?: ((school: School) => void) | undefined;
  contactEmailHint?: string | undefined;
};

/**
 * The school form of Add New School and Edit School: every field of a partner school, checked by
 * the school schema; a refusal the repository names a field for shows beside that field.
 */
function SchoolFormDialog({
  title,
  trigger,
  submitLabel,
  busyLabel,
  initialValues,
  save,
  savedMessage,
  onSaved,
  contactEmailHint,
}: SchoolFormDialogProps) {
  const toast = useToast();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const form = useForm<NewSchool>({
    resolver: zodResolver(newSchoolSchema),
    defaultValues: emptySchool,
  });

  async function submit(values: NewSchool) {
    try {
      const saved = await save(values);
      setOpen(false);
      toast.show({ message: savedMessage(saved), tone: 'success' });
      onSaved?.(saved);
    } catch (error) {
      // A name or e-mail another school has is refused beside its field, which takes focus (the
      // busy save button had it); anything else below.
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      title={title}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(initialValues());
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <TextField<NewSchool>
        name="name"
        label={t`School name`}
        autoComplete="organization"
        required
      />
      <TextField<NewSchool>
        name="address"
        label={t`Address`}
        autoComplete="street-address"
        required
      />
      <div className={styles.pair}>
        <TextField<NewSchool> name="city" label={t`City`} autoComplete="address-level2" required />
        <TextField<NewSchool>
          name="state"
          label={t`State`}
          autoComplete="address-level1"
          required
        />
      </div>
      <TextField<NewSchool> name="principalName" label={t`Principal name`} required />
      <EmailField<NewSchool>
        name="contactEmail"
        label={t`Contact email`}
        hint={contactEmailHint}
        required
      />
      <TextField<NewSchool>
        name="contactPhone"
        label={t`Contact phone`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint={t`10 digits, without +91 or spaces.`}
        required
      />
      <FormError />
    </FormModal>
  );
}

/** "Add New School": a partner school and its contact. */
export function AddSchoolDialog({ onAdded }: { onAdded?: (school: School) => void } = {}) {
  const repository = useData();
  const { t } = useLingui();
  return (
    <SchoolFormDialog
      title={t`Add New School`}
      trigger={
        <Button>
          <Trans>Add New School</Trans>
        </Button>
      }
      submitLabel={t`Add School`}
      busyLabel={t`Adding...`}
      initialValues={() => emptySchool}
      save={(school) => repository.addSchool(school)}
      savedMessage={(added) => {
        const name = added.name;
        return t`${name} was added.`;
      }}
      onSaved={onAdded}
    />
  );
}

/**
 * "Edit School": the admin changes any of a school's details. In server mode the contact e-mail
 * the admin sets is the school's sign-in e-mail too (the repository moves the account's).
 */
export function EditSchoolDialog({ school, serverMode }: { school: School; serverMode: boolean }) {
  const repository = useData();
  const { t } = useLingui();
  const schoolName = school.name;
  return (
    <SchoolFormDialog
      title={t`Edit School`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>
            Edit<span className="visually-hidden"> {schoolName}</span>
          </Trans>
        </Button>
      }
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
      initialValues={() => schoolFields(school)}
      save={(values) => repository.updateSchool({ ...values, id: school.id })}
      savedMessage={(saved) => {
        const name = saved.name;
        return t`${name} was saved.`;
      }}
      contactEmailHint={
        serverMode
          ? t`The school also signs in with this email: changing it moves the school’s sign-in to the new address.`
          : undefined
      }
    />
  );
}
