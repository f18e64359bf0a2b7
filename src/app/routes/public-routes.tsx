import type { RouteObject } from 'react-router-dom';
import { SERVER_MODE } from '@/data/data-mode';
import { preloadDataLayer } from '../services';

// Public pages, each its own lazily loaded module so a visitor downloads only the page they open.
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./public/home') },
  { path: 'about', lazy: () => import('./public/about') },
  { path: 'courses', lazy: () => import('./public/courses') },
  { path: 'contact', lazy: () => import('./public/contact') },
  { path: 'careers', lazy: () => import('./public/careers') },
  { path: 'stse', lazy: () => import('./public/stse') },
  // The online STSE: sign-in, instructions and the exam hall (not prerendered: it is all data).
  { path: 'stse/online-test', lazy: () => import('./public/stse-online-test') },
  { path: 'results', lazy: () => import('./public/results') },
  { path: 'stse-admit-card', lazy: () => import('./public/stse-admit-card') },
  // A candidate's response sheet and challenges (not prerendered: it is all data).
  { path: 'stse/answer-key', lazy: () => import('./public/stse-answer-key') },
  {
    path: 'downloads',
    // The list is the page: its data layer downloads beside the page's chunk, not after it.
    lazy: () => {
      preloadDataLayer();
      return import('./public/downloads');
    },
  },
  { path: 'login', lazy: () => import('./public/login') },
  // The Unsubscribe link in a message to an enquiry (not prerendered: it is the link's own).
  { path: 'unsubscribe', lazy: () => import('./public/unsubscribe') },
  // In the browser-only mode it says that the demo sends no e-mail.
  { path: 'forgot-password', lazy: () => import('./public/forgot-password') },
  // A student or school sets a password with the admin's one-time code or an e-mailed reset
  // link. The browser-only mode has no passwords, so there the paths are unknown and go to /, as
  // any unknown path does.
  ...(SERVER_MODE
    ? [
        { path: 'set-password', lazy: () => import('./public/set-password') },
        { path: 'reset-password', lazy: () => import('./public/reset-password') },
      ]
    : []),
];
