// The build's server entry (scripts/prerender-plugin.mjs): renders each public page to HTML with
// the same routes the browser hydrates, and names the page's title, description and Open Graph
// tags from the public site's page table.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { publicPagePaths, publicPages, siteBrand } from '@/features/public-site';
import { preloadMatchedPages } from './lazy-routes';
import { appRoutes, AppRoutes } from './router';

export { publicPagePaths };

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

function headTags(path: (typeof publicPagePaths)[number]): string {
  const { title, description } = publicPages[path];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteBrand.name)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}

export async function prerender(path: (typeof publicPagePaths)[number]): Promise<PrerenderedPage> {
  await preloadMatchedPages(appRoutes, path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  // A page that suspended or failed renders React's client-render marker instead of its content.
  if (html.includes('<!--$!-->')) throw new Error(`${path} did not render on the server.`);
  return { html, head: headTags(path) };
}
