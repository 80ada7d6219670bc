import { expect } from 'chai';
import { useBrowserAndServer } from '../support/browser.ts';

describe('FAQ search in the browser', () => {

  const env = useBrowserAndServer();

  it('updates the results in place as you type (htmx), keeping the page and the URL in step', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.baseUrl}/Support/FAQ`);
    const all = await page.locator('.faq-item').count();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.fill('#faq-q', 'password');
    await page.waitForFunction((n) => document.querySelectorAll('.faq-item').length < n, all);
    const filtered = await page.locator('.faq-item').count();
    expect(filtered).to.be.within(1, all - 1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(42);
    expect(page.url()).to.include('q=password');
    await page.close();
  });

  it('works as a plain GET form without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.baseUrl}/Support/FAQ`);
    await page.fill('#faq-q', 'password');
    await Promise.all([page.waitForURL(/q=password/), page.press('#faq-q', 'Enter')]);
    expect(await page.locator('.faq-item').count()).to.be.greaterThan(0);
    await context.close();
  });
});
