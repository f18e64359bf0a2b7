import { Link } from 'react-router-dom';
import { useData } from '@/data';
import { Card, PageContainer, useDocumentTitle } from '@/ui';
import { ResultCard } from '../components/result-card';
import type { FoundResult } from '../components/result-card';
import { LookupProblem } from './lookup-problem';
import { RollNumberForm } from './roll-number-form';
import { useRollNumberLookup } from './roll-number-lookup';
import styles from './stse-public.module.css';
import { publicPages } from '@/features/public-site';

const RESULT_NOT_FOUND_MESSAGE =
  'No result found for this Roll Number. Please check the roll number and try again.';

export function ResultsPage() {
  useDocumentTitle(publicPages['/results'].title);
  const repository = useData();
  // The repository answers for this roll number only, and only once results are published.
  const { state, search } = useRollNumberLookup(
    async (rollNo): Promise<FoundResult | undefined> => {
      const result = await repository.lookupResult(rollNo);
      return result.status === 'not-found' ? undefined : result;
    },
  );

  return (
    <PageContainer
      title="STSE Results"
      lead="Enter the roll number you received when you registered to see your marks, rank in class, percentile and scholarship."
      width="narrow"
    >
      <Card title="Check your result" data-print-hide>
        <RollNumberForm
          label="Result lookup"
          submitLabel="Check Result"
          searching={state.status === 'searching'}
          onSearch={search}
        />
      </Card>
      <div className={styles.outcome} aria-live="polite">
        {state.status === 'found' ? <ResultCard result={state.result} /> : null}
        <LookupProblem state={state} notFoundMessage={RESULT_NOT_FOUND_MESSAGE} />
      </div>
      <p className={styles.aside} data-print-hide>
        Not registered yet? <Link to="/stse">Register free for the STSE</Link>. Admit cards are on
        the <Link to="/stse-admit-card">admit card page</Link>.
      </p>
    </PageContainer>
  );
}
