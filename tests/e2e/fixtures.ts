// Every journey imports `test` and `expect` from here, never from @playwright/test directly:
// a console error or warning, or an uncaught page error, fails the test that caused it.
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

type Fixtures = { consoleProblems: string[]; serverData: void };

/**
 * Messages the browser itself prints for requests the offline sandbox refuses, and Playwright's
 * own note that it kept the app's service worker out (playwright.config.ts `serviceWorkers`).
 */
const offlineNoise = [
  /net::ERR_/,
  /Failed to load resource/,
  /Service Worker registration blocked by Playwright/,
];

/**
 * A public page arrives prerendered: its buttons are on screen before its script has started
 * React, and a click then would do nothing. Navigations wait until React owns the page (it then
 * replays a click on a part it has not hydrated yet), as a person would wait for a page to respond.
 */
export async function untilReactStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilReactStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilReactStarted(page);
      return response;
    };
    await provide(page);
  },
  // Server mode (playwright.server.config.ts): every journey starts from the demo data, as a new
  // browser does in the browser-only mode.
  serverData: [
    // Playwright reads a fixture's dependencies from this pattern; it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const url = process.env.E2E_RESET_URL;
      if (url) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'x-reset-token': process.env.E2E_RESET_TOKEN ?? '' },
        });
        expect(response.status, 'resetting the server data').toBe(200);
      }
      await use();
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchConsole(page, problems);
      await use(problems);
      expect(problems, 'console errors or warnings during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** Tests that provoke an error on purpose call this to accept the console output they expect. */
export function allowConsoleProblems(problems: string[], pattern: RegExp) {
  for (let index = problems.length - 1; index >= 0; index -= 1) {
    if (pattern.test(problems[index] ?? '')) problems.splice(index, 1);
  }
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`,
    ),
  ).toEqual([]);
}

// One sign-in and one list of demo logins for journeys and scripts alike.
export { demoLogins, demoPassword, signIn } from '../../scripts/portal-routes.mjs';

/** Collects a page's console errors and warnings (and uncaught errors) into `problems`. */
export function watchConsole(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (offlineNoise.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}
