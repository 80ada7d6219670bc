import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent } from './browser.ts';
import { logOn } from './phone-layout.ts';

/** A 390 px phone of its own (cookies, realtime stream) logged on as the profile; page errors collected. */
export async function phoneOf(browser: Browser, baseUrl: string, profile: ProfileRecord, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneWithConsent(browser, baseUrl, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await logOn(page, baseUrl, profile);
  return { context, page, errors };
}

/** Keeps a full-page screenshot as `<SHOTS_DIR>/<name>.png` when SHOTS_DIR is set (the lead looks at them). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Marks the document, so a later `sameDocument(page)` tells whether the page was loaded again in between. */
export const markDocument = (page: Page) => page.evaluate('window.__sameDocument = true');
export const sameDocument = async (page: Page) => (await page.evaluate('window.__sameDocument === true')) as boolean;
