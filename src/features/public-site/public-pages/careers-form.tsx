import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  EmailField,
  FileField,
  Form,
  FormActions,
  FormError,
  Select,
  TextField,
  lazyResolver,
} from '@/ui';
import {
  CAREER_POSITIONS,
  MAX_RESUME_BYTES,
  RESUME_ACCEPT,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '../model/enquiry-fields';
import type { CareerApplication, CareerApplicationInput } from '../model/enquiry-forms';
import { instituteContact, mailtoHref } from '../model/site-content';
import styles from './careers-page.module.css';

/** Nothing is sent (the form only checks what was typed); after a valid submit the visitor learns that and where to apply. */
type SubmitState = { status: 'editing' } | { status: 'not-sent'; application: CareerApplication };

const positionOptions = CAREER_POSITIONS.map((position) => ({ value: position, label: position }));

/** The job application form and, once submitted, where to send it. */
export function CareersForm() {
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'editing' });
  const form = useForm<CareerApplicationInput, unknown, CareerApplication>({
    resolver: lazyResolver(() =>
      import('../model/enquiry-forms').then((rules) => rules.careerApplicationResolver),
    ),
    // position and resume start empty; the schema says what is missing.
    defaultValues: { fullName: '', email: '', phone: '', position: undefined, resume: undefined },
  });

  return (
    <>
      <Form
        form={form}
        aria-label="Job application"
        // Values stay in the form, so nothing typed is lost.
        onSubmit={(application) => setSubmitState({ status: 'not-sent', application })}
      >
        <TextField<CareerApplicationInput>
          name="fullName"
          label="Full name"
          autoComplete="name"
          required
        />
        <EmailField<CareerApplicationInput> name="email" label="Email" required />
        <TextField<CareerApplicationInput>
          name="phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          hint="10 digits, without +91."
          required
        />
        <Select<CareerApplicationInput>
          name="position"
          label="Position"
          options={positionOptions}
          placeholder="Choose a position"
          required
        />
        <FileField<CareerApplicationInput>
          name="resume"
          label="Resume"
          accept={RESUME_ACCEPT}
          maxBytes={MAX_RESUME_BYTES}
          typeMessage={RESUME_TYPE_MESSAGE}
          sizeMessage={RESUME_SIZE_MESSAGE}
          hint="PDF or Word (.pdf, .doc or .docx), up to 5 MB."
          required
        />
        <FormError />
        <FormActions>
          <Button type="submit">Submit Application</Button>
        </FormActions>
      </Form>
      {submitState.status === 'not-sent' ? (
        <Alert tone="info" title="We have not sent your application" className={styles.notice}>
          <p>
            This demo site has no careers service. Please e-mail your CV to{' '}
            <a href={`mailto:${instituteContact.careersEmail}`}>{instituteContact.careersEmail}</a>{' '}
            with the position in the subject.
          </p>
          <p>
            <a href={applicationMailto(submitState.application)}>
              Open this application in your e-mail app
            </a>
            , then attach {submitState.application.resume.name} to the e-mail.
          </p>
        </Alert>
      ) : null}
    </>
  );
}

function applicationMailto(application: CareerApplication): string {
  return mailtoHref(instituteContact.careersEmail, {
    subject: `Application for ${application.position}: ${application.fullName}`,
    body: [
      `Name: ${application.fullName}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Position: ${application.position}`,
      '',
      `My resume is attached (${application.resume.name}).`,
    ].join('\n'),
  });
}
