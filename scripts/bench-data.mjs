// npm run bench: the data layer in real Chromium, at 7,000 STSE candidates and 2,000 students
// stored together as plain JSON, and how many records localStorage holds.
// Serves scripts/bench/data-bench.html through Vite (so the page imports the real TypeScript
// adapter), drives it with Playwright and prints the timings and stored sizes as a table.
// A benchmark, never a test: the numbers depend on the machine; the targets are for reading.
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const formatMs = (value) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
const formatCount = (value) => Math.round(value).toLocaleString('en-IN');

function printTimings(timings) {
  const rows = timings.map((timing) => {
    const verdict =
      timing.targetMs === undefined
        ? ''
        : timing.median < timing.targetMs
          ? `< ${timing.targetMs} ms: met`
          : `< ${timing.targetMs} ms: MISSED`;
    return [
      timing.label,
      String(timing.runs),
      formatMs(timing.median),
      formatMs(timing.min),
      formatMs(timing.max),
      verdict,
    ];
  });
  const header = ['operation', 'runs', 'median ms', 'min ms', 'max ms', 'target'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printSizes({ quotaChars, quotaBytesPerChar, counts, sizes, bothFit, capacity }) {
  const mib = (chars) => `${((chars * quotaBytesPerChar) / 1024 / 1024).toFixed(2)} MiB`;
  const total = sizes.candidateChars + sizes.studentChars;
  console.log(
    `localStorage quota (measured): ${formatCount(quotaChars)} characters = ${mib(quotaChars)}` +
      ` (${quotaBytesPerChar} bytes per character, keys included)`,
  );
  console.log(
    `plain JSON: ${formatCount(sizes.candidateChars / counts.candidates)} characters a candidate, ` +
      `${formatCount(sizes.studentChars / counts.students)} a student; ` +
      `${formatCount(counts.candidates)} candidates + ${formatCount(counts.students)} students take ` +
      `${mib(total)} = ${((100 * total) / quotaChars).toFixed(0)}% of the quota ` +
      `(${bothFit ? 'stored together: they fit' : 'storing them together was REFUSED'}).`,
  );
  console.log(
    `capacity (measured by storing): ${formatCount(capacity.candidatesAlone)} candidates alone, ` +
      `${formatCount(capacity.studentsAlone)} students alone, or ` +
      `${formatCount(capacity.candidatesBesideHalfAsManyStudents)} candidates with ` +
      `${formatCount(Math.floor(capacity.candidatesBesideHalfAsManyStudents / 2))} students.`,
  );
}

/**
 * Loads the bench page and runs it. When Vite has just (re)built its dependency cache it reloads
 * the page once; a run cut short by that reload starts again on the reloaded page.
 */
async function runInPage(page, url) {
  await page.goto(url);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(() => typeof window.runDataBench === 'function');
      return await page.evaluate(() => window.runDataBench());
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

const port = await freePort();
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'warn',
  cacheDir: path.join(root, 'node_modules/.vite-bench'),
  resolve: { alias: { '@': path.join(root, 'src') } },
  // Pre-bundle zod up front: discovering it on the first request would reload the page mid-run.
  optimizeDeps: { noDiscovery: true, include: ['zod'] },
  server: { host: '127.0.0.1', port, strictPort: true },
});
await server.listen();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  // gc() lets the page collect the garbage of its set-up and resets before each timed run.
  args: [...chromiumArgs, '--headless=new', '--js-flags=--expose-gc'],
});

try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const result = await runInPage(page, `http://127.0.0.1:${port}/scripts/bench/data-bench.html`);
  console.log(
    `\nData-layer benchmark (${result.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}: timings vary with the load)\n`,
  );
  printSizes(result);
  console.log('');
  printTimings(result.timings);
  console.log('');
} finally {
  await browser.close();
  await server.close();
}
