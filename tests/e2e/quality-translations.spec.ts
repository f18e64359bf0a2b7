// Every route in the pseudo-language (English with each letter accented and every word 40%
// longer, as translations run: Ĥōḿēēō; scripts/pseudo-lengthen-plugin.mjs), on a 375 px phone.
// Any plain English word left on screen is text nobody marked for translation, which a Hindi
// reader would get in English; a page that scrolls sideways is a layout that longer text breaks.
// The people's own data (names, e-mails, programmes, codes) is English by nature: every word the
// demo stores, e-mail and web addresses and the institute's address (in <address>) are left out
// before a page's text is checked.
import type { Page } from '@playwright/test';
import { portalRoutes, resolvePath } from '../../scripts/portal-routes.mjs';
import { untranslatedTexts } from '../../scripts/untranslated-text.mjs';
import type { PortalRole } from '../../scripts/portal-routes.mjs';
import { expect, signIn, test } from './fixtures';

const roles: PortalRole[] = ['visitor', 'admin', 'student', 'school', 'parent'];

const ROUTES_PER_TEST = 6;

/** The visible text the data does not explain, in plain (unaccented) English words. */
async function untranslatedText(page: Page): Promise<string[]> {
  const knownWords = await page.evaluate(() => {
    // The brand, and the institute's address as the page's <address> elements give it.
    const stored = new Set<string>(['Sankalp Institute']);
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.trim().length > 1) stored.add(value.trim());
      } else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const address of document.querySelectorAll('address')) collect(address.innerText);
    for (let index = 0; index < localStorage.length; index += 1) {
      const raw = localStorage.getItem(localStorage.key(index) ?? '') ?? '';
      try {
        collect(JSON.parse(raw));
      } catch {
        collect(raw);
      }
    }
    // Words of the stored data (a first name in a greeting, a subject in a title) are data too.
    return [...new Set([...stored].flatMap((value) => value.split(/[^A-Za-z]+/)))];
  });
  return page.evaluate(untranslatedTexts, { knownWords });
}

const PHONE = { width: 375, height: 800 };

/** When the page scrolls sideways: its width and the innermost elements past the screen's edge. */
async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    const describe = (element: Element) => {
      const label = element.id ? `#${element.id}` : `.${[...element.classList].join('.')}`;
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${label === '.' ? '' : label} "${text}"`;
    };
    // An element inside a box that scrolls or clips (a wide table's scroller) widens nothing.
    const insideScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > clientWidth + 1 && !insideScroller(element),
    );
    const innermost = past.filter(
      (element) => !past.some((other) => element.contains(other) && other !== element),
    );
    return `${scrollWidth} px wide: ${innermost.slice(0, 3).map(describe).join(', ')}`;
  });
}

for (const role of roles) {
  const routes = portalRoutes.filter((route) => route.role === role && !route.serverModeOnly);
  const parts = Math.ceil(routes.length / ROUTES_PER_TEST);
  for (let part = 0; part < parts; part += 1) {
    const partRoutes = routes.slice(part * ROUTES_PER_TEST, (part + 1) * ROUTES_PER_TEST);
    const title = `every ${role} route has no untranslated text and fits 375 px`;
    test(`${title} (part ${part + 1} of ${parts})`, async ({ page }) => {
      test.skip(Boolean(process.env.E2E_RESET_URL), 'the language is the browser’s business');
      test.setTimeout(120_000);
      if (role === 'visitor') await page.goto('/');
      else await signIn(page, role);
      // The records' addresses are found on English screens (a link named View Details).
      const paths: string[] = [];
      for (const route of partRoutes) paths.push(await resolvePath(page, route.path));
      await page.evaluate(() => localStorage.setItem('sankalp-language', 'pseudo'));
      await page.setViewportSize(PHONE);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The page's data may still be arriving: read until two readings agree.
        await page.waitForLoadState('networkidle');
        let leftInEnglish = await untranslatedText(page);
        for (let reading = 0; reading < 10; reading += 1) {
          await page.waitForTimeout(300);
          const again = await untranslatedText(page);
          if (again.join('\n') === leftInEnglish.join('\n')) break;
          leftInEnglish = again;
        }
        if (leftInEnglish.length > 0) {
          problems.push(`${path}: ${leftInEnglish.slice(0, 8).join(' | ')}`);
        }
        const overflow = await sidewaysScroll(page);
        if (overflow) problems.push(`${path} scrolls sideways at 375 px, ${overflow}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
