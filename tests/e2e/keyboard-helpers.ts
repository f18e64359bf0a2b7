// Helpers for the keyboard-only journeys (keyboard-*.spec.ts): they move and inspect focus the way
// a keyboard user does, pressing Tab, and never click or focus an element themselves.
import type { Locator, Page } from '@playwright/test';
import { demoPassword, expect } from './fixtures';

type AriaRole = Parameters<Page['getByRole']>[0];

/** The roles a Tab stop usually has; `tabTo` without a role matches any of them. */
const focusableRoles: readonly AriaRole[] = [
  'link',
  'button',
  'tab',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'spinbutton',
  'region',
  'dialog',
];

export type TabToOptions = {
  role?: AriaRole;
  /** Only an element inside this one counts, e.g. the main navigation rather than the footer. */
  within?: Locator;
  /** Shift+Tab instead of Tab. */
  backward?: boolean;
  /** How many presses before giving up. */
  maxPresses?: number;
};

/** Where focus is now, in words, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const labelled = element as Partial<HTMLInputElement>;
    const name =
      element.getAttribute('aria-label') ??
      labelled.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `<${element.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

function target(scope: Page | Locator, name: string | RegExp, role: AriaRole | undefined): Locator {
  if (role) return scope.getByRole(role, { name, exact: true });
  // A label also names fields without a role of their own, such as a password.
  return focusableRoles
    .map((each) => scope.getByRole(each, { name, exact: true }))
    .reduce((all, each) => all.or(each), scope.getByLabel(name, { exact: true }));
}

/**
 * Presses Tab (or Shift+Tab) until the focused element has the accessible name `name` (and the
 * role, when given), then returns that element (a locator that stays on it after focus moves on).
 * Stays put when it already has focus. Fails with the path focus took when it never gets there.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { role, within, backward = false, maxPresses = 60 }: TabToOptions = {},
): Promise<Locator> {
  const wanted = target(within ?? page, name, role);
  const visited: string[] = [];
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    const index = await wanted.evaluateAll((elements) =>
      elements.findIndex((element) => element === document.activeElement),
    );
    if (index >= 0) return wanted.nth(index);
    if (presses === maxPresses) break;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  throw new Error(
    `${backward ? 'Shift+Tab' : 'Tab'} never reached ${role ?? 'an element'} named ${String(name)} ` +
      `in ${maxPresses} presses. Focus went: ${visited.join(' → ')}`,
  );
}

/** The focused element shows a focus ring (an outline), as a keyboard user needs to see. */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', outline: 'none' };
    return { tag: element.tagName.toLowerCase(), outline: getComputedStyle(element).outlineStyle };
  });
  expect(focus.outline, `the focused <${focus.tag}> has no visible outline`).not.toBe('none');
}

/** Focus is on an element with this accessible name (and role), shown with a focus ring. */
export async function expectFocusOn(page: Page, name: string | RegExp, role?: AriaRole) {
  const focused = await target(page, name, role).evaluateAll((elements) =>
    elements.some((element) => element === document.activeElement),
  );
  expect(focused, `focus is on ${await describeFocus(page)}, not on ${String(name)}`).toBe(true);
  await expectVisibleFocus(page);
}

/** Signs in through the login page by keyboard only: role tab by arrow keys, fields, Enter. */
export async function signInByKeyboard(
  page: Page,
  role: 'student' | 'school' | 'admin',
  email: string,
) {
  await page.goto('/login');
  // The page arrives prerendered: keys pressed before React has hydrated it do nothing, and the
  // form is enabled from that moment (as signIn in scripts/portal-routes.mjs waits for it).
  await expect(page.locator('form fieldset').first()).toBeEnabled();
  // The selected tab (Student) is the tab list's one Tab stop; arrows move and select.
  await tabTo(page, 'Student', { role: 'tab' });
  await expectVisibleFocus(page);
  const tabOrder = ['Student', 'Parent', 'School', 'Admin'] as const;
  const arrowPresses = { student: 0, school: 2, admin: 3 }[role];
  for (let press = 1; press <= arrowPresses; press += 1) {
    await page.keyboard.press('ArrowRight');
    // The tab list moves focus just after the key (Radix focuses from a timeout); a person sees
    // it arrive before pressing again, while a second press before then starts from the old tab.
    await expect(page.getByRole('tab', { name: tabOrder[press]! })).toBeFocused();
  }
  const tabName = tabOrder[arrowPresses]!;
  await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  await expectFocusOn(page, tabName, 'tab');

  await tabTo(page, 'Email', { role: 'textbox' });
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  await tabTo(page, 'Password');
  await page.keyboard.type(demoPassword(role));
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/${role}/dashboard$`));
}
