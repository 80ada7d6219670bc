import { expect } from 'chai';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId } from '../../support/payments.ts';

/** Issue 30 item 11: the quantity refusal names what is counted: one membership at a time, a promotion's weeks. */
describe('payments: the quantity refusal says what the quantity is', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('a membership: one at a time (not "weeks"); a promotion: 1 to 4 weeks; in the member\'s language', async () => {
    const member = await buyer('DK');
    const membership = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, quantity: 2, data: { packageId: await catalogueId('membership-1m') } }).expect(400);
    expect(membership.body.error).to.include({ field: 'quantity', message: 'This is bought one at a time: the quantity must be 1.' });
    const promotion = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 6, quantity: 5 }).expect(400);
    expect(promotion.body.error).to.include({ field: 'quantity', message: 'This is bought for 1 to 4 weeks at a time: choose a number of weeks in that range.' });
    const dane = await buyer('DK', { language: 'da-DK' });
    const danish = await dane.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 12, quantity: 2 }).expect(400);
    expect(danish.body.error.message).to.equal('Dette købes ét ad gangen: antallet skal være 1.');
    expect(standIns.appOrigin).to.be.a('string');
  });
});
