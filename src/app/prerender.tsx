// The build's server entry (scripts/prerender-plugin.mjs): renders each public page to HTML with
// the same routes the browser hydrates, and names the page's title, description and Open Graph
// tags from the public site's page table.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { publicPagePaths, publicPages, siteBrand } from '@/features/public-site';
import { appRoutes } from './router';

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
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered.`);
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${path} rendered status ${context.statusCode}.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Hydration data is left out: no route has a loader, so the browser's router needs none.
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, head: headTags(path) };
}
