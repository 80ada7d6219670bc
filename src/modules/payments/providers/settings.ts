/**
 * What the configuration (src/config.ts) says about each payment provider. It is read once, from the
 * environment, and decides at start-up (runtime.ts) whether this process talks to the real provider, to a local
 * stand-in, or to none.
 */

/** A Billwerk+ Payments account: the API's and the Checkout API's origins, the private API key and the webhook secret. */
export type BillwerkAccount = Readonly<{ apiUrl: string; checkoutUrl: string; apiKey: string; webhookSecret: string }>;

/** A Vipps MobilePay Recurring merchant: the API's origin, the access-token credentials and the webhook secret. */
export type VippsAccount = Readonly<{
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  webhookSecret: string;
}>;

/**
 * One provider's setting:
 * - `provider`: every variable of the real provider is set; its clients talk to `account.apiUrl`;
 * - `standIn`: none is set, outside production: the web process starts the local stand-in on `port` (0: a free
 *   one) with these credentials (kept in DATA_DIR, so a worker on the same machine sends the same ones);
 * - `off`: none is set and PAYMENT_STAND_INS=off: payments answer "not available";
 * - `missing`: none is set in production; starting refuses, naming `variables` (a stand-in never takes money there).
 */
export type ProviderSetting<Account extends { apiUrl: string }> =
  | Readonly<{ use: 'provider'; account: Account }>
  | Readonly<{ use: 'standIn'; port: number; credentials: Omit<Account, 'apiUrl' | 'checkoutUrl'> }>
  | Readonly<{ use: 'off' }>
  | Readonly<{ use: 'missing'; variables: readonly string[] }>;

export type PaymentSettings = Readonly<{ billwerk: ProviderSetting<BillwerkAccount>; vipps: ProviderSetting<VippsAccount> }>;

/**
 * The readable refusal for settings a process may not start with (production without a provider's variables),
 * or null when they are fine. `server.ts` and `worker.ts` throw it before opening anything.
 */
export function paymentSettingsProblem(settings: PaymentSettings): string | null {
  const missing = [settings.billwerk, settings.vipps].flatMap((s) => (s.use === 'missing' ? [s.variables] : []));
  if (missing.length === 0) return null;
  const lines = missing.map((variables) => `  ${variables.join(', ')}: required in production (a payment provider's stand-in never takes money there)`);
  return `Invalid environment:\n${lines.join('\n')}`;
}
