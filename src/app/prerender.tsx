// The build's server entry (scripts/prerender-plugin.mjs): renders each public page to HTML with
// the same routes the browser hydrates, and names the page's title, description and Open Graph
// tags from the public site's page table.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { publicPagePaths, publicPages, siteBrand } from '@/features/public-site';
import { hindiPath, switchLanguage } from './i18n';
import type { Language } from './i18n';
import { preloadMatchedPages } from './lazy-routes';
import { appRoutes, AppRoutes } from './router';

export { publicPagePaths };

/** The languages every public page is prerendered in, and the address of each version. */
export const prerenderLanguages = ['en', 'hi'] as const satisfies readonly Language[];
export const pagePath = (path: string, language: Language) =>
  language === 'hi' ? hindiPath(path) : path;

export type PrerenderedPage = {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** <title>, meta description and Open Graph tags, for the document's <head>. */
  head: string;
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function headTags(path: (typeof publicPagePaths)[number], language: Language): string {
  const { title, description } = publicPages[path];
  // Each version names the other, so a search engine shows a reader their language's page. The
  // build's SITE_URL (e.g. https://sankalpinstitute.example) makes the addresses absolute.
  const site = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
  const alternates = prerenderLanguages.map(
    (other) =>
      `<link rel="alternate" hreflang="${other}-IN" href="${escapeHtml(site + pagePath(path, other))}" />`,
  );
  return [
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(site + path)}" />`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteBrand.name)}" />`,
    `<meta property="og:locale" content="${language}_IN" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}

export async function prerender(
  path: (typeof publicPagePaths)[number],
  language: Language,
): Promise<PrerenderedPage> {
  const location = pagePath(path, language);
  await Promise.all([switchLanguage(language), preloadMatchedPages(appRoutes, location)]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  // A page that suspended or failed renders React's client-render marker instead of its content.
  if (html.includes('<!--$!-->')) throw new Error(`${path} did not render on the server.`);
  return { html, head: headTags(path, language) };
}
