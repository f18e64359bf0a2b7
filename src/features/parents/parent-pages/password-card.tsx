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
  return (
    <Card title="Password">
      {query.status === 'loading' ? <Spinner label="Loading your password" /> : null}
      {query.status === 'error' ? (
        <LoadError
          title="Your password could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : null}
      {query.status === 'success' ? (
        <p>
          {setAt
            ? `You set a password on ${formatDateTime(setAt)}. You may sign in with it or with a code.`
            : 'You sign in with a code sent to your mobile. You may also set a password and sign in with your mobile number and it.'}
        </p>
      ) : null}
      <Form form={form} onSubmit={save} aria-label="Password">
        <TextField<ParentPasswordEdit>
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField<ParentPasswordEdit>
          name="confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormError />
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            Your password is saved. Next time you may sign in with your mobile number and it.
          </Alert>
        ) : null}
        <FormActions>
          <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
            {setAt ? 'Change Password' : 'Set Password'}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
