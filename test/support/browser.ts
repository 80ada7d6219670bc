import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { testApp, testDb } from './context.ts';
import { listSites, setSiteSetting } from '../../src/modules/sites/index.ts';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP dark.localhost 127.0.0.1'],
  });
}

/** Moves every site's configured origin to `port`; gives back a function that restores the old origins. */
async function originsOnPort(port: number): Promise<() => Promise<void>> {
  const db = testDb();
  const before = (await listSites(db)).map((s) => ({ id: s.id, origin: s.origin }));
  for (const { id, origin } of before) {
    const moved = new URL(origin);
    moved.port = String(port);
    await setSiteSetting(db, id, 'origin', moved.origin);
  }
  return async () => {
    for (const { id, origin } of before) await setSiteSetting(db, id, 'origin', origin);
  };
}

/**
 * Serves the test app on a free port; returns its base URL and a stop function. The sites' origins move to
 * that port while it runs, as links and passkeys are made for the configured origin only.
 */
export async function serveTestApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = testApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const restoreOrigins = await originsOnPort(port);
  return {
    baseUrl: `http://localhost:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await restoreOrigins();
    },
  };
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the test process, launched when a file first asks: each file works in browser contexts of
 * its own (cookies, storage and cache are a context's), so launching a browser per file only cost time.
 * Playwright closes it when the process exits.
 */
function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

/**
 * For a browser test file: serves the test app and has Chromium before its tests; after them, stops the server
 * and closes the browser contexts the file left open.
 * Read `env.browser` and `env.baseUrl` inside the tests.
 */
export function useBrowserAndServer(): { readonly browser: Browser; readonly baseUrl: string } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveTestApp>> | undefined;
  before(async () => {
    server = await serveTestApp();
    browser = await sharedBrowser();
  });
  after(async () => {
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
    await server?.stop();
  });
  return {
    get browser() {
      return browser!;
    },
    get baseUrl() {
      return server!.baseUrl;
    },
  };
}

/** A browser that has answered the cookie banner ("only necessary"), for pages the banner would cover. */
export async function contextWithConsent(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: baseUrl }]);
  return context;
}

/** A 390 × 844 touch phone that has answered the cookie banner; `options` adds to it (e.g. JavaScript off). */
export const phoneWithConsent = (browser: Browser, baseUrl: string, options: BrowserContextOptions = {}) =>
  contextWithConsent(browser, baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...options });

/**
 * For a describe block of phone tests: a fresh phone page (cookie choice made) before each test, closed after.
 * Read `phone.page` inside the tests.
 */
export function usePhonePage(env: { readonly browser: Browser; readonly baseUrl: string }): { readonly page: Page } {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeEach(async () => {
    context = await phoneWithConsent(env.browser, env.baseUrl);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return {
    get page() {
      return page!;
    },
  };
}

/**
 * Does `act` (a form sent, a link followed) and waits until the page it leads to has loaded. For a form that
 * answers with the same address, where `waitForURL` would be satisfied before the new page arrives.
 */
export async function untilNextPage(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), act()]);
}
