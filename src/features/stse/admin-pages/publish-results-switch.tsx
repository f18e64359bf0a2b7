import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, useData } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Alert } from '@/ui';
import styles from './publish-results-switch.module.css';

/**
 * Publish Results: a switch that saves at once (its own repository operation, so Save Settings
 * never moves it). Off, the public lookup says marks have not been updated for every candidate.
 */
export function PublishResultsSwitch({ published }: { published: boolean }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const repository = useData();
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string }
  >({ status: 'idle' });

  async function toggle() {
    setState({ status: 'saving' });
    try {
      await repository.setResultsPublished(!published);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: describeError(error) });
    }
  }

  return (
    <section className={styles.box} aria-labelledby="publish-results-heading">
      <h2 id="publish-results-heading" className={styles.heading}>
        <Trans>Results</Trans>
      </h2>
      <div className={styles.row}>
        <button
          type="button"
          role="switch"
          aria-checked={published}
          aria-describedby="publish-results-state"
          className={styles.switch}
          disabled={state.status === 'saving'}
          onClick={() => void toggle()}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span className={styles.label}>
            <Trans>Publish Results</Trans>
          </span>
        </button>
        <p id="publish-results-state" role="status" className={styles.state}>
          {published ? (
            <Trans>
              Published: anyone with a roll number and its date of birth sees their marks, rank in
              class, percentile and scholarship.
            </Trans>
          ) : (
            <Trans>
              Not published: the result lookup says "Your marks have not been updated yet. Please
              check back later." to every candidate.
            </Trans>
          )}
        </p>
      </div>
      {state.status === 'failed' ? (
        <Alert tone="error" title={t`The change was not saved`}>
          {dataMessage(state.message)}
        </Alert>
      ) : null}
    </section>
  );
}
