import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CLASSES, describeError, useAuth, useData } from '@/data';
import { useHolds } from '@/features/auth';
import { enquiryFormSchema } from '@/data/enquiries';
import type { EnquiryForm, EnquiryFormInput } from '@/data/enquiries';
import {
  Button,
  Checkbox,
  EmailField,
  FormError,
  FormModal,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@/ui';
import { showIssuesBesideFields } from '@/features/students';
import { useActiveBranchOptions } from './branch-options';
import styles from './enquiries.module.css';

const EMPTY: EnquiryFormInput = {
  source: 'walk-in',
  name: '',
  mobile: '',
  email: '',
  schoolName: '',
  interest: '',
  message: '',
  whatsappOptIn: false,
};

const SOURCE_OPTIONS = [
  { value: 'walk-in', label: msg`Walk-in` },
  { value: 'phone', label: msg`Phone call` },
];

/** "Add Enquiry": a walk-in or a call; the same person's open enquiry gains the contact. */
export function AddEnquiryDialog() {
  const repository = useData();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const manages = useHolds('enquiries.manage');
  const branchOptions = useActiveBranchOptions();
  const { t, i18n } = useLingui();
  const sourceOptions = SOURCE_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const classOptions = CLASSES.map((level) => ({ value: String(level), label: t`Class ${level}` }));
  const form = useForm<EnquiryFormInput, unknown, EnquiryForm>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: EMPTY,
  });

  async function submit(values: EnquiryForm) {
    try {
      const { enquiry, joined } = await repository.addEnquiry(values);
      setOpen(false);
      // A counsellor sees only their own: another's enquiry gains the contact without opening.
      const theirs = manages || enquiry.assigneeId === user?.id;
      const name = enquiry.name;
      toast.show({
        tone: 'success',
        message: !joined
          ? t`${name} was added.`
          : theirs
            ? t`${name} already had an open enquiry: this contact was added to it.`
            : t`${name} already has an open enquiry with another counsellor: this contact was added to it.`,
      });
      if (theirs) await navigate(`/admin/enquiries/${enquiry.id}`);
    } catch (error) {
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      title={t`Add Enquiry`}
      trigger={
        <Button>
          <Trans>Add Enquiry</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(EMPTY);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Add Enquiry`}
      busyLabel={t`Adding...`}
    >
      <Select<EnquiryFormInput>
        name="source"
        label={t`How they reached us`}
        options={sourceOptions}
        required
      />
      <TextField<EnquiryFormInput> name="name" label={t`Name`} autoComplete="off" required />
      <div className={styles.pair}>
        <TextField<EnquiryFormInput>
          name="mobile"
          label={t`Mobile number`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`A mobile number or an e-mail, or both.`}
        />
        <EmailField<EnquiryFormInput> name="email" label={t`Email (optional)`} autoComplete="off" />
      </div>
      <div className={styles.pair}>
        <Select<EnquiryFormInput>
          name="currentClass"
          label={t`Class`}
          placeholder={t`Not known`}
          options={classOptions}
          valueAsNumber
        />
        <TextField<EnquiryFormInput> name="interest" label={t`Interested in (optional)`} />
      </div>
      <TextField<EnquiryFormInput> name="schoolName" label={t`School (optional)`} />
      {branchOptions.length > 1 ? (
        <Select<EnquiryFormInput>
          name="branchId"
          label={t`Branch`}
          placeholder={t`Choose a branch`}
          options={branchOptions}
          required
        />
      ) : null}
      <Textarea<EnquiryFormInput> name="message" label={t`Note (optional)`} rows={3} />
      <Checkbox<EnquiryFormInput>
        name="whatsappOptIn"
        label={t`They agreed to messages on WhatsApp`}
      />
      <FormError />
    </FormModal>
  );
}
