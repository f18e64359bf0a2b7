// The built single-page app, served by the same server as the API.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env } from './responses';

export function serveApp(app: Hono<Env>, staticDir: string) {
  // dist/index.html is the prerendered home page; every other client route starts from the
  // empty app shell (a static build of the browser-only mode has no separate shell).
  const appShell = [
    path.join(staticDir, 'app-shell.html'),
    path.join(staticDir, 'index.html'),
  ].find((file) => existsSync(file))!;
  app.use('/*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.' }));
  // Client-side routes: every other GET is the app's page (a prerendered page first, if any).
  app.get('*', (c) => {
    const prerendered = path.join(staticDir, c.req.path, 'index.html');
    const file =
      prerendered.startsWith(staticDir) && existsSync(prerendered) ? prerendered : appShell;
    return c.html(readFileSync(file, 'utf8'));
  });
}
