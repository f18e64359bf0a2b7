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

  return (
    <>
      <Form form={form} aria-label="Contact form" onSubmit={send}>
        <TextField<ContactEnquiryInput> name="name" label="Name" autoComplete="name" required />
        <TextField<ContactEnquiryInput>
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits: we call you back on it."
          required
        />
        <EmailField<ContactEnquiryInput> name="email" label="Email" required />
        <TextField<ContactEnquiryInput> name="subject" label="Subject" required />
        <Textarea<ContactEnquiryInput> name="message" label="Message" rows={6} required />
        <Checkbox<ContactEnquiryInput>
          name="whatsappOptIn"
          label="Send me admission updates on WhatsApp"
          hint="Optional. Every message can be stopped."
        />
        <FormError />
        <FormActions>
          <Button type="submit">Send Message</Button>
        </FormActions>
      </Form>
      {submitState.status === 'saved' && serverMode ? (
        <Alert tone="success" title="Thank you: we have your message" className={styles.notice}>
          <p>
            Our admissions office will call you back on {submitState.message.mobile}, usually within
            one working day.
          </p>
        </Alert>
      ) : null}
      {submitState.status === 'saved' && !serverMode ? (
        <Alert tone="info" title="Saved in this browser only" className={styles.notice}>
          <p>
            This demo keeps your message in this browser, where its admin sees it under Enquiries.
            Nothing was sent: the demo has no mail service. To reach us, e-mail{' '}
            <a href={`mailto:${instituteContact.email}`}>{instituteContact.email}</a> or call{' '}
            <a href={telHref(instituteContact.phone)}>{instituteContact.phone}</a>.
          </p>
          <MailtoLink message={submitState.message} />
        </Alert>
      ) : null}
      {submitState.status === 'failed' ? (
        <Alert tone="error" title="We could not take your message" className={styles.notice}>
          <p>
            {submitState.reason} Your message is still in the form. You can also e-mail{' '}
            <a href={`mailto:${instituteContact.email}`}>{instituteContact.email}</a> or call{' '}
            <a href={telHref(instituteContact.phone)}>{instituteContact.phone}</a>.
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
        Open this message in your e-mail app
      </a>
    </p>
  );
}
