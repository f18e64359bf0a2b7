// Settings → Branches: the institute's centres, each numbering its own receipts. The first branch
// is the institute's data from before branches: it has no code and cannot be deactivated.
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import {
  DataValidationError,
  FIRST_BRANCH_ID,
  branchEditSchema,
  describeError,
  newBranchSchema,
  useData,
  useLiveQuery,
} from '@/data';
import type { Branch, BranchEdit, BranchEditInput, NewBranch, NewBranchInput } from '@/data';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DataTable,
  Form,
  FormActions,
  FormError,
  FormModal,
  LoadError,
  Skeleton,
  TextField,
  textColumn,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { translateDataMessage } from '@/features/data-messages';
import styles from './payee-details.module.css';

const NEW_BRANCH: NewBranchInput = { code: '', name: '', address: '' };

/** A refusal of a field the form has goes beside that field; anything else above the buttons. */
function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  i18n: Parameters<typeof translateDataMessage>[0],
) {
  const values = form.getValues();
  const beside =
    error instanceof DataValidationError
      ? error.issues.filter((issue) => Object.hasOwn(values, issue.path))
      : [];
  for (const issue of beside) form.setError(issue.path as FieldPath<T>, { message: issue.message });
  if (beside.length === 0) {
    form.setError('root', { message: translateDataMessage(i18n, describeError(error)) });
  }
}

export function BranchesCard() {
  const { t } = useLingui();
  const branches = useLiveQuery((repository) => repository.listBranches(), [], ['branches']);
  const columns: DataTableColumn<Branch>[] = [
    textColumn('name', t`Name`, (branch) => branch.name),
    textColumn('code', t`Code`, (branch) => branch.code ?? '—'),
    textColumn('address', t`Address`, (branch) => branch.address || '—'),
    textColumn('status', t`Status`, (branch) => (branch.active ? t`Active` : t`Inactive`)),
    {
      id: 'edit',
      header: t`Actions`,
      cell: (branch) => <EditBranchModal branch={branch} />,
    },
  ];
  return (
    <Card title={t`Branches`}>
      <p className={styles.lead}>
        <Trans>
          Each branch numbers its receipts in its own series, e.g. SANK/JAI/2026-27/000001 for the
          branch coded JAI. The first branch keeps the receipt numbers issued so far. A student
          belongs to one branch; their payments are numbered in its series.
        </Trans>
      </p>
      {branches.status === 'error' ? (
        <LoadError
          title={t`The branches could not be loaded`}
          message={describeError(branches.error)}
          onRetry={branches.reload}
          size="sm"
        />
      ) : branches.status === 'loading' || !branches.data ? (
        <Skeleton lines={3} label={t`Loading the branches…`} />
      ) : (
        <DataTable
          caption={t`All branches`}
          columns={columns}
          rows={branches.data}
          getRowId={(branch) => branch.id}
          emptyMessage={t`No branches.`}
        />
      )}
      <AddBranchForm />
    </Card>
  );
}

function AddBranchForm() {
  const repository = useData();
  const form = useForm<NewBranchInput, unknown, NewBranch>({
    resolver: zodResolver(newBranchSchema),
    defaultValues: NEW_BRANCH,
  });
  const [added, setAdded] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  async function add(values: NewBranch) {
    setAdded(null);
    try {
      const branch = await repository.addBranch(values);
      form.reset(NEW_BRANCH);
      setAdded(branch.name);
    } catch (error) {
      showRefusal(form, error, i18n);
    }
  }

  return (
    <Form form={form} onSubmit={add} aria-label={t`Add Branch`} className={styles.form}>
      <TextField<NewBranchInput>
        name="code"
        label={t`Code`}
        hint={t`2 to 6 capital letters, printed on its receipts, e.g. JAI. It cannot be changed later.`}
        autoComplete="off"
        maxLength={6}
        className={styles.shortField}
        required
      />
      <TextField<NewBranchInput>
        name="name"
        label={t`Name`}
        autoComplete="off"
        maxLength={100}
        required
      />
      <TextField<NewBranchInput>
        name="address"
        label={t`Address`}
        autoComplete="off"
        maxLength={300}
      />
      <FormError />
      {added === null ? null : (
        <Alert tone="success">
          <Trans>{added} added.</Trans>
        </Alert>
      )}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Adding...`}>
          <Trans>Add Branch</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}

const editableFields = (branch: Branch): BranchEdit => ({
  name: branch.name,
  address: branch.address,
  active: branch.active,
});

function EditBranchModal({ branch }: { branch: Branch }) {
  const repository = useData();
  const [open, setOpen] = useState(false);
  const form = useForm<BranchEditInput, unknown, BranchEdit>({
    resolver: zodResolver(branchEditSchema),
    defaultValues: editableFields(branch),
  });
  const { t, i18n } = useLingui();
  const name = branch.name;

  async function save(values: BranchEdit) {
    try {
      await repository.updateBranch({ ...branch, ...values });
      setOpen(false);
    } catch (error) {
      showRefusal(form, error, i18n);
    }
  }

  return (
    <FormModal
      title={t`Edit ${name}`}
      trigger={
        <Button variant="secondary" size="sm" aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(editableFields(branch));
        setOpen(next);
      }}
      form={form}
      onSubmit={save}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
    >
      <TextField<BranchEditInput>
        name="name"
        label={t`Name`}
        autoComplete="off"
        maxLength={100}
        required
      />
      <TextField<BranchEditInput>
        name="address"
        label={t`Address`}
        autoComplete="off"
        maxLength={300}
      />
      {branch.id === FIRST_BRANCH_ID ? (
        <p>
          <Trans>The first branch is always active.</Trans>
        </p>
      ) : (
        <Checkbox<BranchEditInput> name="active" label={t`Active (new students may join it)`} />
      )}
      <FormError />
    </FormModal>
  );
}
