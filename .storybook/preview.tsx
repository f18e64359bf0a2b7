import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Preview } from '@storybook/react-vite';
import '../src/ui/styles/global.css';

// Stories show English, the source language: in development a message is its own English text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const preview: Preview = {
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
