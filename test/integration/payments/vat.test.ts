import { expect } from 'chai';
import { forgetCountries } from '../../../src/modules/common/index.ts';
import { vatIncluded, vatRateFor } from '../../../src/modules/payments/index.ts';
import { testDb } from '../../support/context.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, choose, orderRow, payForMembership, renewSubscriptionNow } from '../../support/payments.ts';

/** Countries the site's list does not hold yet, added for these tests only. */
const extra = { DE: 'Germany', FI: 'Finland', HU: 'Hungary', US: 'United States' } as const;

/** Issue 30 item 7: VAT by the buyer's country (EU OSS standard rates, Norway's and the UK's own), kept on each order. */
describe('payments: VAT by the buyer\'s country', () => {
  let standIns: StandIns;
  beforeEach(async () => {
    standIns = await withStandIns();
    for (const [code, name] of Object.entries(extra)) {
      await testDb()('countries').insert({ code, names: JSON.stringify({ 'en-GB': name }), position: 99 }).onConflict('code').ignore();
    }
    forgetCountries(testDb());
  });
  afterEach(async () => {
    await standIns.stop();
    const ids = testDb()('countries').whereIn('code', Object.keys(extra)).select('id');
    await testDb()('profile_areas').whereIn('country_id', ids).delete();
    await testDb()('countries').whereIn('code', Object.keys(extra)).delete();
    forgetCountries(testDb());
  });

  it('has the rate of each buyer\'s country: EU standard rates, Norway and the UK their own, none elsewhere, Denmark\'s when unknown', () => {
    const rates = Object.fromEntries(['DK', 'SE', 'NO', 'GB', 'DE', 'FI', 'HU', 'LU', 'US', 'CH'].map((c) => [c, vatRateFor(c)]));
    expect(rates).to.deep.equal({ DK: 2500, SE: 2500, NO: 2500, GB: 2000, DE: 1900, FI: 2550, HU: 2700, LU: 1700, US: 0, CH: 0 });
    expect(vatRateFor(null)).to.equal(2500);
  });

  it('rounds the VAT inside a price half up to the minor unit, in each currency', () => {
    const cases: [currency: string, amount: number, rate: number, vat: number][] = [
      ['DKK', 9900, 2500, 1980],
      ['DKK', 2501, 2500, 500], // 500.2
      ['SEK', 14900, 2500, 2980],
      ['SEK', 3, 2500, 1], // 0.6
      ['NOK', 34900, 2500, 6980],
      ['NOK', 2, 2500, 0], // 0.4
      ['GBP', 1299, 2000, 217], // 216.5: half up
      ['GBP', 3, 2000, 1], // 0.5
      ['EUR', 1399, 1900, 223], // 223.37
      ['EUR', 1399, 2550, 284], // 284.26
      ['EUR', 1399, 2700, 297], // 297.43
      ['EUR', 1399, 0, 0],
    ];
    for (const [currency, amount, rate, vat] of cases) expect(vatIncluded(amount, rate), `${currency} ${amount} at ${rate}`).to.equal(vat);
  });

  it('charges a buyer in Germany 19 %, in Finland 25.5 %, in the United States none, in EUR, and keeps the rate on the order', async () => {
    for (const [country, rate, vat] of [['DE', 1900, 223], ['FI', 2550, 284], ['US', 0, 0]] as const) {
      const member = await buyer(country);
      const { orderId } = await payForMembership(member, 'membership-1m');
      const order = await orderRow(orderId);
      expect([order.currency.trim(), order.amount_minor, order.vat_rate_bp, order.vat_minor], country).to.deep.equal(['EUR', 1399, rate, vat]);
    }
  });

  it('a renewal takes the rate of the subscriber\'s country, not a fixed 25 %', async () => {
    const member = await buyer('DE');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m-renewing');
    await choose(redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    const subscriptionId = Number((await orderRow(orderId)).subscription_id);
    await renewSubscriptionNow(subscriptionId);
    const orders = await testDb()('payment_orders').where({ subscription_id: subscriptionId }).orderBy('id');
    expect(orders.map((o) => [o.state, o.amount_minor, o.vat_rate_bp, o.vat_minor])).to.deep.equal([
      ['PaidInFull', 1299, 1900, 207],
      ['PaidInFull', 1299, 1900, 207],
    ]);
  });
});
