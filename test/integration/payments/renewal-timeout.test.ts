import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { cardSubscriber, membershipEnd, renewSubscriptionNow } from '../../support/payments.ts';

/** Issue 30 item 6: a renewal charge that times out is asked about at the provider before it counts as refused. */
describe('payments: a card renewal whose charge gets no answer', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  const subscription = (id: number) => testDb()('payment_subscriptions').where({ id }).first();
  const renewalFailedEvents = async () => (await testDb()('jobs').where('name', 'like', 'event:payments.renewalFailed:%')).length;

  it('a charge made but not answered (timeout) is found at the provider: paid, Active, no failed attempt, nobody told of a failure', async () => {
    const { member, subscriptionId } = await cardSubscriber(standIns);
    const end = (await membershipEnd(member.profile.id))!;
    standIns.billwerk.control.dropNextChargeAnswer('after');
    await renewSubscriptionNow(subscriptionId);
    await standIns.billwerk.control.idle();
    await jobsSettled();
    const renewed = await subscription(subscriptionId);
    expect([renewed.state, renewed.failed_attempts, renewed.failure_reason]).to.deep.equal(['Active', 0, null]);
    const orders = await testDb()('payment_orders').where({ subscription_id: subscriptionId }).orderBy('id');
    expect(orders.map((o) => [o.state, o.failure_reason])).to.deep.equal([['PaidInFull', null], ['PaidInFull', null]]);
    expect((await membershipEnd(member.profile.id))!.getTime()).to.be.greaterThan(end.getTime());
    expect(await renewalFailedEvents()).to.equal(0);
    expect(standIns.billwerk.control.charges().filter((c) => c.handle.startsWith(`renewal-${subscriptionId}-`))).to.have.length(1);
  });

  it('a charge the provider never made (no answer, none found) counts as one failed attempt, retried later', async () => {
    const { subscriptionId } = await cardSubscriber(standIns);
    standIns.billwerk.control.dropNextChargeAnswer('before');
    await renewSubscriptionNow(subscriptionId);
    const now = await subscription(subscriptionId);
    expect([now.state, now.failed_attempts, now.failure_reason]).to.deep.equal(['ActiveInitialPurchase', 1, 'Unknown']);
    expect(await renewalFailedEvents()).to.be.at.least(1);
  });
});
