import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, choose, membershipEnd, orderRow, payForMembership } from '../../support/payments.ts';

/** Issue 30 item 3: a payment whose amount or currency does not match its order is kept for staff, never granted. */
describe('payments: orders that need review', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('moves a card order paid with another amount to NeedsReview, grants nothing, lists it for staff; a second delivery changes nothing', async () => {
    expect((await adminOnTestDb('payments:review')).out).to.equal('No orders need review.\n');
    const member = await buyer('DK');
    standIns.billwerk.control.setDelivery({ kind: 'twice' });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    // The order says 100,00 while the provider's session was made for 99,00 (as a changed price or a bug would).
    await testDb()('payment_orders').where({ id: orderId }).update({ amount_minor: 10000 });
    await choose(redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    await jobsSettled();
    const order = await orderRow(orderId);
    expect([order.state, order.data.review?.amountMinor, order.data.review?.currency]).to.deep.equal(['NeedsReview', 9900, 'DKK']);
    expect(await membershipEnd(member.profile.id), 'nothing granted').to.equal(null);
    const listed = await adminOnTestDb('payments:review');
    expect(listed.code).to.equal(0);
    expect(listed.out).to.match(new RegExp(`^1 order\\(s\\) need review:\\n  order ${orderId} \\(membership-1m, Billwerk order-${orderId}\\), buyer ${member.profile.id}: order says kr\\. 100,00, provider took kr\\. 99,00 \\(`));
    // The member sees it as awaiting confirmation, not as paid.
    expect((await member.get(`/Receipt?order=${orderId}`).expect(200)).text).to.include('Awaiting payment');
  });
});
