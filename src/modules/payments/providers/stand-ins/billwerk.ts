import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { BillwerkCharge, BillwerkRefund, PaymentFailureReason } from '../billwerk/schemas.ts';
import { billwerkStandInApp } from './billwerk/routes.ts';
import { createBillwerkState, type SavedPaymentMethod } from './billwerk/state.ts';
import { createBillwerkWebhooks, type DeliveryAttempt, type DeliveryMode } from './billwerk/webhooks.ts';

export type { DeliveryAttempt, DeliveryMode } from './billwerk/webhooks.ts';
export type { SavedPaymentMethod } from './billwerk/state.ts';

/**
 * A local stand-in for the card and subscription provider (Billwerk+ Payments, formerly Reepay), which we cannot
 * reach from development or CI. It speaks the part of its protocol we use:
 *
 * - private API, HTTP Basic with the private key as user: `POST /v1/session/charge`, `POST /v1/session/recurring`
 *   (→ `{ id, url }`), `POST /v1/charge` (charge a saved payment method; same handle → same charge),
 *   `GET /v1/charge/{handle}`, `GET /v1/payment_method/{id}` (whose card it is), `POST /v1/refund` (idempotent by key, never more than was settled);
 * - the hosted page at the session's url, where the person picks "Pay" or one of the spec's failure reasons and is
 *   sent back to `accept_url` (`?invoice=<handle>&id=<session>`, plus `payment_method=` when a card was saved) or
 *   `cancel_url` (with `error=<code>` after a refusal);
 * - webhooks to `webhookUrl`, signed hex(HMAC-SHA256(secret, timestamp + id)) in the body, retried on a non-2xx.
 *
 * Everything lives in memory. The test steers it through `control`: a clock of its own (card expiry), a forced
 * failure of a payment method's next charge, and how webhooks are delivered (normal, late, twice, out of order).
 *
 * Its parts, in `stand-in/`: `routes.ts` (the API and the hosted page's routes), `hosted-page.ts` (the page's
 * HTML), `webhooks.ts` (signed delivery, retries, delivery modes), `state.ts` (the clock, sessions, charges, cards).
 */

export type StandInOptions = {
  /** Where webhooks are posted. */
  webhookUrl: string;
  webhookSecret: string;
  /** The private API key our client sends as the Basic user. */
  apiKey: string;
  /** 0 (any free port) when not given. */
  port?: number;
  /** Waits before each retry of a refused delivery; its length is the number of retries. */
  retryDelaysMs?: number[];
  /** The stand-in's clock at start; wall time when not given. */
  now?: Date;
  /** How long a saved card is valid from the moment it is saved, in months of the stand-in's clock. */
  cardValidMonths?: number;
};

export type StandInControl = {
  /** The stand-in's clock (not wall time): decides card expiry. */
  now(): Date;
  setClock(at: Date): void;
  advanceClock(ms: number): void;
  /** The next charge of this payment method fails with the reason (once). */
  failNextCharge(paymentMethodId: string, reason: PaymentFailureReason): void;
  /** The next saved-method charge gets no answer: its connection is cut before the charge is made, or after (the money taken, our side sees a timeout). */
  dropNextChargeAnswer(when: 'before' | 'after'): void;
  /** The next refund is made but its answer is lost (the connection is cut after refunding). */
  dropNextRefundAnswer(): void;
  setDelivery(mode: DeliveryMode): void;
  /** Sends a webhook still held by out-of-order delivery. */
  releaseHeld(): void;
  /** Resolves when every delivery and retry queued so far has been attempted (held ones excepted). */
  idle(): Promise<void>;
  /** Every delivery attempt so far, in order. */
  deliveries(): DeliveryAttempt[];
  paymentMethod(id: string): SavedPaymentMethod | undefined;
  /** Every charge, in the order made (a repeated handle is still one charge). */
  charges(): BillwerkCharge[];
  /** Every refund made, in order. */
  refunds(): BillwerkRefund[];
};

export type BillwerkStandIn = { origin: string; control: StandInControl; stop: () => Promise<void> };

/** Starts the stand-in on 127.0.0.1; `stop` closes it and drops webhooks not yet delivered. */
export async function startBillwerkStandIn(options: StandInOptions): Promise<BillwerkStandIn> {
  const state = createBillwerkState({ now: options.now, cardValidMonths: options.cardValidMonths });
  const webhooks = createBillwerkWebhooks({ webhookUrl: options.webhookUrl, webhookSecret: options.webhookSecret, retryDelaysMs: options.retryDelaysMs ?? [100, 1_000, 10_000, 60_000] });
  let origin = '';
  const app = billwerkStandInApp({ apiKey: options.apiKey, state, webhooks, origin: () => origin });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control: StandInControl = {
    now: () => new Date(state.clock()),
    setClock: state.setClock,
    advanceClock: state.advanceClock,
    failNextCharge: (id, reason) => {
      const method = state.methods.get(id);
      if (!method) throw new Error(`no saved payment method ${id}`);
      method.failNext = reason;
    },
    dropNextChargeAnswer: (when) => {
      state.dropNextChargeAnswer = when;
    },
    dropNextRefundAnswer: () => {
      state.dropNextRefundAnswer = true;
    },
    setDelivery: webhooks.setMode,
    releaseHeld: webhooks.releaseHeld,
    idle: webhooks.idle,
    deliveries: webhooks.attempts,
    paymentMethod: (id) => state.methods.get(id),
    charges: () => [...state.charges.values()],
    refunds: () => [...state.refunds.values()],
  };

  const stop = async () => {
    webhooks.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return { origin, control, stop };
}
