/**
 * Renders a student page the way the student area does: under the area's one record lookup
 * (SignedInRecordGate), which hands the page the signed-in student's record (useSignedInRecord)
 * or shows the area's loading, failure or Student Not Found state (tested in shell.stories).
 *
 *   const meta = {
 *     component: StudentFeesPage,
 *     decorators: [withStudentPage, withData({ session: storySessions.student })],
 *     parameters: { studentPage: 'fees' },
 *   } satisfies Meta<typeof StudentFeesPage>;
 *
 * withData must come after it in the list (Storybook wraps outward), so the page has its data.
 * Following a link to another URL shows "Navigated to <url>", which a play function can assert.
 */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SignedInRecordGate } from '@/app/layouts/signed-in-record-gate';

/**
 * `parameters.studentPage`: the page's path under /student, e.g. 'fees', with the query the page
 * opens with if any, e.g. 'fees?order=order-1'.
 */
type StudentPageParameter = string;

export const withStudentPage: Decorator = (Story, context) => {
  const page = context.parameters.studentPage as StudentPageParameter;
  const [path] = page.split('?');
  return (
    <MemoryRouter initialEntries={[`/student/${page}`]}>
      <Routes>
        <Route path="/student" element={<SignedInStudentOutlet />}>
          <Route path={path} element={<Story />} />
        </Route>
        <Route path="*" element={<NavigatedAway />} />
      </Routes>
    </MemoryRouter>
  );
};

/** The student area's record lookup around its route outlet, as the student area mounts it. */
export function SignedInStudentOutlet() {
  return (
    <SignedInRecordGate area="student">
      <Outlet />
    </SignedInRecordGate>
  );
}

export function NavigatedAway() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}
