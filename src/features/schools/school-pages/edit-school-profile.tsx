import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, NotFoundError, useData } from '@/data';
import type { School } from '@/data';
import { Button, EmailField, FormError, FormModal, TextField } from '@/ui';
import { schoolProfileOf, schoolProfileSchema } from '../model/school-profile';
import type { SchoolProfile } from '../model/school-profile';

type EditSchoolProfileProps = {
  school: School;
  /** The account's sign-in e-mail (server mode), which the contact e-mail does not change. */
  signInEmail?: string | undefined;
  /** Called as the dialog opens, e.g. to clear an earlier "updated" message. */
  onOpen: () => void;
  onSaved: (school: School) => void;
};

/**
 * Edit Profile: the form works on a copy of the record, taken afresh at every
 * opening, so Cancel leaves the record as it was and the next opening shows the record again.
 */
export function EditSchoolProfile({
  school,
  signInEmail,
  onOpen,
  onSaved,
}: EditSchoolProfileProps) {
  const repository = useData();
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const schoolName = school.name;
  const form = useForm<SchoolProfile>({
    resolver: zodResolver(schoolProfileSchema),
    defaultValues: schoolProfileOf(school),
  });

  async function save(profile: SchoolProfile) {
    try {
      // Merged into the stored record as it is now, so a change made elsewhere since this page
      // loaded (the admin renaming the school, say) is not undone.
      const stored = await repository.getSchool(school.id);
      if (!stored) throw new NotFoundError('school', school.id);
      const saved = await repository.updateSchool({ ...stored, ...profile });
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={t`Edit Profile`}
      description={
        <Trans>
          {schoolName}. The school name links your students&apos; registrations, so only the
          institute can change it.
        </Trans>
      }
      trigger={
        <Button variant="secondary">
          <Trans>Edit Profile</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(schoolProfileOf(school));
          onOpen();
        }
        setOpen(next);
      }}
      form={form}
      onSubmit={save}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
    >
      <FormError />
      <TextField<SchoolProfile>
        name="address"
        label={t`Address`}
        autoComplete="street-address"
        required
      />
      <TextField<SchoolProfile>
        name="city"
        label={t`City`}
        autoComplete="address-level2"
        required
      />
      <TextField<SchoolProfile>
        name="state"
        label={t`State`}
        autoComplete="address-level1"
        required
      />
      <TextField<SchoolProfile>
        name="principalName"
        label={t`Principal Name`}
        autoComplete="name"
        required
      />
      <EmailField<SchoolProfile>
        name="contactEmail"
        label={t`Contact Email`}
        hint={
          signInEmail
            ? t`Where the institute writes to the school. The school signs in with ${signInEmail}; the institute changes that.`
            : t`The school signs in with this email.`
        }
        required
      />
      <TextField<SchoolProfile>
        name="contactPhone"
        label={t`Contact Phone`}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        required
      />
    </FormModal>
  );
}
