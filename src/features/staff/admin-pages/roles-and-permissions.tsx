import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_REFUND_LIMIT, describeError, roleSettingsSchema, useData, useLiveQuery } from '@/data';
import type { RoleSettings } from '@/data';
import { OWNER_ALWAYS_HOLDS, PERMISSIONS, PERMISSION_NEEDS, STAFF_ROLES } from '@/data/permissions';
import { PERMISSION_LABELS, STAFF_ROLE_LABELS } from '@/data/permission-labels';
import type { Permission, StaffRole } from '@/data/permissions';
import {
  Alert,
  Button,
  Form,
  FormActions,
  FormError,
  LoadError,
  NumberField,
  Skeleton,
  Tabs,
} from '@/ui';
import { choosePermission } from '../model/permission-choice';
import styles from './roles-and-permissions.module.css';

/** Each role's permissions and the staff refund limit, as the owner keeps them. */
export function RolesAndPermissions() {
  const query = useLiveQuery((data) => data.getRoleSettings(), [], ['roleSettings']);
  if (query.status === 'loading') {
    return <Skeleton lines={8} label="Loading the roles and permissions…" />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title="The roles and permissions could not be loaded."
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }
  // Filled once from what is stored; a later change elsewhere does not overwrite the ticking.
  return <RoleSettingsForm settings={query.data} />;
}

function RoleSettingsForm({ settings }: { settings: RoleSettings }) {
  const repository = useData();
  const form = useForm<RoleSettings>({
    resolver: zodResolver(roleSettingsSchema),
    defaultValues: settings,
  });
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');

  async function save(values: RoleSettings) {
    setStatus('idle');
    try {
      form.reset(await repository.saveRoleSettings(values));
      setStatus('saved');
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label="Roles and permissions" className={styles.form}>
      <p className={styles.lead}>
        What each role may do. A change holds for every staff member of the role from their next
        step on.
      </p>
      <Tabs
        label="Roles"
        tabs={STAFF_ROLES.map((role) => ({
          value: role,
          label: STAFF_ROLE_LABELS[role],
          content: <RolePermissions role={role} form={form} />,
        }))}
      />
      <NumberField<RoleSettings>
        name="refundLimit"
        label="Staff refund limit (₹)"
        hint="The most a staff member refunds at once without “Refund payments of any amount”."
        min={0}
        max={MAX_REFUND_LIMIT}
        required
        className={styles.limit}
      />
      <FormError />
      {status === 'saved' && !form.formState.isDirty ? (
        <Alert tone="success">Roles and permissions saved.</Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save
        </Button>
      </FormActions>
    </Form>
  );
}

const needsNote = (permission: Permission) => {
  const needs = PERMISSION_NEEDS[permission];
  return needs ? `Comes with: ${needs.map((need) => PERMISSION_LABELS[need]).join(', ')}.` : null;
};

/** One role's permissions, a labelled box each; the owner's always-held ones cannot be cleared. */
function RolePermissions({ role, form }: { role: StaffRole; form: UseFormReturn<RoleSettings> }) {
  const idPrefix = useId();
  const held = useWatch({ control: form.control, name: `permissions.${role}` });
  const alwaysHeld = (permission: Permission) =>
    role === 'owner' && OWNER_ALWAYS_HOLDS.includes(permission);

  function choose(permission: Permission, checked: boolean) {
    form.setValue(`permissions.${role}`, choosePermission(held, permission, checked), {
      shouldDirty: true,
    });
  }

  return (
    <fieldset className={styles.permissions}>
      <legend className={styles.legend}>{STAFF_ROLE_LABELS[role]}: permissions</legend>
      <ul className={styles.list}>
        {PERMISSIONS.map((permission) => {
          const id = `${idPrefix}-${permission}`;
          const fixed = alwaysHeld(permission);
          const note = fixed ? 'The owner always holds this.' : needsNote(permission);
          return (
            <li key={permission} className={styles.item}>
              <input
                id={id}
                type="checkbox"
                className={styles.checkbox}
                checked={fixed || held.includes(permission)}
                disabled={fixed}
                aria-describedby={note ? `${id}-note` : undefined}
                onChange={(event) => choose(permission, event.target.checked)}
              />
              <label htmlFor={id} className={styles.label}>
                {PERMISSION_LABELS[permission]}
                {note ? (
                  <span id={`${id}-note`} className={styles.note}>
                    {note}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
