import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phonePage, startShop } from '../support/provider-shop.ts';
import { layoutProblems } from '../support/phone-layout.ts';
import { createBillwerkClient, failureReasonOf, verifyBillwerkWebhook, type BillwerkStandIn } from '../../src/modules/payments/index.ts';
import { paymentStandIns } from '../support/payment-providers.ts';

const { startBillwerkStandIn } = await paymentStandIns();

/**
 * The card provider stand-in's hosted page on a 390 × 844 touch phone, used by keyboard only: it fits the width
 * with 44 px buttons, Enter on the focused "Pay" pays and lands on the shop's accept url, and Tab to a failure
 * reason then Space refuses the card and lands on the cancel url with the error.
 */
/** Chromium applies `autofocus` on a frame after the load, not at it: wait for "Pay" to hold the focus. */
async function focusOnPay(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.textContent === 'Pay', undefined, { timeout: 2_000 });
}

describe('Billwerk stand-in hosted page on a 390 px phone, by keyboard', () => {
  const secret = 'whsec_phone_test';
  const apiKey = 'priv_phone_test';
  let shop: Awaited<ReturnType<typeof startShop>>;
  let shopOrigin: string;
  const bodies = () => shop.received.map((r) => r.body);
  let standIn: BillwerkStandIn;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    shop = await startShop();
    shopOrigin = shop.origin;
    standIn = await startBillwerkStandIn({ webhookUrl: `${shopOrigin}/webhooks/billwerk`, webhookSecret: secret, apiKey });
    ({ browser, context, page } = await phonePage());
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await standIn?.stop();
    await shop?.stop();
  });

  const session = (orderHandle: string) =>
    createBillwerkClient({ origin: standIn.origin, apiKey }).createChargeSession({
      order: { handle: orderHandle, amount: 9900, currency: 'SEK', customer_handle: 'profile-7' },
      accept_url: `${shopOrigin}/Membership/Return`,
      cancel_url: `${shopOrigin}/Membership/Cancelled`,
    });

  it('fits the phone, and pays with Enter on the focused Pay button', async () => {
    const { url } = await session('phone-order-1');
    await page.goto(url);
    expect(await layoutProblems(page)).to.deep.equal([]);
    await focusOnPay(page);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Membership/Return'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('invoice')).to.equal('phone-order-1');
    await standIn.control.idle();
    const verdicts = bodies().map((body) => verifyBillwerkWebhook(body, secret));
    expect(verdicts.map((v) => (v.ok ? v.event.event_type : v.reason))).to.deep.equal(['invoice_settled']);
  });

  it('refuses the card with Tab to "card blocked" and Space', async () => {
    const { url } = await session('phone-order-2');
    await page.goto(url);
    await focusOnPay(page);
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('Tab'); // Pay (focused) → insufficient funds → card blocked
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Fail: card blocked');
    await Promise.all([page.waitForURL((u) => u.pathname === '/Membership/Cancelled'), page.keyboard.press('Space')]);
    expect(failureReasonOf(new URL(page.url()).searchParams.get('error'))).to.equal('CardBlocked');
  });
});
