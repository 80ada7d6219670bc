import { expect } from 'chai';
import { enqueueJob } from '../../../src/platform/jobs/index.ts';
import { testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, confirmInWallet, membershipEnd, orderRow, payForMembership, renewSubscriptionNow } from '../../support/payments.ts';

/** Makes an order look `minutes` old, as if its webhook had been lost that long ago. */
const age = (orderId: number, minutes: number) => testDb()('payment_orders').where({ id: orderId }).update({ created_at: new Date(Date.now() - minutes * 60_000) });
/** The schedule's run of `payments.reconcile`, through the app's worker. */
async function reconcile(): Promise<void> {
  await enqueueJob(testDb(), 'payments.reconcile', {});
  await jobsSettled();
}
/** How many times `payments.orderPaid` was published for the order (each subscriber gets one job per publication). */
async function paidEvents(orderId: number): Promise<number> {
  const jobs = (await testDb()('jobs').where('name', 'like', 'event:payments.orderPaid:%').select('name', 'payload')).filter((j) => Number(j.payload.orderId) === orderId);
  const perSubscriber = new Map<string, number>();
  for (const job of jobs) perSubscriber.set(job.name, (perSubscriber.get(job.name) ?? 0) + 1);
  return Math.max(0, ...perSubscriber.values());
}

/**
 * Issue 30 item 1: a lost webhook no longer stalls an order. The reconciliation schedule asks the provider about
 * what is Pending past a few minutes and settles it as the webhook would; a late webhook afterwards changes nothing.
 */
describe('payments: reconciliation of pending orders with the providers', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('declares the schedule', async () => {
    const { paymentsModule } = await import('../../../src/modules/payments/index.ts');
    expect(paymentsModule.schedules?.map((s) => s.job)).to.include('payments.reconcile');
  });

  it('pays a card order whose webhook was lost, once; the late webhook then changes nothing', async () => {
    const member = await buyer('DK');
    standIns.billwerk.control.setDelivery({ kind: 'outOfOrder' });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    await choose(redirectUrl, 'pay');
    await reconcile();
    expect((await orderRow(orderId)).state, 'too young to ask about').to.equal('Pending');
    await age(orderId, 6);
    await reconcile();
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    const end = (await membershipEnd(member.profile.id))!;
    expect(end).to.not.equal(null);
    standIns.billwerk.control.releaseHeld();
    await standIns.billwerk.control.idle();
    await jobsSettled();
    expect((await membershipEnd(member.profile.id))!.getTime(), 'granted once').to.equal(end.getTime());
    expect(await paidEvents(orderId)).to.equal(1);
  });

  it('gives back (Unpaid, cancelled) a card order left at the hosted page with no charge, after half an hour', async () => {
    const member = await buyer('GB');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    await choose(redirectUrl, 'cancel');
    await age(orderId, 10);
    await reconcile();
    expect((await orderRow(orderId)).state, 'the page may still be paid').to.equal('Pending');
    await age(orderId, 31);
    await reconcile();
    const order = await orderRow(orderId);
    expect([order.state, order.data.cancelled]).to.deep.equal(['Unpaid', true]);
  });

  it('records a refusal whose webhook was lost', async () => {
    const member = await buyer('DK');
    standIns.billwerk.control.setDelivery({ kind: 'outOfOrder' });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    await choose(redirectUrl, 'InsufficientFunds');
    await age(orderId, 6);
    await reconcile();
    const order = await orderRow(orderId);
    expect([order.state, order.failure_reason]).to.deep.equal(['Unpaid', 'InsufficientFunds']);
  });

  it('starts a wallet subscription whose webhooks were lost, and a renewal charge captured without its webhook', async () => {
    const member = await buyer('NO');
    standIns.vipps.control.deliveries('late');
    const res = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(200);
    const orderId = res.body.orderId as number;
    await confirmInWallet(res.body.redirectUrl, 'approve');
    await age(orderId, 6);
    await reconcile();
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    const subscriptionId = Number((await orderRow(orderId)).subscription_id);
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).state).to.equal('ActiveInitialPurchase');
    const end = (await membershipEnd(member.profile.id))!;

    await renewSubscriptionNow(subscriptionId);
    const renewal = await testDb()('payment_orders').where({ subscription_id: subscriptionId }).where('id', '>', orderId).first();
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).next_attempt_at, 'waits for the wallet').to.equal(null);
    await standIns.vipps.control.advanceTo(new Date(end.getTime() + 2 * 86_400_000));
    await age(Number(renewal.id), 6);
    await reconcile();
    expect((await orderRow(renewal.id)).state).to.equal('PaidInFull');
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).state).to.equal('Active');
    const renewedEnd = (await membershipEnd(member.profile.id))!.getTime();

    await standIns.vipps.control.flush();
    await standIns.vipps.control.idle();
    await jobsSettled();
    expect((await membershipEnd(member.profile.id))!.getTime(), 'the late webhooks grant nothing more').to.equal(renewedEnd);
    expect(await paidEvents(Number(renewal.id))).to.equal(1);
  });

  it('gives back a wallet renewal whose charge was cancelled with its agreement, and ends the subscription, when both webhooks were lost', async () => {
    const member = await buyer('DK');
    const res = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(200);
    await confirmInWallet(res.body.redirectUrl, 'approve');
    await standIns.vipps.control.idle();
    const subscriptionId = Number((await orderRow(res.body.orderId)).subscription_id);
    await renewSubscriptionNow(subscriptionId);
    const renewal = await testDb()('payment_orders').where({ subscription_id: subscriptionId }).where('id', '>', res.body.orderId).first();
    standIns.vipps.control.deliveries('late');
    const subscription = await testDb()('payment_subscriptions').where({ id: subscriptionId }).first();
    await standIns.providers.vipps.client.stopAgreement(subscription.provider_ref);
    await age(Number(renewal.id), 6);
    await reconcile();
    const order = await orderRow(renewal.id);
    expect([order.state, order.data.cancelled]).to.deep.equal(['Unpaid', true]);
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).state).to.equal('DeactivatedByUser');
  });
});
