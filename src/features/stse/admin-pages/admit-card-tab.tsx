import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, useLiveQuery } from '@/data';
import { LoadError, Skeleton } from '@/ui';
import { AdmitCard } from '../components/admit-card';
import type { AdmitCardDetails } from '../components/admit-card';
import styles from './admit-card-tab.module.css';

/** The Admit Card tab: the card candidates print from /stse-admit-card, with placeholders. */
export function AdmitCardTab() {
  const { t } = useLingui();
  const placeholders: Omit<AdmitCardDetails, 'examYear'> = {
    rollNo: t`[Roll Number]`,
    name: t`[Candidate Name]`,
    guardianName: t`[Guardian Name]`,
    currentClass: t`[Class]`,
    examCenter: t`[Exam Center]`,
  };
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);

  if (query.status === 'loading') return <Skeleton lines={8} label={t`Loading the admit card…`} />;
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The admit card could not be loaded.`}
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }
  return (
    <div className={styles.tab}>
      <p className={styles.lead}>
        <Trans>
          Candidates print this card from the Admit Card page once an exam center is assigned. The
          year comes from Settings.
        </Trans>
      </p>
      <AdmitCard details={{ ...placeholders, examYear: query.data.stse.examYear }} />
    </div>
  );
}
