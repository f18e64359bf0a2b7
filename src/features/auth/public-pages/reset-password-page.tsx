import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { describeError } from '@/data';
import { resetPasswordWithLink } from '@/data/auth-server';
import {
  Alert,
  Button,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  PageContainer,
  TextField,
  useDocumentTitle,
  useMessageText,
} from '@/ui';
import type { ResetPasswordForm } from '../model/set-password-rules';
import styles from './login-page.module.css';

export type ResetPasswordPageProps = {
  /** Stories and tests: the call that sets the new password. */
  resetPassword?: typeof resetPasswordWithLink;
};

/**
 * "Reset password", opened from the e-mailed link (/reset-password?token=…): a new password, after
 * which every device signed in to the account is signed out. A used or expired link is refused,
 * with the way to a new one; what was typed stays.
 */
export function ResetPasswordPage({
  resetPassword = resetPasswordWithLink,
}: ResetPasswordPageProps) {
  const { t } = useLingui();
  // The server words its refusal in English; it is shown in the reader's language.
  const messageText = useMessageText();
  useDocumentTitle(t`Reset password · Sankalp Institute`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState<{ email: string } | null>(null);
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: lazyResolver(() =>
      import('../model/set-password-rules').then((rules) => rules.resetPasswordResolver),
    ),
    defaultValues: { password: '', confirm: '' },
  });

  async function submit(values: ResetPasswordForm) {
    setLinkRefused(null);
    try {
      const outcome = await resetPassword(token, values.password);
      if (outcome.ok) {
        setDone({ email: outcome.email });
        return;
      }
      for (const issue of outcome.issues) {
        if (issue.path === 'token') setLinkRefused(issue.message);
        else
          form.setError(issue.path === 'password' ? 'password' : 'root', {
            message: issue.message,
          });
      }
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  const newLink = (
    <Link to="/forgot-password">
      <Trans>Ask for a new link</Trans>
    </Link>
  );
  const doneEmail = done?.email ?? '';
  return (
    <PageContainer
      title={t`Reset password`}
      lead={t`Choose a new password for your account.`}
      width="narrow"
    >
      <div className={styles.panel}>
        {done ? (
          <Alert tone="success" title={t`Your new password is set`} takeFocus>
            <Trans>
              Sign in with {doneEmail} and your new password. Every device that was signed in to
              your account has been signed out. <Link to="/login">Go to sign in</Link>
            </Trans>
          </Alert>
        ) : !token ? (
          <Alert tone="error" title={t`This link is incomplete`}>
            <Trans>Open the whole link from the e-mail, or ask for a new one.</Trans> {newLink}
          </Alert>
        ) : (
          <>
            {linkRefused ? (
              <Alert tone="error" title={t`This link does not work`} takeFocus>
                {messageText(linkRefused)} {newLink}
              </Alert>
            ) : null}
            <Form form={form} onSubmit={submit} aria-label={t`Reset password`}>
              <TextField<ResetPasswordForm>
                name="password"
                label={t`New password`}
                type="password"
                autoComplete="new-password"
                required
              />
              <TextField<ResetPasswordForm>
                name="confirm"
                label={t`Confirm password`}
                type="password"
                autoComplete="new-password"
                required
              />
              <FormError />
              <FormActions>
                <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
                  <Trans>Set new password</Trans>
                </Button>
              </FormActions>
            </Form>
          </>
        )}
      </div>
    </PageContainer>
  );
}
