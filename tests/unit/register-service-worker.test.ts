import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

// A stand-in for the browser's service-worker objects: only what the registration code reads.
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

function serveRegistration(registration: FakeRegistration, controlled = true) {
  vi.stubGlobal('navigator', {
    serviceWorker: {
      controller: controlled ? {} : null,
      register: () => Promise.resolve(registration),
      addEventListener: vi.fn(),
    },
  });
}

// Each test starts a fresh module (the Update banner keeps one React root per page).
async function register() {
  vi.resetModules();
  const { registerServiceWorker } = await import('@/app/register-service-worker');
  registerServiceWorker();
  // The registration promise settles.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const banner = () => screen.findByText('Update available', {}, { timeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a new version of the installed app', () => {
  it('is offered when it installs while the page runs', async () => {
    const registration = new FakeRegistration();
    serveRegistration(registration);
    await register();
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.install();
    expect(await banner()).toBeTruthy();
  });

  it('is offered when it was already installing before the page registered (its updatefound missed)', async () => {
    const registration = new FakeRegistration();
    const next = new FakeWorker('installing');
    registration.installing = next;
    serveRegistration(registration);
    await register();
    next.install();
    expect(await banner()).toBeTruthy();
  });

  it('is offered when it is already waiting', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    serveRegistration(registration);
    await register();
    expect(await banner()).toBeTruthy();
  });

  it('is not offered on the first install, when no older version runs the page', async () => {
    const registration = new FakeRegistration();
    serveRegistration(registration, false);
    await register();
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.install();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Update available')).toBeNull();
  });
});
