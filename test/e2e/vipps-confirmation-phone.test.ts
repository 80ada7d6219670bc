import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phonePage, startShop } from '../support/provider-shop.ts';
import { layoutProblems } from '../support/phone-layout.ts';
import { createVippsClient, verifyVippsWebhook, type VippsStandIn } from '../../src/modules/payments/index.ts';
import { paymentStandIns } from '../support/payment-providers.ts';

const { startVippsStandIn } = await paymentStandIns();

/**
 * The wallet stand-in's confirmation page on a 390 × 844 touch phone, by keyboard only: it fits the width with
 * 44 px buttons, Enter on the focused "Approve" activates the agreement and lands on the shop's redirect url with
 * a webhook that verifies, and Tab to a failure reason then Space fails the first payment with that reason.
 */
describe('Vipps stand-in confirmation page on a 390 px phone, by keyboard', () => {
  const secret = 'vipps_phone_secret';
  const credentials = { clientId: 'phone-client', clientSecret: 'phone-secret', subscriptionKey: 'phone-key' };
  let shop: Awaited<ReturnType<typeof startShop>>;
  let shopOrigin: string;
  let standIn: VippsStandIn;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    shop = await startShop();
    shopOrigin = shop.origin;
    standIn = await startVippsStandIn({ webhookUrl: `${shopOrigin}/webhooks/vipps`, webhookSecret: secret, ...credentials });
    ({ browser, context, page } = await phonePage());
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await standIn?.stop();
    await shop?.stop();
  });

  const agreement = (order: string) =>
    createVippsClient({ origin: standIn.origin, ...credentials, merchantSerialNumber: '654321' }).createAgreement(
      {
        pricing: { type: 'LEGACY', amount: 9900, currency: 'DKK' },
        interval: { unit: 'MONTH', count: 1 },
        productName: 'Nordlys membership',
        merchantRedirectUrl: `${shopOrigin}/Membership/Return?order=${order}`,
        merchantAgreementUrl: `${shopOrigin}/Membership`,
        initialCharge: { amount: 9900, description: 'First month', transactionType: 'DIRECT_CAPTURE', orderId: order },
      },
      order,
    );
  const verifiedTypes = () =>
    shop.received.map((w) => verifyVippsWebhook({ method: 'POST', pathAndQuery: w.url, host: w.host, headers: w.headers, body: w.body }, secret)?.type ?? 'UNVERIFIED');

  it('fits the phone, and approves with Enter on the focused Approve button', async () => {
    const { vippsConfirmationUrl } = await agreement('phone-1');
    await page.goto(vippsConfirmationUrl);
    expect(await layoutProblems(page)).to.deep.equal([]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Approve');
    await Promise.all([page.waitForURL((u) => u.pathname === '/Membership/Return'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('order')).to.equal('phone-1');
    await standIn.control.idle();
    expect(verifiedTypes()).to.deep.equal(['recurring.agreement-activated.v1', 'recurring.charge-captured.v1']);
  });

  it('fails the first payment with Tab to "CardBlocked" and Space', async () => {
    shop.received.length = 0;
    const { vippsConfirmationUrl } = await agreement('phone-2');
    await page.goto(vippsConfirmationUrl);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Approve'); // autofocus lands after load
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab'); // Approve (focused) → Decline → InsufficientFunds → CardBlocked
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Fail: CardBlocked');
    await Promise.all([page.waitForURL((u) => u.pathname === '/Membership/Return'), page.keyboard.press('Space')]);
    await standIn.control.idle();
    expect(verifiedTypes()).to.deep.equal(['recurring.charge-failed.v1', 'recurring.agreement-expired.v1']);
    expect(JSON.parse(shop.received[0]!.body)).to.include({ failureReason: 'CardBlocked' });
  });
});
