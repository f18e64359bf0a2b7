import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  EmailField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  Textarea,
  TextField,
} from '@/ui';
import { describeError, useData } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import type { ContactEnquiry, ContactEnquiryInput } from '@/data/enquiries';
import { instituteContact, mailtoHref, telHref } from '../model/site-content';
import styles from './contact-page.module.css';

/**
 * After a valid submit: the enquiry was saved (server mode: the office will call back; the
 * browser-only demo: kept in this browser for its admin, nothing sent), or saving failed.
 */
type SubmitState =
  | { status: 'editing' }
  | { status: 'saved'; message: ContactEnquiry }
  | { status: 'failed'; message: ContactEnquiry; reason: string };

/** The contact form: an enquiry for the office, and what happens next. */
export function ContactForm({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t } = useLingui();
  const { email, phone } = instituteContact;
  const repository = useData();
  const [searchParams] = useSearchParams();
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'editing' });
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: lazyResolver(() =>
      import('../model/enquiry-forms').then((rules) => rules.contactMessageResolver),
    ),
    // "Enroll Now" on /courses names the program in ?subject=.
    defaultValues: {
      name: '',
      mobile: '',
      email: '',
      subject: searchParams.get('subject') ?? '',
      message: '',
      whatsappOptIn: false,
    },
  });

  async function send(message: ContactEnquiry) {
    try {
      await repository.submitContactEnquiry(message);
      setSubmitState({ status: 'saved', message });
      form.reset({ ...message, subject: '', message: '', whatsappOptIn: false });
    } catch (error) {
      // What was typed stays in the form, to send again or to copy into an e-mail.
      setSubmitState({ status: 'failed', message, reason: describeError(error) });
    }
  }

  const mobile = submitState.status === 'saved' ? submitState.message.mobile : '';
  const reason = submitState.status === 'failed' ? submitState.reason : '';

  return (
    <>
      <Form form={form} aria-label={t`Contact form`} onSubmit={send}>
        <TextField<ContactEnquiryInput> name="name" label={t`Name`} autoComplete="name" required />
        <TextField<ContactEnquiryInput>
          name="mobile"
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t`10 digits: we call you back on it.`}
          required
        />
        <EmailField<ContactEnquiryInput> name="email" label={t`Email`} required />
        <TextField<ContactEnquiryInput> name="subject" label={t`Subject`} required />
        <Textarea<ContactEnquiryInput> name="message" label={t`Message`} rows={6} required />
        <Checkbox<ContactEnquiryInput>
          name="whatsappOptIn"
          label={t`Send me admission updates on WhatsApp`}
          hint={t`Optional. Every message can be stopped.`}
        />
        <FormError />
        <FormActions>
          <Button type="submit">
            <Trans>Send Message</Trans>
          </Button>
        </FormActions>
      </Form>
      {submitState.status === 'saved' && serverMode ? (
        <Alert tone="success" title={t`Thank you: we have your message`} className={styles.notice}>
          <p>
            <Trans>
              Our admissions office will call you back on {mobile}, usually within one working day.
            </Trans>
          </p>
        </Alert>
      ) : null}
      {submitState.status === 'saved' && !serverMode ? (
        <Alert tone="info" title={t`Saved in this browser only`} className={styles.notice}>
          <p>
            <Trans>
              This demo keeps your message in this browser, where its admin sees it under Enquiries.
              Nothing was sent: the demo has no mail service. To reach us, e-mail{' '}
              <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>.
            </Trans>
          </p>
          <MailtoLink message={submitState.message} />
        </Alert>
      ) : null}
      {submitState.status === 'failed' ? (
        <Alert tone="error" title={t`We could not take your message`} className={styles.notice}>
          <p>
            <Trans>
              {reason} Your message is still in the form. You can also e-mail{' '}
              <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>.
            </Trans>
          </p>
          <MailtoLink message={submitState.message} />
        </Alert>
      ) : null}
    </>
  );
}

function MailtoLink({ message }: { message: ContactEnquiry }) {
  return (
    <p>
      <a
        href={mailtoHref(instituteContact.email, {
          subject: message.subject,
          body: `${message.message}\n\n${message.name}\n${message.mobile}\n${message.email}`,
        })}
      >
        <Trans>Open this message in your e-mail app</Trans>
      </a>
    </p>
  );
}
