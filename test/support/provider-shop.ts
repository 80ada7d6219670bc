import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';

export type ShopDelivery = { url: string; host: string; headers: IncomingHttpHeaders; body: string };

/**
 * The shop a payment provider's stand-in talks to in a test: it keeps every POST (a webhook) as it came and
 * answers the browser's return with a plain page.
 */
export async function startShop() {
  const received: ShopDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') received.push({ url: req.url ?? '', host: req.headers.host ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>Shop</title><main>Back at the shop</main>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Chromium as a 390 × 844 touch phone. */
export async function phonePage(): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { browser, context, page: await context.newPage() };
}
