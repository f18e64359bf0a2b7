import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, indiaDayOf, useData, useSignedInRecord } from '@/data';
import { isAdultOn } from '@/data/parents';
import { Alert, Button, Card } from '@/ui';

/**
 * What the student's parents see in the parent area: fees always (they pay them); attendance
 * and results too, unless the student, 18 or over, keeps them to themselves.
 */
export function ParentSharingCard() {
  const { t } = useLingui();
  const student = useSignedInRecord('student');
  const repository = useData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const adult = isAdultOn(student.dateOfBirth, indiaDayOf(new Date()));
  const hidden = student.hiddenFromParents === true && adult;

  const choose = async (hide: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      // The record is read again live: the card shows the new choice once it is saved.
      await repository.setHiddenFromParents(student.id, hide);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<Trans>Sharing with Parents</Trans>}>
      {!adult ? (
        <p>
          <Trans>
            Your parents see your fees, attendance and results. When you are 18 you can choose to
            keep your attendance and results to yourself.
          </Trans>
        </p>
      ) : hidden ? (
        <>
          <p>
            <Trans>
              Your parents see your fees only. Your attendance and results are kept from them, as
              you chose.
            </Trans>
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t`Saving...`}
            onClick={() => choose(false)}
          >
            <Trans>Share with Parents</Trans>
          </Button>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Your parents see your fees, attendance and results. As you are 18 or over, you may
              keep your attendance and results to yourself; your fees stay visible to whoever pays
              them.
            </Trans>
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t`Saving...`}
            onClick={() => choose(true)}
          >
            <Trans>Keep from Parents</Trans>
          </Button>
        </>
      )}
      {error ? (
        <Alert tone="error" title={t`Your choice was not saved`}>
          <p>{error}</p>
        </Alert>
      ) : null}
    </Card>
  );
}
