import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLASSES, GENDERS, TooManyTriesError, describeError, todayIso, useData } from '@/data';
import type { StseRegistration, StseRegistrationInput } from '@/data';
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

const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Your details have been submitted.';
const REGISTRATION_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

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

const classOptions = CLASSES.map((level) => ({ value: level, label: `Class ${level}` }));
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** The form's states: idle, submitting ("Submitting..."), then success (form back to defaults) or error. */
type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; rollNo: string }
  | { status: 'error'; detail: string; tooManyTries: boolean };

/** The STSE registration form, with its outcome. */
export function StseRegistrationForm() {
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

  async function register(registration: StseRegistration) {
    setSubmitState({ status: 'submitting' });
    try {
      const candidate = await repository.addCandidate(registration);
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

  return (
    <Form form={form} aria-label="STSE registration" onSubmit={register}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Student</legend>
        <TextField<StseRegistrationInput>
          name="name"
          label="Student name"
          autoComplete="name"
          required
        />
        <TextField<StseRegistrationInput> name="schoolName" label="School name" required />
        <Select<StseRegistrationInput>
          name="currentClass"
          label="Class"
          options={classOptions}
          valueAsNumber
          required
        />
        <DateField<StseRegistrationInput>
          name="dateOfBirth"
          label="Date of birth"
          max={hydrated ? todayIso() : undefined}
          autoComplete="bday"
          required
        />
        <Select<StseRegistrationInput>
          name="gender"
          label="Gender"
          options={genderOptions}
          required
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Guardian and contact</legend>
        <TextField<StseRegistrationInput> name="guardianName" label="Guardian name" required />
        <TextField<StseRegistrationInput>
          name="mobile"
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          hint="10 digits, without +91."
          inputMode="numeric"
          maxLength={10}
          required
        />
        <TextField<StseRegistrationInput>
          name="whatsapp"
          label="WhatsApp number"
          type="tel"
          hint="10 digits, without +91."
          inputMode="numeric"
          maxLength={10}
          required
        />
        <EmailField<StseRegistrationInput> name="email" label="Email" required />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Address</legend>
        <Textarea<StseRegistrationInput>
          name="address"
          label="Address"
          rows={2}
          autoComplete="street-address"
          className={styles.wide}
          required
        />
        <TextField<StseRegistrationInput>
          name="city"
          label="City"
          autoComplete="address-level2"
          required
        />
        <TextField<StseRegistrationInput>
          name="state"
          label="State"
          autoComplete="address-level1"
          required
        />
        <TextField<StseRegistrationInput>
          name="pinCode"
          label="Pin code"
          autoComplete="postal-code"
          hint="6 digits."
          inputMode="numeric"
          maxLength={6}
          required
        />
      </fieldset>
      {submitState.status === 'success' ? (
        <Alert tone="success" title={REGISTRATION_SUCCESS_MESSAGE}>
          Your roll number is {submitState.rollNo}. Keep it to download your admit card and check
          your result.
        </Alert>
      ) : null}
      {submitState.status === 'error' ? (
        <Alert
          tone="error"
          title={submitState.tooManyTries ? undefined : REGISTRATION_FAILURE_MESSAGE}
        >
          {submitState.detail} Your details are still in the form.
        </Alert>
      ) : null}
      <FormError />
      <FormActions>
        <Button type="submit" busy={submitState.status === 'submitting'} busyLabel="Submitting...">
          Register
        </Button>
      </FormActions>
    </Form>
  );
}
