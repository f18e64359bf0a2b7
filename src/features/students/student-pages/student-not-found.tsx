import { useNavigate } from 'react-router-dom';
import { describeError, useAuth } from '@/data';
import { RecordNotFound, useDocumentTitle } from '@/ui';

/** Shown on every student page when the signed-in student's record no longer exists (spec 6, 8). */
export function StudentNotFound() {
  useDocumentTitle('Student Not Found · Student Panel · Sankalp Institute');
  const { logout } = useAuth();
  const navigate = useNavigate();

  return (
    <RecordNotFound
      title="Student Not Found"
      message="Could not find data for the logged-in student. Please log in again."
      actionLabel="Go to Login"
      onAction={async () => {
        await logout();
        await navigate('/login', { replace: true });
      }}
      describeFailure={describeError}
    />
  );
}
