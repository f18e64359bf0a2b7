import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * `parameters.route` for stories wrapped in withRouter.
 * - path: the route pattern the story renders at, e.g. '/admin/student-management/:studentId'.
 *   Use '/*' for layouts, so the story stays on screen whichever link is followed.
 * - initialEntry: the URL the story starts at, e.g. '/admin/student-management/s1?tab=fees'.
 *   Defaults to `path` when it has no parameters, else to '/'.
 */
export type RouteParameters = { path?: string; initialEntry?: string };

/**
 * Wraps a story in an in-memory router, so useParams, useSearchParams, Link and NavLink work.
 * Following a link to a URL the story's path does not match shows "Navigated to <url>", which
 * a play function can assert.
 */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameters;
  const path = route.path ?? '/';
  const initialEntry = route.initialEntry ?? (/[:*]/.test(path) ? '/' : path);
  return (
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<NavigatedAway />} />
      </Routes>
    </MemoryRouter>
  );
};

function NavigatedAway() {
  const location = useLocation();
  return (
    <p>
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}
