import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useData } from '@/data';
import { Button, Card, PageContainer, useDocumentTitle } from '@/ui';
import { AdmitCard, admitCardVerificationUrl, classWithSuffix } from '../components/admit-card';
import admitCardStyles from '../components/admit-card.module.css';
import type { AdmitCardDetails } from '../components/admit-card';
import { LookupProblem } from './lookup-problem';
import { RollNumberForm } from './roll-number-form';
import { useRollNumberLookup } from './roll-number-lookup';
import styles from './stse-public.module.css';
import { publicPages } from '@/features/public-site';

// The QR encoder is its own chunk, fetched only once a card is shown.
const AdmitCardQrCode = lazy(() =>
  import('../components/admit-card-qr-code').then((module) => ({
    default: module.AdmitCardQrCode,
  })),
);

const ADMIT_CARD_NOT_FOUND_MESSAGE =
  'Roll number not found or exam center not assigned yet. Please try again later.';

export function AdmitCardPage() {
  useDocumentTitle(publicPages['/stse-admit-card'].title);
  const repository = useData();
  const { state, search } = useRollNumberLookup(
    async (rollNo): Promise<AdmitCardDetails | undefined> => {
      const [candidate, settings] = await Promise.all([
        repository.findCandidateByRollNo(rollNo),
        repository.getSettings(),
      ]);
      // A card exists only once the candidate has a centre to go to.
      if (!candidate?.examCenter) return undefined;
      return {
        examYear: settings.stse.examYear,
        rollNo: candidate.rollNo,
        name: candidate.name,
        guardianName: candidate.guardianName,
        currentClass: classWithSuffix(candidate.currentClass),
        examCenter: candidate.examCenter,
      };
    },
  );

  // A printed card's QR code opens this page with ?rollNo=…: fill the box and look it up at once.
  const [params] = useSearchParams();
  const linkedRollNo = params.get('rollNo')?.trim() ?? '';
  const lookedUp = useRef(false);
  useEffect(() => {
    if (linkedRollNo === '' || lookedUp.current) return;
    lookedUp.current = true;
    void search(linkedRollNo);
  }, [linkedRollNo, search]);

  return (
    <PageContainer
      title="STSE Admit Card"
      lead="Enter your roll number to see and print your admit card. Cards are ready once your exam center has been assigned."
      width="narrow"
    >
      <div data-print-hide>
        <Card title="Find your admit card">
          <RollNumberForm
            label="Admit card lookup"
            submitLabel="Get Admit Card"
            searching={state.status === 'searching'}
            onSearch={search}
            initialRollNo={linkedRollNo}
          />
        </Card>
      </div>
      <div className={styles.outcome} aria-live="polite">
        {state.status === 'found' ? (
          <>
            <div className={styles.actions} data-print-hide>
              <Button onClick={() => window.print()}>Print Admit Card</Button>
            </div>
            <div data-print-only-root>
              <AdmitCard
                details={state.result}
                verification={
                  <Suspense
                    fallback={
                      <span
                        className={admitCardStyles.qrPlaceholder}
                        role="img"
                        aria-label="Loading the QR code…"
                      />
                    }
                  >
                    <AdmitCardQrCode
                      value={admitCardVerificationUrl(window.location.origin, state.result.rollNo)}
                    />
                  </Suspense>
                }
              />
            </div>
          </>
        ) : null}
        <LookupProblem state={state} notFoundMessage={ADMIT_CARD_NOT_FOUND_MESSAGE} />
      </div>
      <p className={styles.aside} data-print-hide>
        Exam over? <Link to="/results">Check your STSE result</Link>.
      </p>
    </PageContainer>
  );
}
