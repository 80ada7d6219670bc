import { expect } from 'chai';
import { isUniqueViolation } from '../../../src/platform/db/knex.ts';
import { enqueueJob } from '../../../src/platform/jobs/index.ts';
import { mailbox, testDb } from '../../support/context.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, confirmInWallet, membershipEnd, orderRow, payForMembership } from '../../support/payments.ts';

/**
 * Issue 30 item 5: full and partial refunds from the admin CLI through the providers' refund calls, a credit note on
 * the receipt, the membership shortened where a full refund says so, the buyer mailed; never refunded twice.
 */
describe('payments: refunds', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  async function paidCardOrder(country = 'DK', code = 'membership-1m') {
    const member = await buyer(country);
    const { orderId, redirectUrl } = await payForMembership(member, code);
    await choose(redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    return { member, orderId };
  }

  it('refunds a card order in part, then the rest with --shorten: credit notes on the receipt, the month taken back, the buyer mailed', async () => {
    const { member, orderId } = await paidCardOrder('GB');
    const end = (await membershipEnd(member.profile.id))!;
    const part = await adminOnTestDb('payments:refund', String(orderId), '--amount', '300', '--reason', 'goodwill');
    expect(part).to.deep.equal({ code: 0, out: `Order ${orderId}: refunded £3.00 (credit note 1); part of the order is refunded. The buyer is mailed the credit note.\n` });
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    expect((await membershipEnd(member.profile.id))!.getTime(), 'a partial refund keeps the period').to.equal(end.getTime());

    const tooMuch = await adminOnTestDb('payments:refund', String(orderId), '--amount', '1000');
    expect(tooMuch.code).to.not.equal(0);
    expect(tooMuch.out).to.include('At most 999 (minor units)');
    const partialShorten = await adminOnTestDb('payments:refund', String(orderId), '--amount', '100', '--shorten');
    expect(partialShorten.out).to.include('only with a refund of everything left');

    const rest = await adminOnTestDb('payments:refund', String(orderId), '--shorten');
    expect(rest.code, rest.out).to.equal(0);
    expect(rest.out).to.match(new RegExp(`^Order ${orderId}: refunded £9\\.99 \\(credit note 2\\); the whole order is refunded; the membership now runs until `));
    expect((await orderRow(orderId)).state).to.equal('Refunded');
    expect((await membershipEnd(member.profile.id))!.getTime(), 'the month taken back: it ended when it began').to.be.at.most(Date.now());
    expect((await testDb()('profiles').where({ id: member.profile.id }).whereRaw('member_until > now()').first('id')), 'no longer a member now').to.equal(undefined);
    expect(standIns.billwerk.control.refunds().map((r) => [r.invoice, r.amount])).to.deep.equal([[`order-${orderId}`, 300], [`order-${orderId}`, 999]]);

    const again = await adminOnTestDb('payments:refund', String(orderId));
    expect([again.code !== 0, again.out.includes('is Refunded')]).to.deep.equal([true, true]);

    const receipt = (await member.get(`/Receipt?order=${orderId}`).expect(200)).text;
    expect(receipt).to.include('Refunded').and.include(`Credit note NL-${String(orderId).padStart(8, '0')}-K1: £3.00 refunded on`).and.include('-K2: £9.99 refunded');
    await jobsSettled();
    const mail = await mailbox().waitFor(member.profile.email, (m) => m.subject.includes('Your refund') && m.subject.includes('-K2'));
    expect(mail.text).to.include('We have refunded £9.99').and.include('The membership this purchase gave has been taken back.');
  });

  it('never refunds twice: two refunds at once give back the amount once; the database holds one refund under way and unique numbers', async () => {
    const { orderId } = await paidCardOrder();
    const answers = await Promise.all([1, 2].map(() => adminOnTestDb('payments:refund', String(orderId))));
    expect(answers.map((a) => a.code).sort()).to.deep.equal([0, 1]);
    expect(standIns.billwerk.control.refunds().reduce((sum, r) => sum + r.amount, 0)).to.equal(9900);
    const row = { order_id: orderId, currency: 'DKK', amount_minor: 1, vat_minor: 0 };
    const twice = await testDb()('payment_refunds').insert({ ...row, seq: 1, state: 'Failed' }).then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(twice), 'one number per refund of an order').to.equal(true);
    await testDb()('payment_refunds').insert({ ...row, seq: 7, state: 'Requested' });
    const open = await testDb()('payment_refunds').insert({ ...row, seq: 8, state: 'Requested' }).then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(open), 'one refund under way per order').to.equal(true);
  });

  it('a refund whose answer is lost stays under way; running the command again finishes it with the same key, refunding once', async () => {
    const { orderId } = await paidCardOrder();
    standIns.billwerk.control.dropNextRefundAnswer();
    const lost = await adminOnTestDb('payments:refund', String(orderId), '--amount', '500');
    expect(lost.code).to.not.equal(0);
    expect(lost.out).to.include('has no answer from the provider').and.include(`Run payments:refund ${orderId} again`);
    expect(standIns.billwerk.control.refunds().map((r) => r.amount), 'the provider made it').to.deep.equal([500]);
    expect((await testDb()('payment_refunds').where({ order_id: orderId }).select('state')).map((r) => r.state)).to.deep.equal(['Requested']);
    const other = await adminOnTestDb('payments:refund', String(orderId), '--amount', '200');
    expect(other.out, 'another amount waits for the one under way').to.include('is still under way');
    const finished = await adminOnTestDb('payments:refund', String(orderId));
    expect(finished.code, finished.out).to.equal(0);
    expect(finished.out).to.include('(credit note 1); part of the order is refunded');
    expect(standIns.billwerk.control.refunds().map((r) => r.amount), 'still one refund at the provider').to.deep.equal([500]);
    expect((await testDb()('payment_refunds').where({ order_id: orderId }).select('state')).map((r) => r.state)).to.deep.equal(['Refunded']);
  });

  it('reconciliation finishes a refund whose answer was lost, once, after five minutes', async () => {
    const { orderId } = await paidCardOrder();
    standIns.billwerk.control.dropNextRefundAnswer();
    expect((await adminOnTestDb('payments:refund', String(orderId))).code).to.not.equal(0);
    await enqueueJob(testDb(), 'payments.reconcile', {});
    await jobsSettled();
    expect((await orderRow(orderId)).state, 'not before five minutes').to.equal('PaidInFull');
    await testDb()('payment_refunds').where({ order_id: orderId }).update({ created_at: testDb().raw("now() - interval '6 minutes'") });
    await enqueueJob(testDb(), 'payments.reconcile', {});
    await jobsSettled();
    expect((await orderRow(orderId)).state).to.equal('Refunded');
    expect((await testDb()('payment_refunds').where({ order_id: orderId }).select('state')).map((r) => r.state)).to.deep.equal(['Refunded']);
    expect(standIns.billwerk.control.refunds().map((r) => r.amount), 'one refund at the provider').to.deep.equal([9900]);
  });

  it('refunds a wallet order through the Recurring charge refund', async () => {
    const member = await buyer('NO');
    const res = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(200);
    await confirmInWallet(res.body.redirectUrl, 'approve');
    await standIns.vipps.control.idle();
    const orderId = res.body.orderId as number;
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    const done = await adminOnTestDb('payments:refund', String(orderId), '--shorten');
    expect(done.code, done.out).to.equal(0);
    expect((await orderRow(orderId)).state).to.equal('Refunded');
    const subscription = await testDb()('payment_subscriptions').where({ id: (await orderRow(orderId)).subscription_id }).first();
    expect(subscription.state, 'a refunded subscription does not renew').to.equal('DeactivatedByUser');
    const charges = await standIns.providers.vipps.client.listCharges(subscription.provider_ref);
    expect(charges.find((c) => c.type === 'INITIAL')).to.include({ status: 'REFUNDED', refunded: 12900 });
  });
});
