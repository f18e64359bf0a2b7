import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { branchIdOf, describeError, studentEditSchema, useData, useLiveQuery } from '@/data';
import type { Student, StudentEdit } from '@/data';
import { translateDataMessage } from '@/features/data-messages';
import { Alert, Button, EmailField, FormModal, Select, TextField } from '@/ui';
import { showIssuesBesideFields } from './form-issues';

const editableFields = (student: Student): StudentEdit => ({
  name: student.name,
  email: student.email,
  mobile: student.mobile,
  guardianName: student.guardianName,
  branchId: branchIdOf(student),
});

/**
 * Edits a copy of the record: each opening starts again from the stored student, Cancel throws
 * the copy away, and only Save Changes writes it.
 */
export function EditStudentModal({
  student,
  onSaved,
}: {
  student: Student;
  onSaved: (student: Student) => void;
}) {
  const repository = useData();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StudentEdit>({
    resolver: zodResolver(studentEditSchema),
    defaultValues: editableFields(student),
  });
  // A one-branch institute never sees the word: the field shows with two active branches. The
  // student's own branch stays a choice even once deactivated.
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const choosable = (branches.data ?? []).filter(
    (branch) => branch.active || branch.id === branchIdOf(student),
  );
  const activeCount = (branches.data ?? []).filter((branch) => branch.active).length;

  const { t, i18n } = useLingui();

  async function save(values: StudentEdit) {
    setFailure(null);
    try {
      const saved = await repository.updateStudent(student.id, values);
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      showIssuesBesideFields(form, error);
      setFailure(translateDataMessage(i18n, describeError(error)));
    }
  }

  return (
    <FormModal
      title={t`Edit Student`}
      trigger={
        <Button variant="secondary">
          <Trans>Edit Student</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(editableFields(student));
          setFailure(null);
        }
        setOpen(next);
      }}
      form={form}
      onSubmit={save}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
    >
      <TextField<StudentEdit> name="name" label={t`Name`} autoComplete="off" required />
      <EmailField<StudentEdit> name="email" label={t`Email`} autoComplete="off" required />
      <TextField<StudentEdit>
        name="mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        required
      />
      <TextField<StudentEdit>
        name="guardianName"
        label={t`Guardian name`}
        autoComplete="off"
        required
      />
      {activeCount > 1 ? (
        <Select<StudentEdit>
          name="branchId"
          label={t`Branch`}
          options={choosable.map((branch) => ({ value: branch.id, label: branch.name }))}
          required
        />
      ) : null}
      {failure === null ? null : (
        <Alert tone="error" title={t`The changes were not saved`}>
          {failure}
        </Alert>
      )}
    </FormModal>
  );
}
