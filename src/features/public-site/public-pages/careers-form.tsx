import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The positions as the form shows them (the values stay English, as the e-mail says them). */
const positionNames: Record<(typeof CAREER_POSITIONS)[number], MessageDescriptor> = {
  'Physics Faculty': msg`Physics Faculty`,
  'Chemistry Faculty': msg`Chemistry Faculty`,
  'Mathematics Faculty': msg`Mathematics Faculty`,
  'Biology Faculty': msg`Biology Faculty`,
  'Academic Counsellor': msg`Academic Counsellor`,
  'Front Office Executive': msg`Front Office Executive`,
};

/** The job application form and, once submitted, where to send it. */
export function CareersForm() {
  const { i18n, t } = useLingui();
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'editing' });
  const positionOptions = CAREER_POSITIONS.map((position) => ({
    value: position,
    label: i18n._(positionNames[position]),
  }));
  const { careersEmail } = instituteContact;
  const resumeName = submitState.status === 'not-sent' ? submitState.application.resume.name : '';
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
        aria-label={t`Job application`}
        // Values stay in the form, so nothing typed is lost.
        onSubmit={(application) => setSubmitState({ status: 'not-sent', application })}
      >
        <TextField<CareerApplicationInput>
          name="fullName"
          label={t`Full name`}
          autoComplete="name"
          required
        />
        <EmailField<CareerApplicationInput> name="email" label={t`Email`} required />
        <TextField<CareerApplicationInput>
          name="phone"
          label={t`Phone`}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          hint={t`10 digits, without +91.`}
          required
        />
        <Select<CareerApplicationInput>
          name="position"
          label={t`Position`}
          options={positionOptions}
          placeholder={t`Choose a position`}
          required
        />
        <FileField<CareerApplicationInput>
          name="resume"
          label={t`Resume`}
          accept={RESUME_ACCEPT}
          maxBytes={MAX_RESUME_BYTES}
          typeMessage={RESUME_TYPE_MESSAGE}
          sizeMessage={RESUME_SIZE_MESSAGE}
          hint={t`PDF or Word (.pdf, .doc or .docx), up to 5 MB.`}
          required
        />
        <FormError />
        <FormActions>
          <Button type="submit">
            <Trans>Submit Application</Trans>
          </Button>
        </FormActions>
      </Form>
      {submitState.status === 'not-sent' ? (
        <Alert tone="info" title={t`We have not sent your application`} className={styles.notice}>
          <p>
            <Trans>
              This demo site has no careers service. Please e-mail your CV to{' '}
              <a href={`mailto:${careersEmail}`}>{careersEmail}</a> with the position in the
              subject.
            </Trans>
          </p>
          <p>
            <Trans>
              <a href={applicationMailto(submitState.application)}>
                Open this application in your e-mail app
              </a>
              , then attach {resumeName} to the e-mail.
            </Trans>
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
