import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_REFUND_LIMIT, describeError, roleSettingsSchema, useData, useLiveQuery } from '@/data';
import type { RoleSettings } from '@/data';
import { OWNER_ALWAYS_HOLDS, PERMISSIONS, PERMISSION_NEEDS, STAFF_ROLES } from '@/data/permissions';
import { PERMISSION_LABELS, STAFF_ROLE_LABELS } from '@/data/permission-labels';
import type { Permission, StaffRole } from '@/data/permissions';
import { translateDataMessage } from '@/features/data-messages';
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
  const { t } = useLingui();
  const query = useLiveQuery((data) => data.getRoleSettings(), [], ['roleSettings']);
  if (query.status === 'loading') {
    return <Skeleton lines={8} label={t`Loading the roles and permissions…`} />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The roles and permissions could not be loaded.`}
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
  const { t, i18n } = useLingui();
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
    <Form form={form} onSubmit={save} aria-label={t`Roles and permissions`} className={styles.form}>
      <p className={styles.lead}>
        <Trans>
          What each role may do. A change holds for every staff member of the role from their next
          step on.
        </Trans>
      </p>
      <Tabs
        label={t`Roles`}
        tabs={STAFF_ROLES.map((role) => ({
          value: role,
          label: translateDataMessage(i18n, STAFF_ROLE_LABELS[role]),
          content: <RolePermissions role={role} form={form} />,
        }))}
      />
      <NumberField<RoleSettings>
        name="refundLimit"
        label={t`Staff refund limit (₹)`}
        hint={t`The most a staff member refunds at once without “Refund payments of any amount”.`}
        min={0}
        max={MAX_REFUND_LIMIT}
        required
        className={styles.limit}
      />
      <FormError />
      {status === 'saved' && !form.formState.isDirty ? (
        <Alert tone="success">
          <Trans>Roles and permissions saved.</Trans>
        </Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}

/** What a permission says. */
const permissionLabel = (i18n: I18n, permission: Permission) =>
  translateDataMessage(i18n, PERMISSION_LABELS[permission]);

/** One role's permissions, a labelled box each; the owner's always-held ones cannot be cleared. */
function RolePermissions({ role, form }: { role: StaffRole; form: UseFormReturn<RoleSettings> }) {
  const { t, i18n } = useLingui();
  const idPrefix = useId();
  const needsNote = (permission: Permission) => {
    const needs = PERMISSION_NEEDS[permission]?.map((need) => permissionLabel(i18n, need));
    if (!needs) return null;
    const needed = needs.join(', ');
    return t`Comes with: ${needed}.`;
  };
  const roleName = translateDataMessage(i18n, STAFF_ROLE_LABELS[role]);
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
      <legend className={styles.legend}>{t`${roleName}: permissions`}</legend>
      <ul className={styles.list}>
        {PERMISSIONS.map((permission) => {
          const id = `${idPrefix}-${permission}`;
          const fixed = alwaysHeld(permission);
          const note = fixed ? t`The owner always holds this.` : needsNote(permission);
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
                {permissionLabel(i18n, permission)}
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
