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
import { PasswordCard } from './password-card';

const OPTIONS = PARENT_MESSAGE_GROUPS.map((group) => ({
  value: group,
  label: PARENT_MESSAGE_GROUP_LABELS[group],
}));

export const PARENT_WHATSAPP_OPT_IN =
  'By choosing WhatsApp you agree to receive these messages from Sankalp Institute on WhatsApp.';

function ChoicesForm({ stored }: { stored: ParentPreferences }) {
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
    <Form form={form} onSubmit={save} aria-label="What you hear about">
      <CheckboxGroup<ParentPreferencesEdit> name="sms" label="By SMS" options={OPTIONS} />
      <CheckboxGroup<ParentPreferencesEdit> name="whatsapp" label="By WhatsApp" options={OPTIONS} />
      <p>
        {PARENT_WHATSAPP_OPT_IN}
        {stored.whatsappOptInAt ? ` You agreed on ${formatDateTime(stored.whatsappOptInAt)}.` : ''}
      </p>
      <FormError />
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          Your choices are saved.
        </Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save
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
  useDocumentTitle('Settings · Parent Panel · Sankalp Institute');
  const query = useLiveQuery((data) => data.getParentPreferences(), [], ['parents']);
  return (
    <PageContainer
      title="Settings"
      lead="Choose what you hear about your children on your mobile, and how; and your password."
    >
      <Card title="What you hear about">
        {serverMode ? null : (
          <Alert tone="info">
            This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.
          </Alert>
        )}
        {query.status === 'loading' ? <Spinner label="Loading your choices" /> : null}
        {query.status === 'error' ? (
          <LoadError
            title="Your message choices could not be loaded"
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
