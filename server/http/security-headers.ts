// The security headers of every answer the server sends (pages, API answers, refusals and
// errors alike). Only this server sends them: the Vite dev server, vite preview and Storybook
// keep their own.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';

/** A year, for every subdomain: sent only on answers that came over https. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes of the inline scripts in the built pages, so they run and nothing else inline
 * does. The build writes none today; a page that gains one keeps working.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir || !existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  const pages = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const page of pages) {
    const html = readFileSync(path.join(staticDir, page), 'utf8');
    for (const [, attributes, script] of html.matchAll(INLINE_SCRIPT)) {
      if (/\bsrc\s*=/i.test(attributes ?? '') || !script) continue;
      hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * What the portal loads: its own scripts, styles, images, data and fonts. Styles may be inline (the
 * prerendered pages carry the stylesheet and React's style attributes in the HTML); the contact
 * page's map is Google's frame, loaded only when the visitor asks for it ("Show map").
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  formActions: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    // The payment provider's hosted checkout, when one is set up: Pay Now posts a form there.
    ["form-action 'self'", ...formActions].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders({
  staticDir,
  isHttps,
  formActions = [],
}: {
  staticDir: string | undefined;
  isHttps: (c: Context) => boolean;
  formActions?: readonly string[];
}): MiddlewareHandler {
  const policy = contentSecurityPolicy(inlineScriptHashes(staticDir), formActions);
  const setAll = (c: Context) => {
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHttps(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT);
  };
  return async (c, next) => {
    // Set before the answer exists, they go into it as it is made; each header set on a finished
    // answer makes Hono copy the whole Response (a tenth of a lookup's time, profiled).
    setAll(c);
    await next();
    // An answer made without the context's headers (a Response built by hand) gets them now.
    if (!c.res.headers.has('Content-Security-Policy')) setAll(c);
  };
}
