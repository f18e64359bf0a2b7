import { GST_INCLUSIVE_NOTE, INDIAN_STATE_NAMES, gstRegistrationSchema } from '@/data';
import type { GstRegistration, GstRegistrationInput } from '@/data';
import { Alert, Button, Form, FormActions, FormError, Select, TextField } from '@/ui';
import styles from './payee-details.module.css';
import { SettingsSectionCard, useSettingsSectionForm } from './settings-section';

const stateOptions = INDIAN_STATE_NAMES.map((state) => ({ value: state, label: state }));

/**
 * Settings → the institute's GST registration: with a GSTIN and its state, every receipt issued
 * from then on is a Receipt cum Tax Invoice; receipts already issued never change.
 */
export function GstRegistrationCard() {
  return (
    <SettingsSectionCard
      title="GST Registration"
      loadingLabel="the GST registration"
      lines={3}
      lead={
        <p className={styles.lead}>
          {GST_INCLUSIVE_NOTE} With the institute’s GSTIN and state, every receipt issued from then
          on is a Receipt cum Tax Invoice (SAC 999293): CGST 9% and SGST 9% for a student of the
          institute’s state, IGST 18% for one from another. Leave both empty if the institute is not
          registered; receipts then carry no tax. Receipts already issued never change.
        </p>
      }
    >
      {(settings) => <GstRegistrationForm gst={settings.gst} />}
    </SettingsSectionCard>
  );
}

function GstRegistrationForm({ gst }: { gst: GstRegistration }) {
  // Only this section is saved: the STSE settings and the payment details stay as stored.
  const { form, save, saved } = useSettingsSectionForm<
    'gst',
    GstRegistrationInput,
    GstRegistration
  >('gst', gstRegistrationSchema, gst);

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
      {saved ? <Alert tone="success">GST registration saved.</Alert> : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save GST Registration
        </Button>
      </FormActions>
    </Form>
  );
}
