import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describeError, isRole, useAuth } from '@/data';
import type { LoginInput, Role } from '@/data';
import {
  Alert,
  Button,
  ButtonLink,
  EmailField,
  Form,
  FormActions,
  FormError,
  Tabs,
  TextField,
  lazyResolver,
  useHydrated,
} from '@/ui';
import { afterLoginPath } from '../model/session-paths';
import styles from './login-page.module.css';
import { ParentSignIn } from './parent-sign-in';

// One tab per role, Student, Parent, School, Admin in that order; the URL's ?role= keeps the
// choice on reload. A parent signs in with a code sent to their mobile, not a password.
const roleTabs: readonly { role: Role; label: MessageDescriptor }[] = [
  { role: 'student', label: msg`Student` },
  { role: 'parent', label: msg`Parent` },
  { role: 'school', label: msg`School` },
  { role: 'admin', label: msg`Admin` },
];
const roleLabel = (role: Role) => roleTabs.find((tab) => tab.role === role)?.label;

type SignInStatus = 'idle' | 'signing-in' | 'signed-in';

/** The sign-in tabs and form, and who is signed in already. */
export function LoginPanel() {
  const { i18n, t } = useLingui();
  const { user, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query: the URL's tab applies from the render after hydration.
  const hydrated = useHydrated();
  const requestedRole = hydrated ? searchParams.get('role') : null;
  const urlRole: Role = isRole(requestedRole) ? requestedRole : 'student';
  // The tab a person picks shows at once and is the one signed in with, even before the URL
  // (a router navigation, which a busy device may commit later) has caught up with it.
  const [picked, setPicked] = useState<{ role: Role; whileUrlSays: Role }>();
  const role: Role = picked?.whileUrlSays === urlRole ? picked.role : urlRole;
  // 'signed-in' lasts until the dashboard has loaded: the button stays busy meanwhile.
  const [status, setStatus] = useState<SignInStatus>('idle');
  // One form for all tabs, so an e-mail typed under the wrong tab survives switching tabs.
  const form = useForm<LoginInput>({
    resolver: lazyResolver(() =>
      import('../model/login-rules').then((rules) => rules.loginResolver),
    ),
    defaultValues: { email: '', password: '' },
  });

  const chooseRole = (value: string) => {
    if (!isRole(value)) return;
    // A failure message names the old tab's role, so it no longer applies.
    form.clearErrors('root');
    setPicked({ role: value, whileUrlSays: urlRole });
    // Keep location.state: it holds the page to return to after signing in.
    setSearchParams({ role: value }, { replace: true, state: location.state });
  };

  const signIn = async ({ email, password }: LoginInput) => {
    setStatus('signing-in');
    try {
      const result = await login(role, email, password);
      if (!result.ok) {
        setStatus('idle');
        form.setError('root', { message: result.message });
        return;
      }
      setStatus('signed-in');
      await navigate(afterLoginPath(result.user.role, location.state), { replace: true });
    } catch (error) {
      setStatus('idle');
      form.setError('root', { message: describeError(error) });
    }
  };

  const signedInName = user?.name ?? '';
  const signedInRoleDescriptor = user ? roleLabel(user.role) : undefined;
  const signedInRole = signedInRoleDescriptor ? i18n._(signedInRoleDescriptor) : (user?.role ?? '');

  return (
    <>
      {user && status === 'idle' ? (
        <Alert tone="info" title={t`You are signed in as ${signedInName} (${signedInRole}).`}>
          <p className={styles.signedIn}>
            <ButtonLink to={afterLoginPath(user.role, location.state)} size="sm">
              <Trans>Continue to your dashboard</Trans>
            </ButtonLink>
            <span>
              <Trans>Or sign in below as someone else.</Trans>
            </span>
          </p>
        </Alert>
      ) : null}
      <Tabs
        label={t`Sign in as`}
        value={role}
        onValueChange={chooseRole}
        tabs={roleTabs.map((tab) => ({
          value: tab.role,
          label: i18n._(tab.label),
          content:
            tab.role === 'parent' ? (
              <ParentSignIn />
            ) : (
              <LoginForm form={form} role={role} busy={status !== 'idle'} onSubmit={signIn} />
            ),
        }))}
      />
    </>
  );
}

function LoginForm({
  form,
  role,
  busy,
  onSubmit,
}: {
  form: UseFormReturn<LoginInput>;
  role: Role;
  busy: boolean;
  onSubmit: (values: LoginInput) => Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormError />
      <EmailField<LoginInput> name="email" label={t`Email`} autoComplete="username" required />
      <TextField<LoginInput>
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
      />
      {/* The admin's password is the installer's (ADMIN_PASSWORD): no link resets it. */}
      {role === 'admin' ? null : (
        <p className={styles.forgot}>
          <Link to={`/forgot-password?role=${role}`}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      )}
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={t`Signing in...`}>
          <Trans>Login</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
