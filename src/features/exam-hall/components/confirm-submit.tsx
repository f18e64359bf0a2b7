import { Trans, useLingui } from '@lingui/react/macro';
import type { PaperSection, SavedResponse } from '@/data/online-tests';
import { Button } from '@/ui';
import { PALETTE_STATES, PALETTE_STATE_LABELS, stateCounts } from '../model/paper';
import styles from './exam-hall.module.css';

export type ConfirmSubmitProps = {
  sections: readonly PaperSection[];
  responses: ReadonlyMap<string, SavedResponse>;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
};

/** Before the submit: each section's counts by state, then Submit or Back to the test. */
export function ConfirmSubmit({
  sections,
  responses,
  submitting,
  onSubmit,
  onBack,
}: ConfirmSubmitProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.endScreen} aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">
        <Trans>Submit the test?</Trans>
      </h2>
      <p>
        <Trans>Once submitted, answers can no longer be changed.</Trans>
      </p>
      {/* Narrow enough for a phone: the headers wrap. */}
      <table className={styles.countsTable}>
        <caption className="visually-hidden">
          <Trans>Your answers by section</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Section</Trans>
            </th>
            {PALETTE_STATES.map((state) => (
              <th key={state} scope="col">
                {i18n._(PALETTE_STATE_LABELS[state])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => {
            const counts = stateCounts(section, responses);
            return (
              <tr key={section.id}>
                <th scope="row">{section.name}</th>
                {PALETTE_STATES.map((state) => (
                  <td key={state}>{counts[state]}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button onClick={onSubmit} busy={submitting} busyLabel={t`Submitting…`}>
          <Trans>Submit</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          <Trans>Back to the test</Trans>
        </Button>
      </div>
    </section>
  );
}
