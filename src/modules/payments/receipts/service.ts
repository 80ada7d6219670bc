import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { formatCurrency } from '../../../platform/i18n/formats.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { findPublicIdentities, type PublicIdentity } from '../../accounts/index.ts';
import { findBuyer } from '../catalogue/buyer.ts';
import { visibleAmong } from '../../profiles/index.ts';
import { listProducts, ProductId } from '../catalogue/repo.ts';
import { quote } from '../catalogue/pricing.ts';
import { findOrder, type Order } from '../orders/repo.ts';
import { receiptNotFound } from './errors.ts';
import { giftRecipient } from '../orders/service/gift-recipient.ts';
import { productText, type GiftOnReceipt } from './presenter.ts';
import * as repo from './repo.ts';

/** An order with whom it was for, loaded for its buyer only: anyone else (the recipient too) gets a missing order's 404. */
export async function receiptFor(db: Knex, actor: ProfileActor, orderId: number): Promise<{ order: Order; gift: GiftOnReceipt }> {
  const order = await findOrder(db, orderId);
  if (!order) throw receiptNotFound();
  authorize(actor, 'payments.receipt', { orderId: order.id, buyerId: order.buyerId });
  return { order, gift: await giftOf(db, order) };
}

/** Whom a gift was for, as the buyer's own record says it (a deleted recipient has no name). */
export async function giftOf(db: Knex, order: Order): Promise<GiftOnReceipt> {
  const wasGift = order.recipientId !== null || (order.buyerId !== null && order.giftAnonymous);
  if (!wasGift) return null;
  const [recipient] = order.recipientId === null ? [] : await findPublicIdentities(db, [order.recipientId]);
  return { recipientId: order.recipientId, recipientName: recipient?.name ?? null, anonymous: order.giftAnonymous };
}

/**
 * The receipt dialog after the return from the provider shows once: the first call marks it (a reload, a second
 * tab: not again). Staff acting as the member look without using it up. Only an order that was paid, granted or
 * is awaiting payment has a dialog.
 */
export async function takeReceiptDialog(db: Knex, actor: ProfileActor, order: Order): Promise<boolean> {
  if (!['PaidInFull', 'PaidDeposit', 'Free', 'Pending'].includes(order.state)) return false;
  if (actor.impersonatedBy !== null) return order.receiptShownAt === null;
  return repo.markReceiptShown(db, order.id);
}

/** A page of the member's purchase history (paging by key: `before` is the last order id of the previous page). */
export async function purchaseHistory(db: Knex, actor: ProfileActor, before: number | undefined, take = 30) {
  const { orders, more } = await repo.historyPage(db, actor.profileId, before, take);
  return { orders, next: more ? orders[orders.length - 1]!.id : null };
}

export type GiftPackage = Readonly<{ packageId: number; code: string; months: number; price: string; amountMinor: number; currency: string }>;

/**
 * What the gift page shows: the recipient (a profile the giver may see, else the very 404 of a missing profile)
 * and the one-off membership packages with the giver's price (a renewing package is never a gift).
 */
export async function giftMembershipData(db: Knex, actor: ProfileActor, recipientId: number): Promise<{ recipient: PublicIdentity; packages: GiftPackage[] }> {
  const recipient = await giftRecipient(db, actor, recipientId);
  const billing = await findBuyer(db, actor.profileId);
  const products = (await listProducts(db, { productId: ProductId.Membership })).filter((p) => !p.renewing && p.months !== null);
  const packages: GiftPackage[] = [];
  for (const product of products) {
    const price = quote(product, billing?.countryCode ?? null);
    if (!price) continue;
    packages.push({ packageId: product.id, code: product.code, months: product.months!, price: formatCurrency(price.amountMinor, price.currency), amountMinor: price.amountMinor, currency: price.currency });
  }
  return { recipient, packages };
}

export type ReceivedGift = Readonly<{ orderId: number; product: string; receivedAt: string; grantedUntil: string | null; giver: { id: number; name: string } | null; seen: boolean }>;

/**
 * The gifts the member received, newest first, each with its giver unless the giver stayed anonymous (or may no
 * longer be seen: a block either way, a hidden profile). `unseenOnly` (CheckGiftMembershipReceipt): only the ones
 * not yet shown, which this marks seen (not while staff act as the member).
 */
export async function receivedGifts(db: Knex, actor: ProfileActor, locale: Locale, opts: { unseenOnly: boolean }): Promise<ReceivedGift[]> {
  const orders = await repo.receivedGifts(db, actor.profileId, { unseen: opts.unseenOnly });
  const named = orders.filter((o) => !o.giftAnonymous && o.buyerId !== null).map((o) => o.buyerId!);
  const visible = await visibleAmong(db, named, actor);
  const givers = new Map((await findPublicIdentities(db, [...visible])).map((p) => [p.id, p.name]));
  if (actor.impersonatedBy === null) await repo.markGiftsSeen(db, actor.profileId, orders.filter((o) => !o.seen).map((o) => o.id));
  return orders.map((o) => {
    const name = !o.giftAnonymous && o.buyerId !== null ? givers.get(o.buyerId) : undefined;
    return {
      orderId: o.id,
      product: productText(o, locale),
      receivedAt: (o.paidAt ?? o.createdAt).toISOString(),
      grantedUntil: o.grantedUntil?.toISOString() ?? null,
      giver: name === undefined ? null : { id: o.buyerId!, name },
      seen: o.seen,
    };
  });
}
