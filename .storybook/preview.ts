import type { Preview } from '@storybook/react-vite';
import '../src/ui/styles/global.css';

const preview: Preview = {
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
