import type { Knex } from 'knex';
import { grantMembershipFor } from '../../accounts/index.ts';
import { ProductId } from '../catalogue/repo.ts';
import { promotionKindOf, startPromotion, type PromotionKind } from '../promotions/active.ts';
import type { Order } from './repo.ts';

/** Whether a product gives a membership (a package or the 24-hour one), which is what may be given as a gift. */
export const givesMembership = (productId: ProductId): boolean => productId === ProductId.Membership || productId === ProductId.OneDayMembership;

/**
 * Gives what a paid order bought to its recipient (the gift's, else the buyer), inside the transaction that
 * records the payment: a membership lengthened from the end of a running one, or a promotion for its period.
 * Returns until when it runs; null when the recipient's profile is gone (the money is kept on the receipt for
 * staff to refund).
 */
export async function grantOrder(trx: Knex, order: Order): Promise<Date | null> {
  const recipient = order.recipientId ?? order.buyerId;
  if (recipient === null) return null;
  const promotion = (promotionKindOf as Partial<Record<ProductId, PromotionKind>>)[order.productId];
  if (promotion) return startPromotion(trx, { profileId: recipient, kind: promotion, hours: (order.hours ?? 24) * order.quantity, orderId: order.id, dark: order.dark });
  const length = order.months !== null ? { months: order.months * order.quantity } : { hours: (order.hours ?? 24) * order.quantity };
  return grantMembershipFor(trx, recipient, length);
}
