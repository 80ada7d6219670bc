import { z } from 'zod';

/** Every id here comes from a query string or a path (the GET calls too), so it is coerced. */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** /Receipt?order=…[&showReceipt=1]: the dialog shows once after the return from the provider. */
export const receiptQuery = z.object({ order: id, showReceipt: z.enum(['1', 'true']).optional().catch(undefined) });
/** ReceiptPageData, ReceiptDialogData (spec §7 "Orders: orderId"). */
export const orderInput = z.object({ orderId: id });

/** A history page: orders older than `before` (an order id: paging by key), newest first. */
export const historyQuery = z.object({ before: id.optional() });
export const historyInput = z.object({ before: id.optional(), take: z.coerce.number().int().min(1).max(30).default(30) });

/** /Membership/Gift/{profileId} and GiftMembershipData (spec §7 "Orders: presentProfileId"). */
export const giftParams = z.object({ profileId: id });
export const giftInput = z.object({ presentProfileId: id });
