import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Branch } from '@/data';
import type { MessageDescriptor } from '@lingui/core';
import { STAGE_KINDS, admissionsSettingsSchema } from '@/data/enquiries';
import type { AdmissionsSettings } from '@/data/enquiries';
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  FieldGroup,
  Form,
  FormError,
  LoadError,
  NumberField,
  PageContainer,
  Select,
  Skeleton,
  TextField,
  Textarea,
  useDocumentTitle,
  useToast,
} from '@/ui';
import { showIssuesBesideFields } from '@/features/students';
import styles from './enquiries.module.css';

const DAYS = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** What each stage means (src/data's STAGE_KIND_LABELS), in the reader's language. */
const STAGE_KIND_TEXTS: Record<(typeof STAGE_KINDS)[number], MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'enquiry status' }),
  'in-progress': msg`In progress`,
  'on-hold': msg`On hold`,
  won: msg`Won`,
  lost: msg`Lost`,
};

/** The working days' boxes, Sunday first, in the reader's language. */
function useDayOptions() {
  const { i18n } = useLingui();
  return DAYS.map((label, day) => ({ value: String(day), label: i18n._(label) }));
}

/**
 * The form over the repository's admissions settings: stages as rows (a new one has no id yet),
 * lost reasons one a line, working days as ticked boxes.
 */
const settingsFormSchema = z
  .object({
    stages: z.array(
      z.object({
        id: z.string(),
        label: z.string().trim().min(1, 'Stage name is required.').max(40),
        kind: z.enum(STAGE_KINDS),
      }),
    ),
    lostReasons: z.string(),
    firstResponseHours: admissionsSettingsSchema.shape.firstResponseHours,
    days: z.array(z.string()).min(1, 'Choose at least one working day.'),
    opens: z.string(),
    closes: z.string(),
    roundRobin: z.boolean(),
    /** Each branch's own working week (shown when the institute has two branches or more). */
    branches: z.array(
      z.object({
        branchId: z.string(),
        name: z.string(),
        own: z.boolean(),
        days: z.array(z.string()),
        opens: z.string(),
        closes: z.string(),
      }),
    ),
  })
  .transform((form, context) => {
    const used = new Set(form.stages.map((stage) => stage.id).filter(Boolean));
    const stages = form.stages.map((stage) => ({
      ...stage,
      id: stage.id || newStageId(stage.label, used),
    }));
    const parsed = admissionsSettingsSchema.safeParse({
      stages,
      lostReasons: form.lostReasons
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      firstResponseHours: form.firstResponseHours,
      workingHours: { days: form.days.map(Number), opens: form.opens, closes: form.closes },
      branchHours: Object.fromEntries(
        form.branches
          .filter((branch) => branch.own)
          .map((branch) => [
            branch.branchId,
            { days: branch.days.map(Number), opens: branch.opens, closes: branch.closes },
          ]),
      ),
      roundRobin: form.roundRobin,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [section, second, field] = issue.path;
      const branchRow = form.branches.findIndex((branch) => branch.branchId === second);
      const path =
        section === 'workingHours'
          ? [String(second)]
          : section === 'branchHours'
            ? ['branches', String(branchRow), String(field)]
            : section === 'stages' && field === undefined
              ? ['stages']
              : issue.path.map(String);
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
    return z.NEVER;
  });
type SettingsFormInput = z.input<typeof settingsFormSchema>;

/** A stage id from its name: "Demo class" → "demo-class" (then -2, -3 if taken). */
function newStageId(label: string, used: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'stage';
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

const formValuesOf = (
  settings: AdmissionsSettings,
  branches: readonly Branch[],
): SettingsFormInput => ({
  stages: settings.stages.map((stage) => ({ ...stage })),
  lostReasons: settings.lostReasons.join('\n'),
  firstResponseHours: settings.firstResponseHours,
  days: settings.workingHours.days.map(String),
  opens: settings.workingHours.opens,
  closes: settings.workingHours.closes,
  roundRobin: settings.roundRobin,
  // One institute-wide week is enough for one branch.
  branches: (branches.length > 1 ? branches : []).map((branch) => {
    const own = settings.branchHours[branch.id];
    const hours = own ?? settings.workingHours;
    return {
      branchId: branch.id,
      name: branch.name,
      own: own !== undefined,
      days: hours.days.map(String),
      opens: hours.opens,
      closes: hours.closes,
    };
  }),
});

/** Each branch: the institute's week, or (ticked) a week of its own. */
function BranchHoursRows() {
  const { t } = useLingui();
  const dayOptions = useDayOptions();
  const { fields } = useFieldArray<SettingsFormInput, 'branches'>({ name: 'branches' });
  const rows = useWatch<SettingsFormInput, 'branches'>({ name: 'branches' });
  if (fields.length === 0) return null;
  return (
    <FieldGroup
      legend={t`Working hours by branch`}
      hint={t`A branch without its own week keeps the one above.`}
    >
      {fields.map((field, index) => {
        const branch = rows[index]?.name ?? '';
        return (
          <div key={field.id} className={styles.section}>
            <Checkbox<SettingsFormInput>
              name={`branches.${index}.own`}
              label={t`${branch} has its own working week`}
            />
            {rows[index]?.own ? (
              <>
                <CheckboxGroup<SettingsFormInput>
                  name={`branches.${index}.days`}
                  label={t`Working days at ${branch}`}
                  options={dayOptions}
                />
                <div className={styles.pair}>
                  <TextField<SettingsFormInput>
                    name={`branches.${index}.opens`}
                    label={t`Opens at (${branch})`}
                    type="time"
                  />
                  <TextField<SettingsFormInput>
                    name={`branches.${index}.closes`}
                    label={t`Closes at (${branch})`}
                    type="time"
                  />
                </div>
              </>
            ) : null}
          </div>
        );
      })}
    </FieldGroup>
  );
}

function StageRows({ saved }: { saved: ReadonlySet<string> }) {
  const { t, i18n } = useLingui();
  const kindLabel = (kind: (typeof STAGE_KINDS)[number]) => i18n._(STAGE_KIND_TEXTS[kind]);
  const kindOptions = STAGE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));
  const { fields, append, move, remove } = useFieldArray<SettingsFormInput, 'stages'>({
    name: 'stages',
  });
  // The rows' own ids (useFieldArray's `id` is its key for React, not the stage's).
  const stages = useWatch<SettingsFormInput, 'stages'>({ name: 'stages' });
  const isSaved = (index: number) => saved.has(stages[index]?.id ?? '');
  return (
    <FieldGroup
      legend={t`Stages`}
      hint={t`In funnel order. Each has a kind reports count by; a saved stage keeps its kind and stays (rename it instead).`}
    >
      {fields.map((field, index) => {
        const number = index + 1;
        const kind = kindLabel(stages[index]?.kind ?? 'open');
        return (
          <div key={field.id} className={styles.pair}>
            <TextField<SettingsFormInput>
              name={`stages.${index}.label`}
              label={t`Stage ${number}`}
              required
            />
            {isSaved(index) ? (
              <p className={styles.muted}>
                <Trans>Kind: {kind} (kept)</Trans>
              </p>
            ) : (
              <Select<SettingsFormInput>
                name={`stages.${index}.kind`}
                label={t`Kind of stage ${number}`}
                options={kindOptions}
              />
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <Trans>
                  Move up<span className="visually-hidden"> stage {number}</span>
                </Trans>
              </Button>
              {isSaved(index) ? null : (
                <Button variant="secondary" size="sm" onClick={() => remove(index)}>
                  <Trans>
                    Remove<span className="visually-hidden"> stage {number}</span>
                  </Trans>
                </Button>
              )}
            </div>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ id: '', label: '', kind: 'in-progress' })}
        >
          <Trans>Add Stage</Trans>
        </Button>
      </div>
    </FieldGroup>
  );
}

function SettingsForm({
  settings,
  branches,
}: {
  settings: AdmissionsSettings;
  branches: readonly Branch[];
}) {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const dayOptions = useDayOptions();
  const form = useForm<SettingsFormInput, unknown, AdmissionsSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesOf(settings, branches),
  });
  const idsOf = (stored: AdmissionsSettings) => new Set(stored.stages.map((stage) => stage.id));
  const [saved, setSaved] = useState(() => idsOf(settings));

  async function save(values: AdmissionsSettings) {
    try {
      const stored = await repository.replaceSettings({ admissions: values });
      form.reset(formValuesOf(stored.admissions, branches));
      setSaved(idsOf(stored.admissions));
      toast.show({ tone: 'success', message: t`Admissions settings saved.` });
    } catch (error) {
      if (!showIssuesBesideFields(form, error))
        form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t`Admissions settings`}
      className={styles.section}
    >
      <StageRows saved={saved} />
      <Textarea<SettingsFormInput>
        name="lostReasons"
        label={t`Why enquiries are lost`}
        hint={t`One reason a line; a counsellor chooses one when an enquiry is lost.`}
        rows={5}
      />
      <NumberField<SettingsFormInput>
        name="firstResponseHours"
        label={t`First call within (working hours)`}
        min={1}
        max={72}
        required
      />
      <CheckboxGroup<SettingsFormInput> name="days" label={t`Working days`} options={dayOptions} />
      <div className={styles.pair}>
        <TextField<SettingsFormInput> name="opens" label={t`Opens at`} type="time" required />
        <TextField<SettingsFormInput> name="closes" label={t`Closes at`} type="time" required />
      </div>
      <BranchHoursRows />
      <Checkbox<SettingsFormInput>
        name="roundRobin"
        label={t`Give each new enquiry to the branch's counsellors in turn`}
      />
      <FormError />
      <div>
        <Button type="submit">
          <Trans>Save Settings</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** The owner's admissions settings: stages, lost reasons, the working week and assignment. */
export function AdmissionsSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Admissions Settings · Admin Panel · Sankalp Institute`);
  const settings = useLiveQuery((data) => data.getSettings(), [], []);
  const branches = useLiveQuery((data) => data.listBranches(), [], []);
  return (
    <PageContainer
      title={t`Admissions Settings`}
      lead={
        <Link to="/admin/enquiries">
          <Trans>Back to Enquiries</Trans>
        </Link>
      }
    >
      <Card>
        {settings.status === 'error' ? (
          <LoadError
            title={t`The settings could not be loaded.`}
            message={describeError(settings.error)}
            onRetry={settings.reload}
            size="sm"
          />
        ) : settings.data && branches.data ? (
          <SettingsForm settings={settings.data.admissions} branches={branches.data} />
        ) : (
          <Skeleton lines={8} label={t`Loading the settings…`} />
        )}
      </Card>
    </PageContainer>
  );
}
