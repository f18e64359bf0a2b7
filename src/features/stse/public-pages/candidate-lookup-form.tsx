import { useForm } from 'react-hook-form';
import { Button, Form, FormActions, FormError, lazyResolver, TextField } from '@/ui';
import styles from './roll-number-form.module.css';
import type { RollNumberLookup } from './roll-number-rules';

export type RollNumberFormProps = {
  /** Names the form for assistive technology, e.g. "Result lookup". */
  label: string;
  submitLabel: string;
  searching: boolean;
  onSearch: (rollNo: string) => Promise<void>;
  /** The box's first value, e.g. from a link's ?rollNo= (the admit card's QR code). */
  initialRollNo?: string;
};

/** The roll number box and its button, which reads "Searching..." while the lookup runs. */
export function RollNumberForm({
  label,
  submitLabel,
  searching,
  onSearch,
  initialRollNo = '',
}: RollNumberFormProps) {
  const form = useForm<RollNumberLookup>({
    resolver: lazyResolver(() =>
      import('./roll-number-rules').then((rules) => rules.rollNumberLookupResolver),
    ),
    defaultValues: { rollNo: initialRollNo },
  });
  return (
    <Form
      form={form}
      aria-label={label}
      className={styles.form}
      onSubmit={({ rollNo }) => onSearch(rollNo)}
    >
      <TextField<RollNumberLookup>
        name="rollNo"
        label="Roll Number"
        autoComplete="off"
        hint="As given when you registered, for example STSE0001."
        required
      />
      <FormError />
      <FormActions>
        <Button type="submit" busy={searching} busyLabel="Searching...">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
