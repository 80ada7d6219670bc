import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, orderRow, payForMembership, renewSubscriptionNow } from '../../support/payments.ts';

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';

/** Issue 30 item 8: an offer prices the first period only, unless it says its discount carries into renewals. */
describe('payments: special offers and renewals', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  async function subscribeWithOffer(name: string, extra: string[]) {
    // Offers stay (paid orders refer to them): a fresh id per run.
    const offerId = `${name}-${Date.now().toString(36)}`;
    const added = await adminOnTestDb('offers:add', 'membership-1m-renewing', '--percent', '30', '--from', iso(Date.now() - day), '--until', iso(Date.now() + day), '--id', offerId, ...extra);
    expect(added.code, added.out).to.equal(0);
    const member = await buyer('DK');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m-renewing', { data: { packageId: await catalogueId('membership-1m-renewing'), offerId } });
    await choose(redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    expect((await orderRow(orderId)).amount_minor, 'the first period at the offer').to.equal(6230);
    return Number((await orderRow(orderId)).subscription_id);
  }

  /** Renews once with the list price in DKK set to `list` for that day (put back after). */
  async function renewAtListPrice(subscriptionId: number, list: number) {
    const product = await catalogueId('membership-1m-renewing');
    const before = (await testDb()('payment_prices').where({ product_id: product, currency: 'DKK' }).first()).amount_minor;
    await testDb()('payment_prices').where({ product_id: product, currency: 'DKK' }).update({ amount_minor: list });
    try {
      await renewSubscriptionNow(subscriptionId);
    } finally {
      await testDb()('payment_prices').where({ product_id: product, currency: 'DKK' }).update({ amount_minor: before });
    }
    return testDb()('payment_orders').where({ subscription_id: subscriptionId }).orderBy('id', 'desc').first();
  }

  it('renews at the list price of the renewal\'s day when the offer is for the first period only', async () => {
    const subscriptionId = await subscribeWithOffer('first-only', []);
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).amount_minor, 'the next renewal is shown at the list price').to.equal(8900);
    const renewal = await renewAtListPrice(subscriptionId, 9500);
    expect([renewal.state, renewal.amount_minor, renewal.vat_minor]).to.deep.equal(['PaidInFull', 9500, 1900]);
    expect(standIns.billwerk.control.charges().at(-1)?.amount).to.equal(9500);
  });

  it('keeps the discount on renewals when the offer says so (offers:add --renewals), off that day\'s list price', async () => {
    const subscriptionId = await subscribeWithOffer('renewals-too', ['--renewals']);
    const renewal = await renewAtListPrice(subscriptionId, 9500);
    expect([renewal.state, renewal.amount_minor]).to.deep.equal(['PaidInFull', 6650]);
  });
});
