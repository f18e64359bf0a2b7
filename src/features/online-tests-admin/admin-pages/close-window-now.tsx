import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, useData } from '@/data';
import type { ExamTest } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import { Button, ConfirmDialog, FormActions, useToast } from '@/ui';

/** Whether a published test's window to start is open at `now`. */
const windowOpenAt = (test: Pick<ExamTest, 'opensAt' | 'closesAt'>, now: number) =>
  Date.parse(test.opensAt) <= now && now <= Date.parse(test.closesAt);

/**
 * Close start window now (after a confirm), shown while the window is open (as of the page's
 * opening) until it is closed here: for a test everyone finished early, so its key need not wait for
 * the planned close. `onClosed` gets the test as closed.
 */
export function CloseWindowNow({
  test,
  onClosed,
}: {
  test: ExamTest;
  onClosed: (closed: ExamTest) => void;
}) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const repository = useData();
  const toast = useToast();
  const [now] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);

  async function close() {
    try {
      onClosed(await repository.closeExamWindow(test.id));
      setClosed(true);
      const title = test.title;
      toast.show({ message: t`The start window of "${title}" is closed.`, tone: 'success' });
    } catch (error) {
      toast.show({ message: dataMessage(describeError(error)), tone: 'error' });
    }
  }

  if (closed || !windowOpenAt(test, now)) return null;
  return (
    <FormActions>
      <ConfirmDialog
        trigger={
          <Button variant="danger">
            <Trans>Close start window now</Trans>
          </Button>
        }
        title={t`Close start window now`}
        message={t`No one can start this test from now on. Those writing it keep their own time to the end, and the answer key can be published once they have finished.`}
        confirmLabel={t`Close window`}
        busyLabel={t`Closing...`}
        tone="danger"
        onConfirm={close}
      />
    </FormActions>
  );
}
