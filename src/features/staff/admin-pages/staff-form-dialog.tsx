import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { TEXT_LIMITS, describeError, newStaffMemberSchema, staffEditSchema, useData } from '@/data';
import { STAFF_ROLES } from '@/data/permissions';
import { STAFF_ROLE_LABELS } from '@/data/permission-labels';
import { translateDataMessage } from '@/features/data-messages';
import { showIssuesBesideFields } from '@/features/students';
import type { Branch, NewStaffMember, StaffEdit, StaffMember } from '@/data';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  EmailField,
  FormError,
  FormModal,
  Select,
  TextField,
  useToast,
} from '@/ui';
import type { SelectOption } from '@/ui';

/** No role is chosen for the owner: "Choose a role." asks for one rather than guessing. */
const emptyStaffMember: DefaultValues<NewStaffMember> = {
  name: '',
  email: '',
  mobile: '',
  branchIds: [],
};

/** The fields both forms share; the form's own type is only a name check here. */
function NameMobileAndRole() {
  const { t, i18n } = useLingui();
  const roleOptions: readonly SelectOption[] = STAFF_ROLES.map((role) => ({
    value: role,
    label: translateDataMessage(i18n, STAFF_ROLE_LABELS[role]),
  }));
  return (
    <>
      <TextField<{ name: string }>
        name="name"
        label={t`Name`}
        autoComplete="off"
        maxLength={TEXT_LIMITS.name}
        required
      />
      <TextField<{ mobile?: string }>
        name="mobile"
        label={t`Mobile number (optional)`}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        hint={t`10 digits, without +91 or spaces.`}
      />
      <Select<{ staffRole: string }>
        name="staffRole"
        label={t`Role`}
        placeholder={t`Choose a role`}
        options={roleOptions}
        required
      />
    </>
  );
}

/**
 * The branches a staff member works in, offered only when the institute has more than one (a
 * one-branch institute never sees the word); none ticked is every branch.
 */
function BranchLimits({ branches }: { branches: readonly Branch[] }) {
  const { t } = useLingui();
  if (branches.length < 2) return null;
  return (
    <CheckboxGroup<{ branchIds: string[] }>
      name="branchIds"
      label={t`Branches`}
      hint={t`Tick the branches they work in; they see only those branches' students, fees and reports. Leave all unticked for every branch (an owner always works in every branch).`}
      options={branches.map((branch) => {
        const branchName = branch.name;
        return {
          value: branch.id,
          label: branch.active ? branchName : t`${branchName} (inactive)`,
        };
      })}
    />
  );
}

/** "Add Staff": a new staff member with their sign-in e-mail, role and branches. */
export function AddStaffDialog({
  serverMode,
  branches,
}: {
  serverMode: boolean;
  branches: readonly Branch[];
}) {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const form = useForm<NewStaffMember>({
    resolver: zodResolver(newStaffMemberSchema),
    defaultValues: emptyStaffMember,
  });

  async function submit(values: NewStaffMember) {
    try {
      await repository.addStaff(values);
      setOpen(false);
      // In server mode the account's set-up link went out; the demo sends no e-mail.
      const message = serverMode
        ? t`Staff member added. A link to set their password has been e-mailed to them.`
        : t`Staff member added. This demo sends no e-mail: they sign in on the Admin tab of the login page with their e-mail.`;
      toast.show({ message, tone: 'success' });
    } catch (error) {
      // An e-mail another staff member signs in with is refused beside Email, which takes focus.
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      title={t`Add Staff`}
      trigger={
        <Button>
          <Trans>Add Staff</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(emptyStaffMember);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Add Staff`}
      busyLabel={t`Adding...`}
    >
      <NameMobileAndRole />
      <EmailField<NewStaffMember>
        name="email"
        label={t`Email`}
        hint={t`They sign in with this e-mail. It cannot be changed later.`}
        maxLength={TEXT_LIMITS.email}
        required
      />
      <BranchLimits branches={branches} />
      <FormError />
    </FormModal>
  );
}

function editValues(member: StaffMember): StaffEdit {
  return {
    name: member.name,
    mobile: member.mobile ?? '',
    staffRole: member.staffRole,
    active: member.active,
    branchIds: [...(member.branchIds ?? [])],
  };
}

/** "Edit Staff": name, mobile, role, branches and whether they may still sign in; not the e-mail. */
export function EditStaffDialog({
  member,
  branches,
}: {
  member: StaffMember;
  branches: readonly Branch[];
}) {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const form = useForm<StaffEdit>({
    resolver: zodResolver(staffEditSchema),
    defaultValues: editValues(member),
  });
  const memberName = member.name;
  const memberEmail = member.email;

  async function submit(values: StaffEdit) {
    try {
      const saved = await repository.updateStaff(member.id, values);
      setOpen(false);
      const savedName = saved.name;
      toast.show({ message: t`${savedName} was saved.`, tone: 'success' });
    } catch (error) {
      // The last active owner's refusal goes beside Role or Active, whichever took the owner away.
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      title={t`Edit Staff`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>
            Edit<span className="visually-hidden"> {memberName}</span>
          </Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(editValues(member));
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
    >
      <p>
        <Trans>Signs in with {memberEmail}</Trans>
      </p>
      <NameMobileAndRole />
      <Checkbox<StaffEdit>
        name="active"
        label={t`Active`}
        hint={t`An inactive staff member cannot sign in. Their entries in the audit log stay.`}
      />
      <BranchLimits branches={branches} />
      <FormError />
    </FormModal>
  );
}
