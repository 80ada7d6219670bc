import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { shortenMembership } from '../../../accounts/index.ts';
import { publish } from '../../../../platform/events/index.ts';
import { enqueueJob } from '../../../../platform/jobs/index.ts';
import { vatIncluded } from '../../catalogue/pricing.ts';
import { paymentProviders } from '../../providers/use.ts';
import * as errors from '../errors.ts';
import { orderRefunded } from '../events.ts';
import { givesMembership } from '../grants.ts';
import { BillwerkApiError } from '../../providers/billwerk/client.ts';
import { VippsProblemError } from '../../providers/vipps/client.ts';
import { findOpenRefund, findSubscription, insertRefund, lockOrder, ordersWithOpenRefunds, refundedSoFar, type Order } from '../repo.ts';
import { orderMachine, refundMachine } from '../states.ts';
import { endSubscription } from './renew.ts';
import { stopAgreementJob } from './subscriptions.ts';

export type RefundRequest = Readonly<{
  /** Minor units; the whole amount not yet refunded when not given. */
  amountMinor?: number;
  /** A full refund also takes back what the order gave (the membership's period; a renewing one stops renewing). */
  shorten?: boolean;
  reason?: string;
}>;

export type RefundOutcome = Readonly<{ refundId: number; seq: number; amountMinor: number; full: boolean; membershipUntil: Date | null | undefined }>;

/** Staff refund errors are plain (the admin CLI prints the message). */
const refusal = (message: string) => new Error(message);

/** The provider said no (a failed refund, or a 4xx answer): nothing was refunded. Anything else (a timeout, a 5xx) leaves the outcome unknown. */
class ProviderRefused extends Error {}
const refusedByProvider = (err: unknown) =>
  err instanceof ProviderRefused || ((err instanceof BillwerkApiError || err instanceof VippsProblemError) && err.status >= 400 && err.status < 500);

/** Asks the provider to give back `amount` of the order's payment, with `key` so a retry never refunds twice. */
async function refundAtProvider(db: Knex, order: Order, amount: number, key: string, text: string): Promise<string> {
  const providers = paymentProviders();
  if (!providers) throw errors.paymentsUnavailable();
  if (order.processor === 'Billwerk') {
    const refund = await providers.billwerk.client.refund({ invoice: order.providerRef!, amount, key, text: text.slice(0, 128) });
    if (refund.state === 'failed') throw new ProviderRefused(`The card provider refused the refund (${refund.id})`);
    return refund.id;
  }
  // The wallet: the initial charge (the order's ref is the agreement) or a renewal's charge (`charge:<id>`).
  const ref = order.providerRef!;
  const subscription = order.subscriptionId === null ? null : await findSubscription(db, order.subscriptionId);
  const agreementId = ref.startsWith('charge:') ? subscription?.providerRef : ref;
  const chargeId = ref.startsWith('charge:') ? ref.slice('charge:'.length) : (await providers.vipps.client.listCharges(ref)).find((c) => c.type === 'INITIAL')?.id;
  if (!agreementId || !chargeId) throw refusal(`Order ${order.id}: the wallet charge to refund is not known`);
  await providers.vipps.client.refundCharge(agreementId, chargeId, { amount, description: text.slice(0, 100) }, key);
  return `vipps:${key}`;
}

/**
 * Refunds a paid card or wallet order, fully or in part (staff, admin CLI `payments:refund`). The refund's row is
 * written first, in a transaction that locks the order and checks the amount against what was captured less what
 * was refunded (a unique index allows one refund under way per order); then the provider is asked with the row's key
 * (idempotent: a retry refunds once); then the row is Refunded and, when nothing is left, the order too, with the
 * membership shortened where asked, and `payments.orderRefunded` published (the buyer is mailed the credit note).
 * A provider that refuses leaves the row Failed: nothing was refunded. One whose answer is lost (a timeout after it
 * may have refunded) leaves the row Requested: running the command again resumes that refund with the same key,
 * which the provider carries out once, never a second refund.
 */
export async function refundOrder(db: Knex, orderId: number, request: RefundRequest = {}): Promise<RefundOutcome> {
  const { refundId, seq, amount, full, order, shorten, reason } = await db.transaction(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw refusal(`No order ${orderId}`);
    if (order.state !== 'PaidInFull') throw refusal(`Order ${orderId} is ${order.state}: only a paid order can be refunded`);
    if (order.processor !== 'Billwerk' && order.processor !== 'VippsMobilePayRecurring') throw refusal(`Order ${orderId} was paid by ${order.processor}: refund it outside the site`);
    if (!order.providerRef) throw refusal(`Order ${orderId} has no payment at the provider`);
    const open = await findOpenRefund(trx, orderId);
    if (open) {
      if ((request.amountMinor !== undefined && request.amountMinor !== open.amountMinor) || (request.shorten !== undefined && request.shorten !== open.shorten)) {
        throw refusal(`Refund ${open.seq} of order ${orderId} (${open.amountMinor} minor units) is still under way: run payments:refund ${orderId} without options to finish it first`);
      }
      const { refunded } = await refundedSoFar(trx, orderId);
      return { refundId: open.id, seq: open.seq, amount: open.amountMinor, full: refunded === order.amountMinor, order, shorten: open.shorten, reason: open.reason ?? undefined };
    }
    const { refunded, count } = await refundedSoFar(trx, orderId);
    const left = order.amountMinor - refunded;
    const amount = request.amountMinor ?? left;
    if (!Number.isSafeInteger(amount) || amount < 1) throw refusal('The amount must be a whole number of minor units, at least 1');
    if (amount > left) throw refusal(`At most ${left} (minor units) of order ${orderId} can still be refunded`);
    const full = amount === left;
    if (request.shorten && !full) throw refusal('--shorten takes back the period: only with a refund of everything left');
    const seq = count + 1;
    const refundId = await insertRefund(trx, { order_id: orderId, seq, currency: order.currency, amount_minor: amount, vat_minor: vatIncluded(amount, order.vatRateBp), shorten: Boolean(request.shorten), reason: request.reason ?? null });
    return { refundId, seq, amount, full, order, shorten: Boolean(request.shorten), reason: request.reason };
  });

  const key = `refund-${orderId}-${seq}`;
  let providerRef: string;
  try {
    providerRef = await refundAtProvider(db, order, amount, key, reason ?? `Refund of order ${orderId}`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!refusedByProvider(err)) {
      throw refusal(`The refund of order ${orderId} has no answer from the provider (${message}); it may have been made. Run payments:refund ${orderId} again to finish it: it is asked with the same key, so it is never made twice`);
    }
    await refundMachine.transition(db, refundId, 'Requested', 'Failed');
    throw refusal(`The refund of order ${orderId} failed: ${message}`);
  }

  const membershipUntil = await db.transaction(async (trx) => {
    await refundMachine.transition(trx, refundId, 'Requested', 'Refunded', { provider_ref: providerRef, refunded_at: trx.fn.now() });
    let until: Date | null | undefined;
    if (full) {
      await orderMachine.transition(trx, orderId, 'PaidInFull', 'Refunded');
      if (shorten) until = await takeBack(trx, order);
    }
    await publish(trx, orderRefunded, { orderId, refundId, buyerId: order.buyerId, dark: order.dark });
    return until;
  });
  return { refundId, seq, amountMinor: amount, full, membershipUntil };
}

/** What a fully refunded order gave is taken back: its membership period, and a renewing subscription stops. */
async function takeBack(trx: Knex, order: Order): Promise<Date | null | undefined> {
  if (order.subscriptionId !== null && (await endSubscription(trx, order.subscriptionId, 'DeactivatedByUser', null))) {
    const subscription = await findSubscription(trx, order.subscriptionId);
    if (subscription?.processor === 'VippsMobilePayRecurring' && subscription.providerRef) await enqueueJob(trx, stopAgreementJob, { agreementId: subscription.providerRef });
  }
  const recipient = order.recipientId ?? order.buyerId;
  if (recipient === null || !givesMembership(order.productId)) return undefined;
  const length = order.months !== null ? { months: order.months * order.quantity } : { hours: (order.hours ?? 24) * order.quantity };
  return shortenMembership(trx, recipient, length);
}

/**
 * Reconciliation's part for refunds: a refund still under way after 5 minutes (its answer was lost) is asked again
 * with its own key, so the provider carries it out once and its row, the order and the credit note follow.
 */
export async function finishOpenRefunds(db: Knex, logger: Logger): Promise<number> {
  let finished = 0;
  for (const orderId of await ordersWithOpenRefunds(db, 5)) {
    try {
      await refundOrder(db, orderId);
      finished++;
    } catch (err) {
      logger.warn({ err, orderId }, 'payments: a refund under way is still unfinished; asked again at the next run');
    }
  }
  return finished;
}
