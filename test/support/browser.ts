import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { testApp } from './context.ts';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP dark.localhost 127.0.0.1'],
  });
}

/** Serves the test app on a free port; returns its base URL and a stop function. */
export async function serveTestApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = testApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a browser test file: serves the test app and launches Chromium before its tests, closes both after.
 * Read `env.browser` and `env.baseUrl` inside the tests.
 */
export function useBrowserAndServer(): { readonly browser: Browser; readonly baseUrl: string } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveTestApp>> | undefined;
  before(async () => {
    server = await serveTestApp();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
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
