import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The student area's pages, each its own lazily loaded module under ./student/.
export const studentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
];
