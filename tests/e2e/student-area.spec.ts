import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

test('the student panel greets Rahul, sums up his dashboard and leads through the menu', async ({
  page,
}) => {
  await signIn(page, 'student');
  const banner = page.getByRole('banner').first();
  await expect(banner).toContainText('Student Panel');
  await expect(banner).toContainText('Welcome, Rahul');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  // Two unpaid installments of ₹40,000; one new class 12 Non-Medical material; two notifications
  // whose day has come (next week's meeting is still scheduled).
  await expect(main.getByText('Pending Fees').locator('..')).toContainText('₹80,000');
  await expect(main.getByText('New Materials (last 30 days)').locator('..')).toContainText('1');
  await expect(main.getByText('Notifications', { exact: true }).locator('..')).toContainText('2');
  await expectNoSeriousAxeViolations(page);

  const nav = page.getByRole('navigation', { name: 'Student Panel' });
  for (const [label, path, heading] of [
    ['Profile', '/student/profile', 'Profile'],
    ['Fee Details', '/student/fees', 'Fee Details'],
    ['Downloads', '/student/materials', 'Downloads'],
    ['Support', '/student/support', 'Support'],
    ['Notifications', '/student/notifications', 'Notifications'],
    ['Dashboard', '/student/dashboard', 'Dashboard'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the profile is read-only, with the avatar and Request Edit', async ({ page }) => {
  await signIn(page, 'student');
  await page
    .getByRole('navigation', { name: 'Student Panel' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const main = page.getByRole('main');
  // The avatar's initials are drawn in the page (no image service learns the name), beside it.
  await expect(main.getByText('RS', { exact: true })).toBeVisible();
  await expect(main.getByText('Rahul Sharma', { exact: true }).first()).toBeVisible();
  await expect(main.locator('img')).toHaveCount(0);
  await expect(main).toContainText('rahul.sharma@example.com');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Request Edit' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('notifications show those whose day has come, newest first', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/student/notifications');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Fee installment reminder',
    'STSE 2024 registrations are open',
  ]);
  await expect(main).not.toContainText('Parent-teacher meeting');
  await expectNoSeriousAxeViolations(page);
});

test('downloads lists the student’s materials and delivers the real PDF', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/student/materials');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['JEE Physics Formula Sheet']);
  await expect(main).not.toContainText('NEET Biology Practice Set 1');
  await expect(main).not.toContainText('STSE 2024 Sample Paper');
  await expectNoSeriousAxeViolations(page);

  const downloadStarted = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download JEE Physics Formula Sheet' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('jee-physics-formula-sheet.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('JEE Physics Formula Sheet');
});

test('a missing student record shows Student Not Found on every page', async ({ page }) => {
  await signIn(page, 'student');
  // The admin deleted Rahul's record after he signed in.
  await page.evaluate(() => {
    const students = JSON.parse(localStorage.getItem('students') ?? '[]') as Array<{ id: string }>;
    const remaining = students.filter((student) => student.id !== 'student-rahul-sharma');
    localStorage.setItem('students', JSON.stringify(remaining));
  });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Student Not Found');
  await expect(main).toContainText(
    'Could not find data for the logged-in student. Please log in again.',
  );
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Student Panel' })
    .getByRole('link', { name: 'Fee Details' })
    .click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Student Not Found');

  await main.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
