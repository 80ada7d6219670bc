import type { Knex } from 'knex';
import { formatCurrency } from '../../../platform/i18n/formats.ts';
import { findOrder, ordersInState } from './repo.ts';
import { refundOrder, type RefundRequest } from './service/refund.ts';

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** A provider may report a currency we do not sell in: shown as its code then. */
const money = (minor: number, currency: string) => {
  try {
    return formatCurrency(minor, currency);
  } catch {
    return `${currency} ${minor} (minor units)`;
  }
};

/**
 * Staff (admin CLI `payments:review`): the orders whose provider took another amount or currency than the order
 * says. Nothing was granted for them; staff compare with the provider's records and refund or grant by hand.
 */
export async function describeOrdersToReview(db: Knex): Promise<string> {
  const orders = await ordersInState(db, 'NeedsReview');
  if (!orders.length) return 'No orders need review.';
  const lines = orders.map(({ order, data }) => {
    const review = (data.review ?? {}) as { amountMinor?: number; currency?: string; at?: string };
    const taken = review.amountMinor !== undefined && review.currency ? money(review.amountMinor, review.currency) : 'unknown';
    return `  order ${order.id} (${order.productCode}, ${order.processor} ${order.providerRef ?? '-'}), buyer ${order.buyerId ?? 'deleted'}: order says ${money(order.amountMinor, order.currency)}, provider took ${taken}${review.at ? ` (${utc(new Date(review.at))})` : ''}`;
  });
  return `${orders.length} order(s) need review:\n${lines.join('\n')}`;
}

/** Staff (admin CLI `payments:refund`): refunds an order fully or in part and says what happened. */
export async function describeRefund(db: Knex, orderId: number, request: RefundRequest): Promise<string> {
  const order = await findOrder(db, orderId);
  const outcome = await refundOrder(db, orderId, request);
  const amount = money(outcome.amountMinor, order!.currency);
  const what = outcome.full ? 'the whole order is refunded' : 'part of the order is refunded';
  const membership = outcome.membershipUntil === undefined ? '' : outcome.membershipUntil === null ? '; no membership end to shorten' : `; the membership now runs until ${utc(outcome.membershipUntil)}`;
  return `Order ${orderId}: refunded ${amount} (credit note ${outcome.seq}); ${what}${membership}. The buyer is mailed the credit note.`;
}
