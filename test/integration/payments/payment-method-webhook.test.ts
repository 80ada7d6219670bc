import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { hmacSha256 } from '../../../src/platform/webhooks/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { cardSubscriber, choose } from '../../support/payments.ts';

/**
 * Issue 30 item 9: "payment method added" names a customer and a method in fields its signature does not cover, so
 * the method is looked up at the provider and used only when it is active and that customer's.
 */
describe('payments: the card webhook "payment method added"', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());


  /** A webhook signed with our secret, as anyone holding one old signed (timestamp, id) pair could replay it with another body. */
  function signed(customer: string, paymentMethod: string) {
    const timestamp = new Date().toISOString();
    const id = `wh-${randomUUID()}`;
    const secret = standIns.providers.billwerk.webhookSecret;
    return { id, event_id: `ev-${id}`, event_type: 'customer_payment_method_added', timestamp, signature: hmacSha256(secret, timestamp + id), customer, payment_method: paymentMethod };
  }
  const cardOf = async (subscriptionId: number) => String((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).provider_ref);

  it('ignores a method that belongs to another customer, either way round, and one the provider does not know', async () => {
    const victim = await cardSubscriber(standIns);
    const attacker = await cardSubscriber(standIns);
    await request(testApp()).post('/webhooks/billwerk').send(signed(`profile-${victim.member.profile.id}`, attacker.card)).expect(200);
    await request(testApp()).post('/webhooks/billwerk').send(signed(`profile-${attacker.member.profile.id}`, victim.card)).expect(200);
    await request(testApp()).post('/webhooks/billwerk').send(signed(`profile-${victim.member.profile.id}`, 'ca_nosuchcard')).expect(200);
    expect(await cardOf(victim.subscriptionId)).to.equal(victim.card);
    expect(await cardOf(attacker.subscriptionId)).to.equal(attacker.card);
  });

  it('uses a method the provider confirms as the customer\'s (ChangePaymentMethod)', async () => {
    const { member, subscriptionId, card } = await cardSubscriber(standIns);
    const res = await member.api('/api/Billwerk/ChangePaymentMethod', { subscriptionId }).expect(200);
    await choose(res.body.redirectUrl, 'pay');
    await standIns.billwerk.control.idle();
    const changed = await cardOf(subscriptionId);
    expect(changed).to.not.equal(card);
    expect(standIns.billwerk.control.paymentMethod(changed)?.customer).to.equal(`profile-${member.profile.id}`);
  });
});
