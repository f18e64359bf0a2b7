// What makes the build installable (issue 38), checked on the built files by
// scripts/check-bundle.mjs: the web app manifest with its name, theme colour, start and icons
// (192 and 512 px PNGs, one maskable, each file of the size it claims), and the service worker
// precaching the app shell and every prerendered page, and nothing under /api.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appShellFile } from './prerender-plugin.mjs';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file) {
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') return null;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The problems that keep the build in `distDir` from being installable; [] when none. */
export function installabilityProblems(distDir, prerenderedRoutes) {
  const problems = [];
  const manifestFile = path.join(distDir, 'manifest.webmanifest');
  if (!existsSync(manifestFile)) return ['The build has no manifest.webmanifest.'];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const field of ['name', 'short_name', 'start_url', 'display', 'theme_color']) {
    if (!manifest[field]) problems.push(`The manifest has no ${field}.`);
  }
  const icons = manifest.icons ?? [];
  for (const size of ['192x192', '512x512']) {
    if (!icons.some((icon) => icon.sizes === size && icon.purpose !== 'maskable')) {
      problems.push(`The manifest has no ${size} icon.`);
    }
  }
  if (!icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))) {
    problems.push('The manifest has no maskable icon.');
  }
  for (const icon of icons) {
    const file = path.join(distDir, icon.src);
    if (!existsSync(file)) problems.push(`The icon ${icon.src} is not in the build.`);
    else if (pngSize(file) !== icon.sizes) {
      problems.push(`The icon ${icon.src} is ${pngSize(file) ?? 'not a PNG'}, not ${icon.sizes}.`);
    }
  }
  for (const page of ['index.html', appShellFile]) {
    if (!readFileSync(path.join(distDir, page), 'utf8').includes('rel="manifest"')) {
      problems.push(`${page} does not link the manifest.`);
    }
  }

  const workerFile = path.join(distDir, 'sw.js');
  if (!existsSync(workerFile)) return [...problems, 'The build has no service worker (sw.js).'];
  const worker = readFileSync(workerFile, 'utf8');
  const precached = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map(([, url]) => url);
  const expected = [appShellFile, 'index.html', ...prerenderedRoutes.map((r) => r.slice(1))];
  for (const url of expected) {
    if (!precached.includes(url)) problems.push(`The service worker does not precache ${url}.`);
  }
  if (precached.some((url) => url.startsWith('api/'))) {
    problems.push('The service worker precaches an API answer.');
  }
  return problems;
}
