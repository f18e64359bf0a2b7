import { Component, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

// The app renders its routes with useRoutes under a <BrowserRouter>, not a data router: the data
// router's code (some 17 kB gzip every visitor downloaded with the home page) only served our
// lazy routes and error pages, which this module gives the plain router. A route table keeps
// writing `lazy: () => import(...)` (a module exporting its page as `Component`) and
// `errorElement`, as the data router reads them.

type PageModule = { Component?: ComponentType | null };

const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

// The pages whose chunk failed to load keep their failed load until the person leaves the error
// page: a render that asked again at once would suspend on a new request, and React, restarting
// the render, would ask again and again (a request loop, the error never shown).
const failedLoads = new Set<() => void>();

/** Lets the next visit of each page whose chunk failed try its chunk again. */
function forgetFailedLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load()
      .then(({ Component: Page }) => {
        if (!Page) throw new Error('A route module exports no Component.');
        loaded = Page;
        return Page;
      })
      .catch((error: unknown) => {
        failedLoads.add(() => {
          loading = undefined;
        });
        throw error;
      }));
  // Suspends until the page's chunk is in; a navigation is a transition, so the page being left
  // stays on screen meanwhile. A chunk that fails to load reaches the route's error boundary.
  function LazyPage() {
    const Page = loaded ?? use(preload());
    // The same component every render: the route's module export, loaded once.
    // eslint-disable-next-line react-hooks/static-components
    return <Page />;
  }
  return { element: <LazyPage />, preload };
}

/** The route table as useRoutes renders it: lazy pages become elements, error elements boundaries. */
export function withLazyPages(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ lazy, errorElement, children, ...route }) => {
    const page = typeof lazy === 'function' ? lazyPage(lazy) : undefined;
    const element = page?.element ?? route.element;
    const converted = {
      ...route,
      element: errorElement ? <RouteErrorBoundary>{element}</RouteErrorBoundary> : element,
      ...(children ? { children: withLazyPages(children) } : {}),
    } as RouteObject;
    if (page) preloaders.set(converted, page.preload);
    return converted;
  });
}

/**
 * Loads the chunks of the pages matching `location` before rendering: the build's prerender
 * renders to a string at once, with no waiting for a page that suspends.
 */
export async function preloadMatchedPages(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => preloaders.get(route)?.()));
}

/** Shows the route error page in place of a route that failed to load or render. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher pathname={pathname}>{children}</ErrorCatcher>;
}

type ErrorCatcherState = { failedAt: string | null };

class ErrorCatcher extends Component<{ pathname: string; children: ReactNode }, ErrorCatcherState> {
  override state: ErrorCatcherState = { failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorCatcherState> {
    return { failedAt: '' };
  }

  // Remembers where the error happened, so leaving that address (Go to the home page) clears it.
  static getDerivedStateFromProps(
    { pathname }: { pathname: string },
    { failedAt }: ErrorCatcherState,
  ): Partial<ErrorCatcherState> | null {
    if (failedAt === '') return { failedAt: pathname };
    return failedAt !== null && failedAt !== pathname ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  // Left the error page: the next visit of a page that could not load tries its chunk again.
  override componentDidUpdate(_: unknown, previous: ErrorCatcherState) {
    if (previous.failedAt !== null && this.state.failedAt === null) forgetFailedLoads();
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
