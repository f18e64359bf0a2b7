import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { describeError, todayIso, useData } from '@/data';
import {
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_OUTCOME_LABELS,
  LOST_REASON_MESSAGE,
  followUpSchema,
  stageMoveSchema,
} from '@/data/enquiries';
import type { AdmissionsSettings, Counsellor, Enquiry, EnquiryRow } from '@/data/enquiries';
import {
  Button,
  DateField,
  FormError,
  FormModal,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@/ui';
import { translateDataMessage } from '@/features/data-messages';
import { showIssuesBesideFields } from '@/features/students';
import styles from './enquiries.module.css';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
// The forms' own messages, put in words when a check fails (so in the language shown then).
const timeMessage = msg`Give a time like 10:30.`;
const chooseOtherMessage = msg`Choose the enquiry to merge into this one.`;

/** The Record Follow-up form: the repository's follow-up, its next time as a date and a time. */
const followUpFormSchema = followUpSchema
  .pick({ outcome: true, note: true, stageId: true, lostReason: true })
  .extend({
    nextDate: z.string(),
    nextTime: z.string(),
  })
  .superRefine((form, context) => {
    if (form.nextDate !== '' && !CLOCK.test(form.nextTime)) {
      context.addIssue({ code: 'custom', path: ['nextTime'], message: i18n._(timeMessage) });
    }
  })
  .transform(({ nextDate, nextTime, ...rest }) => ({
    ...rest,
    // India's time, as the office reads it.
    nextFollowUpAt:
      nextDate === '' ? '' : new Date(`${nextDate}T${nextTime}:00+05:30`).toISOString(),
  }));
type FollowUpFormInput = z.input<typeof followUpFormSchema>;
type FollowUpFormOutput = z.output<typeof followUpFormSchema>;

const outcomeOptions = (language: I18n) =>
  FOLLOW_UP_OUTCOMES.map((outcome) => ({
    value: outcome,
    label: translateDataMessage(language, FOLLOW_UP_OUTCOME_LABELS[outcome]),
  }));

/** The stages a counsellor may move to by hand: every one but Admitted (Admit as Student does). */
const movableStages = (language: I18n, settings: AdmissionsSettings) =>
  settings.stages
    .filter((stage) => stage.kind !== 'won')
    .map((stage) => ({ value: stage.id, label: translateDataMessage(language, stage.label) }));

/** The reason select, shown while a lost stage is chosen. */
function LostReason({
  stageId,
  settings,
}: {
  stageId: string | undefined;
  settings: AdmissionsSettings;
}) {
  const { t, i18n: language } = useLingui();
  const lost = settings.stages.some((stage) => stage.id === stageId && stage.kind === 'lost');
  if (!lost) return null;
  return (
    <Select
      name="lostReason"
      label={t`Why it was lost`}
      placeholder={t`Choose a reason`}
      options={settings.lostReasons.map((reason) => ({
        value: reason,
        label: translateDataMessage(language, reason),
      }))}
      required
    />
  );
}

/** One dialog's open state and its form, reset to `initial` each time it opens. */
function useDialogForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  initial: DefaultValues<Input>,
) {
  const [open, setOpen] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const onOpenChange = (next: boolean) => {
    if (next) form.reset(initial);
    setOpen(next);
  };
  return { open, setOpen, form, onOpenChange };
}

/** A refusal beside its field when the form has it, else above the buttons. */
function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
) {
  if (!showIssuesBesideFields(form, error)) {
    form.setError('root', { message: describeError(error) });
  }
}

type EnquiryDialogProps = { enquiry: Enquiry; settings: AdmissionsSettings };

/** "Record Follow-up": what happened, a note, the next follow-up and (chosen) a new stage. */
export function FollowUpDialog({ enquiry, settings }: EnquiryDialogProps) {
  const repository = useData();
  const toast = useToast();
  const { t, i18n: language } = useLingui();
  const dialog = useDialogForm<FollowUpFormInput, FollowUpFormOutput>(followUpFormSchema, {
    note: '',
    nextDate: '',
    nextTime: '10:00',
    stageId: enquiry.stageId,
  });

  const stageId = useWatch({ control: dialog.form.control, name: 'stageId' });

  async function submit(values: FollowUpFormOutput) {
    if (missingLostReason(values, settings)) {
      dialog.form.setError('lostReason', { message: LOST_REASON_MESSAGE });
      return;
    }
    try {
      await repository.recordFollowUp(enquiry.id, values);
      dialog.setOpen(false);
      toast.show({ tone: 'success', message: t`The follow-up was recorded.` });
    } catch (error) {
      // The next follow-up's refusal belongs beside its date.
      const moved = error instanceof Error && /next follow-up/.test(error.message);
      if (moved) dialog.form.setError('nextDate', { message: error.message });
      else showRefusal(dialog.form, error);
    }
  }

  return (
    <FormModal
      title={t`Record Follow-up`}
      trigger={
        <Button>
          <Trans>Record Follow-up</Trans>
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      form={dialog.form}
      onSubmit={submit}
      submitLabel={t`Save Follow-up`}
      busyLabel={t`Saving...`}
    >
      <Select<FollowUpFormInput>
        name="outcome"
        label={t`What happened`}
        placeholder={t`Choose what happened`}
        options={outcomeOptions(language)}
        required
      />
      <Textarea<FollowUpFormInput> name="note" label={t`Note (optional)`} rows={3} />
      <div className={styles.pair}>
        <DateField<FollowUpFormInput>
          name="nextDate"
          label={t`Next follow-up (optional)`}
          min={todayIso()}
        />
        <TextField<FollowUpFormInput> name="nextTime" label={t`Time`} type="time" />
      </div>
      <Select<FollowUpFormInput>
        name="stageId"
        label={t`Stage`}
        options={movableStages(language, settings)}
      />
      <LostReason stageId={stageId} settings={settings} />
      <FormError />
    </FormModal>
  );
}

const missingLostReason = (
  values: { stageId?: string | undefined; lostReason?: string | undefined },
  settings: AdmissionsSettings,
) =>
  settings.stages.some((stage) => stage.id === values.stageId && stage.kind === 'lost') &&
  !values.lostReason;

type StageMoveInput = z.input<typeof stageMoveSchema>;

/** "Move Stage": another stage (Lost with the owner's reason). */
export function MoveStageDialog({ enquiry, settings }: EnquiryDialogProps) {
  const repository = useData();
  const toast = useToast();
  const { t, i18n: language } = useLingui();
  const dialog = useDialogForm<StageMoveInput, StageMoveInput>(stageMoveSchema, {
    stageId: enquiry.stageId,
  });

  const stageId = useWatch({ control: dialog.form.control, name: 'stageId' });

  async function submit(values: StageMoveInput) {
    if (missingLostReason(values, settings)) {
      dialog.form.setError('lostReason', { message: LOST_REASON_MESSAGE });
      return;
    }
    try {
      await repository.moveEnquiryStage(enquiry.id, values);
      dialog.setOpen(false);
      toast.show({ tone: 'success', message: t`The stage was changed.` });
    } catch (error) {
      showRefusal(dialog.form, error);
    }
  }

  return (
    <FormModal
      title={t`Move Stage`}
      trigger={
        <Button variant="secondary">
          <Trans>Move Stage</Trans>
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      form={dialog.form}
      onSubmit={submit}
      submitLabel={t`Move`}
      busyLabel={t`Moving...`}
    >
      <Select<StageMoveInput>
        name="stageId"
        label={t`Stage`}
        options={movableStages(language, settings)}
      />
      <LostReason stageId={stageId} settings={settings} />
      <FormError />
    </FormModal>
  );
}

const assignSchema = z.object({ assigneeId: z.string() });
type AssignInput = z.infer<typeof assignSchema>;

/** "Assign": to one of the branch's counsellors, or to no one. */
export function AssignDialog({
  enquiry,
  counsellors,
}: {
  enquiry: Enquiry;
  counsellors: readonly Counsellor[];
}) {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const dialog = useDialogForm<AssignInput, AssignInput>(assignSchema, {
    assigneeId: enquiry.assigneeId ?? '',
  });

  async function submit(values: AssignInput) {
    try {
      await repository.assignEnquiry(enquiry.id, values);
      dialog.setOpen(false);
      toast.show({ tone: 'success', message: t`The counsellor was changed.` });
    } catch (error) {
      showRefusal(dialog.form, error);
    }
  }

  return (
    <FormModal
      title={t`Assign Counsellor`}
      trigger={
        <Button variant="secondary">
          <Trans>Assign</Trans>
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      form={dialog.form}
      onSubmit={submit}
      submitLabel={t`Assign`}
      busyLabel={t`Assigning...`}
    >
      <Select<AssignInput>
        name="assigneeId"
        label={t`Counsellor`}
        options={[
          { value: '', label: t`Not assigned` },
          ...counsellors.map((person) => ({ value: person.id, label: person.name })),
        ]}
        hint={
          counsellors.length === 0
            ? t`Add a staff member with the Counsellor role under Staff first.`
            : undefined
        }
      />
      <FormError />
    </FormModal>
  );
}

const mergeSchema = z.object({
  search: z.string(),
  otherId: z.string().min(1, { error: () => i18n._(chooseOtherMessage) }),
});
type MergeInput = z.infer<typeof mergeSchema>;

/** "Merge": another open enquiry of the same person, found by name, mobile or e-mail. */
export function MergeDialog({ enquiry }: { enquiry: Enquiry }) {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const dialog = useDialogForm<MergeInput, MergeInput>(mergeSchema, { search: '', otherId: '' });
  const [found, setFound] = useState<EnquiryRow[] | null>(null);
  const name = enquiry.name;

  async function find() {
    const search = dialog.form.getValues('search').trim();
    if (search === '') return;
    try {
      const page = await repository.listEnquiries({
        status: 'open',
        search,
        page: 1,
        pageSize: 20,
      });
      setFound(page.rows.filter((row) => row.id !== enquiry.id));
    } catch (error) {
      dialog.form.setError('root', { message: describeError(error) });
    }
  }

  async function submit(values: MergeInput) {
    try {
      await repository.mergeEnquiries(enquiry.id, { otherId: values.otherId });
      dialog.setOpen(false);
      toast.show({ tone: 'success', message: t`The enquiries were merged into this one.` });
    } catch (error) {
      showRefusal(dialog.form, error);
    }
  }

  return (
    <FormModal
      title={t`Merge Enquiries`}
      trigger={
        <Button variant="secondary">
          <Trans>Merge</Trans>
        </Button>
      }
      open={dialog.open}
      onOpenChange={(next) => {
        setFound(null);
        dialog.onOpenChange(next);
      }}
      form={dialog.form}
      onSubmit={submit}
      submitLabel={t`Merge`}
      busyLabel={t`Merging...`}
    >
      <p>
        <Trans>
          The other enquiry&apos;s contacts and history join {name}&apos;s, and it is closed.
        </Trans>
      </p>
      <div className={styles.pair}>
        <TextField<MergeInput> name="search" label={t`Find by name, mobile or e-mail`} />
        <div>
          <Button variant="secondary" onClick={() => void find()}>
            <Trans>Find</Trans>
          </Button>
        </div>
      </div>
      {found !== null ? (
        found.length === 0 ? (
          <p role="status">
            <Trans>No other open enquiry matches.</Trans>
          </p>
        ) : (
          <Select<MergeInput>
            name="otherId"
            label={t`Enquiry to merge into this one`}
            placeholder={t`Choose an enquiry`}
            options={found.map((row) => ({
              value: row.id,
              label: `${row.name} · ${row.mobile || row.email}`,
            }))}
            required
          />
        )
      ) : null}
      <FormError />
    </FormModal>
  );
}
