import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The portal's service worker and manifest (scripts/pwa-plugin.mjs) are not Storybook's. */
const notTheAppsServiceWorker = (plugin: PluginOption) =>
  !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa'));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat().filter(notTheAppsServiceWorker),
  }),
};

export default config;
