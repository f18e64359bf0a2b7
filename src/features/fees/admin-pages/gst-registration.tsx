import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GST_INCLUSIVE_NOTE,
  INDIAN_STATE_NAMES,
  describeError,
  gstRegistrationSchema,
  useData,
  useLiveQuery,
} from '@/data';
import type { GstRegistration, GstRegistrationInput } from '@/data';
import {
  Alert,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  LoadError,
  Select,
  Skeleton,
  TextField,
} from '@/ui';
import styles from './payee-details.module.css';

const stateOptions = INDIAN_STATE_NAMES.map((state) => ({ value: state, label: state }));

/**
 * Settings → the institute's GST registration: with a GSTIN and its state, every receipt issued
 * from then on is a Receipt cum Tax Invoice; receipts already issued never change.
 */
export function GstRegistrationCard() {
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  return (
    <Card title="GST Registration">
      <p className={styles.lead}>
        {GST_INCLUSIVE_NOTE} With the institute’s GSTIN and state, every receipt issued from then on
        is a Receipt cum Tax Invoice (SAC 999293): CGST 9% and SGST 9% for a student of the
        institute’s state, IGST 18% for one from another. Leave both empty if the institute is not
        registered; receipts then carry no tax. Receipts already issued never change.
      </p>
      {query.status === 'error' ? (
        <LoadError
          title="The GST registration could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
          size="sm"
        />
      ) : query.status === 'loading' || !query.data ? (
        <Skeleton lines={3} label="Loading the GST registration…" />
      ) : (
        // Filled once from what is stored; a later change elsewhere does not overwrite typing.
        <GstRegistrationForm gst={query.data.gst} />
      )}
    </Card>
  );
}

function GstRegistrationForm({ gst }: { gst: GstRegistration }) {
  const repository = useData();
  const form = useForm<GstRegistrationInput, unknown, GstRegistration>({
    resolver: zodResolver(gstRegistrationSchema),
    defaultValues: gst,
  });
  const [saved, setSaved] = useState(false);

  async function save(registration: GstRegistration) {
    setSaved(false);
    try {
      // Only this section: the STSE settings and the payment details stay as stored.
      const stored = await repository.replaceSettings({ gst: registration });
      // Show what was stored: the GSTIN in capitals.
      form.reset(stored.gst);
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label="GST registration" className={styles.form}>
      <TextField<GstRegistrationInput>
        name="gstin"
        label="GSTIN"
        hint="15 characters, e.g. 08ABCDE1234F1Z0."
        autoComplete="off"
        maxLength={15}
        className={styles.shortField}
      />
      <Select<GstRegistrationInput>
        name="state"
        label="State of registration"
        placeholder="Not registered"
        options={stateOptions}
        className={styles.shortField}
      />
      <FormError />
      {saved && !form.formState.isDirty ? (
        <Alert tone="success">GST registration saved.</Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save GST Registration
        </Button>
      </FormActions>
    </Form>
  );
}
