import { Suspense } from 'react';
import { Card, lazyAfterPaint, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import styles from './careers-page.module.css';

// The form (zod, react-hook-form and the field kit) is its own chunk, so the heading and the
// lead paint without waiting for it; the placeholder holds the form's place meanwhile.
const CareersForm = lazyAfterPaint(() =>
  import('./careers-form').then((module) => module.CareersForm),
);

export function CareersPage() {
  useDocumentTitle('Careers · Sankalp Institute');
  return (
    <PageContainer
      title="Careers"
      lead="Teach with us. We are looking for subject experts and counsellors who care about students as much as results."
      width="narrow"
    >
      <Card title="Apply for a position">
        <Suspense
          fallback={
            <div className={styles.placeholder}>
              <Skeleton lines={5} label="Loading the form…" />
            </div>
          }
        >
          <CareersForm />
        </Suspense>
      </Card>
    </PageContainer>
  );
}
