// Every route of the portal, opened by the role that owns it, in English and (in the browser-only
// mode: the language is the browser's business) in Hindi: no serious or critical axe violation, no console error or warning (the fixture), never a blank page, and no request to
// any other site (a page tells no outside service who is looking, or their name).
import { portalRoutes, resolvePath } from '../../scripts/portal-routes.mjs';
import type { PortalRole } from '../../scripts/portal-routes.mjs';
import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

const roles: PortalRole[] = ['visitor', 'admin', 'student', 'school', 'parent'];
const serverMode = Boolean(process.env.E2E_RESET_URL);

// A role's routes in parts of at most this many, each part its own test: one walk of every admin
// page, each scanned by axe, took over three minutes on a busy 2-core machine.
const ROUTES_PER_TEST = 6;

const languages = serverMode ? (['en'] as const) : (['en', 'hi'] as const);

for (const language of languages)
  for (const role of roles) {
    const routes = portalRoutes.filter(
      (candidate) => candidate.role === role && (serverMode || !candidate.serverModeOnly),
    );
    const parts = Math.ceil(routes.length / ROUTES_PER_TEST);
    for (let part = 0; part < parts; part += 1) {
      const partRoutes = routes.slice(part * ROUTES_PER_TEST, (part + 1) * ROUTES_PER_TEST);
      const inLanguage = language === 'hi' ? ' in Hindi' : '';
      test(`every ${role} route passes axe and shows its page${inLanguage} (part ${part + 1} of ${parts})`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const ownOrigin = new URL(baseURL!).origin;
        const outsideRequests: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (['http:', 'https:'].includes(url.protocol) && url.origin !== ownOrigin) {
            outsideRequests.push(request.url());
          }
        });
        if (role === 'visitor') await page.goto('/');
        else await signIn(page, role);
        // The records' addresses are found on English screens (a link named View Details).
        const paths: string[] = [];
        for (const route of partRoutes) paths.push(await resolvePath(page, route.path));
        // Chosen after signing in (the sign-in helper reads the English form); each page below
        // is a fresh load, which starts in the device's language.
        if (language === 'hi') {
          await page.evaluate(() => localStorage.setItem('sankalp-language', 'hi'));
        }
        for (const path of paths) {
          await page.goto(path);
          await expect(page, `${path} stays where it was asked`).toHaveURL(
            new RegExp(`${path.replace(/[?]/g, '\\$&')}$`),
          );
          await expect(
            page.getByRole('heading', { level: 1 }).first(),
            `${path} has a heading`,
          ).toBeVisible();
          await expect(page.getByRole('status', { name: /loading|लोड हो र/i })).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', `${language}-IN`);
          await expectNoSeriousAxeViolations(page);
        }
        expect(outsideRequests, 'requests to other sites').toEqual([]);
      });
    }
  }
