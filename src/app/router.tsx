import { createBrowserRouter, Navigate } from 'react-router-dom';

export const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/public/home') },
  { path: '*', element: <Navigate to="/" replace /> },
]);
