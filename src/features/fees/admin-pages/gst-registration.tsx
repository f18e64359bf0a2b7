import { Trans, useLingui } from '@lingui/react/macro';
import { GST_INCLUSIVE_NOTE, INDIAN_STATE_NAMES, gstRegistrationSchema } from '@/data';
import type { GstRegistration, GstRegistrationInput } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Alert, Button, Form, FormActions, FormError, Select, TextField } from '@/ui';
import styles from './payee-details.module.css';
import { SettingsSectionCard, useSettingsSectionForm } from './settings-section';

const stateOptions = INDIAN_STATE_NAMES.map((state) => ({ value: state, label: state }));

/**
 * Settings → the institute's GST registration: with a GSTIN and its state, every receipt issued
 * from then on is a Receipt cum Tax Invoice; receipts already issued never change.
 */
export function GstRegistrationCard() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  return (
    <SettingsSectionCard
      title={t`GST Registration`}
      loadErrorTitle={t`The GST registration could not be loaded`}
      loadingLabel={t`Loading the GST registration…`}
      lines={3}
      lead={
        <p className={styles.lead}>
          {dataMessage(GST_INCLUSIVE_NOTE)}{' '}
          <Trans>
            With the institute’s GSTIN and state, every receipt issued from then on is a Receipt cum
            Tax Invoice (SAC 999293): CGST 9% and SGST 9% for a student of the institute’s state,
            IGST 18% for one from another. Leave both empty if the institute is not registered;
            receipts then carry no tax. Receipts already issued never change.
          </Trans>
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
  const { t } = useLingui();

  return (
    <Form form={form} onSubmit={save} aria-label={t`GST registration`} className={styles.form}>
      <TextField<GstRegistrationInput>
        name="gstin"
        label={t`GSTIN`}
        hint={t`15 characters, e.g. 08ABCDE1234F1Z0.`}
        autoComplete="off"
        maxLength={15}
        className={styles.shortField}
      />
      <Select<GstRegistrationInput>
        name="state"
        label={t`State of registration`}
        placeholder={t`Not registered`}
        options={stateOptions}
        className={styles.shortField}
      />
      <FormError />
      {saved ? (
        <Alert tone="success">
          <Trans>GST registration saved.</Trans>
        </Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
          <Trans>Save GST Registration</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
