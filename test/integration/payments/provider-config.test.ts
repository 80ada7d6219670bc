import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { loadConfig } from '../../../src/config.ts';
import { connectPaymentProviders, paymentProviders, paymentSettingsProblem, startPaymentProviders, type RunningPaymentProviders } from '../../../src/modules/payments/index.ts';
import { withStandIns } from '../../support/payment-providers.ts';

// The payment providers at start-up: what the environment decides (real provider, local stand-in, refusal) and
// what a process then talks to. The stand-ins' own protocol is tested in billwerk-stand-in and vipps-stand-in.

const secrets = { SESSION_SECRET: 'provider-config-secret-provider-config-0', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
const billwerkEnv = { BILLWERK_API_URL: 'https://api.reepay.example', BILLWERK_API_KEY: 'priv_live_0123', BILLWERK_WEBHOOK_SECRET: 'webhook_secret_0123' };
const vippsEnv = {
  VIPPS_API_URL: 'https://api.vipps.example',
  VIPPS_CLIENT_ID: 'client-0123',
  VIPPS_CLIENT_SECRET: 'client-secret-0123',
  VIPPS_SUBSCRIPTION_KEY: 'subscription-key-0123',
  VIPPS_MERCHANT_SERIAL_NUMBER: '123456',
  VIPPS_WEBHOOK_SECRET: 'vipps-webhook-secret-0123',
};
const billwerkNames = Object.keys(billwerkEnv);
const vippsNames = Object.keys(vippsEnv);

/** A free TCP port on 127.0.0.1 (taken and given back). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Seen = { method: string; url: string; headers: IncomingHttpHeaders };

/** Plays a provider's API origin just enough to see who calls it: Vipps' token call succeeds, everything else is 404. */
async function startFakeProvider() {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/accesstoken/get') return void res.end(JSON.stringify({ token_type: 'Bearer', expires_in: '3600', access_token: 'token-from-the-real-one' }));
      res.statusCode = 404;
      res.end(JSON.stringify({ http_status: 404, error: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Payment providers at start-up', function () {
  this.timeout(30_000);
  let dataDir: string;
  let running: RunningPaymentProviders | null = null;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nordlys-payments-'));
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('in production', () => {
    it('refuses to start without a provider, naming every missing variable', async () => {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets });
      const problem = paymentSettingsProblem(config.payments);
      for (const name of [...billwerkNames, ...vippsNames]) expect(problem).to.include(name);
      expect(problem).to.include('required in production');
      await startPaymentProviders(config.payments, { webhookBase: 'https://nordlys.example' }).then(
        () => expect.fail('started'),
        (err: Error) => expect(err.message).to.include('BILLWERK_API_KEY'),
      );
      expect(() => connectPaymentProviders(config.payments, { webhookBase: 'https://nordlys.example' })).to.throw('VIPPS_CLIENT_ID');
    });

    it('names only the provider that is missing', () => {
      const problem = paymentSettingsProblem(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, ...billwerkEnv }).payments);
      expect(problem).to.include('VIPPS_MERCHANT_SERIAL_NUMBER');
      expect(problem).not.to.include('BILLWERK');
      expect(paymentSettingsProblem(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, ...billwerkEnv, ...vippsEnv }).payments)).to.equal(null);
    });

    it('never starts a stand-in, whatever PAYMENT_STAND_INS and the stand-in ports say', () => {
      const { payments } = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, PAYMENT_STAND_INS: 'auto', BILLWERK_STAND_IN_PORT: '4100', VIPPS_STAND_IN_PORT: '4101' });
      expect(payments.billwerk.use).to.equal('missing');
      expect(payments.vipps.use).to.equal('missing');
    });

    it('the server process exits with the message before it opens anything', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', ...secrets, ...billwerkEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).not.to.equal(0);
      expect(output).to.include('VIPPS_API_URL, VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MERCHANT_SERIAL_NUMBER, VIPPS_WEBHOOK_SECRET: required in production');
      expect(output).not.to.include('listening');
    });
  });

  describe('a half-set provider', () => {
    for (const env of ['development', 'test', 'production'] as const) {
      it(`is refused in ${env}, naming what is missing and what is set`, () => {
        expect(() => loadConfig({ NODE_ENV: env, DATA_DIR: dataDir, ...secrets, BILLWERK_API_KEY: 'priv_0123' })).to.throw(/BILLWERK_API_URL, BILLWERK_WEBHOOK_SECRET: missing \(BILLWERK_API_KEY set\)/);
        const vippsButOne = Object.fromEntries(Object.entries(vippsEnv).filter(([name]) => name !== 'VIPPS_WEBHOOK_SECRET'));
        expect(() => loadConfig({ NODE_ENV: env, DATA_DIR: dataDir, ...secrets, ...vippsButOne })).to.throw(/VIPPS_WEBHOOK_SECRET: missing/);
      });
    }
  });

  describe('in development', () => {
    it('starts both stand-ins in the process; their hosted pages answer a browser and take our clients\' sessions', async () => {
      const { payments } = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      expect(payments.billwerk.use).to.equal('standIn');
      running = await startPaymentProviders(payments, { webhookBase: 'http://localhost:3000', standInWebhookBase: 'http://127.0.0.1:9' });
      const { billwerk, vipps } = running.standIns;
      expect(billwerk?.origin).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(vipps?.origin).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
      const providers = running.providers!;
      // The stand-ins post to this process's own address, and Vipps' check uses the URL they sign.
      expect(providers.vipps.webhookUrl).to.equal('http://127.0.0.1:9/webhooks/vipps');

      const session = await providers.billwerk.client.createChargeSession({
        order: { handle: 'order-1', amount: 14900, currency: 'DKK', customer_handle: 'profile-1' },
        accept_url: 'http://localhost:3000/Membership/Paid',
        cancel_url: 'http://localhost:3000/Membership',
      });
      expect(session.url.startsWith(`${billwerk!.origin}/checkout/`)).to.equal(true);
      const checkout = await fetch(session.url);
      expect(checkout.status).to.equal(200);
      const checkoutHtml = await checkout.text();
      expect(checkoutHtml).to.include('Billwerk+ stand-in');
      expect(checkoutHtml).to.include('149.00 DKK');

      const agreement = await providers.vipps.client.createAgreement(
        {
          pricing: { type: 'LEGACY', amount: 14900, currency: 'NOK' },
          interval: { unit: 'MONTH', count: 1 },
          productName: 'Nordlys membership, 1 month',
          merchantRedirectUrl: 'http://localhost:3000/Membership/Paid',
          merchantAgreementUrl: 'http://localhost:3000/Membership',
        },
        'order-2',
      );
      const confirm = await fetch(agreement.vippsConfirmationUrl);
      expect(confirm.status).to.equal(200);
      expect(await confirm.text()).to.include('Nordlys membership, 1 month');
    });

    it('moves the stand-ins\' clocks with the wall clock (nobody else does outside tests)', async () => {
      running = await startPaymentProviders(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).payments, { webhookBase: 'http://localhost:3000', clockTickMs: 20 });
      const { billwerk, vipps } = running.standIns;
      const [billwerkAtStart, vippsAtStart] = [billwerk!.control.now().getTime(), vipps!.control.now().getTime()];
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(billwerk!.control.now().getTime()).to.be.above(billwerkAtStart);
      expect(vipps!.control.now().getTime()).to.be.above(vippsAtStart);
      expect(vipps!.control.now().getTime()).to.be.at.most(Date.now());
    });

    it('keeps the stand-ins\' credentials in DATA_DIR: the same on every start, other in another folder', () => {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).payments;
      const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).payments;
      expect(again).to.deep.equal(first);
      const elsewhere = mkdtempSync(path.join(tmpdir(), 'nordlys-payments-'));
      try {
        expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: elsewhere }).payments).not.to.deep.equal(first);
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
    });

    it('listens on the given stand-in ports, and a worker with the same settings reaches those stand-ins', async () => {
      const [billwerkPort, vippsPort] = [await freePort(), await freePort()];
      const env = { NODE_ENV: 'development', DATA_DIR: dataDir, BILLWERK_STAND_IN_PORT: String(billwerkPort), VIPPS_STAND_IN_PORT: String(vippsPort) };
      running = await startPaymentProviders(loadConfig(env).payments, { webhookBase: 'http://localhost:3000' });
      expect(running.standIns.billwerk?.origin).to.equal(`http://127.0.0.1:${billwerkPort}`);
      expect(running.standIns.vipps?.origin).to.equal(`http://127.0.0.1:${vippsPort}`);

      // The worker loads its own configuration (same environment, same DATA_DIR) and starts nothing.
      const worker = connectPaymentProviders(loadConfig(env).payments, { webhookBase: 'http://localhost:3000' });
      expect(worker.reason).to.equal(null);
      expect(await worker.providers!.billwerk.client.getCharge('no-such-charge')).to.equal(null);
      const session = await worker.providers!.billwerk.client.createRecurringSession({ customer: 'profile-7', accept_url: 'http://localhost:3000/a', cancel_url: 'http://localhost:3000/c' });
      expect(session.url.startsWith(`http://127.0.0.1:${billwerkPort}/checkout/`)).to.equal(true);
      const tokensBefore = running.standIns.vipps!.control.tokensIssued();
      await worker.providers!.vipps.client.getAgreement('agr_none').catch(() => null);
      expect(running.standIns.vipps!.control.tokensIssued()).to.equal(tokensBefore + 1);
    });

    it('a worker without fixed stand-in ports has no providers, and says which ports to fix', () => {
      const worker = connectPaymentProviders(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).payments, { webhookBase: 'http://localhost:3000' });
      expect(worker.providers).to.equal(null);
      expect(worker.reason).to.include('BILLWERK_STAND_IN_PORT and VIPPS_STAND_IN_PORT');
    });

    it('PAYMENT_STAND_INS=off starts nothing: payments are not available', async () => {
      const { payments } = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PAYMENT_STAND_INS: 'off' });
      running = await startPaymentProviders(payments, { webhookBase: 'http://localhost:3000' });
      expect(running.providers).to.equal(null);
      expect(running.standIns).to.deep.equal({ billwerk: null, vipps: null });
    });
  });

  describe('with a real provider\'s variables', () => {
    it('builds clients pointed at those origins, with those credentials, and starts no stand-in', async () => {
      const [billwerkApi, checkoutApi, vippsApi] = [await startFakeProvider(), await startFakeProvider(), await startFakeProvider()];
      try {
        const { payments } = loadConfig({
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          ...billwerkEnv,
          BILLWERK_API_URL: billwerkApi.origin,
          BILLWERK_CHECKOUT_API_URL: checkoutApi.origin,
          ...vippsEnv,
          VIPPS_API_URL: vippsApi.origin,
        });
        running = await startPaymentProviders(payments, { webhookBase: 'https://nordlys.example/', standInWebhookBase: 'http://127.0.0.1:9' });
        expect(running.standIns).to.deep.equal({ billwerk: null, vipps: null });
        const providers = running.providers!;
        expect(providers.billwerk.webhookSecret).to.equal(billwerkEnv.BILLWERK_WEBHOOK_SECRET);
        expect(providers.vipps.webhookSecret).to.equal(vippsEnv.VIPPS_WEBHOOK_SECRET);
        // The URL registered with Vipps (and signed by it) is the public one, never the stand-ins' local address.
        expect(providers.vipps.webhookUrl).to.equal('https://nordlys.example/webhooks/vipps');

        expect(await providers.billwerk.client.getCharge('order-9')).to.equal(null);
        expect(billwerkApi.seen).to.have.length(1);
        expect(billwerkApi.seen[0]).to.deep.include({ method: 'GET', url: '/v1/charge/order-9' });
        expect(billwerkApi.seen[0]?.headers.authorization).to.equal(`Basic ${Buffer.from(`${billwerkEnv.BILLWERK_API_KEY}:`).toString('base64')}`);
        // Hosted-page sessions go to the Checkout API's origin.
        await providers.billwerk.client.createRecurringSession({ customer: 'profile-9', accept_url: 'https://nordlys.example/a', cancel_url: 'https://nordlys.example/c' }).catch(() => null);
        expect(checkoutApi.seen.map((s) => `${s.method} ${s.url}`)).to.deep.equal(['POST /v1/session/recurring']);
        expect(billwerkApi.seen).to.have.length(1);

        await providers.vipps.client.getAgreement('agr_9').catch(() => null);
        expect(vippsApi.seen.map((s) => `${s.method} ${s.url}`)).to.deep.equal(['POST /accesstoken/get', 'GET /recurring/v3/agreements/agr_9']);
        expect(vippsApi.seen[0]?.headers).to.deep.include({ client_id: vippsEnv.VIPPS_CLIENT_ID, client_secret: vippsEnv.VIPPS_CLIENT_SECRET, 'merchant-serial-number': '123456' });

        // The worker talks to the same origins.
        const worker = connectPaymentProviders(payments, { webhookBase: 'https://nordlys.example' });
        await worker.providers!.billwerk.client.getCharge('order-10');
        expect(billwerkApi.seen.at(-1)?.url).to.equal('/v1/charge/order-10');
      } finally {
        await Promise.all([billwerkApi.stop(), checkoutApi.stop(), vippsApi.stop()]);
      }
    });

    it('sends hosted-page sessions to Billwerk\'s Checkout API host unless BILLWERK_CHECKOUT_API_URL says otherwise', () => {
      const real = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, ...billwerkEnv, BILLWERK_API_URL: 'https://api.reepay.com', ...vippsEnv }).payments.billwerk;
      expect(real).to.deep.include({ use: 'provider' });
      expect(real.use === 'provider' && real.account.checkoutUrl).to.equal('https://checkout-api.reepay.com');
      const other = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, ...billwerkEnv, ...vippsEnv }).payments.billwerk;
      expect(other.use === 'provider' && other.account.checkoutUrl).to.equal(billwerkEnv.BILLWERK_API_URL);
    });
  });

  describe('in the tests (withStandIns)', () => {
    it('points both stand-ins at the listening test app and hands their clients to the orders', async () => {
      const standIns = await withStandIns();
      try {
        expect(paymentProviders()).to.equal(standIns.providers);
        expect(standIns.providers.vipps.webhookUrl).to.equal(`${standIns.appOrigin}/webhooks/vipps`);
        const session = await standIns.providers.billwerk.client.createRecurringSession({ customer: 'profile-1', accept_url: `${standIns.appOrigin}/Membership`, cancel_url: `${standIns.appOrigin}/Membership` });
        // The person saves a card on the hosted page: the stand-in reports it to the app's webhook route.
        const answer = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }), redirect: 'manual' });
        expect(answer.status).to.equal(303);
        await standIns.billwerk.control.idle();
        const delivered = standIns.billwerk.control.deliveries();
        expect(delivered.map((d) => d.eventType)).to.deep.equal(['customer_payment_method_added']);
        expect(delivered[0]?.status).to.equal(200);
      } finally {
        await standIns.stop();
      }
      expect(paymentProviders()).to.equal(null);
    });
  });
});
