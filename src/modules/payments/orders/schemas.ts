import { z } from 'zod';
import { productIds, type ProductId } from '../catalogue/repo.ts';

const id = z.number().int().positive();
const isProductId = (n: number): n is ProductId => (productIds as readonly number[]).includes(n);
const productId = z.number().int().refine(isProductId, 'a product id: 1, 3, 6, 12 or 26').transform((n) => n as ProductId);
const offerId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');
const orderData = z.object({ packageId: id.optional(), offerId: offerId.optional(), anonymous: z.boolean().optional() }).strict();

/** What buying takes (spec §7 Payment Pay): the price is never part of it, it comes from the catalogue. */
const buying = {
  productId,
  presentProfileId: id.nullable().optional(),
  quantity: z.number().int().min(1).max(12).default(1),
  data: orderData.default({}),
};
export const payInput = z.object({ paymentProcessor: z.enum(['Billwerk', 'VippsMobilePayRecurring', 'BankTransfer']), ...buying });
/** The provider-named calls (BillwerkBegin, MobilePayBegin, AddBankTransferView) take the same, without the processor. */
export const beginInput = z.object(buying);
export const payOutput = z.object({ orderId: id, redirectUrl: z.string() });

export const subscriptionInput = z.object({ subscriptionId: id });

/** The same purchase as a plain form (buy buttons work with JavaScript off): fields are strings. */
const formId = z.coerce.number().int().positive();
export const payForm = z.object({
  paymentProcessor: z.enum(['Billwerk', 'VippsMobilePayRecurring', 'BankTransfer']),
  productId: z.coerce.number().int().refine(isProductId, 'a product id: 1, 3, 6, 12 or 26').transform((n) => n as ProductId),
  packageId: formId.optional(),
  offerId: offerId.optional(),
  presentProfileId: formId.optional(),
  anonymous: z.enum(['on', 'true', '1']).optional(),
  quantity: z.coerce.number().int().min(1).max(12).default(1),
  back: z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/).optional().catch(undefined),
});
export type PayForm = z.infer<typeof payForm>;

/** The return page's query: the card provider adds `error` to its cancel address after a refusal (not a cancel). */
export const orderQuery = z.object({ order: z.coerce.number().int().positive(), cancelled: z.literal('1').optional(), error: z.string().max(100).optional() });
export const orderParams = z.object({ id: z.coerce.number().int().positive() });
export const subscriptionForm = z.object({ subscriptionId: formId });
