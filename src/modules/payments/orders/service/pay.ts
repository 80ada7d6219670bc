import type { Knex } from 'knex';
import type { ProfileActor } from '../../../../platform/auth/actor.ts';
import * as errors from '../errors.ts';
import { findOrder } from '../repo.ts';
import { beginAtProvider } from './begin.ts';
import { createOrder, type OrderRequest } from './create.ts';

/** Pay (spec §7): an order from the catalogue's price, sent to its provider; the browser goes to `redirectUrl`. */
export async function pay(db: Knex, request: OrderRequest, actor: ProfileActor, origin: string): Promise<{ orderId: number; redirectUrl: string }> {
  const orderId = await createOrder(db, request, actor);
  return { orderId, redirectUrl: await beginAtProvider(db, orderId, origin) };
}

/** The member's own order; anyone else's is the same 404 as an order that does not exist. */
export async function ownOrder(db: Knex, orderId: number, actor: ProfileActor) {
  const order = await findOrder(db, orderId);
  if (!order || order.buyerId !== actor.profileId) throw errors.orderNotFound();
  return order;
}

/** "Try again" after a refusal: a new order for the same thing, with the same provider (the refused one stays as it was). */
export async function payAgain(db: Knex, orderId: number, actor: ProfileActor, origin: string): Promise<{ orderId: number; redirectUrl: string }> {
  const order = await ownOrder(db, orderId, actor);
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
    actor,
    origin,
  );
}
