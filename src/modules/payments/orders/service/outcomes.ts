import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PaymentFailureReason } from '../../failure-reasons.ts';
import { failureReasonOf, type BillwerkCharge } from '../../providers/billwerk/schemas.ts';
import { TransitionConflict } from '../../../../platform/state-machine.ts';
import type { Order } from '../repo.ts';
import { orderMachine } from '../states.ts';
import { endSubscription } from './renew.ts';
import { failOrder, settleOrder } from './settle.ts';

/**
 * What a provider says happened to an order's money, applied the one way whoever brings the news: a webhook, or
 * reconciliation asking the provider about an order still Pending. Each step moves the order through its machine,
 * so the second bearer of the same news (a late webhook after reconciliation) finds it moved and changes nothing.
 */

/**
 * An order whose amount or currency differs from what the provider took is never granted: it moves to NeedsReview
 * with what was taken, which staff list (`payments:review`). Already moved (paid, or in review): nothing changes.
 */
async function amountMatches(trx: Knex, order: Order, amount: number, currency: string, logger: Logger): Promise<boolean> {
  if (order.amountMinor === amount && order.currency === currency) return true;
  logger.error({ orderId: order.id, amount, currency }, 'payments: the provider took another amount than the order says; not granted, needs review');
  try {
    await orderMachine.transitionFromAny(trx, order.id, 'NeedsReview', { data: trx.raw(`data || ?::jsonb`, [JSON.stringify({ review: { amountMinor: amount, currency, at: new Date().toISOString() } })]) });
  } catch (err) {
    if (!(err instanceof TransitionConflict)) throw err;
  }
  return false;
}

/** A card charge as the provider's API answers it: settled grants, failed gives the order back with the reason. */
export async function applyCardCharge(trx: Knex, order: Order, charge: BillwerkCharge, logger: Logger): Promise<void> {
  if (charge.state === 'settled') {
    if (await amountMatches(trx, order, charge.amount, charge.currency, logger)) await settleOrder(trx, order, { paymentMethod: charge.source });
  } else {
    await failOrder(trx, order, failureReasonOf(charge.error));
  }
}

/** A wallet charge's end: captured grants; failed gives the order back and, for a renewal, ends the subscription (the wallet has retried already). */
export type WalletChargeNews = Readonly<{ captured: boolean; chargeType: 'INITIAL' | 'RECURRING'; amount: number; currency: string; failureReason: PaymentFailureReason | null }>;

export async function applyWalletCharge(trx: Knex, order: Order, news: WalletChargeNews, logger: Logger): Promise<void> {
  if (news.captured) {
    if (await amountMatches(trx, order, news.amount, news.currency, logger)) await settleOrder(trx, order);
    return;
  }
  await failOrder(trx, order, news.failureReason ?? 'Unknown');
  if (news.chargeType === 'RECURRING' && order.subscriptionId !== null) await endSubscription(trx, order.subscriptionId, 'DeactivatedByPaymentMethodFailed', news.failureReason ?? 'Unknown');
}
