// npm run check:translations: every message in the code is in the catalogs, and every Hindi
// message is translated. A message nobody extracted would show its id on a production page.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('npx', ['lingui', 'extract']);
try {
  run('git', ['diff', '--exit-code', '--stat', '--', 'src/locales']);
} catch {
  console.error(
    '✘ The catalogs were out of date with the code: run `npx lingui extract`, translate the new messages in src/locales/hi, and commit them.',
  );
  process.exit(1);
}
// Exits 1 naming the count when a language misses a translation.
try {
  run('npx', ['lingui', 'compile', '--strict']);
} finally {
  // The compiled catalogs are only a check's by-product: the build compiles its own from the .po.
  for (const language of readdirSync('src/locales', { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(`src/locales/${language.name}`)) {
      if (file.endsWith('.js')) rmSync(`src/locales/${language.name}/${file}`);
    }
  }
}
console.log('✔ Every message is extracted and translated.');
