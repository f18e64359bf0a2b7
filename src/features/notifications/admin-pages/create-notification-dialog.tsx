import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, newNotificationSchema, todayIso, useData } from '@/data';
import type { NewNotification } from '@/data';
import { DraftHindiButton, MachineDraftMark } from '@/features/gemini';
import { Button, DateField, FormError, FormModal, Textarea, TextField, useToast } from '@/ui';

/** Each Hindi field with the English it translates, in the order Gemini is asked. */
const HINDI_FIELDS = [
  ['titleHi', 'title'],
  ['detailsHi', 'details'],
] as const;
type HindiField = (typeof HINDI_FIELDS)[number][0];

/**
 * "Create Notification": title, details and a date that starts at today, and an optional Hindi
 * version that readers who chose Hindi see instead (Gemini can draft it).
 */
export function CreateNotificationDialog() {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // The Hindi fields Gemini filled: marked "Machine draft" until the admin saves.
  const [machineDrafts, setMachineDrafts] = useState<ReadonlySet<HindiField>>(new Set());
  // Today is read when the dialog opens, so a page left open overnight offers the new day.
  const emptyNotification = (): NewNotification => ({
    title: '',
    details: '',
    titleHi: '',
    detailsHi: '',
    date: todayIso(),
  });
  const form = useForm<NewNotification>({
    resolver: zodResolver(newNotificationSchema),
    defaultValues: emptyNotification(),
  });

  async function create(notification: NewNotification) {
    try {
      const added = await repository.addNotification(notification);
      setOpen(false);
      const title = added.title;
      toast.show({
        message: added.isScheduled ? t`"${title}" is scheduled.` : t`"${title}" was published.`,
        tone: 'success',
      });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  function fillDrafts(drafts: (string | undefined)[]) {
    const filled = new Set(machineDrafts);
    HINDI_FIELDS.forEach(([field], index) => {
      const draft = drafts[index];
      if (draft === undefined) return;
      form.setValue(field, draft, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      filled.add(field);
    });
    setMachineDrafts(filled);
  }

  const draftMark = (field: HindiField) =>
    machineDrafts.has(field) ? <MachineDraftMark /> : undefined;

  return (
    <FormModal
      title={t`Create Notification`}
      trigger={
        <Button>
          <Trans>Create Notification</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(emptyNotification());
          setMachineDrafts(new Set());
        }
        setOpen(next);
      }}
      form={form}
      onSubmit={create}
      submitLabel={t`Create`}
      busyLabel={t`Creating...`}
    >
      <TextField<NewNotification> name="title" label={t`Title`} required />
      <Textarea<NewNotification> name="details" label={t`Details`} rows={4} required />
      <DraftHindiButton
        form="notification"
        pairs={() => {
          const values = form.getValues();
          return HINDI_FIELDS.map(([hindi, english]) => ({
            english: values[english],
            hindi: values[hindi] ?? '',
          }));
        }}
        onDrafted={fillDrafts}
      />
      <TextField<NewNotification>
        name="titleHi"
        label={t`Title (Hindi)`}
        lang="hi"
        hint={
          draftMark('titleHi') ??
          t`Optional. Readers who chose Hindi see the Hindi version; without one they see the English.`
        }
      />
      <Textarea<NewNotification>
        name="detailsHi"
        label={t`Details (Hindi)`}
        lang="hi"
        hint={draftMark('detailsHi')}
        rows={4}
      />
      <DateField<NewNotification>
        name="date"
        label={t`Date`}
        hint={t`A future date schedules the notification.`}
        required
      />
      <FormError />
    </FormModal>
  );
}
