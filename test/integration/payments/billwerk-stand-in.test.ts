import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { hmacSha256 } from '../../../src/platform/webhooks/index.ts';
import {
  billwerkDelivery,
  createBillwerkClient,
  failureReasonOf,
  paymentFailureReasons,
  verifyBillwerkWebhook,
  BillwerkApiError,
  type BillwerkClient,
  type BillwerkStandIn,
} from '../../../src/modules/payments/index.ts';
import { paymentStandIns } from '../../support/payment-providers.ts';

const { startBillwerkStandIn } = await paymentStandIns();

// The card provider's stand-in on its own, driven as our payments module will drive it: through our client, the
// hosted page a browser sees, and the webhooks a small receiver here takes in and checks as our route will.
const secret = 'whsec_billwerk_test_0123456789';
const apiKey = 'priv_test_0123456789abcdef';
const acceptUrl = 'https://nordlys.test/Membership/Return';
const cancelUrl = 'https://nordlys.test/Membership/Cancelled';

/** Takes webhooks in, answering each with the next of `answers` (200 once they run out). */
class Receiver {
  bodies: string[] = [];
  answers: number[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.statusCode = this.answers.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/billwerk`;
  }

  /** The deliveries answered 2xx or not, each verified as our route will. */
  events() {
    return this.bodies.map((body) => {
      const verdict = verifyBillwerkWebhook(body, secret);
      if (!verdict.ok) throw new Error(`a delivery failed verification: ${verdict.reason}`);
      return verdict.event;
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('Billwerk+ Payments stand-in and our client', () => {
  const receiver = new Receiver();
  let standIn: BillwerkStandIn;
  let client: BillwerkClient;
  let counter = 0;
  const handle = (what: string) => `${what}-${Date.now()}-${(counter += 1)}`;

  before(() => receiver.start());
  after(() => receiver.stop());

  beforeEach(async () => {
    receiver.bodies = [];
    receiver.answers = [];
    standIn = await startBillwerkStandIn({ webhookUrl: receiver.url, webhookSecret: secret, apiKey, retryDelaysMs: [20, 20] });
    client = createBillwerkClient({ origin: standIn.origin, apiKey });
  });

  afterEach(() => standIn.stop());

  /** Opens the hosted page as a browser would, checks what the person sees, and presses one button. */
  async function choose(url: string, outcome: string): Promise<URL> {
    const page = await fetch(url);
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.include('name="viewport" content="width=device-width');
    const form = /<form method="post" action="([^"]+)">/.exec(html);
    expect(form, 'the page has one form of buttons').to.not.equal(null);
    expect(html).to.include(`value="${outcome}"`);
    const answer = await fetch(new URL(form?.[1] ?? '', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).to.equal(303);
    return new URL(answer.headers.get('location') ?? '');
  }

  async function chargeSession(orderHandle: string, recurring = false) {
    return client.createChargeSession({
      order: { handle: orderHandle, amount: 14900, currency: 'DKK', customer_handle: 'profile-42' },
      accept_url: acceptUrl,
      cancel_url: cancelUrl,
      recurring,
    });
  }

  /** A card saved through the recurring session's hosted page; its id as the accept url carries it. */
  async function savedCard(): Promise<string> {
    const session = await client.createRecurringSession({ customer: 'profile-42', accept_url: acceptUrl, cancel_url: cancelUrl });
    const back = await choose(session.url, 'pay');
    await standIn.control.idle();
    receiver.bodies = [];
    return back.searchParams.get('payment_method') ?? '';
  }

  it('pays a session on the hosted page: back to the accept url, and a signed invoice_settled webhook that verifies', async () => {
    const order = handle('order');
    const session = await chargeSession(order);
    expect(session.url.startsWith(`${standIn.origin}/checkout/`)).to.equal(true);

    const html = await (await fetch(session.url)).text();
    for (const label of ['Pay', 'insufficient funds', 'card blocked', 'declined by bank', 'card expired', 'unknown error', 'Cancel']) expect(html).to.include(label);
    expect(html).to.include('149.00 DKK');

    const back = await choose(session.url, 'pay');
    expect(`${back.origin}${back.pathname}`).to.equal(acceptUrl);
    expect(back.searchParams.get('invoice')).to.equal(order);
    expect(back.searchParams.get('id')).to.equal(session.id);

    await standIn.control.idle();
    const events = receiver.events();
    expect(events.map((e) => [e.event_type, e.invoice, e.customer])).to.deep.equal([['invoice_settled', order, 'profile-42']]);
    expect(await client.getCharge(order)).to.include({ handle: order, state: 'settled', amount: 14900, currency: 'DKK' });

    const again = await fetch(session.url);
    expect(again.status, 'a paid session cannot be paid again').to.equal(410);
    const secondSession = await chargeSession(order).catch((err: unknown) => err);
    expect((secondSession as BillwerkApiError).status, 'nor can its order through a new session').to.equal(400);
  });

  it('refuses to pay an order a second session already paid: the money is taken once', async () => {
    const order = handle('order');
    const first = await chargeSession(order);
    const second = await chargeSession(order);
    await choose(first.url, 'pay');
    const press = (outcome: string) =>
      fetch(second.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
    const refusal = await press('CardExpired');
    expect(refusal.status, 'nor can a refusal there undo the payment').to.equal(409);
    expect((await client.getCharge(order))?.state).to.equal('settled');
    const answer = await press('pay');
    expect(answer.status).to.be.oneOf([409, 410]);
    expect(await answer.text()).to.include('already');
    await standIn.control.idle();
    expect(receiver.events().map((e) => e.event_type)).to.deep.equal(['invoice_settled']);
  });

  it('refuses each failure reason of the spec: back to the cancel url with the error, an invoice_failed webhook naming it', async () => {
    for (const reason of paymentFailureReasons) {
      const order = handle(reason);
      const session = await chargeSession(order);
      const back = await choose(session.url, reason);
      expect(`${back.origin}${back.pathname}`).to.equal(cancelUrl);
      expect(failureReasonOf(back.searchParams.get('error')), reason).to.equal(reason);
      const charge = await client.getCharge(order);
      expect(charge?.state).to.equal('failed');
      expect(failureReasonOf(charge?.error)).to.equal(reason);
    }
    await standIn.control.idle();
    const events = receiver.events();
    expect(events.map((e) => e.event_type)).to.deep.equal(paymentFailureReasons.map(() => 'invoice_failed'));
    expect(events.map((e) => failureReasonOf(e.error))).to.deep.equal([...paymentFailureReasons]);
  });

  it('lets the person pay after a refusal on the same session, and sends them to the cancel url when they cancel', async () => {
    const order = handle('retry');
    const session = await chargeSession(order);
    await choose(session.url, 'CardBlocked');
    const back = await choose(session.url, 'pay');
    expect(back.searchParams.get('invoice')).to.equal(order);
    expect((await client.getCharge(order))?.state).to.equal('settled');

    const other = await chargeSession(handle('cancelled'));
    const cancelled = await choose(other.url, 'cancel');
    expect(`${cancelled.origin}${cancelled.pathname}`).to.equal(cancelUrl);
    expect(cancelled.searchParams.has('error')).to.equal(false);
  });

  it('has verifyBillwerkWebhook refuse a forged signature, a changed id and a stale timestamp', async () => {
    await choose((await chargeSession(handle('order'))).url, 'pay');
    await standIn.control.idle();
    const body = receiver.bodies[0] ?? '';
    const genuine = JSON.parse(body) as Record<string, string>;
    expect(verifyBillwerkWebhook(body, secret).ok).to.equal(true);
    expect(billwerkDelivery(Buffer.from(body), secret)).to.include({ eventId: genuine.event_id, type: 'invoice_settled' });
    expect(billwerkDelivery(Buffer.from(body), 'another-secret')).to.equal(null);

    const forged = { ...genuine, signature: hmacSha256('another-secret', `${genuine.timestamp}${genuine.id}`) };
    expect(verifyBillwerkWebhook(JSON.stringify(forged), secret)).to.deep.equal({ ok: false, reason: 'signature' });
    expect(verifyBillwerkWebhook(JSON.stringify({ ...genuine, id: 'wh_other' }), secret)).to.deep.equal({ ok: false, reason: 'signature' });
    expect(verifyBillwerkWebhook('not json', secret)).to.deep.equal({ ok: false, reason: 'malformed' });

    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const stale = { ...genuine, timestamp: old, signature: hmacSha256(secret, `${old}${genuine.id}`) };
    expect(verifyBillwerkWebhook(JSON.stringify(stale), secret)).to.deep.equal({ ok: false, reason: 'stale' });
    expect(verifyBillwerkWebhook(body, secret, { now: new Date(Date.now() + 6 * 60_000) })).to.deep.equal({ ok: false, reason: 'stale' });
  });

  it('delivers twice on request, one after the other or both at once: the same webhook and event ids', async () => {
    for (const together of [false, true]) {
      receiver.bodies = [];
      standIn.control.setDelivery({ kind: 'twice', together });
      await choose((await chargeSession(handle('order'))).url, 'pay');
      await standIn.control.idle();
      const events = receiver.events();
      expect(events).to.have.length(2);
      expect(events[0]?.id).to.equal(events[1]?.id);
      expect(events[0]?.event_id).to.equal(events[1]?.event_id);
      expect(events[0]?.event_type).to.equal('invoice_settled');
    }
  });

  it('delivers late on request: nothing at the return, the webhook after the delay', async () => {
    standIn.control.setDelivery({ kind: 'late', afterMs: 150 });
    const started = Date.now();
    await choose((await chargeSession(handle('order'))).url, 'pay');
    expect(receiver.bodies, 'the browser is back before the webhook').to.have.length(0);
    await standIn.control.idle();
    expect(Date.now() - started).to.be.at.least(150);
    expect(receiver.events().map((e) => e.event_type)).to.deep.equal(['invoice_settled']);
  });

  it('delivers out of order on request: the settlement before the saved card it was paid with', async () => {
    standIn.control.setDelivery({ kind: 'outOfOrder' });
    const order = handle('order');
    const back = await choose((await chargeSession(order, true)).url, 'pay');
    const method = back.searchParams.get('payment_method');
    expect(method).to.match(/^ca_/);
    await standIn.control.idle();
    const events = receiver.events();
    expect(events.map((e) => e.event_type)).to.deep.equal(['invoice_settled', 'customer_payment_method_added']);
    expect(events.map((e) => e.payment_method)).to.deep.equal([method, method]);
  });

  it('retries a delivery our side refused, until it is answered 2xx', async () => {
    receiver.answers = [500, 503];
    await choose((await chargeSession(handle('order'))).url, 'pay');
    await standIn.control.idle();
    expect(standIn.control.deliveries().map((d) => d.status)).to.deep.equal([500, 503, 200]);
    const ids = new Set(receiver.events().map((e) => e.id));
    expect(ids.size, 'every attempt is the same webhook').to.equal(1);
  });

  it('charges a saved card idempotently: the same handle twice is one charge and one webhook', async () => {
    const card = await savedCard();
    const input = { handle: handle('renewal'), amount: 14900, currency: 'DKK', customer: 'profile-42', source: card };
    const first = await client.chargeSavedMethod(input);
    const second = await client.chargeSavedMethod(input);
    expect(first.state).to.equal('settled');
    expect(second).to.deep.equal(first);
    expect(standIn.control.charges().filter((c) => c.handle === input.handle)).to.have.length(1);
    await standIn.control.idle();
    expect(receiver.events().map((e) => [e.event_type, e.invoice])).to.deep.equal([['invoice_settled', input.handle]]);

    const changed = await client.chargeSavedMethod({ ...input, amount: 100 }).catch((err: unknown) => err);
    expect(changed).to.be.instanceOf(BillwerkApiError);
    expect((changed as BillwerkApiError).status).to.equal(400);
  });

  it('charges a saved card later: a forced failure once, then settled; expired on the stand-in clock', async () => {
    const card = await savedCard();
    const charge = (h: string) => client.chargeSavedMethod({ handle: h, amount: 14900, currency: 'DKK', customer: 'profile-42', source: card });

    standIn.control.failNextCharge(card, 'InsufficientFunds');
    const refused = await charge(handle('renewal'));
    expect(refused.state).to.equal('failed');
    expect(failureReasonOf(refused.error)).to.equal('InsufficientFunds');
    expect((await charge(handle('renewal'))).state, 'the forced failure is used up').to.equal('settled');

    standIn.control.advanceClock(37 * 31 * 24 * 3600_000);
    const expired = await charge(handle('renewal'));
    expect(failureReasonOf(expired.error)).to.equal('CardExpired');

    await standIn.control.idle();
    expect(receiver.events().map((e) => [e.event_type, failureReasonOf(e.error ?? null)])).to.deep.equal([
      ['invoice_failed', 'InsufficientFunds'],
      ['invoice_settled', 'Unknown'],
      ['invoice_failed', 'CardExpired'],
    ]);
  });

  it('refuses the API without the private key (401) and a bad request naming the field (400); an unknown charge is null', async () => {
    const anonymous = await fetch(`${standIn.origin}/v1/charge/x`);
    expect(anonymous.status).to.equal(401);
    const wrongKey = createBillwerkClient({ origin: standIn.origin, apiKey: 'priv_wrong' });
    const refused = await wrongKey.getCharge('x').catch((err: unknown) => err);
    expect((refused as BillwerkApiError).status).to.equal(401);

    const bad = await client
      .createChargeSession({ order: { handle: 'o-1', amount: -5, currency: 'DKK', customer_handle: 'p' }, accept_url: acceptUrl, cancel_url: cancelUrl })
      .catch((err: unknown) => err);
    expect(bad).to.be.instanceOf(BillwerkApiError);
    expect((bad as BillwerkApiError).status).to.equal(400);
    expect((bad as BillwerkApiError).message).to.include('order.amount');

    expect(await client.getCharge('no-such-order')).to.equal(null);
  });
});
