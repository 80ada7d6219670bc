import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer } from '../../support/payments.ts';

const oneDay = { paymentProcessor: 'Billwerk', productId: 12 };

/** Issue 30 item 10: the 24-hour membership is offered to non-members; a member is told they already are one. */
describe('payments: the 24-hour membership is for non-members', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('refuses a member (409, in their language) and makes no order; a non-member may buy it', async () => {
    const member = await buyer('GB', { member: true });
    const refused = await member.api('/api/Payment/Pay', oneDay).expect(409);
    expect(refused.body.error).to.include({ code: 'alreadyMember', message: 'You are already a member, so the 24-hour membership is not for you: it is for those who are not members yet.' });
    const dane = await buyer('DK', { member: true, language: 'da-DK' });
    const danish = await dane.api('/api/Payment/Pay', oneDay).expect(409);
    expect(danish.body.error.message).to.equal('Du er allerede medlem, så 24-timers-medlemskabet er ikke til dig: det er til dem, der ikke er medlemmer endnu.');
    expect(await testDb()('payment_orders').whereIn('profile_id', [member.profile.id, dane.profile.id])).to.have.length(0);
    const visitor = await buyer('DK');
    await visitor.api('/api/Payment/Pay', oneDay).expect(200);
    expect(standIns.billwerk.origin).to.be.a('string');
  });

  it('does not offer it to a member: the price call, the membership page and the popup data leave it out', async () => {
    const member = await buyer('DK', { member: true });
    expect((await member.get('/api/Membership/Membership24HoursPrice').expect(200)).body).to.deep.equal({ package: null });
    const page = (await member.get('/Membership').expect(200)).text;
    expect(page).to.not.include('id="membership-one-day"');
    expect((await member.get('/api/Membership/BuyMembershipDialogData?feature=tags').expect(200)).body.oneDay).to.equal(null);
    const nonMember = await buyer('DK');
    expect((await nonMember.get('/api/Membership/Membership24HoursPrice').expect(200)).body.package).to.not.equal(null);
    expect((await nonMember.get('/Membership').expect(200)).text).to.include('id="membership-one-day"');
    expect((await nonMember.get('/api/Membership/BuyMembershipDialogData?feature=tags').expect(200)).body.oneDay).to.not.equal(null);
  });
});
