import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { todayIso } from '@/data';
import type { CandidateLookup } from '@/data';
import {
  Button,
  DateField,
  Form,
  FormActions,
  FormError,
  lazyResolver,
  TextField,
  useHydrated,
} from '@/ui';
import styles from './candidate-lookup-form.module.css';

export type CandidateLookupFormProps = {
  /** Names the form for assistive technology, e.g. "Result lookup". */
  label: string;
  submitLabel: string;
  searching: boolean;
  onSearch: (lookup: CandidateLookup) => Promise<void>;
  /** The roll number box's first value, e.g. from a link's ?rollNo= (the admit card's QR code). */
  initialRollNo?: string;
};

/**
 * The roll number and date of birth boxes and their button, which reads "Searching..." while the
 * lookup runs. Both must match the registration, so no one can look up another child by number.
 */
export function CandidateLookupForm({
  label,
  submitLabel,
  searching,
  onSearch,
  initialRollNo = '',
}: CandidateLookupFormProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const form = useForm<CandidateLookup>({
    resolver: lazyResolver(() =>
      import('./candidate-lookup-rules').then((rules) => rules.candidateLookupResolver),
    ),
    defaultValues: { rollNo: initialRollNo, dateOfBirth: '' },
  });
  return (
    <Form form={form} aria-label={label} className={styles.form} onSubmit={onSearch}>
      <TextField<CandidateLookup>
        name="rollNo"
        label={t`Roll Number`}
        autoComplete="off"
        hint={t`As given when you registered, for example STSE0001.`}
        required
      />
      <DateField<CandidateLookup>
        name="dateOfBirth"
        label={t`Date of Birth`}
        hint={t`The candidate's date of birth, as given when registering.`}
        max={hydrated ? todayIso() : undefined}
        autoComplete="off"
        required
      />
      <FormError />
      <FormActions>
        <Button type="submit" busy={searching} busyLabel={t`Searching...`}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
