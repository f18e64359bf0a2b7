import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  EmailField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  Textarea,
  TextField,
} from '@/ui';
import type { ContactMessage, ContactMessageInput } from '../model/enquiry-forms';
import { instituteContact, mailtoHref, telHref } from '../model/site-content';
import styles from './contact-page.module.css';

/** Nothing is sent (the form only checks what was typed); after a valid submit the visitor learns that and how to reach us. */
type SubmitState = { status: 'editing' } | { status: 'not-sent'; message: ContactMessage };

/** The contact form and, once submitted, how to send the message. */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'editing' });
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: lazyResolver(() =>
      import('../model/enquiry-forms').then((rules) => rules.contactMessageResolver),
    ),
    // "Enroll Now" on /courses names the program in ?subject=.
    defaultValues: { name: '', email: '', subject: searchParams.get('subject') ?? '', message: '' },
  });

  return (
    <>
      <Form
        form={form}
        aria-label="Contact form"
        // Values stay in the form: the visitor may still want to copy or e-mail them.
        onSubmit={(message) => setSubmitState({ status: 'not-sent', message })}
      >
        <TextField<ContactMessageInput> name="name" label="Name" autoComplete="name" required />
        <EmailField<ContactMessageInput> name="email" label="Email" required />
        <TextField<ContactMessageInput> name="subject" label="Subject" required />
        <Textarea<ContactMessageInput> name="message" label="Message" rows={6} required />
        <FormError />
        <FormActions>
          <Button type="submit">Send Message</Button>
        </FormActions>
      </Form>
      {submitState.status === 'not-sent' ? (
        <Alert tone="info" title="We have not sent your message" className={styles.notice}>
          <p>
            This demo site has no mail service. Please e-mail us at{' '}
            <a href={`mailto:${instituteContact.email}`}>{instituteContact.email}</a> or call{' '}
            <a href={telHref(instituteContact.phone)}>{instituteContact.phone}</a>.
          </p>
          <p>
            <a
              href={mailtoHref(instituteContact.email, {
                subject: submitState.message.subject,
                body: `${submitState.message.message}\n\n${submitState.message.name}\n${submitState.message.email}`,
              })}
            >
              Open this message in your e-mail app
            </a>
          </p>
        </Alert>
      ) : null}
    </>
  );
}
