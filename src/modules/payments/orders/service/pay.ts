import type { Knex } from 'knex';
import type { ProfileActor } from '../../../../platform/auth/actor.ts';
import { authorize } from '../../../../platform/auth/authorize.ts';
import type { Locale } from '../../../../platform/i18n/index.ts';
import * as errors from '../errors.ts';
import { findOrder } from '../repo.ts';
import { beginAtProvider } from './begin.ts';
import { createOrder, type OrderRequest } from './create.ts';

/** Who buys, where the provider sends them back to, and the language of what they are told. */
export type Buying = Readonly<{ actor: ProfileActor; origin: string; locale: Locale }>;

/** Pay (spec §7): an order from the catalogue's price, sent to its provider; the browser goes to `redirectUrl`. */
export async function pay(db: Knex, request: OrderRequest, buying: Buying): Promise<{ orderId: number; redirectUrl: string }> {
  const orderId = await createOrder(db, request, buying.actor, buying.locale);
  return { orderId, redirectUrl: await beginAtProvider(db, orderId, buying.origin, buying.locale) };
}

/** The member's own order; anyone else's is the same 404 as an order that does not exist (orders/policy.ts). */
export async function ownOrder(db: Knex, orderId: number, actor: ProfileActor) {
  const order = await findOrder(db, orderId);
  if (!order) throw errors.orderNotFound();
  authorize(actor, 'payments.order', { orderId: order.id, buyerId: order.buyerId });
  return order;
}

/** "Try again" after a refusal: a new order for the same thing, with the same provider (the refused one stays as it was). */
export async function payAgain(db: Knex, orderId: number, buying: Buying): Promise<{ orderId: number; redirectUrl: string }> {
  const order = await ownOrder(db, orderId, buying.actor);
  if (order.state !== 'Unpaid' || order.processor === 'Free') throw errors.orderNotPayable();
  return pay(
    db,
    {
      paymentProcessor: order.processor,
      productId: order.productId,
      presentProfileId: order.recipientId,
      quantity: order.quantity,
      data: { packageId: order.catalogueId, ...(order.offerId ? { offerId: order.offerId } : {}), anonymous: order.giftAnonymous },
    },
    buying,
  );
}
