import { expect } from 'chai';
import { isUniqueViolation } from '../../../src/platform/db/knex.ts';
import { testDb } from '../../support/context.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, payForMembership } from '../../support/payments.ts';

const running = (profileId: number) => testDb()('payment_subscriptions').where({ profile_id: profileId }).whereIn('state', ['None', 'ActiveInitialPurchase', 'Active']);

/** Issue 30 item 2: one renewing subscription per member, held by a partial unique index, state None included. */
describe('payments: one renewing subscription per member', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('the database refuses a second None, ActiveInitialPurchase or Active subscription of one profile', async () => {
    const member = await buyer('DK');
    const row = { profile_id: member.profile.id, product_id: await catalogueId('membership-1m-renewing'), processor: 'Billwerk', currency: 'DKK', amount_minor: 8900 };
    await testDb()('payment_subscriptions').insert({ ...row, state: 'None' });
    for (const state of ['None', 'Active']) {
      const err = await testDb()('payment_subscriptions').insert({ ...row, state }).then(() => null, (e: unknown) => e);
      expect(isUniqueViolation(err), state).to.equal(true);
    }
    await testDb()('payment_subscriptions').insert({ ...row, state: 'DeactivatedByUser' });
  });

  it('a first payment left unfinished (None) gives way to a new renewing purchase, which is then the only one', async () => {
    const member = await buyer('DK');
    const first = await payForMembership(member, 'membership-1m-renewing');
    await choose(first.redirectUrl, 'cancel');
    const second = await payForMembership(member, 'membership-3m-renewing');
    const rows = await running(member.profile.id);
    expect(rows).to.have.length(1);
    expect(Number(rows[0].id)).to.equal(Number((await testDb()('payment_orders').where({ id: second.orderId }).first()).subscription_id));
    await choose(second.redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    expect((await running(member.profile.id)).map((s) => s.state)).to.deep.equal(['ActiveInitialPurchase']);
    await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(409);
  });

  it('purchases racing each other: each answer is 200 or the 409 "already renews", and one subscription remains', async () => {
    const member = await buyer('DK');
    const packageId = await catalogueId('membership-1m-renewing');
    const answers = await Promise.all([1, 2, 3].map(() => member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId } })));
    for (const res of answers) {
      expect(res.status, res.text).to.be.oneOf([200, 409]);
      if (res.status === 409) expect(res.body.error.code).to.equal('alreadyRenewing');
    }
    expect(await running(member.profile.id)).to.have.length(1);
  });
});
