// npm test: every check, in order, each one run even when an earlier one failed,
// then one summary line. Exits non-zero when any check failed.
import { spawn } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['translations', 'npm', ['run', '--silent', 'check:translations']],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['bundle check', 'node', ['scripts/check-bundle.mjs']],
  ['story tests', 'npm', ['run', '--silent', 'test:stories']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
  // The same journeys against server mode (its own build, a fresh embedded database).
  ['end-to-end tests (server mode)', 'npm', ['run', '--silent', 'test:e2e:server']],
];

// A failed test's line (vitest's × and FAIL, Playwright's ✘ and numbered list), so the summary
// at the end names what failed even when only the last screen of a long log is kept.
const FAILURE_LINE = /^\s*(✘|×|FAIL\b|\d+\) \[|\d+ (failed|flaky)\b)/;

function runAndCollectFailures(command, args) {
  return new Promise((resolve) => {
    const failures = [];
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const collect = (stream, out) => {
      let partial = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (FAILURE_LINE.test(line) && failures.length < 30) failures.push(line.trim());
        }
      });
    };
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ status: code, failures }));
  });
}

const results = [];
for (const [name, command, args] of steps) {
  // The end-to-end tests serve the build; without one they cannot say anything useful.
  if (name === 'end-to-end tests' && results.find((r) => r.name === 'build')?.ok === false) {
    results.push({ name, ok: false, seconds: 0, note: 'skipped: the build failed' });
    continue;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status, failures } = await runAndCollectFailures(command, args);
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000, failures });
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(30)} ${r.seconds.toFixed(1)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
const failed = results.filter((r) => !r.ok);
for (const r of results.filter((result) => result.failures?.length)) {
  console.log(`\n${r.name}:`);
  for (const line of r.failures) console.log(`  ${line}`);
}
console.log(
  failed.length === 0
    ? `\nnpm test: all ${results.length} checks passed.`
    : `\nnpm test: ${failed.length} of ${results.length} checks FAILED: ${failed.map((r) => r.name).join(', ')}.`,
);
process.exit(failed.length === 0 ? 0 : 1);
