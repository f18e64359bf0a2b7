// Every journey imports `test` and `expect` from here, never from @playwright/test directly:
// a console error or warning, or an uncaught page error, fails the test that caused it.
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

type Fixtures = { consoleProblems: string[] };

/** Messages the browser itself prints for requests the offline sandbox refuses. */
const offlineNoise = [/net::ERR_/, /Failed to load resource/];

export const test = base.extend<Fixtures>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (offlineNoise.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
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
export { demoLogins, signIn } from '../../scripts/portal-routes.mjs';
