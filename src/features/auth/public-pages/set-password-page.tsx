import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { describeError } from '@/data';
import { setPasswordWithCode } from '@/data/auth-server';
import {
  Alert,
  Button,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  PageContainer,
  TextField,
} from '@/ui';
import { useDocumentTitle } from '@/ui';
import type { SetPasswordForm } from '../model/set-password-rules';
import styles from './login-page.module.css';

export type SetPasswordPageProps = {
  /** Stories and tests: the call that sets the password. */
  setPassword?: typeof setPasswordWithCode;
};

/**
 * "Set your password": a student or school turns the admin's one-time code into a password. The
 * e-mailed set-up link (/set-password?code=…) fills the code in.
 */
export function SetPasswordPage({ setPassword = setPasswordWithCode }: SetPasswordPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Set your password · Sankalp Institute`);
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState<{ email: string } | null>(null);
  const form = useForm<SetPasswordForm>({
    resolver: lazyResolver(() =>
      import('../model/set-password-rules').then((rules) => rules.setPasswordResolver),
    ),
    defaultValues: { code: searchParams.get('code') ?? '', password: '', confirm: '' },
  });

  async function submit(values: SetPasswordForm) {
    try {
      const outcome = await setPassword(values.code, values.password);
      if (outcome.ok) {
        setDone({ email: outcome.email });
        return;
      }
      for (const issue of outcome.issues) {
        const field = issue.path === 'code' || issue.path === 'password' ? issue.path : 'root';
        form.setError(field, { message: issue.message });
      }
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  const doneEmail = done?.email ?? '';
  return (
    <PageContainer
      title={t`Set your password`}
      lead={t`Enter the set-up code the institute gave you, then choose your password.`}
      width="narrow"
    >
      <div className={styles.panel}>
        {done ? (
          <Alert tone="success" title={t`Your password is set`} takeFocus>
            <Trans>
              Sign in with {doneEmail} and your new password. <Link to="/login">Go to sign in</Link>
            </Trans>
          </Alert>
        ) : (
          <Form form={form} onSubmit={submit} aria-label={t`Set your password`}>
            <TextField<SetPasswordForm>
              name="code"
              label={t`Set-up code`}
              autoComplete="one-time-code"
              required
            />
            <TextField<SetPasswordForm>
              name="password"
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              required
            />
            <TextField<SetPasswordForm>
              name="confirm"
              label={t`Type the password again`}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormError />
            <FormActions>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t`Saving...` : t`Set password`}
              </Button>
            </FormActions>
          </Form>
        )}
      </div>
    </PageContainer>
  );
}
