// Every route of the portal with the role that owns it: the one list the accessibility check,
// the screenshots and the audit walk. `{studentId}` is filled from the seeded data at run time.
import { readFileSync } from 'node:fs';

export const demoLogins = {
  student: 'rahul.sharma@example.com',
  school: 'principal@dpsnoida.example.com',
  admin: 'admin@sankalp.example.com',
  // A parent signs in with the guardian mobile on the child's record (Rahul's) and a code.
  parent: '9876543210',
};

export const portalRoutes = [
  { role: 'visitor', path: '/' },
  { role: 'visitor', path: '/about' },
  { role: 'visitor', path: '/courses' },
  { role: 'visitor', path: '/results' },
  { role: 'visitor', path: '/stse' },
  { role: 'visitor', path: '/downloads' },
  { role: 'visitor', path: '/careers' },
  { role: 'visitor', path: '/contact' },
  { role: 'visitor', path: '/login' },
  { role: 'visitor', path: '/forgot-password' },
  { role: 'visitor', path: '/unsubscribe?enquiry=enquiry-01&key=not-the-key' },
  { role: 'visitor', path: '/stse-admit-card' },
  { role: 'visitor', path: '/stse/online-test' },

  { role: 'visitor', path: '/stse/answer-key' },
  // The browser-only mode has no passwords: there these paths are unknown and go to /.
  { role: 'visitor', path: '/set-password', serverModeOnly: true },
  { role: 'visitor', path: '/reset-password', serverModeOnly: true },
  { role: 'admin', path: '/admin/dashboard' },
  { role: 'admin', path: '/admin/stse-management/candidates' },
  { role: 'admin', path: '/admin/stse-management/settings' },
  { role: 'admin', path: '/admin/stse-management/admit-card' },
  { role: 'admin', path: '/admin/stse-management/results-entry' },
  { role: 'admin', path: '/admin/stse-management/merit-list' },
  { role: 'admin', path: '/admin/enquiries' },
  { role: 'admin', path: '/admin/enquiries/enquiry-01' },
  { role: 'admin', path: '/admin/admissions-funnel' },
  { role: 'admin', path: '/admin/enquiries/settings' },
  { role: 'admin', path: '/admin/enquiries/message' },
  { role: 'admin', path: '/admin/student-management' },
  { role: 'admin', path: '/admin/student-management/add' },
  { role: 'admin', path: '/admin/student-management/{studentId}' },
  { role: 'admin', path: '/admin/batches' },
  { role: 'admin', path: '/admin/batches/batch-jee-morning' },
  { role: 'admin', path: '/admin/timetable' },
  { role: 'admin', path: '/admin/attendance' },
  { role: 'admin', path: '/admin/fee-management' },
  { role: 'admin', path: '/admin/receipts/payment-installment-rahul-sharma-1' },
  { role: 'admin', path: '/admin/material-management' },
  { role: 'admin', path: '/admin/question-bank' },
  { role: 'admin', path: '/admin/online-tests' },
  { role: 'admin', path: '/admin/online-tests/new' },
  { role: 'admin', path: '/admin/online-tests/test-stse-online-10' },
  { role: 'admin', path: '/admin/school-management' },
  { role: 'admin', path: '/admin/support' },
  { role: 'admin', path: '/admin/notifications' },
  { role: 'admin', path: '/admin/messages' },
  { role: 'admin', path: '/admin/backup' },
  { role: 'admin', path: '/admin/staff' },
  { role: 'admin', path: '/admin/audit-log' },
  { role: 'student', path: '/student/dashboard' },
  { role: 'student', path: '/student/profile' },
  { role: 'student', path: '/student/fees' },
  { role: 'student', path: '/student/receipts/payment-installment-rahul-sharma-1' },
  { role: 'student', path: '/student/materials' },
  { role: 'student', path: '/student/support' },
  { role: 'student', path: '/student/notifications' },
  { role: 'student', path: '/student/online-tests' },

  { role: 'student', path: '/student/test-results' },
  { role: 'student', path: '/student/attendance' },
  { role: 'parent', path: '/parent/dashboard' },
  { role: 'parent', path: '/parent/fees' },
  { role: 'parent', path: '/parent/messages' },
  { role: 'school', path: '/school/dashboard' },
  { role: 'school', path: '/school/profile' },
  { role: 'school', path: '/school/bulk-registration' },
];

/** Fills `{studentId}` with the first student the admin's list links to (admin signed in). */
export async function resolvePath(page, path) {
  if (!path.includes('{studentId}')) return path;
  await page.goto('/admin/student-management');
  const href = await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('The student list links to no student.');
  return path.replace('{studentId}', href.split('/').pop());
}

/**
 * The password to type: the browser-only demo checks none; server mode (the journeys'
 * playwright.server.config.ts) has the demo accounts' and the admin's from the environment.
 */
export function demoPassword(role) {
  if (!process.env.E2E_RESET_URL) return 'demo-password';
  return {
    student: 'student-demo-2026',
    school: 'school-demo-2026',
    admin: process.env.E2E_ADMIN_PASSWORD ?? 'demo-password',
  }[role];
}

/** Signs in through the real login page (Playwright page) and waits for the area's dashboard. */
export async function signIn(page, role, email = demoLogins[role]) {
  if (role === 'parent') return signInParent(page, email);
  await page.goto('/login');
  // The page arrives prerendered: a tab clicked before React has hydrated it does nothing, and
  // the form is enabled from that moment, so wait for it (as a person waits for a page to respond).
  await page.waitForFunction(
    () =>
      document.querySelector('form fieldset') !== null &&
      document.querySelector('form fieldset:disabled') === null,
  );
  const tabName = { student: 'Student', school: 'School', admin: 'Admin' }[role];
  await page.getByRole('tab', { name: tabName }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword(role));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(new RegExp(`/${role}/dashboard$`));
}

/**
 * A parent's sign-in: the mobile, Send Code, and the code: shown on screen by the browser-only
 * demo, sent by SMS through the outbox in server mode (read from the fake SMS provider).
 */
async function signInParent(page, mobile) {
  await page.goto('/login?role=parent');
  await page.waitForFunction(
    () =>
      document.querySelector('form fieldset') !== null &&
      document.querySelector('form fieldset:disabled') === null,
  );
  await page.getByLabel('Mobile number').fill(mobile);
  const texted = process.env.E2E_PROVIDERS_FILE ? await codeInbox(mobile) : null;
  await page.getByRole('button', { name: 'Send Code' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Code sent' });
  await sent.waitFor();
  const code = texted ? await texted.next() : ((await sent.locator('strong').textContent()) ?? '');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/parent\/dashboard$/);
}

/**
 * What the fake SMS and WhatsApp providers received so far, oldest first (server mode's
 * scripts/server-e2e.mjs): each request's path (`/api/v2/sendsms` for an SMS, `/<number id>/messages`
 * for WhatsApp) and JSON body.
 */
export async function providerRequests() {
  const requestsUrl = readFileSync(process.env.E2E_PROVIDERS_FILE ?? '', 'utf8');
  return (await fetch(requestsUrl)).json();
}

/** The texts of the SMS sent to `mobile` (10 digits) so far, oldest first. */
export async function smsTextsTo(mobile) {
  const requests = await providerRequests();
  return requests
    .filter((request) => request.path.endsWith('/sendsms'))
    .flatMap((request) => request.body.sms)
    .filter((sms) => sms.to.includes(`91${mobile}`))
    .map((sms) => sms.message);
}

/**
 * Opened before Send Code: `next()` waits for the sign-in code sent by SMS to `mobile` after that
 * moment. The fake provider keeps every journey's SMS, so an older code must not be taken.
 */
export async function codeInbox(mobile) {
  const codesSentTo = async () =>
    (await smsTextsTo(mobile)).flatMap(
      (text) => /^(\d{6}) is your Sankalp portal sign-in code/.exec(text)?.[1] ?? [],
    );
  const before = (await codesSentTo()).length;
  return {
    async next() {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const codes = await codesSentTo();
        if (codes.length > before) return codes.at(-1);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No new sign-in code was sent by SMS to ${mobile}.`);
    },
  };
}
