import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useData } from '@/data';
import { Card, PageContainer, useDocumentTitle } from '@/ui';
import { ResultCard } from '../components/result-card';
import type { FoundResult } from '../components/result-card';
import { LookupProblem } from './lookup-problem';
import { CandidateLookupForm } from './candidate-lookup-form';
import { useCandidateLookup } from './candidate-lookup';
import styles from './stse-public.module.css';
import { publicPages } from '@/features/public-site';

export function ResultsPage() {
  const { t } = useLingui();
  useDocumentTitle(publicPages['/results'].title);
  const repository = useData();
  // The repository answers for this roll number and date of birth only, and gives marks only once
  // results are published.
  const { state, search } = useCandidateLookup(async (lookup): Promise<FoundResult | undefined> => {
    const result = await repository.lookupResult(lookup);
    return result.status === 'not-found' ? undefined : result;
  });

  return (
    <PageContainer
      title={t`STSE Results`}
      lead={t`Enter the roll number you received when you registered and the candidate's date of birth to see the marks, rank in class, percentile and scholarship.`}
      width="narrow"
    >
      <Card title={t`Check your result`} data-print-hide>
        <CandidateLookupForm
          label={t`Result lookup`}
          submitLabel={t`Check Result`}
          searching={state.status === 'searching'}
          onSearch={search}
        />
      </Card>
      <div className={styles.outcome} aria-live="polite">
        {state.status === 'found' ? <ResultCard result={state.result} /> : null}
        <LookupProblem
          state={state}
          notFoundMessage={t`No result found for this Roll Number and Date of Birth. Please check both and try again.`}
        />
      </div>
      <p className={styles.aside} data-print-hide>
        <Trans>
          Not registered yet? <Link to="/stse">Register free for the STSE</Link>. Admit cards are on
          the <Link to="/stse-admit-card">admit card page</Link>.
        </Trans>
      </p>
    </PageContainer>
  );
}
