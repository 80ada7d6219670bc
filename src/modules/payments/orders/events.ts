import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** An order was paid (or made free) and what it bought was granted: receipts, gift notices and mail react to it. */
export const orderPaid = defineEvent(
  'payments.orderPaid',
  z.object({ orderId: id, buyerId: id.nullable(), recipientId: id.nullable(), gift: z.boolean(), anonymous: z.boolean(), renewal: z.boolean(), dark: z.boolean() }),
);

/** A renewing subscription ended other than by the member's own stop: the member is told why. */
export const subscriptionEnded = defineEvent(
  'payments.subscriptionEnded',
  z.object({ subscriptionId: id, profileId: id, state: z.enum(['DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed']), dark: z.boolean() }),
);

/** A renewal was refused and will be tried again at `retryAt`: the member may change the card before then. */
export const renewalFailed = defineEvent('payments.renewalFailed', z.object({ subscriptionId: id, profileId: id, retryAt: z.iso.datetime(), dark: z.boolean() }));

/** Staff refunded (part of) an order: the buyer is mailed the credit note. */
export const orderRefunded = defineEvent('payments.orderRefunded', z.object({ orderId: id, refundId: id, buyerId: id.nullable(), dark: z.boolean() }));
