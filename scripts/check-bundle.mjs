// Guards the build: the public site downloads no admin, student or school code and no zod (a
// public form downloads its rules when it is first checked) and no chart, the student's, parent's
// and school's screens run no admin screen's code, the home page stays inside its JavaScript
// budget, and the build is installable (scripts/check-installable.mjs).
// Reads dist/chunk-modules.json (see vite.config.ts); DIST_DIR checks another build folder.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { installabilityProblems } from './check-installable.mjs';

const distDir = process.env.DIST_DIR || 'dist';
const chunks = JSON.parse(readFileSync(`${distDir}/chunk-modules.json`, 'utf8'));
const HOME_JS_BUDGET_BYTES = 110 * 1024;
// In Hindi the home page also downloads the Hindi messages of the public site's pages.
const HINDI_HOME_JS_BUDGET_BYTES = 120 * 1024;
const privateCode =
  /^src\/(features\/[^/]+\/(admin|student|school|parent)-pages\/|app\/routes\/(admin|student|school|parent)\/|app\/layouts\/(admin|student|school|parent))/;

const validationLibrary = /^node_modules\/zod\//;
// Charts are drawn on signed-in pages only; no public page downloads them.
const chartCode = /^src\/ui\/chart\//;

const problems = [];

function staticClosure(fileNames) {
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) visit(imported);
  };
  fileNames.forEach(visit);
  return seen;
}

const entry = Object.keys(chunks).find((fileName) => chunks[fileName].isEntry);
if (!entry) throw new Error('The build has no entry chunk.');
const publicRouteChunks = Object.keys(chunks).filter((fileName) =>
  chunks[fileName].facade?.startsWith('src/app/routes/public/'),
);
if (publicRouteChunks.length === 0)
  problems.push('No public route chunk found under src/app/routes/public/.');

for (const routeChunk of publicRouteChunks) {
  for (const fileName of staticClosure([entry, routeChunk])) {
    for (const module of chunks[fileName].modules) {
      if (privateCode.test(module)) {
        problems.push(
          `${chunks[routeChunk].facade} downloads private code: ${module} (in ${fileName})`,
        );
      }
      if (chartCode.test(module)) {
        problems.push(
          `${chunks[routeChunk].facade} downloads chart code: ${module} (in ${fileName})`,
        );
      }
      if (validationLibrary.test(module)) {
        problems.push(`${chunks[routeChunk].facade} downloads zod up front (in ${fileName})`);
        break;
      }
    }
  }
}

// The student's, parent's and school's areas load the `portal` messages only (lingui.config.ts),
// so none of their screens may run an admin screen's code, whose messages are in `admin`.
const adminScreenCode =
  /^src\/(features\/(?!data-messages\/)[^/]+\/admin-pages\/|app\/routes\/admin\/|app\/layouts\/admin-area)/;
const portalAreaChunks = Object.keys(chunks).filter((fileName) =>
  /^src\/app\/(routes\/(student|school|parent)\/|layouts\/(student|school|parent)-area)/.test(
    chunks[fileName].facade ?? '',
  ),
);
if (portalAreaChunks.length === 0) problems.push('No student, parent or school area chunk found.');
for (const areaChunk of portalAreaChunks) {
  for (const fileName of staticClosure([entry, areaChunk])) {
    const adminModule = chunks[fileName].modules.find((module) => adminScreenCode.test(module));
    if (adminModule) {
      problems.push(
        `${chunks[areaChunk].facade} runs an admin screen's code, whose messages it does not load: ${adminModule}`,
      );
    }
  }
}

const homeChunk = publicRouteChunks.find((fileName) =>
  chunks[fileName].facade.endsWith('/home.tsx'),
);
const homeFiles = staticClosure([entry, ...(homeChunk ? [homeChunk] : [])]);
const gzipBytes = (files) =>
  [...files].reduce(
    (sum, fileName) => sum + gzipSync(readFileSync(`${distDir}/${fileName}`)).length,
    0,
  );
const hindiPublicMessages = Object.keys(chunks).filter((fileName) =>
  chunks[fileName].modules.some((module) => module.startsWith('src/locales/hi/site.po')),
);
if (hindiPublicMessages.length === 0) problems.push('No chunk holds the Hindi public messages.');
const homeBudgets = [
  ['Home page JavaScript', gzipBytes(homeFiles), HOME_JS_BUDGET_BYTES],
  [
    'Home page JavaScript in Hindi',
    gzipBytes(staticClosure([...homeFiles, ...hindiPublicMessages])),
    HINDI_HOME_JS_BUDGET_BYTES,
  ],
];
for (const [name, bytes, budget] of homeBudgets) {
  console.log(`${name}: ${(bytes / 1024).toFixed(1)} kB gzip (budget ${budget / 1024} kB).`);
  if (bytes > budget) {
    problems.push(
      `${name}: ${(bytes / 1024).toFixed(1)} kB of gzip JavaScript, over the ${budget / 1024} kB budget.`,
    );
  }
}

// Installable (issue 38): the prerendered pages are the folders holding an index.html.
const prerenderedRoutes = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('/index.html') && !file.startsWith('assets/'))
  .map((file) => `/${file.slice(0, -'/index.html'.length)}`);
problems.push(...installabilityProblems(distDir, prerenderedRoutes));

if (problems.length > 0) {
  console.error(problems.map((problem) => `✘ ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  `✔ ${publicRouteChunks.length} public route(s) load no admin, student or school code, no chart and no zod.`,
);
console.log(
  `✔ ${portalAreaChunks.length} student, parent and school screen(s) run no admin screen's code.`,
);
console.log(
  `✔ Installable: manifest with its icons, and a service worker precaching the shell and ${prerenderedRoutes.length} prerendered pages.`,
);
