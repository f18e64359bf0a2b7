import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, Card, PageContainer, useDocumentTitle } from '@/ui';
import styles from './stse-page.module.css';
import { StseRegistrationForm } from './stse-registration-form';
import { publicPages } from '@/features/public-site';

export function StseRegistrationPage() {
  const { t } = useLingui();
  useDocumentTitle(publicPages['/stse'].title);
  return (
    <PageContainer
      title={t`Sankalp Talent Search Exam (STSE)`}
      lead={
        <>
          <p>
            <Trans>
              The STSE is <strong>free</strong> for students of classes 9 to 12. Top scorers win
              scholarships on Sankalp programs. Register below; your admit card follows once your
              exam center is assigned.
            </Trans>
          </p>
          <div className={styles.links}>
            <ButtonLink to="/stse-admit-card" variant="secondary">
              <Trans>Download Admit Card</Trans>
            </ButtonLink>
            <ButtonLink to="/results" variant="secondary">
              <Trans>Check Results</Trans>
            </ButtonLink>
            <ButtonLink to="/stse/online-test" variant="secondary">
              <Trans>Take the online test</Trans>
            </ButtonLink>
            <ButtonLink to="/stse/answer-key" variant="secondary">
              <Trans>Answer key and challenges</Trans>
            </ButtonLink>
          </div>
        </>
      }
    >
      <Card title={t`Registration form`}>
        <StseRegistrationForm />
      </Card>
    </PageContainer>
  );
}
