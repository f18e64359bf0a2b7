// What each public page tells a browser tab, a search engine and a link preview: its <title>, its
// meta description and (from the same two) its Open Graph tags. The prerender writes them into
// each page's HTML (src/app/prerender.tsx); the page names its tab with the same title when a
// visitor arrives by a link inside the app.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '@/ui';
import { siteBrand } from './site-content';

export type PageMetadata = {
  /** The whole <title>, as the tab and a search result show it. */
  title: string;
  /** One or two sentences for search results and link previews (about 160 characters at most). */
  description: string;
};

/** Every public route, in the order of the public navigation, then /login. */
export const publicPagePaths = [
  '/',
  '/about',
  '/courses',
  '/results',
  '/stse',
  '/downloads',
  '/careers',
  '/contact',
  '/stse-admit-card',
  '/login',
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];

const titled = (page: string) => `${page} · ${siteBrand.name}`;

export const publicPages = {
  '/': {
    title: siteBrand.name,
    description:
      'Sankalp Institute, Kota: coaching for engineering and medical entrance, board exams, foundation and olympiads. Register free for the STSE talent search exam.',
  },
  '/about': {
    title: titled('About'),
    description:
      'Teaching since 2005: the mission, vision and values of Sankalp Institute, and its campus in Kota.',
  },
  '/courses': {
    title: titled('Programs & Courses'),
    description:
      'Engineering, medical, foundation, senior secondary, short term and competitive exam programs at Sankalp Institute.',
  },
  '/results': {
    title: titled('STSE Results'),
    description:
      'Check your Sankalp Talent Search Exam (STSE) result and scholarship with your roll number.',
  },
  '/stse': {
    title: titled('STSE Registration'),
    description:
      'Register free for the Sankalp Talent Search Exam (STSE) for classes 9 to 12 and compete for scholarships.',
  },
  '/downloads': {
    title: titled('Downloads'),
    description:
      'Free sample papers, brochures and study material from Sankalp Institute, as PDF files.',
  },
  '/careers': {
    title: titled('Careers'),
    description:
      'Teach at Sankalp Institute: apply for subject expert and counsellor positions in Kota.',
  },
  '/contact': {
    title: titled('Contact'),
    description:
      'Write to, call or visit Sankalp Institute in Kota about programs, admissions or the STSE.',
  },
  '/stse-admit-card': {
    title: titled('STSE Admit Card'),
    description:
      'Find and print your Sankalp Talent Search Exam (STSE) admit card with your roll number.',
  },
  '/login': {
    title: titled('Login'),
    description:
      'Sign in to the Sankalp Institute portal as a student, a partner school or an admin.',
  },
} as const satisfies Record<PublicPagePath, PageMetadata>;

// The pages' names in the tab in the visitor's language; the prerendered HTML keeps the English
// titles above, as the prerender speaks English.
const pageNames: Record<Exclude<PublicPagePath, '/'>, MessageDescriptor> = {
  '/about': msg`About`,
  '/courses': msg`Programs & Courses`,
  '/results': msg`STSE Results`,
  '/stse': msg`STSE Registration`,
  '/downloads': msg`Downloads`,
  '/careers': msg`Careers`,
  '/contact': msg`Contact`,
  '/stse-admit-card': msg`STSE Admit Card`,
  '/login': msg`Login`,
};

/** Names the browser tab after a public page, in the visitor's language. */
export function usePublicPageTitle(path: PublicPagePath) {
  const { i18n } = useLingui();
  useDocumentTitle(path === '/' ? publicPages['/'].title : titled(i18n._(pageNames[path])));
}
