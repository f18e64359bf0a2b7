import { Outlet } from 'react-router-dom';
import { describeError, useAuth, useLiveQuery } from '@/data';
import type { Student } from '@/data';
import { LoadError, Spinner } from '@/ui';
import { StudentNotFound } from './student-not-found';

/** What every student page reads with `useOutletContext<SignedInStudentContext>()`. */
export type SignedInStudentContext = { student: Student };

/**
 * The one place the signed-in student's record is looked up. It renders the student area's
 * pages (the route outlet) only once the record is found, handing it to them through the outlet
 * context; a missing record shows Student Not Found instead of any page. The record is re-read
 * whenever the students collection changes, so a payment shows at once on every page.
 */
export function SignedInStudentOutlet() {
  const { user } = useAuth();
  const studentId = user?.role === 'student' ? user.id : undefined;
  const query = useLiveQuery(
    (repository) =>
      studentId === undefined ? Promise.resolve(undefined) : repository.getStudent(studentId),
    [studentId],
    ['students'],
  );

  // While the session itself is still being read there is nothing to look up yet.
  if (user === undefined || query.status === 'loading') {
    return <Spinner label="Loading your details…" labelVisibility="visible" />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title="Your details could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  if (query.data === undefined) return <StudentNotFound />;
  return <Outlet context={{ student: query.data } satisfies SignedInStudentContext} />;
}
