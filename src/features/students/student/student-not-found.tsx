import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, useAuth } from '@/data';
import { Alert, Button, Card, PageContainer, useDocumentTitle } from '@/ui';
import styles from './student-page.module.css';

type LogoutStatus = 'idle' | 'leaving' | 'error';

/** Shown on every student page when the signed-in student's record no longer exists (spec 6, 8). */
export function StudentNotFound() {
  useDocumentTitle('Student Not Found · Student Panel · Sankalp Institute');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<LogoutStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);

  async function goToLogin() {
    setStatus('leaving');
    try {
      await logout();
      await navigate('/login', { replace: true });
    } catch (caught) {
      setError(caught);
      setStatus('error');
    }
  }

  return (
    <PageContainer title="Student Not Found" width="narrow">
      <Card>
        <div className={styles.stack}>
          <p>Could not find data for the logged-in student. Please log in again.</p>
          {status === 'error' ? <Alert tone="error">{describeError(error)}</Alert> : null}
          <Button busy={status === 'leaving'} onClick={() => void goToLogin()}>
            Go to Login
          </Button>
        </div>
      </Card>
    </PageContainer>
  );
}
