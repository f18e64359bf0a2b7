import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, useAuth, useLiveQuery } from '@/data';
import type { School } from '@/data';
import { LoadError, RecordNotFound, Spinner } from '@/ui';

const SignedInSchoolContext = createContext<School | null>(null);

/**
 * The one place the signed-in school's record is looked up. Its pages (children) render only once
 * the record is found and read it with useSignedInSchool(); a missing record shows "School not
 * found." instead of any page. The record is re-read whenever the schools collection changes,
 * so a saved profile shows at once.
 */
export function SignedInSchoolGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const schoolId = user?.role === 'school' ? user.id : undefined;
  const query = useLiveQuery(
    (repository) =>
      schoolId === undefined ? Promise.resolve(undefined) : repository.getSchool(schoolId),
    [schoolId],
    ['schools'],
  );

  // While the session itself is still being read there is nothing to look up yet.
  if (user === undefined || query.status === 'loading') {
    return <Spinner label="Loading your school's details…" labelVisibility="visible" />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title="Your school's details could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  if (query.data === undefined) return <SchoolNotFound />;
  return (
    <SignedInSchoolContext.Provider value={query.data}>{children}</SignedInSchoolContext.Provider>
  );
}

/** The signed-in school's record, for a page inside SignedInSchoolGate. */
export function useSignedInSchool(): School {
  const school = useContext(SignedInSchoolContext);
  if (!school) throw new Error('useSignedInSchool must be used within a SignedInSchoolGate');
  return school;
}

/** Spec 6: the record of the signed-in school is missing (removed since sign-in, say). */
function SchoolNotFound() {
  const { logout } = useAuth();
  const navigate = useNavigate();

  return (
    <RecordNotFound
      title="School not found."
      message="The school you signed in as is not in the institute's records. Please log in again, or contact the institute if this continues."
      actionLabel="Go to Login"
      // The stale session is ended, so the login page starts clean.
      onAction={async () => {
        await logout();
        await navigate('/login', { replace: true });
      }}
      describeFailure={describeError}
    />
  );
}
