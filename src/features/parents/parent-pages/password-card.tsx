import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describeError, formatDateTime, useData, useLiveQuery } from '@/data';
import { parentPasswordSchema } from '@/data/parents';
import type { ParentPasswordEdit } from '@/data/parents';
import {
  Alert,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  LoadError,
  Spinner,
  TextField,
} from '@/ui';

const EMPTY: ParentPasswordEdit = { password: '', confirm: '' };

/**
 * A parent's own password, optional: with one they may sign in with their mobile and it instead
 * of a code (a code by SMS always works too).
 */
export function PasswordCard() {
  const { t } = useLingui();
  const repository = useData();
  const query = useLiveQuery((data) => data.getParentPassword(), [], ['parents']);
  const [saved, setSaved] = useState(false);
  const form = useForm<ParentPasswordEdit>({
    resolver: zodResolver(parentPasswordSchema),
    defaultValues: EMPTY,
  });

  async function save(edit: ParentPasswordEdit) {
    setSaved(false);
    try {
      await repository.setParentPassword(edit);
      form.reset(EMPTY);
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  const setAt = query.status === 'success' ? query.data.setAt : null;
  const setOn = setAt ? formatDateTime(setAt) : '';
  return (
    <Card title={<Trans>Password</Trans>}>
      {query.status === 'loading' ? <Spinner label={t`Loading your password`} /> : null}
      {query.status === 'error' ? (
        <LoadError
          title={t`Your password could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : null}
      {query.status === 'success' ? (
        <p>
          {setAt ? (
            <Trans>You set a password on {setOn}. You may sign in with it or with a code.</Trans>
          ) : (
            <Trans>
              You sign in with a code sent to your mobile. You may also set a password and sign in
              with your mobile number and it.
            </Trans>
          )}
        </p>
      ) : null}
      <Form form={form} onSubmit={save} aria-label={t`Password`}>
        <TextField<ParentPasswordEdit>
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField<ParentPasswordEdit>
          name="confirm"
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormError />
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            <Trans>
              Your password is saved. Next time you may sign in with your mobile number and it.
            </Trans>
          </Alert>
        ) : null}
        <FormActions>
          <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
            {setAt ? <Trans>Change Password</Trans> : <Trans>Set Password</Trans>}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
