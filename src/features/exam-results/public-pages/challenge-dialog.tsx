import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { describeError } from '@/data';
import { FormError, FormModal, Textarea, lazyResolver } from '@/ui';

type ChallengeValues = { reason: string };

/** A candidate's challenge of one question: why the key is wrong, in their words. */
export function ChallengeDialog({
  questionNumber,
  onClose,
  onChallenge,
}: {
  questionNumber: number;
  onClose: () => void;
  onChallenge: (reason: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<ChallengeValues>({
    resolver: lazyResolver(() =>
      import('./challenge-rules').then((rules) => rules.challengeResolver),
    ),
    defaultValues: { reason: '' },
  });
  async function submit({ reason }: ChallengeValues) {
    try {
      await onChallenge(reason);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }
  return (
    <FormModal
      title={t`Challenge question ${questionNumber}`}
      description={t`Say why the key is wrong (a book or a worked answer helps). Each question can be challenged once.`}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Send challenge`}
      busyLabel={t`Sending...`}
    >
      <Textarea<ChallengeValues> name="reason" label={t`Reason`} required rows={4} />
      <FormError />
    </FormModal>
  );
}
