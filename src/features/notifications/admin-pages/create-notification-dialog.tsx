import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, newNotificationSchema, todayIso, useData } from '@/data';
import type { NewNotification } from '@/data';
import { Button, DateField, FormError, FormModal, Textarea, TextField, useToast } from '@/ui';

/** "Create Notification": title, details and a date that starts at today. */
export function CreateNotificationDialog() {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Today is read when the dialog opens, so a page left open overnight offers the new day.
  const emptyNotification = (): NewNotification => ({ title: '', details: '', date: todayIso() });
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
        if (next) form.reset(emptyNotification());
        setOpen(next);
      }}
      form={form}
      onSubmit={create}
      submitLabel={t`Create`}
      busyLabel={t`Creating...`}
    >
      <TextField<NewNotification> name="title" label={t`Title`} required />
      <Textarea<NewNotification> name="details" label={t`Details`} rows={4} required />
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
