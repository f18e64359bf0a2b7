import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLASSES, GENDERS, TooManyTriesError, describeError, todayIso, useData } from '@/data';
import type { Gender, StseRegistration, StseRegistrationInput } from '@/data';
import {
  Alert,
  Button,
  DateField,
  EmailField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  Select,
  Textarea,
  TextField,
  useHydrated,
} from '@/ui';
import styles from './stse-registration-form.module.css';

/** The form starts with every field empty, class 9 and gender Male. */
const registrationDefaults: StseRegistrationInput = {
  name: '',
  schoolName: '',
  currentClass: 9,
  dateOfBirth: '',
  gender: 'Male',
  guardianName: '',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  mobile: '',
  whatsapp: '',
  email: '',
};

// The stored values stay English; only what the list shows is translated.
const genderNames: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

/** The form's states: idle, submitting ("Submitting..."), then success (form back to defaults) or error. */
type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; rollNo: string }
  | { status: 'error'; detail: string; tooManyTries: boolean };

/** The STSE registration form, with its outcome. */
export function StseRegistrationForm() {
  const { t, i18n } = useLingui();
  const repository = useData();
  // Today is the browser's, not the build's: the prerendered form leaves the date open.
  const hydrated = useHydrated();
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'idle' });
  const form = useForm<StseRegistrationInput, unknown, StseRegistration>({
    resolver: lazyResolver(() =>
      import('./stse-registration-rules').then((rules) => rules.stseRegistrationResolver),
    ),
    defaultValues: registrationDefaults,
  });

  const classOptions = CLASSES.map((level) => ({ value: level, label: t`Class ${level}` }));
  const genderOptions = GENDERS.map((gender) => ({
    value: gender,
    label: i18n._(genderNames[gender]),
  }));

  async function register(registration: StseRegistration) {
    setSubmitState({ status: 'submitting' });
    try {
      // The language the form was filled in: the candidate's messages go in it.
      const language = i18n.locale === 'hi' ? 'hi' : 'en';
      const candidate = await repository.addCandidate({ ...registration, language });
      form.reset(registrationDefaults);
      setSubmitState({ status: 'success', rollNo: candidate.rollNo });
    } catch (error) {
      // What was typed stays in the form, so trying again is one click.
      console.error(error);
      setSubmitState({
        status: 'error',
        detail: describeError(error),
        // The server's per-address limit: its message says how long to wait, not "try again".
        tooManyTries: error instanceof TooManyTriesError,
      });
    }
  }

  const rollNo = submitState.status === 'success' ? submitState.rollNo : '';

  return (
    <Form form={form} aria-label={t`STSE registration`} onSubmit={register}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Student</Trans>
        </legend>
        <TextField<StseRegistrationInput>
          name="name"
          label={t`Student name`}
          autoComplete="name"
          required
        />
        <TextField<StseRegistrationInput> name="schoolName" label={t`School name`} required />
        <Select<StseRegistrationInput>
          name="currentClass"
          label={t`Class`}
          options={classOptions}
          valueAsNumber
          required
        />
        <DateField<StseRegistrationInput>
          name="dateOfBirth"
          label={t`Date of birth`}
          max={hydrated ? todayIso() : undefined}
          autoComplete="bday"
          required
        />
        <Select<StseRegistrationInput>
          name="gender"
          label={t`Gender`}
          options={genderOptions}
          required
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Guardian and contact</Trans>
        </legend>
        <TextField<StseRegistrationInput> name="guardianName" label={t`Guardian name`} required />
        <TextField<StseRegistrationInput>
          name="mobile"
          label={t`Mobile number`}
          type="tel"
          autoComplete="tel-national"
          hint={t`10 digits, without +91.`}
          inputMode="numeric"
          maxLength={10}
          required
        />
        <TextField<StseRegistrationInput>
          name="whatsapp"
          label={t`WhatsApp number`}
          type="tel"
          hint={t`10 digits, without +91.`}
          inputMode="numeric"
          maxLength={10}
          required
        />
        <EmailField<StseRegistrationInput> name="email" label={t`Email`} required />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Address</Trans>
        </legend>
        <Textarea<StseRegistrationInput>
          name="address"
          label={t`Address`}
          rows={2}
          autoComplete="street-address"
          className={styles.wide}
          required
        />
        <TextField<StseRegistrationInput>
          name="city"
          label={t`City`}
          autoComplete="address-level2"
          required
        />
        <TextField<StseRegistrationInput>
          name="state"
          label={t`State`}
          autoComplete="address-level1"
          required
        />
        <TextField<StseRegistrationInput>
          name="pinCode"
          label={t`Pin code`}
          autoComplete="postal-code"
          hint={t`6 digits.`}
          inputMode="numeric"
          maxLength={6}
          required
        />
      </fieldset>
      {submitState.status === 'success' ? (
        <Alert tone="success" title={t`Registration successful! Your details have been submitted.`}>
          <Trans>
            Your roll number is {rollNo}. Keep it to download your admit card and check your result.
          </Trans>
        </Alert>
      ) : null}
      {submitState.status === 'error' ? (
        <Alert
          tone="error"
          title={submitState.tooManyTries ? undefined : t`Something went wrong. Please try again.`}
        >
          {submitState.detail} <Trans>Your details are still in the form.</Trans>
        </Alert>
      ) : null}
      <FormError />
      <FormActions>
        <Button
          type="submit"
          busy={submitState.status === 'submitting'}
          busyLabel={t`Submitting...`}
        >
          <Trans>Register</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
