import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import {
  createVippsClient,
  verifyVippsWebhook,
  vippsDelivery,
  paymentFailureReasons,
  VippsProblemError,
  type VippsAgreementDraft,
  type VippsClient,
  type VippsStandIn,
} from '../../../src/modules/payments/index.ts';
import { paymentStandIns } from '../../support/payment-providers.ts';

const { signVippsWebhook, startVippsStandIn } = await paymentStandIns();

// The wallet stand-in and our client, on their own: no app, no database (the payments module will use both later).

type Received = { method: string; url: string; host: string; headers: IncomingHttpHeaders; body: string };

/** A small webhook receiver: records every request, and answers 500 to the first `failures` of them. */
async function startReceiver() {
  const received: Received[] = [];
  // failures: answer 500 to that many first; delayMs: hold each answer (to see deliveries overlap); mostAtOnce: the peak.
  const state = { failures: 0, delayMs: 0, open: 0, mostAtOnce: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    state.mostAtOnce = Math.max(state.mostAtOnce, ++state.open);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => {
        state.open--;
        res.statusCode = state.failures-- > 0 ? 500 : 204;
        res.end();
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/webhooks/vipps?site=nordlys`,
    received,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const secret = 'whsec-test-1234567890';
const credentials = { clientId: 'nordlys-client', clientSecret: 'client-secret', subscriptionKey: 'sub-key' };
const start = new Date('2027-03-01T10:00:00Z');
const draft = (overrides: Partial<VippsAgreementDraft> = {}): VippsAgreementDraft => ({
  pricing: { type: 'LEGACY', amount: 14900, currency: 'NOK' },
  interval: { unit: 'MONTH', count: 1 },
  productName: 'Nordlys membership, 1 month',
  merchantRedirectUrl: 'https://nordlys.example/Membership/Return?order=41',
  merchantAgreementUrl: 'https://nordlys.example/Membership',
  initialCharge: { amount: 14900, description: 'Membership March', transactionType: 'DIRECT_CAPTURE', orderId: 'order-41' },
  ...overrides,
});

describe('the mobile wallet stand-in (Vipps MobilePay Recurring v3) and our client', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let vipps: VippsStandIn;
  let client: VippsClient;

  beforeEach(async () => {
    receiver = await startReceiver();
    vipps = await startVippsStandIn({ webhookUrl: receiver.url, webhookSecret: secret, ...credentials, now: start, webhookRetryDelayMs: 5 });
    client = createVippsClient({ origin: vipps.origin, ...credentials, merchantSerialNumber: '123456' });
  });
  afterEach(async () => {
    await vipps.stop();
    await receiver.stop();
  });

  /** Opens the confirmation page as the person would and presses one of its buttons; answers where it redirects. */
  async function confirm(url: string, choice: string): Promise<string | null> {
    const page = await fetch(url);
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html, 'the button is on the page').to.include(`value="${choice}"`);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const res = await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
    expect(res.status).to.equal(303);
    return res.headers.get('location');
  }

  const verify = (r: Received, options: { now?: Date } = {}) =>
    verifyVippsWebhook({ method: r.method, pathAndQuery: r.url, host: r.host, headers: r.headers, body: r.body }, secret, options);
  const eventTypes = () => receiver.received.map((r) => verify(r)?.type ?? 'UNVERIFIED');

  async function activeAgreement(): Promise<string> {
    const { agreementId, vippsConfirmationUrl } = await client.createAgreement(draft({ initialCharge: undefined }), 'agreement-1');
    await confirm(vippsConfirmationUrl, 'approve');
    await vipps.control.idle();
    receiver.received.length = 0;
    return agreementId;
  }

  it('approving on the confirmation page activates the agreement, takes the first payment and sends signed webhooks that verify', async () => {
    const created = await client.createAgreement(draft(), 'order-41');
    expect((await client.getAgreement(created.agreementId)).status).to.equal('PENDING');

    const page = await (await fetch(created.vippsConfirmationUrl)).text();
    expect(page, 'fits a 390 px phone').to.include('name="viewport" content="width=device-width');
    expect(page).to.include('Nordlys membership, 1 month').and.include('149.00 NOK');
    expect(await confirm(created.vippsConfirmationUrl, 'approve')).to.equal('https://nordlys.example/Membership/Return?order=41');
    await vipps.control.idle();

    const agreement = await client.getAgreement(created.agreementId);
    expect(agreement.status).to.equal('ACTIVE');
    expect(agreement.start).to.equal(start.toISOString());
    expect(eventTypes()).to.deep.equal(['recurring.agreement-activated.v1', 'recurring.charge-captured.v1']);
    const captured = verify(receiver.received[1]!)!;
    expect(captured.payload).to.include({ agreementId: created.agreementId, chargeType: 'INITIAL', amount: 14900, currency: 'NOK', msn: '123456' });
    const chargeId = 'chargeId' in captured.payload ? captured.payload.chargeId : '';
    expect(await client.getCharge(created.agreementId, chargeId)).to.include({ status: 'CHARGED', orderId: 'order-41', failureReason: null });
    expect(receiver.received[0]!.url, 'sent to the configured path and query').to.equal('/webhooks/vipps?site=nordlys');
  });

  it('declining stops the agreement (rejected) and takes no money', async () => {
    const { agreementId, vippsConfirmationUrl } = await client.createAgreement(draft(), 'order-42');
    await confirm(vippsConfirmationUrl, 'decline');
    await vipps.control.idle();
    expect((await client.getAgreement(agreementId)).status).to.equal('STOPPED');
    expect(eventTypes()).to.deep.equal(['recurring.agreement-rejected.v1']);
    expect((await fetch(vippsConfirmationUrl)).status, 'the page cannot be used again').to.equal(404);
  });

  for (const reason of paymentFailureReasons) {
    it(`a first payment that fails with ${reason} leaves the charge FAILED with that reason and the agreement EXPIRED`, async () => {
      const { agreementId, vippsConfirmationUrl } = await client.createAgreement(draft(), `order-${reason}`);
      await confirm(vippsConfirmationUrl, reason);
      await vipps.control.idle();
      expect(eventTypes()).to.deep.equal(['recurring.charge-failed.v1', 'recurring.agreement-expired.v1']);
      const failed = verify(receiver.received[0]!)!.payload;
      expect(failed).to.include({ failureReason: reason });
      const chargeId = 'chargeId' in failed ? failed.chargeId : '';
      expect(await client.getCharge(agreementId, chargeId)).to.include({ status: 'FAILED', failureReason: reason });
      expect((await client.getAgreement(agreementId)).status).to.equal('EXPIRED');
    });
  }

  it('creates one charge for one idempotency key, however often it is sent', async () => {
    const agreementId = await activeAgreement();
    const charge = { amount: 14900, description: 'Membership April', due: '2027-04-01', retryDays: 3, orderId: 'order-43' };
    const first = await client.createCharge(agreementId, { ...charge, idempotencyKey: 'renewal-43' });
    const again = await client.createCharge(agreementId, { ...charge, idempotencyKey: 'renewal-43' });
    const other = await client.createCharge(agreementId, { ...charge, idempotencyKey: 'renewal-44' });
    expect(again.chargeId).to.equal(first.chargeId);
    expect(other.chargeId).to.not.equal(first.chargeId);
    const sameAgreement = await client.createAgreement(draft(), 'agreement-1');
    expect(sameAgreement.agreementId, 'agreements are idempotent too').to.equal(agreementId);
  });

  it('refuses a charge created too late for its due date, with the API’s problem', async () => {
    const agreementId = await activeAgreement();
    const error = await client.createCharge(agreementId, { amount: 14900, description: 'Too late', due: '2027-03-01', retryDays: 0, idempotencyKey: 'late-1' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(VippsProblemError);
    expect((error as VippsProblemError).status).to.equal(400);
    expect((error as VippsProblemError).identifier).to.equal('charge-due-too-soon');
    // The day before is still in time.
    await client.createCharge(agreementId, { amount: 14900, description: 'In time', due: '2027-03-02', retryDays: 0, idempotencyKey: 'late-2' });
  });

  it('charges on the due date when the test clock gets there, not before', async () => {
    const agreementId = await activeAgreement();
    const { chargeId } = await client.createCharge(agreementId, { amount: 14900, description: 'April', due: '2027-03-04', retryDays: 2, idempotencyKey: 'r-1' });
    expect((await client.getCharge(agreementId, chargeId)).status).to.equal('DUE');
    await vipps.control.advanceTo(new Date('2027-03-03T23:59:00Z'));
    expect((await client.getCharge(agreementId, chargeId)).status).to.equal('DUE');
    expect(receiver.received).to.have.length(0);
    await vipps.control.advanceTo(new Date('2027-03-04T06:00:00Z'));
    expect((await client.getCharge(agreementId, chargeId)).status).to.equal('CHARGED');
    expect(eventTypes()).to.deep.equal(['recurring.charge-captured.v1']);
  });

  it('retries a failing charge over its retry days, then fails it for good with the reason set', async () => {
    const agreementId = await activeAgreement();
    vipps.control.failNextCharges(agreementId, 'CardExpired');
    const { chargeId } = await client.createCharge(agreementId, { amount: 14900, description: 'April', due: '2027-03-10', retryDays: 2, idempotencyKey: 'r-2' });
    await vipps.control.advanceTo(new Date('2027-03-11T12:00:00Z'));
    expect((await client.getCharge(agreementId, chargeId)).status, 'still retrying on the second day').to.equal('DUE');
    expect(receiver.received).to.have.length(0);
    await vipps.control.advanceTo(new Date('2027-03-12T12:00:00Z'));
    expect(await client.getCharge(agreementId, chargeId)).to.include({ status: 'FAILED', failureReason: 'CardExpired' });
    expect(eventTypes()).to.deep.equal(['recurring.charge-failed.v1']);
  });

  it('a retry that succeeds after the failure is cleared charges the member once', async () => {
    const agreementId = await activeAgreement();
    vipps.control.failNextCharges(agreementId, 'InsufficientFunds');
    const { chargeId } = await client.createCharge(agreementId, { amount: 14900, description: 'April', due: '2027-03-10', retryDays: 3, idempotencyKey: 'r-3' });
    await vipps.control.advanceTo(new Date('2027-03-11T12:00:00Z'));
    vipps.control.failNextCharges(agreementId, null);
    await vipps.control.advanceTo(new Date('2027-03-20T12:00:00Z'));
    expect((await client.getCharge(agreementId, chargeId)).status).to.equal('CHARGED');
    expect(eventTypes()).to.deep.equal(['recurring.charge-captured.v1']);
  });

  it('the merchant stops an agreement: STOPPED, its due charges cancelled, and a webhook', async () => {
    const agreementId = await activeAgreement();
    const { chargeId } = await client.createCharge(agreementId, { amount: 14900, description: 'April', due: '2027-03-10', retryDays: 0, idempotencyKey: 'r-4' });
    await client.stopAgreement(agreementId);
    await vipps.control.idle();
    expect((await client.getAgreement(agreementId)).status).to.equal('STOPPED');
    expect((await client.getCharge(agreementId, chargeId)).status).to.equal('CANCELLED');
    expect(eventTypes()).to.deep.equal(['recurring.agreement-stopped.v1', 'recurring.charge-canceled.v1']);
  });

  it('delivers each webhook twice on request, with the same event id both times', async () => {
    vipps.control.deliveries('twice');
    const { vippsConfirmationUrl } = await client.createAgreement(draft(), 'order-50');
    await confirm(vippsConfirmationUrl, 'approve');
    await vipps.control.idle();
    const ids = receiver.received.map((r) => verify(r)!.eventId);
    expect(ids).to.have.length(4);
    expect(ids[0]).to.equal(ids[1]);
    expect(ids[2]).to.equal(ids[3]);
    expect(new Set(ids).size).to.equal(2);
  });

  it('delivers both copies at the same moment on request (a race between two of our servers)', async () => {
    vipps.control.deliveries('twiceAtOnce');
    receiver.state.delayMs = 30;
    const { vippsConfirmationUrl } = await client.createAgreement(draft({ initialCharge: undefined }), 'order-57');
    await confirm(vippsConfirmationUrl, 'approve');
    await vipps.control.idle();
    expect(eventTypes()).to.deep.equal(['recurring.agreement-activated.v1', 'recurring.agreement-activated.v1']);
    expect(receiver.state.mostAtOnce, 'the two requests overlapped').to.equal(2);
  });

  it('holds webhooks until flushed (late), and sends them newest first (out of order): the charge before the activation', async () => {
    vipps.control.deliveries('late');
    const late = await client.createAgreement(draft(), 'order-51');
    await confirm(late.vippsConfirmationUrl, 'approve');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received, 'nothing yet').to.have.length(0);
    expect((await client.getAgreement(late.agreementId)).status, 'while the provider already knows').to.equal('ACTIVE');
    await vipps.control.flush();
    expect(eventTypes()).to.deep.equal(['recurring.agreement-activated.v1', 'recurring.charge-captured.v1']);

    receiver.received.length = 0;
    vipps.control.deliveries('outOfOrder');
    const swapped = await client.createAgreement(draft(), 'order-52');
    await confirm(swapped.vippsConfirmationUrl, 'approve');
    await vipps.control.flush();
    expect(eventTypes()).to.deep.equal(['recurring.charge-captured.v1', 'recurring.agreement-activated.v1']);
  });

  it('retries a delivery the receiver answers with an error, until it is accepted', async () => {
    receiver.state.failures = 2;
    await client.createAgreement(draft({ initialCharge: undefined }), 'order-53').then(({ vippsConfirmationUrl }) => confirm(vippsConfirmationUrl, 'approve'));
    await vipps.control.idle();
    expect(vipps.control.sent()[0]).to.include({ eventType: 'recurring.agreement-activated.v1', attempts: 3, status: 204 });
    expect(receiver.received).to.have.length(3);
    expect(receiver.received.every((r) => verify(r) !== null), 'each attempt signed anew').to.equal(true);
  });

  it('refuses a forged signature, a changed body, another host, a wrong secret and a stale date', async () => {
    const { vippsConfirmationUrl } = await client.createAgreement(draft({ initialCharge: undefined }), 'order-54');
    await confirm(vippsConfirmationUrl, 'approve');
    await vipps.control.idle();
    const genuine = receiver.received[0]!;
    expect(verify(genuine)).to.not.equal(null);
    // The same check in defineWebhook's shape, from the URL the webhook was registered with.
    expect(vippsDelivery(receiver.url, secret)(Buffer.from(genuine.body), genuine.headers)?.type).to.equal('recurring.agreement-activated.v1');
    expect(vippsDelivery(receiver.url.replace('site=nordlys', 'site=other'), secret)(Buffer.from(genuine.body), genuine.headers), 'another registered url').to.equal(null);

    const forgedAuth = String(genuine.headers.authorization).replace(/Signature=.{4}/, 'Signature=AAAA');
    expect(verify({ ...genuine, headers: { ...genuine.headers, authorization: forgedAuth } }), 'forged signature').to.equal(null);
    expect(verify({ ...genuine, body: genuine.body.replace('activated', 'stopped') }), 'changed body').to.equal(null);
    expect(verify({ ...genuine, host: 'evil.example' }), 'signed for another host').to.equal(null);
    expect(verifyVippsWebhook({ ...genuine, pathAndQuery: genuine.url }, 'another-secret'), 'wrong secret').to.equal(null);
    expect(verify(genuine, { now: new Date(Date.now() + 6 * 60_000) }), 'replayed six minutes later').to.equal(null);

    // Correctly signed, but ten minutes ago.
    const stale = signVippsWebhook({ pathAndQuery: genuine.url, host: genuine.host, body: genuine.body, date: new Date(Date.now() - 10 * 60_000) }, secret);
    expect(verify({ ...genuine, headers: { ...genuine.headers, ...stale } }), 'stale date').to.equal(null);
    const fresh = signVippsWebhook({ pathAndQuery: genuine.url, host: genuine.host, body: genuine.body, date: new Date() }, secret);
    expect(verify({ ...genuine, headers: { ...genuine.headers, ...fresh } }), 'the same, signed now').to.not.equal(null);
  });

  it('asks for one access token and reuses it; refuses calls without one and wrong credentials', async () => {
    const { agreementId } = await client.createAgreement(draft(), 'order-55');
    await client.getAgreement(agreementId);
    await client.getAgreement(agreementId);
    expect(vipps.control.tokensIssued()).to.equal(1);

    const bare = await fetch(`${vipps.origin}/recurring/v3/agreements/${agreementId}`, { headers: { 'Ocp-Apim-Subscription-Key': credentials.subscriptionKey } });
    expect(bare.status).to.equal(401);
    expect(((await bare.json()) as { type: string }).type).to.match(/#not-authorized$/);

    const wrong = createVippsClient({ origin: vipps.origin, ...credentials, clientSecret: 'nope', merchantSerialNumber: '123456' });
    const error = await wrong.getAgreement(agreementId).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(VippsProblemError);
    expect((error as VippsProblemError).status).to.equal(401);
  });

  it('gives up on a provider that does not answer within the client’s timeout, instead of hanging', async () => {
    const silent = createServer(() => undefined); // takes the request, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const stuck = createVippsClient({ origin: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, ...credentials, merchantSerialNumber: '123456', timeoutMs: 100 });
      const began = Date.now();
      const error = await stuck.getAgreement('agr_x').catch((e: unknown) => e);
      expect(error).to.be.instanceOf(Error);
      expect((error as Error).name).to.equal('TimeoutError');
      expect(Date.now() - began).to.be.below(1000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('expires an agreement nobody confirms within ten minutes', async () => {
    const { agreementId, vippsConfirmationUrl } = await client.createAgreement(draft(), 'order-56');
    await vipps.control.advanceTo(new Date(start.getTime() + 11 * 60_000));
    expect((await client.getAgreement(agreementId)).status).to.equal('EXPIRED');
    expect(eventTypes()).to.deep.equal(['recurring.agreement-expired.v1']);
    expect((await fetch(vippsConfirmationUrl)).status).to.equal(404);
  });
});
