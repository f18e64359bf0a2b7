import { Suspense } from 'react';
import { ButtonLink, Card, lazyAfterPaint, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import styles from './stse-page.module.css';

// The form (zod, react-hook-form and the field kit) is its own chunk, so the heading, the lead
// and the links paint without waiting for it; the placeholder holds the form's place meanwhile.
const StseRegistrationForm = lazyAfterPaint(() =>
  import('./stse-registration-form').then((module) => module.StseRegistrationForm),
);

export function StseRegistrationPage() {
  useDocumentTitle('STSE Registration · Sankalp Institute');
  return (
    <PageContainer
      title="Sankalp Talent Search Exam (STSE)"
      lead={
        <>
          <p>
            The STSE is <strong>free</strong> for students of classes 9 to 12. Top scorers win
            scholarships on Sankalp programs. Register below; your admit card follows once your exam
            center is assigned.
          </p>
          <div className={styles.links}>
            <ButtonLink to="/stse-admit-card" variant="secondary">
              Download Admit Card
            </ButtonLink>
            <ButtonLink to="/results" variant="secondary">
              Check Results
            </ButtonLink>
          </div>
        </>
      }
    >
      <Card title="Registration form">
        <Suspense
          fallback={
            <div className={styles.placeholder}>
              <Skeleton lines={6} label="Loading the form…" />
            </div>
          }
        >
          <StseRegistrationForm />
        </Suspense>
      </Card>
    </PageContainer>
  );
}
