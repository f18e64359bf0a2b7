import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_DETAIL_MAX_LENGTH,
  describeError,
  payeeDetailsSchema,
  useData,
  useLiveQuery,
} from '@/data';
import type { PayeeDetails, PayeeDetailsInput } from '@/data';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FieldGroup,
  Form,
  FormActions,
  FormError,
  LoadError,
  Skeleton,
  TextField,
} from '@/ui';
import styles from './payee-details.module.css';

/**
 * Settings → the institute's payee details: how students pay the office, shown on their Fee
 * Details page (server mode, where no Pay Now records a payment).
 */
export function PayeeDetailsCard() {
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  return (
    <Card title="Payment Details">
      <p className={styles.lead}>
        Students see these on their Fee Details page, with the amount of each installment due and a
        payment note (their roll number and installment). Anyone can read them, so enter only what a
        payer needs. Leave a way blank and students are not offered it; with none, they are told to
        pay at the office.
      </p>
      {query.status === 'error' ? (
        <LoadError
          title="The payment details could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
          size="sm"
        />
      ) : query.status === 'loading' || !query.data ? (
        <Skeleton lines={6} label="Loading the payment details…" />
      ) : (
        // Filled once from what is stored; a later change elsewhere does not overwrite typing.
        <PayeeDetailsForm payee={query.data.payee} />
      )}
    </Card>
  );
}

function PayeeDetailsForm({ payee }: { payee: PayeeDetails }) {
  const repository = useData();
  const form = useForm<PayeeDetailsInput, unknown, PayeeDetails>({
    resolver: zodResolver(payeeDetailsSchema),
    defaultValues: payee,
  });
  const [saved, setSaved] = useState(false);

  async function save(details: PayeeDetails) {
    setSaved(false);
    try {
      // Only this section: the STSE settings stay as stored.
      const stored = await repository.replaceSettings({ payee: details });
      // Show what was stored: trimmed, and the IFSC in capitals.
      form.reset(stored.payee);
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label="Payment details" className={styles.form}>
      <FieldGroup legend="At the office">
        <TextField<PayeeDetailsInput>
          name="officeNote"
          label="Where and when the office takes fees"
          hint="e.g. Fee counter, Kota Main Campus, Monday to Saturday, 9 am to 5 pm."
          maxLength={PAYMENT_DETAIL_MAX_LENGTH * 2}
        />
      </FieldGroup>
      <FieldGroup legend="UPI">
        <TextField<PayeeDetailsInput>
          name="upiId"
          label="UPI ID"
          hint="e.g. sankalpinstitute@sbi"
          autoComplete="off"
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="upiPayeeName"
          label="Payee name"
          hint="The name the payer's UPI app shows for this ID."
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
      </FieldGroup>
      <FieldGroup legend="Bank transfer" hint="Account name, number and IFSC go together.">
        <TextField<PayeeDetailsInput>
          name="bankAccountName"
          label="Account name"
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
        <TextField<PayeeDetailsInput>
          name="bankAccountNumber"
          label="Account number"
          hint="9 to 18 digits."
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="ifsc"
          label="IFSC"
          hint="11 characters, e.g. SBIN0001234."
          autoComplete="off"
          maxLength={11}
          className={styles.shortField}
        />
        <TextField<PayeeDetailsInput>
          name="bankName"
          label="Bank and branch"
          hint="e.g. State Bank of India, Kota."
          maxLength={PAYMENT_DETAIL_MAX_LENGTH}
        />
      </FieldGroup>
      <FieldGroup legend="Paying without the office">
        <Checkbox<PayeeDetailsInput>
          name="partPayments"
          label="Students may pay part of an installment online or by UPI"
          hint="When not ticked, a student pays what remains on an installment in full. Record Payment takes any amount."
        />
      </FieldGroup>
      <FormError />
      {saved && !form.formState.isDirty ? (
        <Alert tone="success">Payment details saved.</Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save Payment Details
        </Button>
      </FormActions>
    </Form>
  );
}
