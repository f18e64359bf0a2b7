// npm run screenshots: every route of the portal at 375 and 1280 px wide, as the role that owns
// it, into screenshots/<width>/<route>.png for a visual review.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { portalRoutes, resolvePath, signIn } from './portal-routes.mjs';
import { serveProductionBuild } from './serve-dist.mjs';

const widths = [375, 1280];
const server = await serveProductionBuild({ build: !process.argv.includes('--no-build') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let count = 0;
try {
  for (const width of widths) {
    mkdirSync(`screenshots/${width}`, { recursive: true });
    for (const role of ['visitor', 'admin', 'student', 'school']) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      if (role === 'visitor') await page.goto('/');
      else await signIn(page, role);
      // The browser-only build, which has no server-mode-only pages.
      for (const route of portalRoutes.filter((r) => r.role === role && !r.serverModeOnly)) {
        const path = await resolvePath(page, route.path);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = `screenshots/${width}/${route.path.replace(/^\//, '').replace(/[/{}]/g, '_') || 'home'}.png`;
        await page.screenshot({ path: file, fullPage: true });
        count += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Wrote ${count} screenshots to screenshots/ (${widths.join(' and ')} px wide).`);
