import { Link } from 'react-router-dom';
import { MAX_MARKS, NO_SCHOLARSHIP, useData } from '@/data';
import type { Candidate } from '@/data';
import { Alert, Card, PageContainer, useDocumentTitle } from '@/ui';
import { RollNumberForm } from './roll-number-form';
import { useRollNumberLookup } from './roll-number-lookup';
import styles from './stse-public.module.css';
import { publicPages } from '@/features/public-site';

const RESULT_NOT_FOUND_MESSAGE =
  'No result found for this Roll Number. Please check the roll number and try again.';
const MARKS_MISSING_MESSAGE = 'Your marks have not been updated yet. Please check back later.';

export function ResultsPage() {
  useDocumentTitle(publicPages['/results'].title);
  const repository = useData();
  const { state, search } = useRollNumberLookup((rollNo) =>
    repository.findCandidateByRollNo(rollNo),
  );

  return (
    <PageContainer
      title="STSE Results"
      lead="Enter the roll number you received when you registered to see your marks and scholarship."
      width="narrow"
    >
      <Card title="Check your result">
        <RollNumberForm
          label="Result lookup"
          submitLabel="Check Result"
          searching={state.status === 'searching'}
          onSearch={search}
        />
      </Card>
      <div className={styles.outcome} aria-live="polite">
        {state.status === 'found' ? <CandidateResult candidate={state.result} /> : null}
        {state.status === 'not-found' ? (
          <Alert tone="error">{RESULT_NOT_FOUND_MESSAGE}</Alert>
        ) : null}
        {state.status === 'failed' ? (
          <Alert tone="error" title="Something went wrong. Please try again.">
            {state.message}
          </Alert>
        ) : null}
      </div>
      <p className={styles.aside}>
        Not registered yet? <Link to="/stse">Register free for the STSE</Link>. Admit cards are on
        the <Link to="/stse-admit-card">admit card page</Link>.
      </p>
    </PageContainer>
  );
}

function CandidateResult({ candidate }: { candidate: Candidate }) {
  return (
    <Card title={`Result for ${candidate.name}`}>
      <dl className={styles.facts}>
        <div>
          <dt>Name</dt>
          <dd>{candidate.name}</dd>
        </div>
        <div>
          <dt>Roll Number</dt>
          <dd>{candidate.rollNo}</dd>
        </div>
        {candidate.marks === undefined ? null : (
          <>
            <div>
              <dt>Marks</dt>
              <dd>
                {candidate.marks} / {MAX_MARKS}
              </dd>
            </div>
            <div>
              <dt>Scholarship</dt>
              <dd>{candidate.scholarship ?? NO_SCHOLARSHIP}</dd>
            </div>
          </>
        )}
      </dl>
      {candidate.marks === undefined ? <Alert tone="info">{MARKS_MISSING_MESSAGE}</Alert> : null}
    </Card>
  );
}
