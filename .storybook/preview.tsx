import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { setDisplayLocale } from '../src/lib';
import '../src/ui/styles/global.css';

// A screen's first lazily loaded page (and its messages) may take more than the default second
// on a busy 2-core machine; a story that waits for it still fails when it never comes.
configure({ asyncUtilTimeout: 5000 });

// Stories show English, the source language, unless the toolbar (or a story's `globals`) picks
// Hindi or the pseudo-language: in development a message is its own English text, so only those
// need their catalogs.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Every catalog (lingui.config.ts): the stories show screens of every area. The pseudo-language is
// the translation test's accented, 40% longer English: a story in it shows what was left out.
const CATALOGS = ['site', 'public', 'portal', 'admin'] as const;
const loadedCatalogs = new Set<string>();

async function showIn(language: string) {
  const shown = language === 'hi' || language === 'pseudo' ? language : 'en';
  if (shown !== 'en' && !loadedCatalogs.has(shown)) {
    const catalogs: Array<{ messages: Record<string, unknown> }> = await Promise.all(
      CATALOGS.map((catalog) => import(`../src/locales/${shown}/${catalog}.po`)),
    );
    i18n.load(shown, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
    loadedCatalogs.add(shown);
  }
  i18n.activate(shown);
  // The pseudo-language formats dates as Hindi does, as the app's does (src/app/i18n.ts).
  setDisplayLocale(shown === 'en' ? 'en-IN' : 'hi-IN');
  document.documentElement.lang = shown === 'pseudo' ? 'en-XA' : `${shown}-IN`;
}

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'The language the screens are shown in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'pseudo', title: 'Pseudo (translation check)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  loaders: [({ globals }) => showIn(String(globals.language ?? 'en'))],
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Any accessibility violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        small: { name: 'Small phone (320px)', styles: { width: '320px', height: '640px' } },
        mobile: { name: 'Phone (375px)', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
