import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { setDisplayLocale } from '@/lib';
import { messages as englishPublicMessages } from '../locales/en/public.po';

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

// Each language's messages are their own chunks: the public site's (English in the entry, as
// every first visit starts in it) and the signed-in areas' (loaded with an area).
const catalogs = {
  public: {
    en: () => Promise.resolve<Catalog>({ messages: englishPublicMessages }),
    hi: (): Promise<Catalog> => import('../locales/hi/public.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/public.po'),
  },
  areas: {
    en: (): Promise<Catalog> => import('../locales/en/areas.po'),
    hi: (): Promise<Catalog> => import('../locales/hi/areas.po'),
    pseudo: (): Promise<Catalog> => import('../locales/pseudo/areas.po'),
  },
} as const;

type CatalogPart = keyof typeof catalogs;
const loadedParts = new Set<CatalogPart>(['public']);

i18n.load('en', englishPublicMessages);
i18n.activate('en');

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

/** Loads a signed-in area's messages in the current language before its first screen shows. */
export async function withAreaMessages<T>(areaModule: Promise<T>): Promise<T> {
  loadedParts.add('areas');
  const language = isShownLanguage(i18n.locale) ? i18n.locale : 'en';
  const [loaded] = await Promise.all([areaModule, loadPart('areas', language)]);
  return loaded;
}

export { i18n };
