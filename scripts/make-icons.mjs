// Draws the installed app's icons (public/icons/*.png, named in the web app manifest in
// vite.config.ts) from the favicon's design: a white "S" on the brand blue (#1f4fb8, the theme
// colour). Run it again only when the design changes: `node scripts/make-icons.mjs`.
// The maskable icon fills its whole square and keeps the letter inside the central 80% that
// every launcher's mask leaves visible.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const BRAND_BLUE = '#1f4fb8';

/** The icon's SVG: rounded corners for the plain icons, a full square for the maskable one. */
function iconSvg(size, maskable) {
  const radius = maskable ? 0 : size * 0.1875;
  const fontSize = size * (maskable ? 0.45 : 0.5625);
  const baseline = size * (maskable ? 0.66 : 0.6875);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_BLUE}"/>
    <text x="${size / 2}" y="${baseline}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}"
      font-weight="700" fill="#fff" text-anchor="middle">S</text>
  </svg>`;
}

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(size, maskable)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`Wrote ${file}`);
  }
} finally {
  await browser.close();
}
