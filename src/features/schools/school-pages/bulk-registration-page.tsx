import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CLASSES, describeError, useData, useSignedInRecord } from '@/data';
import type { Candidate } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import {
  Alert,
  Button,
  Card,
  EmailField,
  Form,
  FormActions,
  PageContainer,
  Select,
  TextField,
} from '@/ui';
import {
  bulkRegistrationFormSchema,
  describeSkippedRows,
  emptyBulkRow,
  isBlankBulkRow,
  planBulkRegistration,
} from '../model/bulk-row';
import type { BulkRegistrationForm, BulkRow, SkippedBulkRow } from '../model/bulk-row';
import { BulkCsvImport } from './bulk-csv-import';
import styles from './bulk-registration-page.module.css';
import pageStyles from './school-pages.module.css';
import { useSkippedRowSentence } from './school-texts';

const classOptions = CLASSES.map((level) => ({ value: level, label: String(level) }));

type Outcome =
  | { status: 'idle' }
  | { status: 'registered'; candidates: Candidate[]; skipped: SkippedBulkRow[] }
  /** Every filled row lacked a name or an email. */
  | { status: 'nothing'; skipped: SkippedBulkRow[] }
  | { status: 'failed'; error: unknown };

export function BulkRegistrationPage() {
  const school = useSignedInRecord('school');
  const repository = useData();
  const form = useForm<BulkRegistrationForm>({
    resolver: zodResolver(bulkRegistrationFormSchema),
    defaultValues: { rows: [emptyBulkRow()] },
  });
  const { fields, append, remove, replace } = useFieldArray({
    control: form.control,
    name: 'rows',
  });
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const registering = form.formState.isSubmitting;
  const { t } = useLingui();
  const schoolName = school.name;

  async function registerAll({ rows }: BulkRegistrationForm) {
    const plan = planBulkRegistration(rows, school);
    if (plan.candidates.length === 0) {
      setOutcome({ status: 'nothing', skipped: plan.skipped });
      return;
    }
    try {
      const candidates = await repository.addCandidates(plan.candidates);
      // Skipped rows stay, so the school can complete them and register again.
      const registered = new Set(plan.registeredIndexes);
      const remaining = rows.filter((row, index) => !registered.has(index) && !isBlankBulkRow(row));
      form.reset({ rows: remaining.length > 0 ? remaining : [emptyBulkRow()] });
      setOutcome({ status: 'registered', candidates, skipped: plan.skipped });
    } catch (error) {
      setOutcome({ status: 'failed', error });
    }
  }

  /** CSV rows join the rows already typed; untouched blank rows make way for them. */
  function addImportedRows(imported: BulkRow[]) {
    const typed = form.getValues('rows').filter((row) => !isBlankBulkRow(row));
    replace([...typed, ...imported]);
    setOutcome({ status: 'idle' });
  }

  function removeRow(index: number) {
    remove(index);
    // Focus the row that took its place (or the new last row), not the page's start.
    const next = Math.min(index, fields.length - 2);
    requestAnimationFrame(() => form.setFocus(`rows.${next}.name`));
  }

  return (
    <PageContainer
      title={t`Bulk Registration`}
      lead={
        <p>
          <Trans>
            Register several students of {schoolName} for the STSE at once. Rows need a name and an
            email; a row without either is skipped. Date of birth, address and the other details can
            be sent later: your dashboard lists what each student still needs.
          </Trans>
        </p>
      }
    >
      <div className={pageStyles.sections}>
        <Card title={t`Import from CSV`}>
          <BulkCsvImport onRows={addImportedRows} />
        </Card>
        <Card title={t`Students`}>
          <Form form={form} onSubmit={registerAll} aria-label={t`Students to register`}>
            <fieldset disabled={registering} className={styles.fieldset}>
              <legend className="visually-hidden">
                <Trans>Students to register</Trans>
              </legend>
              {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
              <div
                className={styles.scroll}
                role="region"
                aria-label={t`Student rows`}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
                tabIndex={0}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.numberColumn}>
                        <Trans>Row</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Name</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Class</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Guardian Name</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Mobile</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Email</Trans>
                      </th>
                      <th scope="col" className={styles.actionColumn}>
                        <span className="visually-hidden">
                          <Trans>Actions</Trans>
                        </span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {fields.map((field, index) => {
                      const rowNumber = index + 1;
                      // The column header is the visible label; each control's name adds its row.
                      const label = (column: string) => (
                        <span className="visually-hidden">{t`${column}, row ${rowNumber}`}</span>
                      );
                      return (
                        <tr key={field.id}>
                          <th scope="row" className={styles.numberColumn}>
                            {rowNumber}
                          </th>
                          <td>
                            <TextField<BulkRegistrationForm>
                              name={`rows.${index}.name`}
                              label={label(t`Name`)}
                              autoComplete="off"
                            />
                          </td>
                          <td className={styles.classColumn}>
                            <Select<BulkRegistrationForm>
                              name={`rows.${index}.currentClass`}
                              label={label(t`Class`)}
                              options={classOptions}
                              valueAsNumber
                            />
                          </td>
                          <td>
                            <TextField<BulkRegistrationForm>
                              name={`rows.${index}.guardianName`}
                              label={label(t`Guardian Name`)}
                              autoComplete="off"
                            />
                          </td>
                          <td className={styles.mobileColumn}>
                            <TextField<BulkRegistrationForm>
                              name={`rows.${index}.mobile`}
                              label={label(t`Mobile`)}
                              type="tel"
                              inputMode="numeric"
                              maxLength={10}
                              autoComplete="off"
                            />
                          </td>
                          <td>
                            <EmailField<BulkRegistrationForm>
                              name={`rows.${index}.email`}
                              label={label(t`Email`)}
                              autoComplete="off"
                            />
                          </td>
                          <td className={styles.actionColumn}>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t`Remove row ${rowNumber}`}
                              disabled={fields.length === 1}
                              onClick={() => removeRow(index)}
                            >
                              <Trans>Remove</Trans>
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </fieldset>
            <FormActions>
              <Button
                variant="secondary"
                disabled={registering}
                onClick={() => append(emptyBulkRow())}
              >
                <Trans>+ Add Row</Trans>
              </Button>
              <Button type="submit" busy={registering} busyLabel={t`Registering...`}>
                <Trans>Register All</Trans>
              </Button>
            </FormActions>
            <OutcomeMessages outcome={outcome} />
          </Form>
        </Card>
      </div>
    </PageContainer>
  );
}

function SkippedRows({ skipped }: { skipped: readonly SkippedBulkRow[] }) {
  const sentence = useSkippedRowSentence();
  return (
    <ul className={styles.messages}>
      {describeSkippedRows(skipped, sentence).map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function OutcomeMessages({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  switch (outcome.status) {
    case 'idle':
      return null;
    case 'failed':
      return (
        <Alert tone="error" title={t`Nothing was registered`}>
          {dataMessage(describeError(outcome.error))}
        </Alert>
      );
    case 'nothing':
      return (
        <Alert tone="error" title={t`Nothing was registered`}>
          <p>
            <Trans>Each student needs at least a name and an email.</Trans>
          </p>
          <SkippedRows skipped={outcome.skipped} />
        </Alert>
      );
    case 'registered': {
      const { candidates, skipped } = outcome;
      const registeredCount = candidates.length;
      const skippedCount = skipped.length;
      const rollNumbers = candidates
        .map((candidate) => `${candidate.rollNo} (${candidate.name})`)
        .join(', ');
      return (
        <>
          <Alert
            tone="success"
            title={t`${plural(registeredCount, {
              one: '# student registered successfully!',
              other: '# students registered successfully!',
            })}`}
          >
            <p>
              <Trans>Roll numbers: {rollNumbers}.</Trans>{' '}
              <Link to="/school/dashboard">
                <Trans>See them on your dashboard</Trans>
              </Link>
            </p>
          </Alert>
          {skippedCount > 0 ? (
            <Alert
              tone="info"
              title={t`${plural(skippedCount, {
                one: '# row was skipped',
                other: '# rows were skipped',
              })}`}
            >
              <p>
                <Trans>Only rows with both a name and an email are registered.</Trans>
              </p>
              <SkippedRows skipped={skipped} />
              <p>
                <Plural
                  value={skippedCount}
                  one="It is still in the table: add what is missing and choose Register All again."
                  other="They are still in the table: add what is missing and choose Register All again."
                />
              </p>
            </Alert>
          ) : null}
        </>
      );
    }
    default:
      return outcome satisfies never;
  }
}
