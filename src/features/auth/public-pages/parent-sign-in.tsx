import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeError, useAuth } from '@/data';
import { Alert, Button, Form, FormActions, FormError, TextField, lazyResolver } from '@/ui';
import { afterLoginPath } from '../model/session-paths';

type Values = { mobile: string; code: string };

const rules = () => import('../model/parent-code-rules');

/**
 * A parent signs in with their mobile and a code by SMS, or with the password they set in the
 * parent area; a switch under each form moves to the other, the mobile typed kept.
 */
export function ParentSignIn() {
  const [way, setWay] = useState<{ by: 'code' | 'password'; mobile: string }>({
    by: 'code',
    mobile: '',
  });
  return way.by === 'code' ? (
    <CodeSignIn
      key="code"
      mobile={way.mobile}
      onSwitch={(mobile) => setWay({ by: 'password', mobile })}
    />
  ) : (
    <PasswordSignIn
      key="password"
      mobile={way.mobile}
      onSwitch={(mobile) => setWay({ by: 'code', mobile })}
    />
  );
}

type SwitchProps = { mobile: string; onSwitch: (mobile: string) => void };

/**
 * Send Code, then the 6-digit code from the SMS. The browser-only demo has no SMS: it shows the
 * code, labelled as the stand-in it is.
 */
function CodeSignIn({ mobile: typedMobile, onSwitch }: SwitchProps) {
  const { t, i18n } = useLingui();
  const { requestParentCode, parentLogin } = useAuth();
  // The code's message is worded in the language this page is read in.
  const pageLanguage = i18n.locale === 'hi' ? 'hi' : 'en';
  const navigate = useNavigate();
  const location = useLocation();
  // The mobile the code was sent to: the code step shows while the field still holds it (a
  // changed number goes back to Send Code).
  const [sentTo, setSentTo] = useState<{ mobile: string; message: string; demoCode?: string }>();
  const [busy, setBusy] = useState(false);
  const isCodeStep = (mobile: string) => sentTo !== undefined && sentTo.mobile === mobile.trim();
  const form = useForm<Values>({
    resolver: lazyResolver(() =>
      rules().then(
        (loaded): Resolver<Values> =>
          (values, context, options) =>
            (isCodeStep(values.mobile) ? loaded.codeSignInResolver : loaded.codeRequestResolver)(
              values,
              context,
              options,
            ),
      ),
    ),
    defaultValues: { mobile: typedMobile, code: '' },
  });
  const codeStep = isCodeStep(useWatch({ control: form.control, name: 'mobile' }))
    ? sentTo
    : undefined;

  const sent = (mobile: string, answer: { message: string; demoCode?: string }) => {
    // A new code makes the one typed before useless.
    form.setValue('code', '');
    setSentTo({ mobile, message: answer.message, demoCode: answer.demoCode });
  };

  const submit = async ({ mobile, code }: Values) => {
    setBusy(true);
    try {
      if (!isCodeStep(mobile)) {
        const answer = await requestParentCode(mobile, pageLanguage);
        if (!answer.ok) form.setError('mobile', { message: answer.message });
        else sent(mobile, answer);
        return;
      }
      const result = await parentLogin(mobile, code);
      if (!result.ok) {
        form.setError('code', { message: result.message }, { shouldFocus: true });
        return;
      }
      await navigate(afterLoginPath('parent', location.state), { replace: true });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  const askAgain = async () => {
    if (!codeStep || !sentTo) return;
    setBusy(true);
    try {
      const answer = await requestParentCode(sentTo.mobile, pageLanguage);
      if (!answer.ok) form.setError('root', { message: answer.message });
      else sent(sentTo.mobile, answer);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  const demoCode = codeStep?.demoCode;
  return (
    <Form form={form} onSubmit={submit}>
      <FormError />
      <TextField<Values>
        name="mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
      />
      {codeStep ? (
        <>
          <Alert tone="success" title={t`Code sent`}>
            <p>{codeStep.message}</p>
            {codeStep.demoCode ? (
              <p>
                <Trans>
                  Demo: no SMS is sent here. Your code is <strong>{demoCode}</strong>.
                </Trans>
              </p>
            ) : null}
          </Alert>
          <TextField<Values>
            name="code"
            label={t`Code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
        </>
      ) : null}
      <FormActions>
        {codeStep ? (
          <>
            <Button type="submit" busy={busy} busyLabel={t`Signing in...`}>
              <Trans>Login</Trans>
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={askAgain}>
              <Trans>Send a New Code</Trans>
            </Button>
          </>
        ) : (
          <Button type="submit" busy={busy} busyLabel={t`Sending...`}>
            <Trans>Send Code</Trans>
          </Button>
        )}
      </FormActions>
      <p>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => onSwitch(form.getValues('mobile'))}
        >
          <Trans>Sign in with password</Trans>
        </Button>
      </p>
    </Form>
  );
}

type PasswordValues = { mobile: string; password: string };

/** The mobile and the password the parent set in the parent area (optional for them). */
function PasswordSignIn({ mobile, onSwitch }: SwitchProps) {
  const { t } = useLingui();
  const { parentPasswordLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<PasswordValues>({
    resolver: lazyResolver(() => rules().then((loaded) => loaded.passwordSignInResolver)),
    defaultValues: { mobile, password: '' },
  });

  const submit = async (values: PasswordValues) => {
    try {
      const result = await parentPasswordLogin(values.mobile, values.password);
      if (!result.ok) {
        form.setError('password', { message: result.message }, { shouldFocus: true });
        return;
      }
      await navigate(afterLoginPath('parent', location.state), { replace: true });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit}>
      <FormError />
      <TextField<PasswordValues>
        name="mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
      />
      <TextField<PasswordValues>
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={t`Signing in...`}>
          <Trans>Login</Trans>
        </Button>
      </FormActions>
      <p>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => onSwitch(form.getValues('mobile'))}
        >
          <Trans>Sign in with a code</Trans>
        </Button>
      </p>
    </Form>
  );
}
