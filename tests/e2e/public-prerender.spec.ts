// The public pages are prerendered at build time: a crawler that runs no JavaScript reads each
// page's heading, text, form, title and description, and the browser hydrates that HTML without
// a mismatch (React reports one on the console, which the fixture turns into a failure).
import { expect, signIn, test } from './fixtures';

const pages = [
  {
    path: '/',
    heading: 'Prepare with purpose at Sankalp Institute',
    title: 'Sankalp Institute',
    text: 'Expert Faculty',
  },
  {
    path: '/about',
    heading: 'About Sankalp Institute',
    title: 'About · Sankalp Institute',
    text: 'Integrity',
  },
  {
    path: '/courses',
    heading: 'Programs & Courses',
    title: 'Programs & Courses · Sankalp Institute',
    text: 'Enroll Now',
  },
  {
    path: '/results',
    heading: 'STSE Results',
    title: 'STSE Results · Sankalp Institute',
    text: 'Check Result',
  },
  {
    path: '/stse',
    heading: 'Sankalp Talent Search Exam (STSE)',
    title: 'STSE Registration · Sankalp Institute',
    text: 'Guardian name',
  },
  {
    path: '/stse-admit-card',
    heading: 'STSE Admit Card',
    title: 'STSE Admit Card · Sankalp Institute',
    text: 'Get Admit Card',
  },
  {
    path: '/downloads',
    heading: 'Downloads',
    title: 'Downloads · Sankalp Institute',
    text: 'Sample papers, brochures',
  },
  { path: '/careers', heading: 'Careers', title: 'Careers · Sankalp Institute', text: 'Resume' },
  {
    path: '/contact',
    heading: 'Contact Us',
    title: 'Contact · Sankalp Institute',
    text: 'Send Message',
  },
  { path: '/login', heading: 'Sign in', title: 'Login · Sankalp Institute', text: 'Password' },
];

/** The HTML as a crawler gets it, entities decoded and tags removed: what it can read. */
function readableText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ');
}

const attribute = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

test('every public page is real HTML: heading, text, form, title, description and Open Graph', async ({
  request,
}) => {
  for (const { path, heading, title, text } of pages) {
    for (const url of path === '/' ? [path] : [path, `${path}/`]) {
      const response = await request.get(url, { headers: { accept: 'text/html' } });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(readableText(h1).trim(), `${url} heading`).toBe(heading);
      expect(readableText(html), `${url} text`).toContain(text);
      expect(attribute(html, /<title>([^<]*)<\/title>/), `${url} <title>`).toBe(title);
      expect(html.match(/<title>/g), `${url} has one <title>`).toHaveLength(1);
      const description = attribute(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length ?? 0, `${url} meta description`).toBeGreaterThan(50);
      expect(html.match(/<meta name="description"/g), `${url} has one description`).toHaveLength(1);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/), url).toBe(title);
      expect(attribute(html, /<meta property="og:description" content="([^"]*)"/), url).toBe(
        description,
      );
    }
  }
  // Forms are in the HTML too, not only their headings.
  const stse = await (await request.get('/stse')).text();
  expect(stse).toMatch(/<form[^>]*aria-label="STSE registration"/);
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<input[^>]*type="password"/);
});

test('signed-in areas and unknown paths get the empty app shell, not a public page', async ({
  request,
}) => {
  for (const url of ['/admin/dashboard', '/student/fees', '/school/profile', '/no-such-page']) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html, url).toContain('<div id="root"></div>');
    expect(html, url).not.toContain('<h1');
  }
});

test('every public page hydrates its prerendered HTML without a warning', async ({ page }) => {
  // The heading the HTML holds, taken before any script runs: hydration keeps that very node,
  // where a mismatch would make React throw the HTML away and render the page anew.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerenderedHeading: unknown }).prerenderedHeading =
          document.querySelector('h1');
      }
    });
  });
  for (const { path, heading, title } of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    const sameHeading = await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { prerenderedHeading: unknown }).prerenderedHeading,
    );
    expect(sameHeading, `${path} kept its prerendered heading`).toBe(true);
  }
  // Hydrated, the page works: the menu and links respond.
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Enroll Now' }).first().click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel('Subject')).not.toHaveValue('');
});

test('a prerendered page opened with a query hydrates, then follows the query', async ({
  page,
}) => {
  await page.goto('/login?role=school');
  await expect(page.getByRole('tab', { name: 'School' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/contact?subject=Engineering');
  await expect(page.getByLabel('Subject')).toHaveValue('Engineering');
});

test('a page served for the wrong path (a server falling back to the home page) renders afresh', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text();
  await page.route('**/about', (route) => route.fulfill({ contentType: 'text/html', body: home }));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sankalp Institute');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a signed-in visitor gets the same pages, hydrated without a warning', async ({ page }) => {
  await signIn(page, 'student');
  for (const { path, heading } of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  // The session is read after hydration: the login page then offers the dashboard.
  await page.goto('/login');
  await expect(page.getByText('You are signed in as Rahul Sharma (Student).')).toBeVisible();
});
