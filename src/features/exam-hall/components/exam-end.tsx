import { Trans, useLingui } from '@lingui/react/macro';
import { EXAM_LIMITS } from '@/data/online-tests';
import type { ExamRefusal } from '@/data/online-tests';
import { Alert, Button } from '@/ui';
import styles from './exam-hall.module.css';
import { useRefusalText } from './refusal-text';

export type SubmittedScreenProps = {
  /** False while the submit waits for the network (the answers stay on the device). */
  reachedServer: boolean;
  onExit?: () => void;
};

/** After the submit: no marks (they come with the answer key). */
export function SubmittedScreen({ reachedServer, onExit }: SubmittedScreenProps) {
  const { t } = useLingui();
  const graceSeconds = EXAM_LIMITS.graceSeconds;
  return (
    <section className={styles.endScreen} aria-labelledby="submitted-heading">
      <h2 id="submitted-heading">
        <Trans>Your test has been submitted.</Trans>
      </h2>
      {reachedServer ? null : (
        <Alert tone="info" title={t`Waiting for the connection`}>
          <Trans>
            The submit could not reach the server yet. Your answers are kept on this device and are
            sent as soon as the connection returns. The server accepts answers until {graceSeconds}{' '}
            seconds after the time ends, and submits the test at its end in any case.
          </Trans>
        </Alert>
      )}
      <p>
        <Trans>Your marks will be shown with the answer key.</Trans>
      </p>
      {onExit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onExit}>
            <Trans>Back to my tests</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export type RefusedScreenProps = { reason: ExamRefusal; onExit?: () => void };

/** The test stopped on this page: it continued on another device, or its time is over. */
export function RefusedScreen({ reason, onExit }: RefusedScreenProps) {
  const refusalText = useRefusalText();
  return (
    <section className={styles.endScreen} aria-labelledby="refused-heading">
      <h2 id="refused-heading">{refusalText(reason)}</h2>
      {onExit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onExit}>
            <Trans>Back to my tests</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
