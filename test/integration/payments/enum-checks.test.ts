import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buyer, catalogueId } from '../../support/payments.ts';

const checkViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23514';

/** Issue 30 item 11: the payment tables' states, processors, failure reasons and currencies take only their enumerations. */
describe('payments: CHECK constraints on states and currencies', () => {
  it('refuses a state, processor, failure reason or currency outside its list, and takes every listed one', async () => {
    const member = await buyer('DK');
    const product = await catalogueId('membership-1m');
    const order = { profile_id: member.profile.id, product_id: product, processor: 'Billwerk', state: 'Unpaid', currency: 'DKK', amount_minor: 9900, vat_rate_bp: 2500, vat_minor: 1980, buyer_name: 'A' };
    const subscription = { profile_id: member.profile.id, product_id: product, processor: 'Billwerk', state: 'DeactivatedByUser', currency: 'DKK', amount_minor: 8900 };
    const refused = async (table: string, row: object, what: string) => {
      const err = await testDb()(table).insert(row).then(() => null, (e: unknown) => e);
      expect(checkViolation(err), what).to.equal(true);
    };
    await refused('payment_orders', { ...order, state: 'Paid' }, 'order state');
    await refused('payment_orders', { ...order, currency: 'XYZ' }, 'order currency');
    await refused('payment_orders', { ...order, processor: 'Cash' }, 'order processor');
    await refused('payment_orders', { ...order, failure_reason: 'Bad luck' }, 'order failure reason');
    await refused('payment_subscriptions', { ...subscription, state: 'Renewing' }, 'subscription state');
    await refused('payment_subscriptions', { ...subscription, currency: 'USD' }, 'subscription currency');
    await refused('payment_prices', { product_id: product, currency: 'THB', amount_minor: 1 }, 'price currency');
    for (const state of ['Unpaid', 'Pending', 'PaidInFull', 'PaidDeposit', 'Free', 'NeedsReview', 'Refunded']) await testDb()('payment_orders').insert({ ...order, state });
    for (const currency of ['SEK', 'NOK', 'GBP', 'EUR']) await testDb()('payment_orders').insert({ ...order, currency, failure_reason: 'CardExpired' });
  });
});
