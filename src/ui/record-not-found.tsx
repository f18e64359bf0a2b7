import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { PageContainer } from './page-container';
import styles from './record-not-found.module.css';

export type RecordNotFoundProps = {
  /** The page's heading, e.g. 'Student Not Found'. */
  title: string;
  /** What is missing and what to do, e.g. 'Please log in again.' */
  message: ReactNode;
  /** The one way out, e.g. 'Go to Login'. */
  actionLabel: string;
  /** Runs the way out (log out, then go to the login page); the button is busy meanwhile. */
  onAction: () => Promise<void>;
  /** Words for people when onAction fails: the kit knows no error types, so pass describeError. */
  describeFailure: (error: unknown) => ReactNode;
};

type ActionState = { status: 'idle' | 'acting' } | { status: 'failed'; error: unknown };

/** A page whose record is gone (removed since sign-in, say): why, and one button to leave. */
export function RecordNotFound({
  title,
  message,
  actionLabel,
  onAction,
  describeFailure,
}: RecordNotFoundProps) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });

  async function act() {
    setState({ status: 'acting' });
    try {
      await onAction();
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }

  return (
    <PageContainer title={title} width="narrow">
      <Card>
        <div className={styles.stack}>
          <p>{message}</p>
          {state.status === 'failed' ? (
            <Alert tone="error">{describeFailure(state.error)}</Alert>
          ) : null}
          <Button busy={state.status === 'acting'} onClick={() => void act()}>
            {actionLabel}
          </Button>
        </div>
      </Card>
    </PageContainer>
  );
}
