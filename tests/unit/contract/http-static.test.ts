// @vitest-environment node
// The server serves the built portal: a prerendered page for its own route, the empty app shell
// for every other client route (never the prerendered home page, which would flash at /admin).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';

let staticDir: string;
let server: RunningServer;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<h1>Home page</h1>');
  writeFileSync(path.join(staticDir, 'app-shell.html'), '<div id="root"></div>');
  mkdirSync(path.join(staticDir, 'about'));
  writeFileSync(path.join(staticDir, 'about', 'index.html'), '<h1>About Us</h1>');
  server = await startServer({ dataDir: 'memory://', staticDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

test('a prerendered route gets its own page, with or without the trailing slash', async () => {
  expect(await page('/')).toBe('<h1>Home page</h1>');
  expect(await page('/about')).toBe('<h1>About Us</h1>');
  expect(await page('/about/')).toBe('<h1>About Us</h1>');
});

test('signed-in areas and unknown paths get the empty app shell', async () => {
  expect(await page('/admin/dashboard')).toBe('<div id="root"></div>');
  expect(await page('/student/fees')).toBe('<div id="root"></div>');
  expect(await page('/no-such-page')).toBe('<div id="root"></div>');
});
