import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { VippsFailureReason } from '../vipps/schemas.ts';
import { vippsStandInApp } from './vipps/routes.ts';
import { createVippsState } from './vipps/state.ts';
import { createVippsWebhooks, type VippsDeliveryMode, type VippsSentWebhook } from './vipps/webhooks.ts';

export { signVippsWebhook, type VippsDeliveryMode, type VippsSentWebhook } from './vipps/webhooks.ts';

/**
 * A local stand-in for the Vipps MobilePay Recurring API v3 and its webhooks, for tests and the embedded default.
 * It keeps everything in memory, runs recurring charges on a clock the caller moves (`control.advanceTo`), and
 * signs its webhooks as the real Webhooks API does (see `signVippsWebhook`). Never for production.
 *
 * Differences from the real service, on purpose: one merchant; a charge's `failureReason` is a product spec §4
 * reason (the real API reports its own codes); the confirmation page is a form instead of the app.
 *
 * Its parts, in `stand-in/`: `routes.ts` (access token, agreements and charges, the confirmation routes),
 * `confirmation-page.ts` (that page's HTML), `webhooks.ts` (signing, delivery, retries, delivery modes),
 * `state.ts` (agreements, charges and the clock that runs them).
 */

export type VippsStandInOptions = {
  webhookUrl: string;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Where the stand-in's clock starts; the wall time when not given. */
  now?: Date;
  /** Access tokens' lifetime in seconds (wall time); 3600 when not given. */
  tokenLifetimeSeconds?: number;
  /** Attempts per webhook delivery before giving up on a receiver that answers non-2xx; 5 when not given. */
  webhookAttempts?: number;
  /** Pause before the n-th retry is n times this; 20 ms when not given (tests stay fast). */
  webhookRetryDelayMs?: number;
};

export type VippsStandInControl = {
  /** The stand-in's date and time now. */
  now(): Date;
  /**
   * Moves the clock forward (never back), one calendar day at a time: charges within 30 days become DUE, DUE
   * charges are attempted on each day from their due date to the end of their retry days (CHARGED, or FAILED for
   * good after the last day with the reason set by `failNextCharges`), and agreements left PENDING for more than
   * 10 minutes expire. Resolves once the webhooks this caused have been sent (in the normal and twice modes).
   */
  advanceTo(date: Date): Promise<void>;
  /** Makes every later charge attempt on this agreement fail with the reason, until called again with null. */
  failNextCharges(agreementId: string, reason: VippsFailureReason | null): void;
  /** Sets how the following webhooks are delivered. */
  deliveries(mode: VippsDeliveryMode): void;
  /** Sends the webhooks held in the late and out-of-order modes; resolves when they have been answered. */
  flush(): Promise<void>;
  /** Resolves when no webhook is on its way. */
  idle(): Promise<void>;
  /** Every webhook sent so far, in the order sent. */
  sent(): VippsSentWebhook[];
  /** How many access tokens were handed out (to see a client's token cache at work). */
  tokensIssued(): number;
};

export type VippsStandIn = { origin: string; control: VippsStandInControl; stop(): Promise<void> };

/** Starts the stand-in on 127.0.0.1; `stop()` closes it. */
export async function startVippsStandIn(options: VippsStandInOptions): Promise<VippsStandIn> {
  const state = createVippsState({ now: options.now });
  const webhooks = createVippsWebhooks({ webhookUrl: options.webhookUrl, webhookSecret: options.webhookSecret, attempts: options.webhookAttempts ?? 5, retryDelayMs: options.webhookRetryDelayMs ?? 20 });
  let origin = '';
  const { app, tokensIssued } = vippsStandInApp({
    credentials: { clientId: options.clientId, clientSecret: options.clientSecret, subscriptionKey: options.subscriptionKey },
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    state,
    webhooks,
    origin: () => origin,
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control: VippsStandInControl = {
    now: () => state.clock(),
    async advanceTo(date) {
      webhooks.emit(state.moveClockTo(date));
      await webhooks.idle();
    },
    failNextCharges(agreementId, reason) {
      const agreement = state.agreements.get(agreementId);
      if (!agreement) throw new Error(`No agreement ${agreementId}`);
      agreement.failWith = reason;
    },
    deliveries: webhooks.setMode,
    flush: webhooks.flush,
    idle: webhooks.idle,
    sent: webhooks.sent,
    tokensIssued,
  };

  return {
    origin,
    control,
    async stop() {
      await webhooks.idle();
      const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      server.closeAllConnections();
      await closed;
    },
  };
}
