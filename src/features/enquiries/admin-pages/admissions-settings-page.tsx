import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Branch } from '@/data';
import { STAGE_KINDS, STAGE_KIND_LABELS, admissionsSettingsSchema } from '@/data/enquiries';
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

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_OPTIONS = DAYS.map((label, day) => ({ value: String(day), label }));
const KIND_OPTIONS = STAGE_KINDS.map((kind) => ({ value: kind, label: STAGE_KIND_LABELS[kind] }));

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
  const { fields } = useFieldArray<SettingsFormInput, 'branches'>({ name: 'branches' });
  const rows = useWatch<SettingsFormInput, 'branches'>({ name: 'branches' });
  if (fields.length === 0) return null;
  return (
    <FieldGroup
      legend="Working hours by branch"
      hint="A branch without its own week keeps the one above."
    >
      {fields.map((field, index) => (
        <div key={field.id} className={styles.section}>
          <Checkbox<SettingsFormInput>
            name={`branches.${index}.own`}
            label={`${rows[index]?.name ?? ''} has its own working week`}
          />
          {rows[index]?.own ? (
            <>
              <CheckboxGroup<SettingsFormInput>
                name={`branches.${index}.days`}
                label={`Working days at ${rows[index]?.name ?? ''}`}
                options={DAY_OPTIONS}
              />
              <div className={styles.pair}>
                <TextField<SettingsFormInput>
                  name={`branches.${index}.opens`}
                  label={`Opens at (${rows[index]?.name ?? ''})`}
                  type="time"
                />
                <TextField<SettingsFormInput>
                  name={`branches.${index}.closes`}
                  label={`Closes at (${rows[index]?.name ?? ''})`}
                  type="time"
                />
              </div>
            </>
          ) : null}
        </div>
      ))}
    </FieldGroup>
  );
}

function StageRows({ saved }: { saved: ReadonlySet<string> }) {
  const { fields, append, move, remove } = useFieldArray<SettingsFormInput, 'stages'>({
    name: 'stages',
  });
  // The rows' own ids (useFieldArray's `id` is its key for React, not the stage's).
  const stages = useWatch<SettingsFormInput, 'stages'>({ name: 'stages' });
  const isSaved = (index: number) => saved.has(stages[index]?.id ?? '');
  return (
    <FieldGroup
      legend="Stages"
      hint="In funnel order. Each has a kind reports count by; a saved stage keeps its kind and stays (rename it instead)."
    >
      {fields.map((field, index) => (
        <div key={field.id} className={styles.pair}>
          <TextField<SettingsFormInput>
            name={`stages.${index}.label`}
            label={`Stage ${index + 1}`}
            required
          />
          {isSaved(index) ? (
            <p className={styles.muted}>
              Kind: {STAGE_KIND_LABELS[stages[index]?.kind ?? 'open']} (kept)
            </p>
          ) : (
            <Select<SettingsFormInput>
              name={`stages.${index}.kind`}
              label={`Kind of stage ${index + 1}`}
              options={KIND_OPTIONS}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              Move up<span className="visually-hidden"> stage {index + 1}</span>
            </Button>
            {isSaved(index) ? null : (
              <Button variant="secondary" size="sm" onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> stage {index + 1}</span>
              </Button>
            )}
          </div>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ id: '', label: '', kind: 'in-progress' })}
        >
          Add Stage
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
      toast.show({ tone: 'success', message: 'Admissions settings saved.' });
    } catch (error) {
      if (!showIssuesBesideFields(form, error))
        form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <Form form={form} onSubmit={save} aria-label="Admissions settings" className={styles.section}>
      <StageRows saved={saved} />
      <Textarea<SettingsFormInput>
        name="lostReasons"
        label="Why enquiries are lost"
        hint="One reason a line; a counsellor chooses one when an enquiry is lost."
        rows={5}
      />
      <NumberField<SettingsFormInput>
        name="firstResponseHours"
        label="First call within (working hours)"
        min={1}
        max={72}
        required
      />
      <CheckboxGroup<SettingsFormInput> name="days" label="Working days" options={DAY_OPTIONS} />
      <div className={styles.pair}>
        <TextField<SettingsFormInput> name="opens" label="Opens at" type="time" required />
        <TextField<SettingsFormInput> name="closes" label="Closes at" type="time" required />
      </div>
      <BranchHoursRows />
      <Checkbox<SettingsFormInput>
        name="roundRobin"
        label="Give each new enquiry to the branch's counsellors in turn"
      />
      <FormError />
      <div>
        <Button type="submit">Save Settings</Button>
      </div>
    </Form>
  );
}

/** The owner's admissions settings: stages, lost reasons, the working week and assignment. */
export function AdmissionsSettingsPage() {
  useDocumentTitle('Admissions Settings · Admin Panel · Sankalp Institute');
  const settings = useLiveQuery((data) => data.getSettings(), [], []);
  const branches = useLiveQuery((data) => data.listBranches(), [], []);
  return (
    <PageContainer
      title="Admissions Settings"
      lead={<Link to="/admin/enquiries">Back to Enquiries</Link>}
    >
      <Card>
        {settings.status === 'error' ? (
          <LoadError
            title="The settings could not be loaded."
            message={describeError(settings.error)}
            onRetry={settings.reload}
            size="sm"
          />
        ) : settings.data && branches.data ? (
          <SettingsForm settings={settings.data.admissions} branches={branches.data} />
        ) : (
          <Skeleton lines={8} label="Loading the settings…" />
        )}
      </Card>
    </PageContainer>
  );
}
