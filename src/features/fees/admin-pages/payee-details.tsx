import { Trans, useLingui } from '@lingui/react/macro';
import {
  HIGHEST_MINIMUM_PART_PAYMENT,
  PAYMENT_DETAIL_MAX_LENGTH,
  payeeDetailsSchema,
} from '@/data';
import type { PayeeDetails, PayeeDetailsInput } from '@/data';
import {
  Alert,
  Button,
  Checkbox,
  FieldGroup,
  Form,
  FormActions,
  FormError,
  NumberField,
  TextField,
} from '@/ui';
import styles from './payee-details.module.css';
import { SettingsSectionCard, useSettingsSectionForm } from './settings-section';

/**
 * Settings → the institute's payee details: how students pay the office, shown on their Fee
 * Details page (server mode, where no Pay Now records a payment).
 */
export function PayeeDetailsCard() {
  const { t } = useLingui();
  return (
    <SettingsSectionCard
      title={t`Payment Details`}
      loadErrorTitle={t`The payment details could not be loaded`}
      loadingLabel={t`Loading the payment details…`}
      lines={6}
      lead={
        <p className={styles.lead}>
          <Trans>
            Students see these on their Fee Details page, with the amount of each installment due
            and a payment note (their roll number and installment). Anyone can read them, so enter
            only what a payer needs. Leave a way blank and students are not offered it; with none,
            they are told to pay at the office.
          </Trans>
        </p>
      }
    >
      {(settings) => <PayeeDetailsForm payee={settings.payee} />}
    </SettingsSectionCard>
  );
}

function PayeeDetailsForm({ payee }: { payee: PayeeDetails }) {
  // Only this section is saved: the STSE settings stay as stored; what is shown after a save is
  // what was stored (trimmed, the IFSC in capitals).
  const { form, save, saved } = useSettingsSectionForm<'payee', PayeeDetailsInput, PayeeDetails>(
    'payee',
    payeeDetailsSchema,
    payee,
  );
  const { t } = useLingui();

  return (
    <Form form={form} onSubmit={save} aria-label={t`Payment details`} className={styles.form}>
      <FieldGroup legend={t`At the office`}>
        <TextField<PayeeDetailsInput>
          name="officeNote"
          label={t`Where and when the office takes fees`}
          hint={t`e.g. Fee counter, Kota Main Campus, Monday to Saturday, 9 am to 5 pm.`}
          maxLength={PAYMENT_DETAIL_MAX_LENGTH * 2}
        />
      </FieldGroup>
      <FieldGroup legend={t`UPI`}>
        <TextField<PayeeDetailsInput>
          name="upiId"
          label={t`UPI ID`}
          hint={t`e.g. sankalpinstitute@sbi`}
          autoComplete="off"
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="upiPayeeName"
          label={t`Payee name`}
          hint={t`The name the payer's UPI app shows for this ID.`}
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
      </FieldGroup>
      <FieldGroup legend={t`Bank transfer`} hint={t`Account name, number and IFSC go together.`}>
        <TextField<PayeeDetailsInput>
          name="bankAccountName"
          label={t`Account name`}
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
        <TextField<PayeeDetailsInput>
          name="bankAccountNumber"
          label={t`Account number`}
          hint={t`9 to 18 digits.`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="ifsc"
          label={t`IFSC`}
          hint={t`11 characters, e.g. SBIN0001234.`}
          autoComplete="off"
          maxLength={11}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="bankName"
          label={t`Bank and branch`}
          hint={t`e.g. State Bank of India, Kota.`}
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
      </FieldGroup>
      <FieldGroup legend={t`Paying without the office`}>
        <Checkbox<PayeeDetailsInput>
          name="partPayments"
          label={t`Students may pay part of an installment online or by UPI`}
          hint={t`When not ticked, a student pays what remains on an installment in full. Record Payment takes any amount.`}
        />
        <NumberField<PayeeDetailsInput>
          name="minimumPartPayment"
          label={t`Smallest part payment (₹)`}
          hint={t`A student paying part of an installment online or by UPI pays at least this; what remains is always taken in full, however little. 0 for any amount.`}
          min={0}
          max={HIGHEST_MINIMUM_PART_PAYMENT}
          step={1}
          className={styles.shortField}
        />
      </FieldGroup>
      <FormError />
      {saved ? (
        <Alert tone="success">
          <Trans>Payment details saved.</Trans>
        </Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
          <Trans>Save Payment Details</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
