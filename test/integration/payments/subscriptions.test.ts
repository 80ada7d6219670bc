import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { deleteAccountNow, jobsSettled } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, confirmInWallet, membershipEnd, orderRow, payForMembership, renewSubscriptionNow } from '../../support/payments.ts';

const subscriptionOf = async (orderId: number) => testDb()('payment_subscriptions').where({ id: (await orderRow(orderId)).subscription_id }).first();
const monthsAhead = (from: Date, months: number) => {
  const d = new Date(from);
  d.setMonth(d.getMonth() + months);
  return d;
};

/**
 * Renewing memberships (issue 21 item 3): the first period paid by card or wallet, renewals as jobs (a refused card
 * retried twice, then ended with the reason's state), the wallet's webhooks out of order, StopSubscription.
 */
describe('payments: subscriptions (renewing memberships)', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  async function cardSubscriber(country = 'DK') {
    const member = await buyer(country);
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m-renewing');
    await choose(redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    return { member, orderId, subscription: await subscriptionOf(orderId) };
  }

  it('starts a card subscription from the first payment: ActiveInitialPurchase, the card saved, the renewal due a day before the end', async () => {
    const { member, orderId, subscription } = await cardSubscriber();
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    expect(subscription.state).to.equal('ActiveInitialPurchase');
    expect(subscription.provider_ref, 'the saved card').to.be.a('string').and.not.equal('');
    const end = (await membershipEnd(member.profile.id))!;
    expect(new Date(subscription.period_end).getTime()).to.equal(end.getTime());
    expect(end.getTime() - new Date(subscription.next_attempt_at).getTime()).to.equal(24 * 3_600_000);
  });

  it('renews by card when due: Active, one more month, a renewal order paid; a second run before the next period charges nothing', async () => {
    const { member, subscription } = await cardSubscriber('GB');
    const end = (await membershipEnd(member.profile.id))!;
    await renewSubscriptionNow(subscription.id);
    await renewSubscriptionNow(subscription.id, { keepSchedule: true });
    const renewed = await testDb()('payment_subscriptions').where({ id: subscription.id }).first();
    expect(renewed.state).to.equal('Active');
    const newEnd = (await membershipEnd(member.profile.id))!;
    expect(newEnd.getTime()).to.equal(monthsAhead(end, 1).getTime());
    expect(new Date(renewed.period_end).getTime()).to.equal(newEnd.getTime());
    const orders = await testDb()('payment_orders').where({ subscription_id: subscription.id }).orderBy('id');
    expect(orders.map((o) => [o.state, o.amount_minor, o.currency.trim(), o.vat_rate_bp])).to.deep.equal([
      ['PaidInFull', 1199, 'GBP', 2000],
      ['PaidInFull', 1199, 'GBP', 2000],
    ]);
    expect(standIns.billwerk.control.charges().filter((c) => c.handle.startsWith(`renewal-${subscription.id}-`))).to.have.length(1);
  });

  it('a renewal refused three times ends the subscription with the reason; the paid month still runs to its end', async () => {
    const { member, subscription } = await cardSubscriber();
    const end = (await membershipEnd(member.profile.id))!;
    for (const attempt of [1, 2, 3]) {
      standIns.billwerk.control.failNextCharge(subscription.provider_ref, 'CardExpired');
      await renewSubscriptionNow(subscription.id);
      const now = await testDb()('payment_subscriptions').where({ id: subscription.id }).first();
      if (attempt < 3) {
        expect([now.state, now.failed_attempts, now.failure_reason], `attempt ${attempt}`).to.deep.equal(['ActiveInitialPurchase', attempt, 'CardExpired']);
        const retryIn = new Date(now.next_attempt_at).getTime() - Date.now();
        expect(retryIn, 'retried on the schedule').to.be.within((attempt === 1 ? 24 : 72) * 3_600_000 - 60_000, (attempt === 1 ? 24 : 72) * 3_600_000);
      } else {
        expect([now.state, now.failure_reason, now.next_attempt_at]).to.deep.equal(['DeactivatedByPaymentMethodFailed', 'CardExpired', null]);
      }
    }
    expect((await membershipEnd(member.profile.id))!.getTime(), 'nothing granted, nothing taken away').to.equal(end.getTime());
    const jobs = await testDb()('jobs').where('name', 'like', 'event:payments.%').select('name', 'payload');
    expect(jobs.filter((j) => j.name.startsWith('event:payments.renewalFailed')).length).to.be.at.least(2);
    expect(jobs.filter((j) => j.name.startsWith('event:payments.subscriptionEnded')).length).to.be.at.least(1);
    await jobsSettled();
  });

  it('refuses a second renewing membership while one renews (409), and allows it once stopped', async () => {
    const { member, subscription } = await cardSubscriber();
    const again = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-3m-renewing') } }).expect(409);
    expect(again.body.error.message).to.include('already renews');
    await member.api('/api/Membership/StopSubscription', { subscriptionId: subscription.id }).expect(200);
    await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-3m-renewing') } }).expect(200);
  });

  it('StopSubscription: only the owner (404 for anyone else), the paid period kept, nothing renews, a second stop is a 409', async () => {
    const { member, subscription } = await cardSubscriber();
    const end = (await membershipEnd(member.profile.id))!;
    const other = await buyer('DK');
    await other.api('/api/Membership/StopSubscription', { subscriptionId: subscription.id }).expect(404);
    const bad = await member.api('/api/Membership/StopSubscription', { subscriptionId: 'x' }).expect(400);
    expect(bad.body.error.field).to.equal('subscriptionId');
    const res = await member.api('/api/Membership/StopSubscription', { subscriptionId: subscription.id }).expect(200);
    expect(res.body).to.deep.equal({ state: 'DeactivatedByUser', paidUntil: end.toISOString() });
    const stopped = await testDb()('payment_subscriptions').where({ id: subscription.id }).first();
    expect([stopped.state, stopped.next_attempt_at]).to.deep.equal(['DeactivatedByUser', null]);
    await renewSubscriptionNow(subscription.id);
    expect((await membershipEnd(member.profile.id))!.getTime()).to.equal(end.getTime());
    await member.api('/api/Membership/StopSubscription', { subscriptionId: subscription.id }).expect(409);
  });

  it('saves a new card through ChangePaymentMethod and uses it for the next renewal', async () => {
    const { member, subscription } = await cardSubscriber();
    const res = await member.api('/api/Billwerk/ChangePaymentMethod', { subscriptionId: subscription.id }).expect(200);
    await choose(res.body.redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    const changed = await testDb()('payment_subscriptions').where({ id: subscription.id }).first();
    expect(changed.provider_ref).to.not.equal(subscription.provider_ref);
    standIns.billwerk.control.failNextCharge(subscription.provider_ref, 'CardBlocked');
    await renewSubscriptionNow(subscription.id);
    expect((await testDb()('payment_subscriptions').where({ id: subscription.id }).first()).state, 'the old card was not charged').to.equal('Active');
  });

  it('RerunRecurrentTransaction retries a refused renewal now, and refuses when nothing was refused', async () => {
    const { member, subscription } = await cardSubscriber();
    await member.api('/api/Billwerk/RerunRecurrentTransaction', { subscriptionId: subscription.id }).expect(409);
    standIns.billwerk.control.failNextCharge(subscription.provider_ref, 'InsufficientFunds');
    await renewSubscriptionNow(subscription.id);
    const res = await member.api('/api/Billwerk/RerunRecurrentTransaction', { subscriptionId: subscription.id }).expect(200);
    expect(res.body.state).to.equal('Active');
  });

  describe('the wallet (Vipps MobilePay Recurring)', () => {
    async function walletSubscriber(mode: 'normal' | 'outOfOrder') {
      const member = await buyer('NO');
      standIns.vipps.control.deliveries(mode);
      const res = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(200);
      const back = await confirmInWallet(res.body.redirectUrl, 'approve');
      expect(back).to.match(new RegExp(`/Payment/Return\\?order=${res.body.orderId}$`));
      if (mode === 'outOfOrder') await standIns.vipps.control.flush();
      await standIns.vipps.control.idle();
      return { member, orderId: res.body.orderId as number };
    }

    for (const mode of ['normal', 'outOfOrder'] as const) {
      it(`starts the subscription from the first charge (webhooks ${mode === 'normal' ? 'in order' : 'out of order: the charge before the agreement'})`, async () => {
        const { member, orderId } = await walletSubscriber(mode);
        expect((await orderRow(orderId)).state).to.equal('PaidInFull');
        const subscription = await subscriptionOf(orderId);
        expect(subscription.state).to.equal('ActiveInitialPurchase');
        expect(await membershipEnd(member.profile.id)).to.not.equal(null);
        const sent = standIns.vipps.control.sent().map((w) => w.eventType);
        expect(sent).to.include.members(['recurring.agreement-activated.v1', 'recurring.charge-captured.v1']);
      });
    }

    it('a renewal job that first runs on the last day asks for the charge tomorrow (the wallet refuses one due today)', async () => {
      const { orderId } = await walletSubscriber('normal');
      const subscription = await subscriptionOf(orderId);
      await testDb()('payment_subscriptions').where({ id: subscription.id }).update({ period_end: new Date(Date.now() + 3_600_000) });
      await renewSubscriptionNow(subscription.id);
      const renewal = await testDb()('payment_orders').where({ subscription_id: subscription.id }).where('id', '>', orderId).first();
      expect([renewal.state, renewal.provider_ref.startsWith('charge:')]).to.deep.equal(['Pending', true]);
      expect(await testDb()('jobs').where({ name: 'payments.renew' }).whereNotNull('failed_at')).to.have.length(0);
    });

    it('deleting the account stops the agreement at the wallet, and the charge made ahead is cancelled: nothing more is taken', async () => {
      const { member, orderId } = await walletSubscriber('normal');
      const subscription = await subscriptionOf(orderId);
      await renewSubscriptionNow(subscription.id);
      await deleteAccountNow(member);
      await standIns.vipps.control.idle();
      const sent = standIns.vipps.control.sent().map((w) => w.eventType);
      expect(sent).to.include.members(['recurring.agreement-stopped.v1', 'recurring.charge-canceled.v1']);
      const ended = await testDb()('payment_subscriptions').where({ id: subscription.id }).first();
      expect([ended.state, ended.profile_id]).to.deep.equal(['DeactivatedByUser', null]);
    });

    it('a declined agreement grants nothing and the return page says so', async () => {
      const member = await buyer('DK');
      const res = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-3m-renewing') } }).expect(200);
      await confirmInWallet(res.body.redirectUrl, 'decline');
      await standIns.vipps.control.idle();
      expect((await orderRow(res.body.orderId)).state).to.equal('Unpaid');
      expect(await membershipEnd(member.profile.id)).to.equal(null);
      const page = await member.get(`/Payment/Return?order=${res.body.orderId}`).expect(200);
      expect(page.text).to.include('Try again by MobilePay / Vipps');
    });

    it('renews with a charge made ahead of its due date, captured by the wallet on the day; stopping stops the agreement', async () => {
      const { member, orderId } = await walletSubscriber('normal');
      const subscription = await subscriptionOf(orderId);
      const end = (await membershipEnd(member.profile.id))!;
      await renewSubscriptionNow(subscription.id);
      const renewal = await testDb()('payment_orders').where({ subscription_id: subscription.id }).where('id', '>', orderId).first();
      expect(renewal.state).to.equal('Pending');
      expect(renewal.provider_ref).to.match(/^charge:/);
      await standIns.vipps.control.advanceTo(new Date(end.getTime() + 2 * 86_400_000));
      await standIns.vipps.control.idle();
      expect((await orderRow(renewal.id)).state).to.equal('PaidInFull');
      expect((await membershipEnd(member.profile.id))!.getTime()).to.equal(monthsAhead(end, 1).getTime());
      expect((await testDb()('payment_subscriptions').where({ id: subscription.id }).first()).state).to.equal('Active');

      await member.api('/api/Membership/StopSubscription', { subscriptionId: subscription.id }).expect(200);
      const sent = standIns.vipps.control.sent().map((w) => w.eventType);
      expect(sent).to.include('recurring.agreement-stopped.v1');
    });
  });
});
