import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

const publicPages = [
  { path: '/', heading: 'Prepare with purpose at Sankalp Institute' },
  { path: '/about', heading: 'About Sankalp Institute' },
  { path: '/courses', heading: 'Programs & Courses' },
  { path: '/results', heading: 'STSE Results' },
  { path: '/stse', heading: 'Sankalp Talent Search Exam (STSE)' },
  { path: '/downloads', heading: 'Downloads' },
  { path: '/careers', heading: 'Careers' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/stse-admit-card', heading: 'STSE Admit Card' },
];

test('every public page has its heading and no serious accessibility problem', async ({ page }) => {
  // Nine axe scans in one test: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoSeriousAxeViolations(page);
  }
});

test('every public page fits a 320px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(320);
  }
});

test('the home page leads to the programs and to the STSE', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sankalp Institute');
  for (const feature of ['Expert Faculty', 'Comprehensive Material', 'Proven Results']) {
    await expect(page.getByRole('heading', { name: feature, level: 3 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Explore Programs' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page).toHaveTitle('Programs & Courses · Sankalp Institute');
  await page.goBack();
  await page.getByRole('link', { name: 'Register for STSE' }).click();
  await expect(page).toHaveURL('/stse');
});

test('the top bar names every public page and the footer repeats the first five', async ({
  page,
}) => {
  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Programs & Courses',
    'Results',
    'STSE',
    'Downloads',
    'Careers',
    'Contact',
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
    'Home',
    'About',
    'Programs & Courses',
    'Results',
    'STSE',
  ]);
  await expect(footer.getByText('Kota, Rajasthan')).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sankalp Institute`);
});

test('on a 375px phone the menu opens, leads to a page and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Results' })
    .click();
  await expect(page).toHaveURL('/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('STSE Results');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('an unknown address leads back to the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sankalp Institute');
});

test('setting a password is a server-mode page; the browser-only demo sends it home', async ({
  page,
}) => {
  await page.goto('/set-password');
  if (process.env.E2E_RESET_URL) {
    await expect(page).toHaveURL('/set-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  } else {
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sankalp Institute');
  }
});

test('the about page tells the story since 2005 with its four values and a campus image', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByText(/Founded in 2005/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Our Values' }).getByRole('heading', {
    level: 3,
  });
  await expect(values).toHaveText(['Excellence', 'Integrity', 'Student-Centricity', 'Innovation']);
  const campus = page.getByRole('img', { name: /Sankalp Institute campus/ });
  await expect(campus).toHaveAttribute('width', '640');
  await expect(campus).toHaveAttribute('height', '360');
  // The illustration really loaded (a broken image has no natural width).
  await expect
    .poll(() => campus.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('each of the six programs has an Enroll Now link to the contact form', async ({ page }) => {
  await page.goto('/courses');
  const categories = [
    'Engineering',
    'Medical',
    'Foundation',
    'Senior Secondary',
    'Short Term',
    'Competitive Exams',
  ];
  for (const category of categories) {
    await expect(page.getByRole('main').getByText(category, { exact: true })).toBeVisible();
  }
  const enrollLinks = page.getByRole('link', { name: 'Enroll Now' });
  await expect(enrollLinks).toHaveCount(6);
  await enrollLinks.nth(1).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(
    'Enrolment enquiry: NEET-UG',
  );
});

test('the contact form checks its fields and says what became of the message: saved in this browser (demo) or taken for a call back (server)', async ({
  page,
}) => {
  await page.goto('/contact');
  // The map is not loaded until asked: the address and a Google Maps link are there instead.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Message is required.', { exact: true })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Neha Kapoor');
  await page.getByLabel('Mobile number', { exact: true }).fill('9812345670');
  await page.getByLabel('Email', { exact: true }).fill('neha@');
  await page.getByLabel('Subject', { exact: true }).fill('Weekend batches');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Do you run weekend batches for class 10?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('neha@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  if (process.env.E2E_RESET_URL) {
    // Server mode: the enquiry reaches the office, which calls back.
    const thanks = page.getByRole('status').filter({ hasText: 'we have your message' });
    await expect(thanks).toContainText('will call you back on 9812345670');
    return;
  }
  const notice = page.getByRole('status').filter({ hasText: 'Saved in this browser only' });
  await expect(notice).toContainText('Nothing was sent: the demo has no mail service.');
  await expect(notice).not.toContainText(/message (was|has been) sent|will call/i);
  const mailto = notice.getByRole('link', { name: 'Open this message in your e-mail app' });
  await expect(mailto).toHaveAttribute('href', /^mailto:.*subject=Weekend%20batches&body=Do%20you/);
});

test('the careers form checks every field and the resume type, and sends nothing', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  for (const message of [
    'Full name is required.',
    'Email is required.',
    'Phone number is required.',
    'Choose a position.',
    'Attach your resume (PDF or Word).',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Full name', { exact: true }).fill('Rohit Bansal');
  await page.getByLabel('Email', { exact: true }).fill('rohit@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('98765');
  await page.getByLabel('Position', { exact: true }).selectOption('Physics Faculty');
  await page.getByLabel('Resume', { exact: true }).setInputFiles({
    name: 'resume.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a resume'),
  });
  await expect(page.getByText('Choose a PDF or Word file (.pdf, .doc or .docx).')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Phone number must be exactly 10 digits.')).toBeVisible();

  await page.getByLabel('Phone', { exact: true }).fill('9876543210');
  await page.getByLabel('Resume', { exact: true }).setInputFiles({
    name: 'rohit-bansal-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 resume'),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'We have not sent your application' });
  await expect(notice).toContainText('This demo site has no careers service.');
  await expect(notice).toContainText('rohit-bansal-cv.pdf');
  await expect(
    notice.getByRole('link', { name: 'Open this application in your e-mail app' }),
  ).toHaveAttribute('href', /^mailto:careers@.*subject=Application%20for%20Physics%20Faculty/);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Rohit Bansal');
});
