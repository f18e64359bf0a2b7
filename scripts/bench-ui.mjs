// npm run bench:ui: seeds 7,000 STSE candidates and 2,000 students into a real Chromium and
// measures what an admin feels: first render of the candidates tab and the student list, one
// keystroke in a search box until the table shows the result, and selecting all and assigning a
// centre to 1,000 candidates. A script, never a timed test: figures vary with the machine.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signIn } from './portal-routes.mjs';
import { serveProductionBuild } from './serve-dist.mjs';

// As many as fit together in localStorage as plain JSON with the sample data (npm run bench
// measures the capacity); more data is what the server mode is for.
const CANDIDATES = 7_000;
const STUDENTS = 2_000;
const BATCH_SCHOOL = 'Bench Batch Vidyalaya';
const BATCH_SIZE = 1_000;
const targets = { firstRender: 300, keystroke: 50, assign: 500 };

function seedRecords() {
  const first = [
    'Aarav',
    'Vivaan',
    'Aditya',
    'Ananya',
    'Diya',
    'Ishaan',
    'Kavya',
    'Rohan',
    'Saanvi',
    'Arjun',
  ];
  const last = [
    'Sharma',
    'Verma',
    'Gupta',
    'Iyer',
    'Reddy',
    'Patel',
    'Singh',
    'Nair',
    'Das',
    'Joshi',
  ];
  const name = (i) => `${first[i % 10]} ${last[Math.floor(i / 10) % 10]} ${i}`;
  const day = (i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => ({
    id: `bench-candidate-${i}`,
    rollNo: `STSE${String(i + 1).padStart(5, '0')}`,
    registrationDate: day(i),
    name: name(i),
    schoolName: i < BATCH_SIZE ? BATCH_SCHOOL : `Kendriya Vidyalaya No. ${i % 40}`,
    currentClass: 9 + (i % 4),
    email: `candidate${i}@example.com`,
    dateOfBirth: '2011-05-14',
    gender: i % 2 ? 'Female' : 'Male',
    guardianName: `Guardian ${i}`,
    address: `${i} MG Road`,
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302001',
    mobile: `98${String(i).padStart(8, '0')}`,
    whatsapp: `98${String(i).padStart(8, '0')}`,
    pendingDetails: [],
  }));
  const students = Array.from({ length: STUDENTS }, (_, i) => ({
    id: `bench-student-${i}`,
    rollNo: `SANK26${String(9 + (i % 4)).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`,
    name: name(i),
    schoolName: `Kendriya Vidyalaya No. ${i % 40}`,
    currentClass: 9 + (i % 4),
    stream: ['Foundation', 'Medical', 'Non-Medical'][i % 3],
    dateOfBirth: '2009-08-21',
    gender: i % 2 ? 'Female' : 'Male',
    guardianName: `Guardian ${i}`,
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: `97${String(i).padStart(8, '0')}`,
    whatsapp: '',
    email: `student${i}@example.com`,
    enrollmentDate: day(i),
    feeDetails: {
      totalFee: 120000,
      installments: [0, 1, 2].map((n) => ({
        id: `bench-installment-${i}-${n}`,
        amount: 40000,
        paidAmount: n === 0 ? 40000 : 0,
        dueDate: `2026-${String(1 + n * 4).padStart(2, '0')}-15`,
        status: n === 0 ? 'Paid' : 'Pending',
      })),
    },
  }));
  return { candidates, students };
}

/** Runs `act` in the page and resolves with the ms until `done()` holds after a DOM change. */
async function timeInPage(page, act, done, arg) {
  return page.evaluate(
    ({ act, done, arg }) =>
      new Promise((resolve, reject) => {
        const actFn = new Function('arg', act);
        const doneFn = new Function('arg', done);
        const timeout = setTimeout(
          () => reject(new Error('Timed out waiting for the result.')),
          15_000,
        );
        const finish = (started) => {
          observer.disconnect();
          clearTimeout(timeout);
          // Count the frame that paints the result.
          requestAnimationFrame(() => resolve(performance.now() - started));
        };
        const observer = new MutationObserver(() => {
          if (doneFn(arg)) finish(started);
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        const started = performance.now();
        actFn(arg);
        if (doneFn(arg)) finish(started);
      }),
    { act, done, arg },
  );
}

const server = await serveProductionBuild({ build: !process.argv.includes('--no-build') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = [];
try {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const { candidates, students } = seedRecords();
  await page.evaluate(
    ({ candidatesText, studentsText }) => {
      localStorage.setItem('stseCandidates', candidatesText);
      localStorage.setItem('students', studentsText);
    },
    {
      candidatesText: JSON.stringify(candidates),
      studentsText: JSON.stringify(students),
    },
  );
  const bytes = await page.evaluate(
    () =>
      (localStorage.getItem('stseCandidates').length + localStorage.getItem('students').length) * 2,
  );
  // Warm the route chunks once, as a returning admin's browser would have them.
  for (const path of [
    '/admin/stse-management/candidates',
    '/admin/student-management',
    '/admin/dashboard',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  const navigateAndWait = async (linkName, expected) => {
    await page.goto('/admin/dashboard');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const link = page.getByRole('navigation').getByRole('link', { name: linkName, exact: true });
    await link.evaluate((element) => element.setAttribute('data-bench-target', ''));
    return timeInPage(
      page,
      `document.querySelector('[data-bench-target]').click()`,
      `const text = document.querySelector('main table tbody')?.textContent ?? ''; return arg.every((part) => text.includes(part)) && !document.querySelector('main [aria-busy="true"]')`,
      expected,
    );
  };

  results.push([
    'First render: STSE candidates tab (7,000)',
    await navigateAndWait('STSE Management', [candidates.at(-1).rollNo]),
    targets.firstRender,
  ]);
  results.push([
    'First render: student list (2,000)',
    await navigateAndWait('Student Management', [students[0].rollNo]),
    targets.firstRender,
  ]);

  // A full page load: the repository starts cold and decodes and validates every record.
  const loadAndWait = async (path, rollNo) => {
    await page.goto(path);
    await page.waitForFunction(
      (expected) => document.querySelector('main table tbody')?.textContent?.includes(expected),
      rollNo,
      { polling: 'raf' },
    );
    return page.evaluate(() => performance.now());
  };
  results.push([
    'Full page load until the candidates table shows (cold data)',
    await loadAndWait('/admin/stse-management/candidates', candidates.at(-1).rollNo),
    null,
  ]);
  results.push([
    'Full page load until the student list shows (cold data)',
    await loadAndWait('/admin/student-management', students[0].rollNo),
    null,
  ]);

  // One keystroke: "Aarav Sharma 1" lists 11 candidates (100, 1000 to 1900); "9" leaves 1900.
  await page.goto('/admin/stse-management/candidates');
  const search = page.getByRole('searchbox').first();
  await search.fill('Aarav Sharma 1');
  await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 11);
  await search.evaluate((element) => element.setAttribute('data-bench-search', ''));
  results.push([
    'Keystroke in the candidates search until the table shows it',
    await timeInPage(
      page,
      `const input = document.querySelector('[data-bench-search]');
       const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
       setValue.call(input, input.value + '9');
       input.dispatchEvent(new Event('input', { bubbles: true }));`,
      `const rows = document.querySelectorAll('main table tbody tr');
       return rows.length === 1 && rows[0].textContent.includes('Aarav Sharma 1900')`,
    ),
    targets.keystroke,
  ]);

  // Select all 1,000 candidates of one school and assign a centre.
  await search.fill(BATCH_SCHOOL);
  await page.waitForFunction(
    (school) => document.querySelector('main table tbody')?.textContent?.includes(school),
    BATCH_SCHOOL,
  );
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByText('1,000 selected', { exact: true }).waitFor();
  const centre = await page.getByLabel('Exam center', { exact: true }).evaluate((select) => {
    const option = [...select.options].find((o) => o.value);
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return option.value;
  });
  await page
    .getByRole('button', { name: 'Assign Center' })
    .evaluate((button) => button.setAttribute('data-bench-assign', ''));
  results.push([
    'Select all + Assign Center to 1,000 candidates',
    await timeInPage(
      page,
      `document.querySelector('[data-bench-assign]').click()`,
      `const text = document.querySelector('main table tbody')?.textContent ?? ''; return text.includes(arg) && !text.includes('Not Assigned')`,
      centre,
    ),
    targets.assign,
  ]);
  results.push([
    'Stored size of the seeded candidates and students',
    bytes / 1024 / 1024,
    null,
    'MiB',
  ]);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

console.log('\nUI benchmark (Chromium, production build)\n');
let missed = 0;
for (const [label, value, target, unit = 'ms'] of results) {
  const ok = target == null || value <= target;
  if (!ok) missed += 1;
  console.log(
    `  ${label.padEnd(62)} ${value.toFixed(unit === 'ms' ? 1 : 2).padStart(8)} ${unit}${target == null ? '' : `  (target < ${target} ms) ${ok ? 'ok' : 'MISSED'}`}`,
  );
}
console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
