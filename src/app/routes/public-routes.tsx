import type { RouteObject } from 'react-router-dom';

// Public pages, each its own lazily loaded module so a visitor downloads only the page they open.
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./public/home') },
  { path: 'about', lazy: () => import('./public/about') },
  { path: 'courses', lazy: () => import('./public/courses') },
  { path: 'contact', lazy: () => import('./public/contact') },
  { path: 'careers', lazy: () => import('./public/careers') },
  { path: 'login', lazy: () => import('./public/login') },
];
