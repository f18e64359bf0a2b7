import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Journeys run against a production build served by vite preview. E2E_DIST and E2E_PORT let
// several builds be tested side by side; npm test uses dist/ on port 4174.
const port = Number(process.env.E2E_PORT || 4174);
const distDir = process.env.E2E_DIST || 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers sharing data, and e-mail, need the server (playwright.server.config.ts runs it).
  testIgnore: ['**/server-*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys of many steps take 20-30 s with two workers sharing a busy 2-core machine (the axe
  // walks beside them); 60 s keeps a slow machine from failing a journey that works.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    // The portal's people read India's calendar, as the stories do (vite.config.ts): a journey run
    // on a UTC evening is already tomorrow for them.
    timezoneId: 'Asia/Kolkata',
    // The journeys see the portal as a website: the installed app's service worker (issue 38)
    // is let in only by the journeys about it (server-installable.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${distDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
