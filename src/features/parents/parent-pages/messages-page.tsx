import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, formatDateTime, useData, useLiveQuery } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import { PARENT_MESSAGE_GROUPS, PARENT_MESSAGE_GROUP_LABELS } from '@/data/parents';
import type { ParentPreferences, ParentPreferencesEdit } from '@/data/parents';
import {
  Alert,
  Button,
  Card,
  CheckboxGroup,
  Form,
  FormActions,
  FormError,
  LoadError,
  PageContainer,
  Spinner,
  useDocumentTitle,
} from '@/ui';
import { useDataMessage } from '@/features/data-messages';
import { PasswordCard } from './password-card';

function ChoicesForm({ stored }: { stored: ParentPreferences }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const options = PARENT_MESSAGE_GROUPS.map((group) => ({
    value: group,
    label: dataMessage(PARENT_MESSAGE_GROUP_LABELS[group]),
  }));
  const agreedOn = stored.whatsappOptInAt ? formatDateTime(stored.whatsappOptInAt) : '';
  const repository = useData();
  const [saved, setSaved] = useState(false);
  const form = useForm<ParentPreferencesEdit>({
    values: { sms: stored.sms, whatsapp: stored.whatsapp },
  });

  async function save(edit: ParentPreferencesEdit) {
    setSaved(false);
    try {
      await repository.saveParentPreferences(edit);
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`What you hear about`}>
      <CheckboxGroup<ParentPreferencesEdit> name="sms" label={t`By SMS`} options={options} />
      <CheckboxGroup<ParentPreferencesEdit>
        name="whatsapp"
        label={t`By WhatsApp`}
        options={options}
      />
      <p>
        <Trans>
          By choosing WhatsApp you agree to receive these messages from Sankalp Institute on
          WhatsApp.
        </Trans>
        {agreedOn ? (
          <>
            {' '}
            <Trans>You agreed on {agreedOn}.</Trans>
          </>
        ) : null}
      </p>
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
 * /parent/messages, the parent's Settings: what a parent hears about their children on their
 * mobile, each event by SMS and by WhatsApp (with their opt-in), and their own password. One
 * message per event reaches them, whichever child it is about; e-mails go to the child's address
 * as before.
 */
export function ParentMessagesPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(t`Settings · Parent Panel · Sankalp Institute`);
  const query = useLiveQuery((data) => data.getParentPreferences(), [], ['parents']);
  return (
    <PageContainer
      title={<Trans>Settings</Trans>}
      lead={
        <Trans>
          Choose what you hear about your children on your mobile, and how; and your password.
        </Trans>
      }
    >
      <Card title={<Trans>What you hear about</Trans>}>
        {serverMode ? null : (
          <Alert tone="info">
            <Trans>
              This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.
            </Trans>
          </Alert>
        )}
        {query.status === 'loading' ? <Spinner label={t`Loading your choices`} /> : null}
        {query.status === 'error' ? (
          <LoadError
            title={t`Your message choices could not be loaded`}
            message={describeError(query.error)}
            onRetry={query.reload}
          />
        ) : null}
        {query.status === 'success' ? <ChoicesForm stored={query.data} /> : null}
      </Card>
      <PasswordCard />
    </PageContainer>
  );
}
