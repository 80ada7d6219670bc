import { createBillwerkClient } from './billwerk/client.ts';
import { createVippsClient } from './vipps/client.ts';
import type { BillwerkStandIn, VippsStandIn } from './stand-ins/index.ts';
import { loadPaymentStandIns } from './stand-ins/load.ts';
import { paymentSettingsProblem, type PaymentSettings, type VippsAccount } from './settings.ts';
import type { PaymentProviders } from './use.ts';

/** The providers a process talks to, the stand-ins it started for them, and how to stop those. */
export type RunningPaymentProviders = {
  /** Null when a provider is `off` (PAYMENT_STAND_INS=off without its variables): payments are not available. */
  providers: PaymentProviders | null;
  /** The stand-ins started here; their origins serve the hosted pages a browser is sent to. */
  standIns: { billwerk: BillwerkStandIn | null; vipps: VippsStandIn | null };
  stop(): Promise<void>;
};

export type StartPaymentProvidersOptions = {
  /**
   * The public origin our webhook routes answer on (the regular site's origin): the real providers' webhooks are
   * registered at `${webhookBase}/webhooks/billwerk` and `/webhooks/vipps`, and Vipps signs that URL.
   */
  webhookBase: string;
  /**
   * Where the stand-ins post their webhooks: this process's own address (`http://127.0.0.1:<port>`), which reaches
   * it whatever the sites' origins say. `webhookBase` when not given.
   */
  standInWebhookBase?: string;
  /** How often the stand-ins' clocks catch up with the wall clock (due Vipps charges, card expiry); 60 s when not given, 0 never. */
  clockTickMs?: number;
};

const trimmed = (origin: string) => origin.replace(/\/+$/, '');

/**
 * For the web process: builds each provider's client, starting a provider's local stand-in in this process where
 * the settings say `standIn` (its webhooks to our own routes, its credentials from the settings). Calls nothing
 * else: the caller hands `providers` to `usePaymentProviders` and calls `stop` on shutdown. Refuses settings
 * a process may not start with (production without a provider's variables).
 */
export async function startPaymentProviders(settings: PaymentSettings, options: StartPaymentProvidersOptions): Promise<RunningPaymentProviders> {
  const problem = paymentSettingsProblem(settings);
  if (problem) throw new Error(problem);
  const none: RunningPaymentProviders = { providers: null, standIns: { billwerk: null, vipps: null }, stop: async () => {} };
  if (settings.billwerk.use === 'off' || settings.vipps.use === 'off' || settings.billwerk.use === 'missing' || settings.vipps.use === 'missing') return none;
  const publicBase = trimmed(options.webhookBase);
  const standInBase = trimmed(options.standInWebhookBase ?? options.webhookBase);
  const started: { billwerk: BillwerkStandIn | null; vipps: VippsStandIn | null } = { billwerk: null, vipps: null };
  const stopStandIns = async () => {
    await Promise.allSettled([started.billwerk?.stop(), started.vipps?.stop()]);
  };

  try {
    // The stand-ins' code is loaded only when a stand-in is wanted (never in production).
    const standIns = settings.billwerk.use === 'standIn' || settings.vipps.use === 'standIn' ? await loadPaymentStandIns(settings) : null;
    let billwerk: PaymentProviders['billwerk'];
    if (settings.billwerk.use === 'provider') {
      const { apiUrl, checkoutUrl, apiKey, webhookSecret } = settings.billwerk.account;
      billwerk = { client: createBillwerkClient({ origin: apiUrl, checkoutOrigin: checkoutUrl, apiKey }), webhookSecret };
    } else {
      const { apiKey, webhookSecret } = settings.billwerk.credentials;
      started.billwerk = await standIns!.startBillwerkStandIn({ webhookUrl: `${standInBase}/webhooks/billwerk`, webhookSecret, apiKey, port: settings.billwerk.port });
      billwerk = { client: createBillwerkClient({ origin: started.billwerk.origin, apiKey }), webhookSecret };
    }

    let vipps: PaymentProviders['vipps'];
    if (settings.vipps.use === 'provider') {
      const { apiUrl, webhookSecret, ...credentials } = settings.vipps.account;
      vipps = { client: createVippsClient({ origin: apiUrl, ...credentials }), webhookSecret, webhookUrl: `${publicBase}/webhooks/vipps` };
    } else {
      const { webhookSecret, merchantSerialNumber, ...credentials } = settings.vipps.credentials;
      const webhookUrl = `${standInBase}/webhooks/vipps`;
      started.vipps = await standIns!.startVippsStandIn({ webhookUrl, webhookSecret, port: settings.vipps.port, ...credentials });
      vipps = { client: createVippsClient({ origin: started.vipps.origin, merchantSerialNumber, ...credentials }), webhookSecret, webhookUrl };
    }

    // Nobody moves the stand-ins' clocks outside tests: they follow the wall clock, so a Vipps charge falls due
    // and is taken on its day, and a saved card expires, as with the real providers.
    const tickMs = options.clockTickMs ?? 60_000;
    const tick =
      tickMs > 0 && (started.billwerk || started.vipps)
        ? setInterval(() => {
            const now = new Date();
            if (started.billwerk && started.billwerk.control.now() < now) started.billwerk.control.setClock(now);
            if (started.vipps && started.vipps.control.now() < now) started.vipps.control.advanceTo(now).catch(() => undefined);
          }, tickMs)
        : null;
    tick?.unref();

    return {
      providers: { billwerk, vipps },
      standIns: { ...started },
      stop: async () => {
        if (tick) clearInterval(tick);
        await stopStandIns();
      },
    };
  } catch (err) {
    await stopStandIns();
    throw err;
  }
}

/**
 * For the worker process, which charges saved cards and agreements but takes no webhooks and starts no stand-in:
 * the real providers' clients; for a stand-in, a client of the web process's stand-in only when its port is fixed
 * (BILLWERK_STAND_IN_PORT, VIPPS_STAND_IN_PORT) on this machine (same DATA_DIR, hence the same credentials).
 * Otherwise null and the reason: jobs that pay then answer "not available".
 */
export function connectPaymentProviders(settings: PaymentSettings, options: { webhookBase: string }): { providers: PaymentProviders | null; reason: string | null } {
  const problem = paymentSettingsProblem(settings);
  if (problem) throw new Error(problem);
  const { billwerk: b, vipps: v } = settings;
  if (b.use === 'off' || v.use === 'off') return { providers: null, reason: 'PAYMENT_STAND_INS=off and a provider has no variables' };
  if (b.use === 'missing' || v.use === 'missing') return { providers: null, reason: 'a provider has no variables' };
  const unfixed = [b.use === 'standIn' && b.port === 0 ? 'BILLWERK_STAND_IN_PORT' : null, v.use === 'standIn' && v.port === 0 ? 'VIPPS_STAND_IN_PORT' : null].filter((name) => name !== null);
  if (unfixed.length > 0) return { providers: null, reason: `the web process's stand-ins are on ports of their own choosing: set ${unfixed.join(' and ')} for both processes` };
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const billwerk: PaymentProviders['billwerk'] =
    b.use === 'provider'
      ? { client: createBillwerkClient({ origin: b.account.apiUrl, checkoutOrigin: b.account.checkoutUrl, apiKey: b.account.apiKey }), webhookSecret: b.account.webhookSecret }
      : { client: createBillwerkClient({ origin: local(b.port), apiKey: b.credentials.apiKey }), webhookSecret: b.credentials.webhookSecret };
  const webhookUrl = `${trimmed(options.webhookBase)}/webhooks/vipps`;
  const vippsOf = ({ webhookSecret, clientId, clientSecret, subscriptionKey, merchantSerialNumber }: Omit<VippsAccount, 'apiUrl'>, origin: string): PaymentProviders['vipps'] => ({
    client: createVippsClient({ origin, clientId, clientSecret, subscriptionKey, merchantSerialNumber }),
    webhookSecret,
    webhookUrl,
  });
  const vipps = v.use === 'provider' ? vippsOf(v.account, v.account.apiUrl) : vippsOf(v.credentials, local(v.port));
  return { providers: { billwerk, vipps }, reason: null };
}
