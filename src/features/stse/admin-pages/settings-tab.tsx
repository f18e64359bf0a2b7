import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  HIGHEST_MAX_MARKS,
  MIN_MARKS,
  describeError,
  parseExamCenters,
  scholarshipTierSchema,
  settingsSchema,
  useData,
  useLiveQuery,
} from '@/data';
import type { Settings } from '@/data';
import { usePermissions } from '@/features/auth';
import {
  Alert,
  Button,
  FieldGroup,
  Form,
  FormActions,
  FormError,
  LoadError,
  NumberField,
  Skeleton,
  Textarea,
  TextField,
} from '@/ui';
import { SERVER_MODE } from '@/data/data-mode';
import { buildGeminiKey, readStoredGeminiKey, storeGeminiKey } from '@/features/gemini';
import { PublishResultsSwitch } from './publish-results-switch';
import styles from './settings-tab.module.css';

const stse = settingsSchema.shape.stse.shape;
const examYearRule = stse.examYear.unwrap();
const examYearMessage = `Enter a year from ${examYearRule.minValue} to ${examYearRule.maxValue}.`;

/** The stored settings' own rules; the form adds only how the boxes are typed. */
const settingsFormSchema = z
  .object({
    rollNoPrefix: stse.rollNoPrefix,
    // One centre per line; blank lines and repeats are dropped before the list is checked. A
    // centre's refusal (too long, say) is the box's own, so it shows beside the box.
    examCenters: z
      .string()
      .transform(parseExamCenters)
      .transform((centres, context) => {
        const checked = stse.examCenters.safeParse(centres);
        if (checked.success) return checked.data;
        context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
        return z.NEVER;
      }),
    scholarshipTiers: z.array(
      scholarshipTierSchema.extend({
        // A new tier's box starts empty (''), which means "no concession of its own".
        concessionPercent: z.preprocess(
          (value) => (value === '' ? undefined : value),
          scholarshipTierSchema.shape.concessionPercent,
        ),
      }),
    ),
    examYear: z
      .number({ error: examYearMessage })
      .refine((year) => examYearRule.safeParse(year).success, examYearMessage),
    maxMarks: stse.maxMarks.unwrap(),
    // Not product data: kept in this browser only (src/features/gemini/model/gemini-key.ts).
    geminiApiKey: z.string(),
  })
  .superRefine(({ scholarshipTiers, maxMarks }, context) => {
    // The stored settings' own cross-field rule, shown beside the tier's box.
    scholarshipTiers.forEach((tier, index) => {
      if (tier.minMarks > maxMarks) {
        context.addIssue({
          code: 'custom',
          path: ['scholarshipTiers', index, 'minMarks'],
          message: `Minimum marks must be from 0 to ${maxMarks}.`,
        });
      }
    });
  });
type SettingsFormInput = z.input<typeof settingsFormSchema>;
type SettingsFormOutput = z.output<typeof settingsFormSchema>;

function formValues(settings: Settings, geminiApiKey: string): SettingsFormInput {
  const { rollNoPrefix, examCenters, scholarshipTiers, examYear, maxMarks } = settings.stse;
  return {
    rollNoPrefix,
    examCenters: examCenters.join('\n'),
    scholarshipTiers: scholarshipTiers.map((tier) => ({ ...tier })),
    examYear,
    maxMarks,
    geminiApiKey,
  };
}

/** The Settings tab: roll number prefix, exam centres, scholarship tiers, exam year, Gemini key. */
export function SettingsTab() {
  const { t } = useLingui();
  const held = usePermissions();
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);

  if (query.status === 'loading') return <Skeleton lines={8} label={t`Loading the settings…`} />;
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The settings could not be loaded.`}
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }
  // Filled once from what is stored; a later change elsewhere does not overwrite typing.
  return (
    <div className={styles.tab}>
      {held.includes('results.publish') ? (
        <PublishResultsSwitch published={query.data.stse.resultsPublished} />
      ) : null}
      {held.includes('settings.manage') ? <SettingsForm settings={query.data} /> : null}
    </div>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const repository = useData();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings, readStoredGeminiKey()),
  });
  const tiers = useFieldArray({ control: form.control, name: 'scholarshipTiers' });
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const buildKey = buildGeminiKey();
  const minMarks = MIN_MARKS;

  async function save({ geminiApiKey, ...stseSettings }: SettingsFormOutput) {
    setStatus('idle');
    try {
      const saved = await repository.replaceSettings({ stse: stseSettings });
      storeGeminiKey(geminiApiKey);
      // Show what was stored: the centres without the dropped blank lines and repeats.
      form.reset(formValues(saved, geminiApiKey.trim()));
      setStatus('saved');
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`STSE settings`} className={styles.form}>
      <TextField<SettingsFormInput>
        name="rollNoPrefix"
        label={t`Roll number prefix`}
        hint={t`New candidates get this prefix and the next number, e.g. STSE0013.`}
        required
        autoComplete="off"
        className={styles.shortField}
      />
      <NumberField<SettingsFormInput>
        name="examYear"
        label={t`Exam year`}
        hint={t`Printed in the admit card's heading, e.g. STSE 2024.`}
        required
        min={examYearRule.minValue ?? undefined}
        max={examYearRule.maxValue ?? undefined}
        className={styles.shortField}
      />
      <NumberField<SettingsFormInput>
        name="maxMarks"
        label={t`Maximum marks`}
        hint={t`Marks are entered from 0 to this; results show them out of it.`}
        required
        min={1}
        max={HIGHEST_MAX_MARKS}
        step={1}
        className={styles.shortField}
      />
      <Textarea<SettingsFormInput>
        name="examCenters"
        label={t`Exam centers`}
        hint={t`One per line. Blank lines and repeats are dropped when you save.`}
        required
        rows={5}
      />

      <FieldGroup
        legend={t`Scholarship tiers`}
        hint={
          <Trans>
            A candidate gets the reward of the highest tier whose minimum their marks reach (
            {minMarks} to the maximum marks); below every tier the scholarship is None. A winner
            admitted as a student gets the tier&apos;s concession off the total fee; left blank, it
            is the percentage the reward starts with (&quot;50% Scholarship&quot; gives 50%), else
            0.
          </Trans>
        }
      >
        {tiers.fields.length === 0 ? (
          <p className={styles.noTiers}>
            <Trans>No tiers: every candidate&apos;s scholarship is None.</Trans>
          </p>
        ) : null}
        {tiers.fields.map((tier, index) => {
          const tierNumber = index + 1;
          return (
            <fieldset key={tier.id} className={styles.tierRow}>
              <legend className="visually-hidden">{t`Tier ${tierNumber}`}</legend>
              <NumberField<SettingsFormInput>
                name={`scholarshipTiers.${index}.minMarks`}
                label={t`Minimum marks`}
                required
                min={MIN_MARKS}
                max={HIGHEST_MAX_MARKS}
                step={0.5}
                inputMode="decimal"
                className={styles.minMarks}
              />
              <TextField<SettingsFormInput>
                name={`scholarshipTiers.${index}.reward`}
                label={t`Reward`}
                required
                placeholder="50% Scholarship"
                className={styles.reward}
              />
              <NumberField<SettingsFormInput>
                name={`scholarshipTiers.${index}.concessionPercent`}
                label={t`Concession (%)`}
                min={0}
                max={100}
                step={0.5}
                inputMode="decimal"
                className={styles.concession}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove tier ${tierNumber}`}
                onClick={() => tiers.remove(index)}
                className={styles.remove}
              >
                <Trans>Remove</Trans>
              </Button>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="secondary"
            size="sm"
            // An empty box until the admin types (the schema then asks for a number). Not
            // undefined: react-hook-form would refill it from the defaults of the row once here.
            onClick={() =>
              tiers.append({
                minMarks: '' as unknown as number,
                reward: '',
                concessionPercent: '' as unknown as number,
              })
            }
          >
            <Trans>+ Add Tier</Trans>
          </Button>
        </div>
      </FieldGroup>

      {SERVER_MODE ? (
        <p>
          <Trans>
            Gemini API key: set <code>GEMINI_API_KEY</code> on the server; the browser never sees
            it. Without one, mock candidates come from the local sample generator.
          </Trans>
        </p>
      ) : (
        <TextField<SettingsFormInput>
          name="geminiApiKey"
          type="password"
          label={t`Gemini API key`}
          autoComplete="off"
          hint={
            <>
              <Trans>
                Stored only in this browser. Anyone using this browser can read it. Leave it blank
                to make mock candidates with the local sample generator.
              </Trans>
              {buildKey ? <> {t`This build has its own key, which is used instead.`}</> : null}
            </>
          }
        />
      )}

      <FormError />
      {status === 'saved' && !form.formState.isDirty ? (
        <Alert tone="success">
          <Trans>Settings saved.</Trans>
        </Alert>
      ) : null}
      <FormActions>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t`Saving...`}>
          <Trans>Save Settings</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}
