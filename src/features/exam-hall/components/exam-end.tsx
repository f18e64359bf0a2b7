import { EXAM_LIMITS } from '@/data/online-tests';
import { Alert, Button } from '@/ui';
import styles from './exam-hall.module.css';

export type SubmittedScreenProps = {
  /** False while the submit waits for the network (the answers stay on the device). */
  reachedServer: boolean;
  onExit?: () => void;
};

/** After the submit: no marks (they come with the answer key). */
export function SubmittedScreen({ reachedServer, onExit }: SubmittedScreenProps) {
  return (
    <section className={styles.endScreen} aria-labelledby="submitted-heading">
      <h2 id="submitted-heading">Your test has been submitted.</h2>
      {reachedServer ? null : (
        <Alert tone="info" title="Waiting for the connection">
          The submit could not reach the server yet. Your answers are kept on this device and are
          sent as soon as the connection returns. The server accepts answers until{' '}
          {EXAM_LIMITS.graceSeconds} seconds after the time ends, and submits the test at its end in
          any case.
        </Alert>
      )}
      <p>Your marks will be shown with the answer key.</p>
      {onExit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onExit}>
            Back to my tests
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export type RefusedScreenProps = { message: string; onExit?: () => void };

/** The test stopped on this page: it continued on another device, or its time is over. */
export function RefusedScreen({ message, onExit }: RefusedScreenProps) {
  return (
    <section className={styles.endScreen} aria-labelledby="refused-heading">
      <h2 id="refused-heading">{message}</h2>
      {onExit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onExit}>
            Back to my tests
          </Button>
        </div>
      ) : null}
    </section>
  );
}
