import type { Knex } from 'knex';
import { publish } from '../../../../platform/events/index.ts';
import { TransitionConflict } from '../../../../platform/state-machine.ts';
import type { PaymentFailureReason } from '../../failure-reasons.ts';
import { orderPaid } from '../events.ts';
import { grantOrder } from '../grants.ts';
import { findSubscription, updateSubscription, type Order } from '../repo.ts';
import { orderMachine, subscriptionMachine } from '../states.ts';

/** How long before a paid period ends its renewal is attempted: a card the day before, the wallet's charge days ahead (it must be due later than today). */
export const renewalLeadHours = { Billwerk: 24, VippsMobilePayRecurring: 96 } as const;

/**
 * Records a verified payment and grants what it bought, in the caller's transaction (a webhook's): the order
 * moves to PaidInFull through its machine, so of two deliveries (or a webhook and a renewal job) for the same
 * order exactly one grants; the other finds it already paid and changes nothing (false).
 */
export async function settleOrder(trx: Knex, order: Order, facts: { paymentMethod?: string | null } = {}): Promise<boolean> {
  try {
    await orderMachine.transitionFromAny(trx, order.id, 'PaidInFull', { paid_at: trx.fn.now(), failure_reason: null });
  } catch (err) {
    if (err instanceof TransitionConflict) return false;
    throw err;
  }
  await afterPayment(trx, order, facts.paymentMethod ?? null);
  return true;
}

/** A free order (a birthday promotion on the member's birthday): granted at once, through the machine too. */
export async function grantFreeOrder(trx: Knex, order: Order): Promise<void> {
  await orderMachine.transition(trx, order.id, 'Unpaid', 'Free', { paid_at: trx.fn.now() });
  await afterPayment(trx, order, null);
}

async function afterPayment(trx: Knex, order: Order, paymentMethod: string | null): Promise<void> {
  const until = await grantOrder(trx, order);
  await trx('payment_orders').where({ id: order.id }).update({ granted_until: until });
  if (order.subscriptionId !== null) await subscriptionPaid(trx, order.subscriptionId, until, paymentMethod);
  await publish(trx, orderPaid, {
    orderId: order.id, buyerId: order.buyerId, recipientId: order.recipientId, gift: order.recipientId !== null,
    anonymous: order.giftAnonymous, renewal: order.subscriptionId !== null && (await isRenewal(trx, order)), dark: order.dark,
  });
}

const isRenewal = async (trx: Knex, order: Order) =>
  Boolean(await trx('payment_orders').where({ subscription_id: order.subscriptionId }).where('id', '<', order.id).first('id'));

/** The subscription's first period (None → ActiveInitialPurchase) or a renewal (→ Active): the next renewal is due near the new end. */
async function subscriptionPaid(trx: Knex, subscriptionId: number, periodEnd: Date | null, paymentMethod: string | null): Promise<void> {
  const subscription = await findSubscription(trx, subscriptionId);
  if (!subscription) return;
  if (subscription.state === 'None') await subscriptionMachine.transition(trx, subscriptionId, 'None', 'ActiveInitialPurchase');
  else if (subscription.state === 'ActiveInitialPurchase') await subscriptionMachine.transition(trx, subscriptionId, 'ActiveInitialPurchase', 'Active');
  else if (subscription.state !== 'Active') return; // stopped meanwhile: the paid period still runs, nothing renews
  const lead = renewalLeadHours[subscription.processor as keyof typeof renewalLeadHours] ?? 24;
  await updateSubscription(trx, subscriptionId, {
    period_end: periodEnd,
    next_attempt_at: periodEnd ? new Date(periodEnd.getTime() - lead * 3_600_000) : null,
    failed_attempts: 0,
    failure_reason: null,
    ...(paymentMethod && subscription.processor === 'Billwerk' ? { provider_ref: paymentMethod } : {}),
  });
}

/**
 * The provider refused the payment: a Pending order goes back to Unpaid with the reason, so the return page
 * shows it and the member may try again. An order already paid stays paid (a late or replayed failure).
 */
export async function failOrder(trx: Knex, order: Order, reason: PaymentFailureReason | null): Promise<void> {
  if (order.state !== 'Pending') return;
  try {
    await orderMachine.transition(trx, order.id, 'Pending', 'Unpaid', { failure_reason: reason ?? 'Unknown', data: JSON.stringify({ ...(await orderData(trx, order.id)), cancelled: reason === null }) });
  } catch (err) {
    if (!(err instanceof TransitionConflict)) throw err;
  }
}

const orderData = async (trx: Knex, id: number) => ((await trx('payment_orders').where({ id }).first('data'))?.data ?? {}) as Record<string, unknown>;
