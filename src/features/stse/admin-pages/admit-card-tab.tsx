import { describeError, useLiveQuery } from '@/data';
import { LoadError, Skeleton } from '@/ui';
import { AdmitCard } from '../components/admit-card';
import type { AdmitCardDetails } from '../components/admit-card';
import styles from './admit-card-tab.module.css';

const placeholders: Omit<AdmitCardDetails, 'examYear'> = {
  rollNo: '[Roll Number]',
  name: '[Candidate Name]',
  guardianName: '[Guardian Name]',
  currentClass: '[Class]',
  examCenter: '[Exam Center]',
};

/** The Admit Card tab: the card candidates print from /stse-admit-card, with placeholders. */
export function AdmitCardTab() {
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);

  if (query.status === 'loading') return <Skeleton lines={8} label="Loading the admit card…" />;
  if (query.status === 'error') {
    return (
      <LoadError
        title="The admit card could not be loaded."
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }
  return (
    <div className={styles.tab}>
      <p className={styles.lead}>
        Candidates print this card from the Admit Card page once an exam center is assigned. The
        year comes from Settings.
      </p>
      <AdmitCard details={{ ...placeholders, examYear: query.data.stse.examYear }} />
    </div>
  );
}
