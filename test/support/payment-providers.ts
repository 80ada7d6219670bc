import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import {
  loadPaymentStandIns,
  startPaymentProviders,
  usePaymentProviders,
  type BillwerkStandIn,
  type BillwerkStandInControl,
  type PaymentProviders,
  type PaymentSettings,
  type VippsStandIn,
  type VippsStandInControl,
} from '../../src/modules/payments/index.ts';
import { testApp } from './context.ts';

export type StandIns = {
  /** The listening test app's origin: the stand-ins post their webhooks to `${appOrigin}/webhooks/billwerk` and `/webhooks/vipps`. */
  appOrigin: string;
  /** What `paymentProviders()` answers while these stand-ins run. */
  providers: PaymentProviders;
  billwerk: { origin: string; control: BillwerkStandInControl };
  vipps: { origin: string; control: VippsStandInControl };
  /** Puts back the providers there were before, stops both stand-ins (undelivered webhooks are dropped) and the app's listener. */
  stop(): Promise<void>;
};

/** Fresh credentials for one run: the stand-ins demand them and our clients send them, as with `npm start`. */
export function standInSettings(): PaymentSettings {
  const random = () => randomBytes(16).toString('hex');
  return {
    billwerk: { use: 'standIn', port: 0, credentials: { apiKey: `priv_${random()}`, webhookSecret: random() } },
    vipps: { use: 'standIn', port: 0, credentials: { clientId: `client-${random()}`, clientSecret: random(), subscriptionKey: random(), merchantSerialNumber: '999999', webhookSecret: random() } },
  };
}

/** The stand-ins' code (start functions, `signVippsWebhook`), loaded as the web process loads it outside production. */
export const paymentStandIns = () => loadPaymentStandIns(standInSettings());

/**
 * Both payment providers' stand-ins for a test, started the way `npm start` starts them (`startPaymentProviders`)
 * and pointed at the test app, which listens on 127.0.0.1 for their webhooks; `usePaymentProviders` hands their
 * clients to the orders' services. Steer them through `billwerk.control` and `vipps.control`; call `stop` after.
 *
 * ```ts
 * let standIns: StandIns;
 * beforeEach(async () => (standIns = await withStandIns()));
 * afterEach(() => standIns.stop());
 * ```
 */
export async function withStandIns(app: Express = testApp()): Promise<StandIns> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closeServer = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  let running: Awaited<ReturnType<typeof startPaymentProviders>>;
  try {
    running = await startPaymentProviders(standInSettings(), { webhookBase: appOrigin, clockTickMs: 0 });
  } catch (err) {
    await closeServer();
    throw err;
  }
  const { providers } = running;
  const billwerk: BillwerkStandIn | null = running.standIns.billwerk;
  const vipps: VippsStandIn | null = running.standIns.vipps;
  if (!providers || !billwerk || !vipps) throw new Error('withStandIns: the stand-ins did not start');
  const undo = usePaymentProviders(providers);
  return {
    appOrigin,
    providers,
    billwerk: { origin: billwerk.origin, control: billwerk.control },
    vipps: { origin: vipps.origin, control: vipps.control },
    stop: async () => {
      undo();
      await running.stop();
      await closeServer();
    },
  };
}

/**
 * For a test file: fresh stand-ins around each test (mocha's beforeEach and afterEach). Read `standIns.current`
 * inside the tests.
 */
export function useStandIns(app: () => Express = testApp): { readonly current: StandIns } {
  let running: StandIns | undefined;
  beforeEach(async () => {
    running = await withStandIns(app());
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  return {
    get current() {
      if (!running) throw new Error('useStandIns: read inside a test');
      return running;
    },
  };
}
