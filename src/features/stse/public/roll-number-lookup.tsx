import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describeError } from '@/data';
import { Button, Form, FormActions, TextField } from '@/ui';
import styles from './roll-number-lookup.module.css';

// Spec 5: a lookup needs a roll number; the repository matches it exactly, ignoring case.
const rollNumberLookupSchema = z.object({
  rollNo: z.string().trim().min(1, 'Roll number is required.'),
});
type RollNumberLookup = z.infer<typeof rollNumberLookupSchema>;

/** Spec 4: idle, searching (about 0.5 s), then found or not found; or the read failed. */
export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; result: T }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/** Runs `find` for a roll number and tracks its state; `find` gives undefined for "not found". */
export function useRollNumberLookup<T>(find: (rollNo: string) => Promise<T | undefined>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  async function search(rollNo: string) {
    setState({ status: 'searching' });
    try {
      const result = await find(rollNo);
      setState(result === undefined ? { status: 'not-found' } : { status: 'found', result });
    } catch (error) {
      console.error(error);
      setState({ status: 'failed', message: describeError(error) });
    }
  }
  return { state, search };
}

export type RollNumberFormProps = {
  /** Names the form for assistive technology, e.g. "Result lookup". */
  label: string;
  submitLabel: string;
  searching: boolean;
  onSearch: (rollNo: string) => Promise<void>;
};

/** The roll number box and its button, which reads "Searching..." while the lookup runs. */
export function RollNumberForm({ label, submitLabel, searching, onSearch }: RollNumberFormProps) {
  const form = useForm<RollNumberLookup>({
    resolver: zodResolver(rollNumberLookupSchema),
    defaultValues: { rollNo: '' },
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
      <FormActions>
        <Button type="submit" busy={searching} busyLabel="Searching...">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
