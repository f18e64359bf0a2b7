import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { describeError } from '@/data';
import { requestPasswordReset } from '@/data/auth-server';
import { SERVER_MODE } from '@/data/data-mode';
import {
  Alert,
  Button,
  EmailField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  PageContainer,
  Select,
  useDocumentTitle,
} from '@/ui';
import type { ForgotPasswordForm } from '../model/forgot-password-rules';
import styles from './login-page.module.css';

export type ForgotPasswordPageProps = {
  /** Stories and tests: server mode and the call that asks for the link. */
  serverMode?: boolean;
  requestReset?: typeof requestPasswordReset;
};

const accountOptions = [
  { value: 'student', label: msg`Student` },
  { value: 'school', label: msg`School` },
] as const;

/**
 * "Forgot password": a student or school asks for a link to set a new password. The server's
 * answer is the same whether or not the e-mail has an account. The browser-only demo sends no
 * e-mail (and checks no password), so there the page says so instead.
 */
export function ForgotPasswordPage({
  serverMode = SERVER_MODE,
  requestReset = requestPasswordReset,
}: ForgotPasswordPageProps) {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Forgot password · Sankalp Institute`);
  // The login page's tab comes along (?role=school); anything else is a student.
  const [searchParams] = useSearchParams();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: lazyResolver(() =>
      import('../model/forgot-password-rules').then((rules) => rules.forgotPasswordResolver),
    ),
    defaultValues: {
      role: searchParams.get('role') === 'school' ? 'school' : 'student',
      email: '',
    },
  });

  async function submit(values: ForgotPasswordForm) {
    try {
      const outcome = await requestReset(values.role, values.email);
      if (outcome.ok) {
        setAnswer(outcome.message);
        return;
      }
      for (const issue of outcome.issues) {
        const field = issue.path === 'email' || issue.path === 'role' ? issue.path : 'root';
        form.setError(field, { message: issue.message });
      }
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <PageContainer
      title={t`Forgot password`}
      lead={t`Enter the e-mail you sign in with, and we send you a link to set a new password.`}
      width="narrow"
    >
      <div className={styles.panel}>
        {!serverMode ? (
          <Alert tone="info" title={t`This demo sends no e-mail`}>
            <Trans>
              All data is kept in this browser and passwords are not checked: any password signs you
              in. On the institute&apos;s portal, ask the admin for a set-up code if no link
              arrives. <Link to="/login">Go to sign in</Link>
            </Trans>
          </Alert>
        ) : answer ? (
          <Alert tone="success" title={t`Check your e-mail`} takeFocus>
            {answer}{' '}
            <Link to="/login">
              <Trans>Go to sign in</Trans>
            </Link>
          </Alert>
        ) : (
          <Form form={form} onSubmit={submit} aria-label={t`Forgot password`}>
            <FormError />
            <Select<ForgotPasswordForm>
              name="role"
              label={t`Account`}
              options={accountOptions.map(({ value, label }) => ({ value, label: i18n._(label) }))}
              required
            />
            <EmailField<ForgotPasswordForm>
              name="email"
              label={t`Email`}
              autoComplete="username"
              required
            />
            <FormActions>
              <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Sending...`}>
                <Trans>Send reset link</Trans>
              </Button>
            </FormActions>
          </Form>
        )}
      </div>
    </PageContainer>
  );
}
