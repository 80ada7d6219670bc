import { chromium } from 'playwright-core';

const weighScript = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const isScript = (r) => r.initiatorType === 'script' || new URL(r.name).pathname.endsWith('.js');
  const sum = (list) => list.reduce((n, r) => n + r.encodedBodySize, 0);
  const scripts = resources.filter(isScript);
  return {
    javascriptBytes: sum(scripts),
    cssBytes: sum(resources.filter((r) => new URL(r.name).pathname.endsWith('.css'))),
    scripts: scripts.length,
    htmlBytes: nav.encodedBodySize,
  };
})()`;

export type PageWeight = { page: string; javascriptBytes: number; cssBytes: number; scripts: number; htmlBytes: number };

/**
 * What a phone downloads for a page: bytes on the wire (compressed when the server compresses) of its
 * scripts, stylesheets and document, from the browser's resource timing, after the page settled. Logs on as
 * `member` for the member pages.
 */
export async function measurePageWeight(origin: string, member: { email: string; password: string }): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // Production cookies are Secure: the browser plays the TLS-terminating proxy's part (the app trusts loopback).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
    const page = await context.newPage();
    const weigh = async (name: string): Promise<PageWeight> => {
      await page.waitForLoadState('networkidle');
      // A string, not a function: tsx's name helpers do not exist in the page.
      const sizes = (await page.evaluate(weighScript)) as Omit<PageWeight, 'page'>;
      return { page: name, ...sizes };
    };
    const rows: PageWeight[] = [];
    await page.goto(`${origin}/`);
    rows.push(await weigh('/'));
    await page.goto(`${origin}/Create`);
    rows.push(await weigh('/Create'));
    await page.goto(`${origin}/LogOn`);
    await page.fill('form[action="/LogOn"] input[name="name"]', member.email);
    await page.fill('form[action="/LogOn"] input[name="password"]', member.password);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/LogOn')), page.locator('form[action="/LogOn"] button[type="submit"]').first().click()]);
    await page.goto(`${origin}/Start`);
    if (new URL(page.url()).pathname !== '/Start') throw new Error(`logging on as ${member.email} failed: ended on ${page.url()}`);
    rows.push(await weigh('/Start'));
    // A member page with a React island (the passkey list).
    await page.goto(`${origin}/Settings`);
    rows.push(await weigh('/Settings'));
    return rows;
  } finally {
    await browser.close();
  }
}
