import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useData } from '@/data';
import type { ClassLevel } from '@/data';
import { Button, Card, PageContainer, useDocumentTitle } from '@/ui';
import { AdmitCard, admitCardVerificationUrl, useClassWithSuffix } from '../components/admit-card';
import type { AdmitCardDetails } from '../components/admit-card';
import admitCardStyles from '../components/admit-card.module.css';
import { LookupProblem } from './lookup-problem';
import { CandidateLookupForm } from './candidate-lookup-form';
import { useCandidateLookup } from './candidate-lookup';
import styles from './stse-public.module.css';
import { publicPages } from '@/features/public-site';

// The QR encoder is its own chunk, fetched only once a card is shown.
const AdmitCardQrCode = lazy(() =>
  import('../components/admit-card-qr-code').then((module) => ({
    default: module.AdmitCardQrCode,
  })),
);

/** A found card as the repository gives it: the class as a number, shown with its suffix. */
type FoundCard = Omit<AdmitCardDetails, 'currentClass'> & { currentClass: ClassLevel };

export function AdmitCardPage() {
  const { t } = useLingui();
  const classWithSuffix = useClassWithSuffix();
  useDocumentTitle(publicPages['/stse-admit-card'].title);
  const repository = useData();
  // Only what the card prints, and only once the candidate has a centre to go to.
  const { state, search } = useCandidateLookup((lookup): Promise<FoundCard | undefined> =>
    repository.lookupAdmitCard(lookup),
  );

  // A printed card's QR code opens this page with ?rollNo=…: the roll number is filled in, and the
  // person checking the card types the date of birth printed on the candidate's photo identity.
  const [params] = useSearchParams();
  const linkedRollNo = params.get('rollNo')?.trim() ?? '';

  return (
    <PageContainer
      title={t`STSE Admit Card`}
      lead={t`Enter your roll number and the candidate's date of birth to see and print the admit card. Cards are ready once your exam center has been assigned.`}
      width="narrow"
    >
      <div data-print-hide>
        <Card title={t`Find your admit card`}>
          <CandidateLookupForm
            label={t`Admit card lookup`}
            submitLabel={t`Get Admit Card`}
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
              <Button onClick={() => window.print()}>
                <Trans>Print Admit Card</Trans>
              </Button>
            </div>
            <div data-print-only-root>
              <AdmitCard
                details={{
                  ...state.result,
                  currentClass: classWithSuffix(state.result.currentClass),
                }}
                verification={
                  <Suspense
                    fallback={
                      <span
                        className={admitCardStyles.qrPlaceholder}
                        role="img"
                        aria-label={t`Loading the QR code…`}
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
        <LookupProblem
          state={state}
          notFoundMessage={t`Roll number and date of birth not found, or exam center not assigned yet. Please check both, or try again later.`}
        />
      </div>
      <p className={styles.aside} data-print-hide>
        <Trans>
          Exam over? <Link to="/results">Check your STSE result</Link>.
        </Trans>
      </p>
    </PageContainer>
  );
}
