// Prerenders every public page at build time, so its HTML already holds the page (heading, text,
// forms), its <title>, meta description and Open Graph tags: a crawler that runs no JavaScript
// reads the page, and the browser paints it before any script runs, then hydrates it.
//
// After the browser build, a server build of src/app/prerender.tsx renders each public route
// into a copy of the built index.html (dist/index.html for /, dist/<page>/index.html for the
// rest; in Hindi dist/hi/index.html and dist/hi/<page>/index.html), with the app's stylesheet inline and the route's chunks preloaded at low priority. The
// empty page every other path needs (the signed-in areas, unknown paths) is kept as
// dist/app-shell.html, and vite preview (npm start, the e2e server, the audit) serves each
// prerendered page for its route, with or without the trailing slash, and the app shell for
// every other page.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

// The app's build input: Vite names the entry chunk after the page that loads main.tsx.
const appEntry = 'index.html';
const serverEntry = 'src/app/prerender.tsx';
export const appShellFile = 'app-shell.html';

/** dist/index.html for /, dist/about/index.html for /about. */
export const pageFile = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The route module that mounts a public page (docs/architecture.md): / is home. */
const routeModule = (route) =>
  `src/app/routes/public/${route === '/' ? 'home' : route.slice(1)}.tsx`;

export function prerenderPlugin() {
  let config;
  let chunks;
  let entryFile;

  return {
    name: 'prerender-public-pages',
    // The build writes the pages; vite preview serves them (not the dev server).
    apply: (_config, env) => env.command === 'build' || Boolean(env.isPreview),
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // Only the browser build of the app itself (not its server build, not Storybook's).
      if (config.build.ssr) return;
      const relative = (id) => path.relative(config.root, id).split(path.sep).join('/');
      const entry = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' &&
          output.isEntry &&
          output.facadeModuleId &&
          relative(output.facadeModuleId) === appEntry,
      );
      if (!entry) return;
      entryFile = entry.fileName;
      chunks = new Map();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
        });
      }
    },
    async closeBundle() {
      if (!entryFile) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverOutDir = path.join(outDir, '.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: serverEntry,
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      try {
        const server = await import(
          pathToFileURL(path.join(serverOutDir, `${path.parse(serverEntry).name}.js`)).href
        );
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        writeFileSync(path.join(outDir, appShellFile), template);
        const staticClosure = (fileNames) => {
          const seen = new Set();
          const visit = (fileName) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          };
          fileNames.forEach(visit);
          return seen;
        };
        const entryClosure = staticClosure([entryFile]);
        const pages = server.publicPagePaths.flatMap((route) =>
          server.prerenderLanguages.map((language) => ({ route, language })),
        );
        for (const { route, language } of pages) {
          const module = routeModule(route);
          const routeChunk = [...chunks.keys()].find((file) => chunks.get(file).facade === module);
          if (!routeChunk) throw new Error(`No chunk for ${module} (route ${route}).`);
          const pageChunks = [...staticClosure([routeChunk])].filter((f) => !entryClosure.has(f));
          const { html, head } = await server.prerender(route, language);
          const address = server.pagePath(route, language);
          const preloads = pageChunks.map(
            (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
          );
          const document = template
            .replace(/\s*<title>[\s\S]*?<\/title>/, '')
            .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
            .replace('</head>', `  ${[head, ...preloads].join('\n    ')}\n  </head>`)
            // The stylesheet (one for the whole app: build.cssCodeSplit is off) is in the page,
            // so the page paints from its HTML alone, with no request in the way.
            .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file) => {
              const css = readFileSync(path.join(outDir, file), 'utf8').replaceAll('</', '<\\/');
              return `<style>${css}</style>`;
            })
            // Its scripts only make it interactive: they load at low priority, after the page.
            .replace(
              /<(script type="module"|link rel="modulepreload") crossorigin/g,
              '<$1 fetchpriority="low" crossorigin',
            )
            // Names the route it holds: a server that falls back to this file for another path
            // gets the page rendered afresh there (main.tsx), not hydrated into the wrong page.
            .replace(
              '<div id="root"></div>',
              () => `<div id="root" data-prerendered="${address}">${html}</div>`,
            )
            .replace(/<html lang="[^"]*">/, `<html lang="${language}-IN">`);
          if (!document.includes(html)) throw new Error('index.html has no empty #root.');
          const file = path.join(outDir, pageFile(address));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, document);
        }
        config.logger.info(
          `Prerendered ${server.publicPagePaths.length} public pages in ${server.prerenderLanguages.length} languages.`,
        );
      } finally {
        rmSync(serverOutDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        if (!existsSync(path.join(outDir, appShellFile))) return next();
        const url = new URL(req.url, 'http://localhost');
        let pathname;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        if (pathname.split('/').includes('..')) return next();
        const file = path.join(outDir, pathname);
        if (existsSync(file) && statSync(file).isFile()) return next();
        const accept = req.headers.accept ?? '';
        if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return next();
        const route = pathname.replace(/\/+$/, '') || '/';
        const page = pageFile(route);
        const target = existsSync(path.join(outDir, page)) ? page : appShellFile;
        req.url = `/${target}${url.search}`;
        return next();
      });
    },
  };
}
