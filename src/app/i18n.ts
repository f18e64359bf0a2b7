import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { setDisplayLocale } from '@/lib';
import { messages as englishSiteMessages } from '../locales/en/site.po';

/** The languages every screen is shown in. */
export type Language = 'en' | 'hi';

/** Also the pseudo-language of the translation test (never offered: set in storage only). */
type ShownLanguage = Language | 'pseudo';

/** The language switch's choices, each written in its own language. */
export const languageChoices: readonly { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'hi', name: 'हिन्दी' },
];

// A device remembers the visitor's choice; a first visit follows the browser's languages.
const LANGUAGE_KEY = 'sankalp-language';

type Catalog = { messages: Messages };

// Each language's messages are their own chunks: the public site's frame and pages (English in
// the entry, as every first visit starts in it), the rest of the public code (sign-in, the STSE,
// the data's messages: loaded with any page but the home page) and the signed-in areas'.
const catalogs = {
  site: {
    en: () => Promise.resolve<Catalog>({ messages: englishSiteMessages }),
    hi: (): Promise<Catalog> => import('../locales/hi/site.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/site.po'),
  },
  public: {
    en: (): Promise<Catalog> => import('../locales/en/public.po'),
    hi: (): Promise<Catalog> => import('../locales/hi/public.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/public.po'),
  },
  portal: {
    en: (): Promise<Catalog> => import('../locales/en/portal.po'),
    hi: (): Promise<Catalog> => import('../locales/hi/portal.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/portal.po'),
  },
  admin: {
    en: (): Promise<Catalog> => import('../locales/en/admin.po'),
    hi: (): Promise<Catalog> => import('../locales/hi/admin.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/admin.po'),
  },
} as const;

type CatalogPart = keyof typeof catalogs;
const loadedParts = new Set<CatalogPart>(['site']);

i18n.load('en', englishSiteMessages);
i18n.activate('en');
// The language being switched to: a page's messages loading meanwhile load in it.
let targetLanguage: ShownLanguage = 'en';

// A message missing from the loaded catalogs shows as its id in a production build: say so, so
// that every journey (which fails on a console error) finds a page that loads too few messages.
if (import.meta.env.PROD) {
  i18n.on('missing', ({ id, locale }) =>
    console.error(`Message ${id} is missing from the ${locale} catalogs loaded.`),
  );
}

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';
const isShownLanguage = (value: unknown): value is ShownLanguage =>
  isLanguage(value) || value === 'pseudo';

/**
 * The language to start in: the one chosen on this device, else the first of the browser's
 * languages (e.g. ['hi-IN', 'en-GB']) that we have, else English.
 */
export function chooseLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): ShownLanguage {
  if (isShownLanguage(stored)) return stored;
  const preferred = browserLanguages.find((tag) => /^(en|hi)(-|$)/i.test(tag));
  return preferred?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export function initialLanguage(): ShownLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage blocked: follow the browser.
  }
  return chooseLanguage(stored, navigator.languages);
}

async function loadPart(part: CatalogPart, language: ShownLanguage): Promise<void> {
  const { messages } = await catalogs[part][language]();
  i18n.load(language, messages);
}

/** Renders in `language` from now on (with no page around: the build's prerender uses it too). */
export async function switchLanguage(language: ShownLanguage): Promise<void> {
  targetLanguage = language;
  await Promise.all([...loadedParts].map((part) => loadPart(part, language)));
  // The pseudo-language formats dates as Hindi does, so no English month name is left in it.
  setDisplayLocale(language === 'en' ? 'en-IN' : 'hi-IN');
  i18n.activate(language);
}

// The public pages are prerendered in Hindi too, under /hi (/hi/about), for readers and search
// engines; the rest of the app shows either language at the same address.
const HINDI_PREFIX = /^\/hi(\/|$)/;

/** The language an address is in: Hindi for /hi/..., else none (the reader's choice decides). */
export const languageOfPath = (path: string): Language | null =>
  HINDI_PREFIX.test(path) ? 'hi' : null;

/** /about in Hindi is /hi/about; / is /hi. */
export const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** The English address of a Hindi page: /hi/about is /about. */
export const englishPath = (path: string) => path.replace(HINDI_PREFIX, '/');

/** Shows every screen in `language` from now on, once its messages are in. */
export async function activateLanguage(language: ShownLanguage, { remember = true } = {}) {
  await switchLanguage(language);
  document.documentElement.lang = language === 'pseudo' ? 'en-XA' : `${language}-IN`;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice holds until the tab closes.
  }
}

async function withParts<T>(parts: CatalogPart[], pageModule: Promise<T>): Promise<T> {
  parts.forEach((part) => loadedParts.add(part));
  const [loaded] = await Promise.all([
    pageModule,
    ...parts.map((part) => loadPart(part, targetLanguage)),
  ]);
  return loaded;
}

/** Loads the public code's messages in the current language before a page other than home shows. */
export const withPublicMessages = <T>(pageModule: Promise<T>) => withParts(['public'], pageModule);

/**
 * Loads a signed-in area's messages in the current language before its first screen shows: the
 * student's, parent's and school's (with the data's), and for the admin the office's screens too.
 */
export const withAreaMessages = <T>(area: 'admin' | 'portal', areaModule: Promise<T>) =>
  withParts(area === 'admin' ? ['public', 'portal', 'admin'] : ['public', 'portal'], areaModule);

export { i18n };
