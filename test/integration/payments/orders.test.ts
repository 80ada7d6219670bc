import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { hmacSha256 } from '../../../src/platform/webhooks/index.ts';
import { createBillwerkClient, usePaymentProviders } from '../../../src/modules/payments/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { admin } from '../../support/admin.ts';
import { memberWithApi } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, membershipEnd, orderRow, payForMembership } from '../../support/payments.ts';

/**
 * Buying a membership (issue 21 item 3): an order priced from our catalogue, paid at the card provider's stand-in,
 * granted only by its verified webhook; refusals, replays, forgeries and races change nothing they should not.
 */
describe('payments: orders (Pay, the return page, the card webhooks)', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(() => standIns.stop());

  it('answers 401 to a visitor and 400 naming the field for bad input', async () => {
    await request(testApp()).post('/api/Payment/Pay').send({}).expect(401);
    const member = await buyer('DK');
    const bad = async (body: object, field: string) => {
      const res = await member.api('/api/Payment/Pay', body).expect(400);
      expect(res.body.error.field, JSON.stringify(res.body)).to.equal(field);
    };
    const membership = { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m') } };
    await bad({ ...membership, paymentProcessor: 'Cash' }, 'paymentProcessor');
    await bad({ ...membership, productId: 99 }, 'productId');
    await bad({ ...membership, data: {} }, 'data.packageId');
    await bad({ ...membership, data: { packageId: await catalogueId('quickscor-ad-7d') } }, 'data.packageId');
    await bad({ ...membership, quantity: 2 }, 'quantity');
    await bad({ ...membership, data: { ...membership.data, offerId: 'no-such-offer' } }, 'data.offerId');
    await bad({ ...membership, paymentProcessor: 'VippsMobilePayRecurring' }, 'paymentProcessor');
    expect(await testDb()('payment_orders').where({ profile_id: member.profile.id })).to.have.length(0);
  });

  it('takes the price and VAT from the catalogue for the member country, never from the request', async () => {
    const cases = [
      ['DK', 'DKK', 9900, 2500, 1980],
      ['SE', 'SEK', 14900, 2500, 2980],
      ['NO', 'NOK', 14900, 2500, 2980],
      ['GB', 'GBP', 1299, 2000, 217],
      [null, 'EUR', 1399, 2500, 280],
    ] as const;
    for (const [country, currency, amount, rate, vat] of cases) {
      const member = await buyer(country);
      const res = await member
        .api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m') }, amount: 1, amountMinor: 1, currency: 'THB' })
        .expect(200);
      expect(res.body.redirectUrl.startsWith(`${standIns.billwerk.origin}/checkout/`)).to.equal(true);
      const order = await orderRow(res.body.orderId);
      expect([order.currency.trim(), order.amount_minor, order.vat_rate_bp, order.vat_minor, order.state], String(country)).to.deep.equal([currency, amount, rate, vat, 'Pending']);
    }
  });

  it('grants the membership from the verified webhook only; the return page waits, then shows the receipt', async () => {
    const member = await buyer('DK');
    standIns.billwerk.control.setDelivery({ kind: 'late', afterMs: 400 });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    const back = await choose(redirectUrl, 'pay');
    expect(back.pathname + back.search).to.equal(`/Payment/Return?order=${orderId}&invoice=order-${orderId}&id=${back.searchParams.get('id')}`);

    // The browser is back before the webhook: nothing is granted on its word.
    const waiting = await member.get(`/Payment/Return?order=${orderId}`).expect(200);
    expect(waiting.text).to.include('Confirming your payment');
    expect(waiting.headers.refresh).to.equal('2');
    expect(await membershipEnd(member.profile.id)).to.equal(null);

    await standIns.billwerk.control.idle();
    const order = await orderRow(orderId);
    expect(order.state).to.equal('PaidInFull');
    const end = (await membershipEnd(member.profile.id))!;
    const monthAhead = new Date();
    monthAhead.setMonth(monthAhead.getMonth() + 1);
    expect(Math.abs(end.getTime() - monthAhead.getTime())).to.be.below(60_000);
    expect(new Date(order.granted_until).getTime()).to.equal(end.getTime());
    await member.get(`/Payment/Return?order=${orderId}`).expect(303).expect('Location', `/Receipt?order=${orderId}&showReceipt=1`);
  });

  it('shows a refusal in the member language with a way to try again, and grants nothing', async () => {
    const member = await buyer('DK', { language: 'da-DK' });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-3m');
    await choose(redirectUrl, 'InsufficientFunds');
    await standIns.billwerk.control.idle();
    const order = await orderRow(orderId);
    expect([order.state, order.failure_reason]).to.deep.equal(['Unpaid', 'InsufficientFunds']);
    expect(await membershipEnd(member.profile.id)).to.equal(null);

    const page = await member.get(`/Payment/Return?order=${orderId}`).expect(200);
    expect(page.text).to.include('Betalingen blev afvist: der var ikke penge nok på kontoen.');
    expect(page.text).to.include(`action="/Payment/Retry/${orderId}"`);
    const retry = await member.postForm(`/Payment/Retry/${orderId}`, {}).expect(200);
    expect(String(retry.headers.refresh).startsWith(`0; url=${standIns.billwerk.origin}/checkout/`)).to.equal(true);
    const orders = await testDb()('payment_orders').where({ profile_id: member.profile.id }).orderBy('id');
    expect(orders.map((o) => o.state)).to.deep.equal(['Unpaid', 'Pending']);
    expect(orders[1].product_id).to.equal(orders[0].product_id);
  });

  it('waits for the reason when the browser is back from a refusal before its webhook (never says "you cancelled")', async () => {
    const member = await buyer('DK');
    standIns.billwerk.control.setDelivery({ kind: 'late', afterMs: 500 });
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    const back = await choose(redirectUrl, 'CardBlocked');
    expect(back.searchParams.get('error')).to.equal('credit_card_lost_or_stolen');
    const early = await member.get(back.pathname + back.search).expect(200);
    expect(early.text).to.include('Confirming your payment').and.not.include('You cancelled');
    await standIns.billwerk.control.idle();
    const later = await member.get(`/Payment/Return?order=${orderId}`).expect(200);
    expect(later.text).to.include('The payment was refused: the card is blocked.');
  });

  it('says "you cancelled" when the member cancels on the hosted page, and nothing is taken; the GET changes no state (issue 30 item 4)', async () => {
    const member = await buyer('GB');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    const back = await choose(redirectUrl, 'cancel');
    const page = await member.get(back.pathname + back.search).expect(200);
    expect(page.text).to.include('You cancelled the payment.').and.include('href="/Membership"');
    const order = await orderRow(orderId);
    expect([order.state, order.failure_reason], 'the provider (or reconciliation) decides, not a return page').to.deep.equal(['Pending', null]);
  });

  it('handles a webhook delivered twice (one after the other and at the same moment) once', async () => {
    for (const together of [false, true]) {
      const member = await buyer('SE');
      const since = new Date();
      standIns.billwerk.control.setDelivery({ kind: 'twice', together });
      const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
      await choose(redirectUrl, 'pay');
      await standIns.billwerk.control.idle();
      const end = (await membershipEnd(member.profile.id))!;
      const monthAhead = new Date();
      monthAhead.setMonth(monthAhead.getMonth() + 1);
      expect(Math.abs(end.getTime() - monthAhead.getTime()), `together: ${together}`).to.be.below(60_000);
      const settled = standIns.billwerk.control.deliveries().filter((d) => d.eventType === 'invoice_settled');
      expect(settled.length).to.be.at.least(2);
      const inbox = await testDb()('webhook_inbox').where({ provider: 'billwerk', event_type: 'invoice_settled' }).whereRaw(`payload->>'invoice' = ?`, [`order-${orderId}`]).where('received_at', '>=', since);
      expect(inbox, JSON.stringify(inbox)).to.have.length(1);
    }
  });

  it('grants one membership when two different settlement webhooks for one order arrive at the same moment', async () => {
    const member = await buyer('DK');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    standIns.billwerk.control.setDelivery({ kind: 'late', afterMs: 60_000 });
    await choose(redirectUrl, 'pay');
    const secret = standIns.providers.billwerk.webhookSecret;
    const signed = (n: number) => {
      const timestamp = new Date().toISOString();
      const id = `wh-race-${randomUUID()}`;
      return { id, event_id: `ev-race-${randomUUID()}-${n}`, event_type: 'invoice_settled', timestamp, signature: hmacSha256(secret, timestamp + id), customer: `profile-${member.profile.id}`, invoice: `order-${orderId}` };
    };
    const answers = await Promise.all([1, 2].map((n) => request(testApp()).post('/webhooks/billwerk').send(signed(n))));
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200]);
    const end = (await membershipEnd(member.profile.id))!;
    const monthAhead = new Date();
    monthAhead.setMonth(monthAhead.getMonth() + 1);
    expect(Math.abs(end.getTime() - monthAhead.getTime()), 'one month, not two').to.be.below(60_000);
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
  });

  it('answers 500 and changes nothing while the card provider cannot be asked about the charge; the delivery again settles', async () => {
    const member = await buyer('DK');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    standIns.billwerk.control.setDelivery({ kind: 'late', afterMs: 60_000 });
    await choose(redirectUrl, 'pay');
    const secret = standIns.providers.billwerk.webhookSecret;
    const timestamp = new Date().toISOString();
    const id = `wh-down-${randomUUID()}`;
    const event = { id, event_id: `ev-${id}`, event_type: 'invoice_settled', timestamp, signature: hmacSha256(secret, timestamp + id), customer: `profile-${member.profile.id}`, invoice: `order-${orderId}` };
    const unreachable = createBillwerkClient({ origin: 'http://127.0.0.1:9', apiKey: 'priv_x', timeoutMs: 500 });
    const undo = usePaymentProviders({ ...standIns.providers, billwerk: { client: unreachable, webhookSecret: secret } });
    try {
      await request(testApp()).post('/webhooks/billwerk').send(event).expect(500);
    } finally {
      undo();
    }
    expect((await orderRow(orderId)).state).to.equal('Pending');
    expect(await testDb()('webhook_inbox').where({ event_id: event.event_id })).to.have.length(0);
    await request(testApp()).post('/webhooks/billwerk').send(event).expect(200);
    expect((await orderRow(orderId)).state).to.equal('PaidInFull');
    expect(await membershipEnd(member.profile.id)).to.not.equal(null);
  });

  it('refuses a forged signature and a stale timestamp (401) and changes nothing', async () => {
    const member = await buyer('DK');
    const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m');
    standIns.billwerk.control.setDelivery({ kind: 'late', afterMs: 60_000 });
    await choose(redirectUrl, 'pay');
    const event = (timestamp: string, secret: string) => {
      const id = `forged-${timestamp}`;
      return { id, event_id: `ev-${id}`, event_type: 'invoice_settled', timestamp, signature: hmacSha256(secret, timestamp + id), customer: `profile-${member.profile.id}`, invoice: `order-${orderId}` };
    };
    const secret = standIns.providers.billwerk.webhookSecret;
    await request(testApp()).post('/webhooks/billwerk').send(event(new Date().toISOString(), 'not-the-secret')).expect(401);
    await request(testApp()).post('/webhooks/billwerk').send(event(new Date(Date.now() - 10 * 60_000).toISOString(), secret)).expect(401);
    expect((await orderRow(orderId)).state).to.equal('Pending');
    expect(await membershipEnd(member.profile.id)).to.equal(null);
    expect(await testDb()('webhook_inbox').whereRaw(`event_id like 'ev-forged-%'`)).to.have.length(0);
  });

  it('refuses a gift to a profile the giver may not see with the same answer as a missing profile', async () => {
    const giver = await buyer('DK');
    const blocked = await memberWithApi();
    await blocked.postForm(`/Profile/${giver.profile.id}/Block`, {}).expect(303);
    const packageId = await catalogueId('membership-1m');
    const gift = (presentProfileId: number) => giver.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, presentProfileId, data: { packageId } });
    const missing = await gift(987654321).expect(404);
    const refused = await gift(blocked.profile.id).expect(404);
    expect(refused.body).to.deep.equal(missing.body);
    expect(await testDb()('payment_orders').where({ profile_id: giver.profile.id })).to.have.length(0);
  });

  it('caps gifts at five a day per giver (429 saying when the next may be given); buying for oneself is not capped', async () => {
    const giver = await buyer('DK');
    const recipient = await memberWithApi();
    const packageId = await catalogueId('membership-1m');
    for (let i = 0; i < 5; i++) await giver.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, presentProfileId: recipient.profile.id, data: { packageId } }).expect(200);
    const sixth = await giver.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, presentProfileId: recipient.profile.id, data: { packageId } }).expect(429);
    expect(sixth.body.error.message).to.match(/^You have given 5 memberships in the last 24 hours, as many as you may for now\. You can give another from \d\d:\d\d on /);
    expect(sixth.headers['retry-after']).to.match(/^\d+$/);
    await giver.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId } }).expect(200);
    expect(await testDb()('payment_orders').where({ profile_id: giver.profile.id })).to.have.length(6);
  });

  it('lets only the buyer see an order: anyone else gets the same 404 as a missing one', async () => {
    const member = await buyer('DK');
    const other = await buyer('DK');
    const { orderId } = await payForMembership(member, 'membership-1m');
    const theirs = await other.get(`/Payment/Return?order=${orderId}`).expect(404);
    const none = await other.get('/Payment/Return?order=987654321').expect(404);
    expect(theirs.text).to.include('We could not find that order.');
    expect(none.text).to.include('We could not find that order.');
    await other.postForm(`/Payment/Retry/${orderId}`, {}).expect(404);
    await other.get(`/Payment/BankTransfer?order=${orderId}`).expect(404);
  });

  it('pays by bank transfer: the instructions with the reference, then staff mark it paid', async () => {
    const member = await buyer('NO');
    const res = await member.api('/api/Payment/AddBankTransferView', { productId: 1, data: { packageId: await catalogueId('membership-6m') } }).expect(200);
    expect(res.body.redirectUrl).to.equal(`/Payment/BankTransfer?order=${res.body.orderId}`);
    const page = await member.get(res.body.redirectUrl).expect(200);
    expect(page.text).to.include(`NL${String(res.body.orderId).padStart(6, '0')}`);
    expect(page.text).to.include('kr 599,00');
    expect(await membershipEnd(member.profile.id)).to.equal(null);

    const reference = `NL${String(res.body.orderId).padStart(6, '0')}`;
    expect(await admin(testDb(), 'payments:bank-transfer-paid', reference)).to.deep.include({ code: 0 });
    expect((await orderRow(res.body.orderId)).state).to.equal('PaidInFull');
    const end = (await membershipEnd(member.profile.id))!;
    expect((await admin(testDb(), 'payments:bank-transfer-paid', String(res.body.orderId))).out).to.include('was already PaidInFull; nothing changed');
    expect((await membershipEnd(member.profile.id))!.getTime(), 'granted once').to.equal(end.getTime());
    expect((await admin(testDb(), 'payments:bank-transfer-paid', 'NLabc')).code).to.not.equal(0);
    await member.get(res.body.redirectUrl).expect(200).expect(/We have received your transfer/);
  });

  it('refuses a renewing package or the 24-hour membership by bank transfer and a one-off by the wallet (400 naming the field)', async () => {
    const member = await buyer('DK');
    const renewing = await member.api('/api/Payment/AddBankTransferView', { productId: 1, data: { packageId: await catalogueId('membership-1m-renewing') } }).expect(400);
    expect(renewing.body.error.field).to.equal('paymentProcessor');
    const oneOff = await member.api('/api/VippsMobilePayRecurring/MobilePayBegin', { productId: 1, data: { packageId: await catalogueId('membership-1m') } }).expect(400);
    expect(oneOff.body.error.field).to.equal('paymentProcessor');
    const today = await member.api('/api/Payment/AddBankTransferView', { productId: 12 }).expect(400);
    expect(today.body.error.field, 'a transfer takes days: never for the 24-hour membership').to.equal('paymentProcessor');
  });

  it('sells birthday wishes on the member birthday only (409 saying so on another day)', async () => {
    const member = await buyer('DK');
    const res = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 26 }).expect(409);
    expect(res.body.error.message).to.equal('Birthday wishes can be bought on your birthday only: that is the day they put you first among the birthdays.');
    expect(await testDb()('payment_orders').where({ profile_id: member.profile.id })).to.have.length(0);
  });

  it('works as a plain form (JavaScript off): a page that moves on to the hosted page by itself, with a link', async () => {
    const member = await buyer('DK');
    const res = await member.postForm('/Payment/Pay', { paymentProcessor: 'Billwerk', productId: '1', packageId: String(await catalogueId('membership-12m')) }).expect(200);
    const url = /^0; url=(.+)$/.exec(String(res.headers.refresh))?.[1] ?? '';
    expect(url.startsWith(`${standIns.billwerk.origin}/checkout/`)).to.equal(true);
    expect(res.text).to.include(`href="${url}"`);
    const [order] = await testDb()('payment_orders').where({ profile_id: member.profile.id });
    expect(order.amount_minor).to.equal(69900);
  });

  it('keeps an order inside the dark site it was made on, and /Payment pages stay open before dark approval', async () => {
    const member = await buyer('DK', {}, 'dark.localhost');
    const res = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m') } }).expect(200);
    expect((await orderRow(res.body.orderId)).dark).to.equal(true);
    await member.get(`/Payment/Return?order=${res.body.orderId}`).expect(200);
  });

  it('answers 401 to every buying call for a visitor', async () => {
    for (const path of ['/api/Payment/AddBankTransferView', '/api/Billwerk/BillwerkBegin', '/api/Billwerk/ChangePaymentMethod', '/api/Billwerk/RerunRecurrentTransaction', '/api/VippsMobilePayRecurring/MobilePayBegin', '/api/Membership/StopSubscription']) {
      await request(testApp()).post(path).send({}).expect(401);
    }
    await request(testApp()).get('/Payment/Return?order=1').expect(302);
  });
});
