import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, formatDateTime, useData, useLiveQuery } from '@/data';
import type { MessagePreferences } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  FormActions,
  FormError,
  LoadError,
  Spinner,
} from '@/ui';
import { DEMO_SENDS_NOTHING } from '../model/message-format';

type PreferencesFormValues = { email: boolean; sms: boolean; whatsapp: boolean };

function PreferencesForm({ stored }: { stored: MessagePreferences }) {
  const repository = useData();
  const [saved, setSaved] = useState(false);
  const { t } = useLingui();
  const form = useForm<PreferencesFormValues>({
    values: { email: true, sms: stored.sms, whatsapp: stored.whatsapp },
  });

  const agreedAt = stored.whatsappOptInAt ? formatDateTime(stored.whatsappOptInAt) : undefined;

  async function save({ sms, whatsapp }: PreferencesFormValues) {
    setSaved(false);
    try {
      await repository.saveMyMessagePreferences({ sms, whatsapp });
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`Messages from the institute`}>
      <Checkbox<PreferencesFormValues>
        name="email"
        label={t`E-mail`}
        hint={t`Always on: messages about your account always go by e-mail.`}
        disabled
      />
      <Checkbox<PreferencesFormValues> name="sms" label={t`SMS`} />
      <Checkbox<PreferencesFormValues>
        name="whatsapp"
        label={t`WhatsApp: I agree to receive messages from Sankalp Institute on WhatsApp`}
        hint={agreedAt ? t`You agreed on ${agreedAt}.` : undefined}
      />
      <FormError />
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          <Trans>Your choices are saved.</Trans>
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

/**
 * "Messages from the institute" on a student's or school's profile: e-mail always, SMS, and
 * WhatsApp only with an explicit opt-in, whose time the repository records.
 */
export function MessagePreferencesCard({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t, i18n } = useLingui();
  const query = useLiveQuery(
    (repository) => repository.getMyMessagePreferences(),
    [],
    ['messagePreferences'],
  );
  return (
    <Card title={t`Messages from the institute`}>
      {serverMode ? null : <Alert tone="info">{i18n._(DEMO_SENDS_NOTHING)}</Alert>}
      {query.status === 'loading' ? <Spinner label={t`Loading your choices`} /> : null}
      {query.status === 'error' ? (
        <LoadError
          title={t`Your message choices could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : null}
      {query.status === 'success' ? <PreferencesForm stored={query.data} /> : null}
    </Card>
  );
}
