import type { BillwerkClient } from './billwerk/client.ts';
import type { VippsClient } from './vipps/client.ts';

/**
 * The payment providers this process talks to, set once at start-up (boot.ts, from the configuration: the real
 * providers in production, the local stand-ins on the embedded default and in tests) and read by the orders'
 * services and webhooks. Until set, paying answers that payments are not available.
 */
export type PaymentProviders = Readonly<{
  billwerk: Readonly<{ client: BillwerkClient; webhookSecret: string }>;
  /** `webhookUrl` is the address our webhook was registered with: Vipps signs it, so the check needs it. */
  vipps: Readonly<{ client: VippsClient; webhookSecret: string; webhookUrl: string }>;
}>;

let current: PaymentProviders | null = null;

/** Sets the providers; returns the undo (tests put back what was there). */
export function usePaymentProviders(providers: PaymentProviders | null): () => void {
  const before = current;
  current = providers;
  return () => {
    current = before;
  };
}

/** The providers set at start-up, or null when this process has none (payments then answer "not available"). */
export const paymentProviders = (): PaymentProviders | null => current;
