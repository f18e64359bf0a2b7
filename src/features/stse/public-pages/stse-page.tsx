import { ButtonLink, Card, PageContainer, useDocumentTitle } from '@/ui';
import styles from './stse-page.module.css';
import { StseRegistrationForm } from './stse-registration-form';
import { publicPages } from '@/features/public-site';

export function StseRegistrationPage() {
  useDocumentTitle(publicPages['/stse'].title);
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
            <ButtonLink to="/stse/online-test" variant="secondary">
              Take the online test
            </ButtonLink>
            <ButtonLink to="/stse/answer-key" variant="secondary">
              Answer key and challenges
            </ButtonLink>
          </div>
        </>
      }
    >
      <Card title="Registration form">
        <StseRegistrationForm />
      </Card>
    </PageContainer>
  );
}
