import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import browserOnly from './playwright.config';

// The journeys in server mode: the server-mode build served by the real server over a fresh
// embedded database (scripts/server-e2e.mjs). One worker: the journeys share the one database,
// and each starts from the demo data (the reset in tests/e2e/fixtures.ts).
const port = Number(process.env.E2E_SERVER_PORT || 4175);
const resetToken = 'e2e-reset-token';
process.env.E2E_RESET_URL = `http://127.0.0.1:${port}/__e2e/reset`;
process.env.E2E_RESET_TOKEN = resetToken;
process.env.E2E_ADMIN_PASSWORD = 'admin-e2e-password';
// Where scripts/server-e2e.mjs writes the address of the fake SMTP server's list of mails.
process.env.E2E_MAILS_FILE = path.join(tmpdir(), `sankalp-e2e-mails-${port}.url`);
// …and of the fake SMS and WhatsApp providers' list of requests.
process.env.E2E_PROVIDERS_FILE = path.join(tmpdir(), `sankalp-e2e-providers-${port}.url`);

export default defineConfig({
  ...browserOnly,
  // Journeys about the browser's own storage (a damaged localStorage, the prerendered pages'
  // storage) are the browser-only mode's.
  // (admin-backup.spec.ts skips its site-data journey itself; its restore journey runs here too.)
  testIgnore: ['**/public-prerender.spec.ts', '**/quality-budget.spec.ts'],
  // Deletes a record straight from localStorage: a browser-only situation.
  grepInvert: /a missing student record shows Student Not Found/,
  fullyParallel: false,
  workers: 1,
  // No retries, as in browser-only mode: the keyboard journeys' race was their own arrow keys
  // pressed before the tab list had moved focus (tests/e2e/keyboard-helpers.ts).
  retries: 0,
  use: { ...browserOnly.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'node scripts/server-e2e.mjs',
    url: `http://localhost:${port}/api/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'admin@sankalp.example.com',
      ADMIN_PASSWORD: 'admin-e2e-password',
      E2E_RESET_TOKEN: resetToken,
      E2E_MAILS_FILE: process.env.E2E_MAILS_FILE,
      E2E_PROVIDERS_FILE: process.env.E2E_PROVIDERS_FILE,
      // Busy states ("Submitting...") stay on screen long enough to be seen, as in the demo.
      E2E_API_DELAY_MS: '150',
    },
  },
});
