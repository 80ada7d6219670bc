import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { giftInput, historyInput, orderInput } from './schemas.ts';
import { historyItemShape, presentHistoryItem, presentReceipt, receiptShape, receivedGiftShape } from './presenter.ts';
import * as service from './service.ts';

/** Spec §7 Payment (GET): the receipt and its dialog, the gift page's data and the gifts received. */
export const paymentActions = {
  ReceiptPageData: defineAction({
    method: 'GET',
    summary: "An order's receipt (its buyer only; anyone else gets a missing order's 404)",
    input: orderInput,
    output: receiptShape,
    access: 'user',
    policy: 'payments.receipt',
    handler: async ({ orderId }, { db, actor, locale }) => {
      const { order, gift } = await service.receiptFor(db, actor, orderId);
      return presentReceipt(order, gift, locale);
    },
  }),
  ReceiptDialogData: defineAction({
    method: 'GET',
    summary: 'The receipt dialog after the return from the provider (the showReceipt start-up query): show is true once per order',
    input: orderInput,
    output: z.object({ show: z.boolean(), receipt: receiptShape }),
    access: 'user',
    policy: 'payments.receipt',
    handler: async ({ orderId }, { db, actor, locale }) => {
      const { order, gift } = await service.receiptFor(db, actor, orderId);
      return { show: await service.takeReceiptDialog(db, actor, order), receipt: presentReceipt(order, gift, locale) };
    },
  }),
  GiftMembershipData: defineAction({
    method: 'GET',
    summary: 'What the gift page shows: the recipient and the one-off membership packages at the giver\'s price',
    input: giftInput,
    output: z.object({
      recipient: z.object({ id: z.number(), name: z.string() }),
      packages: z.array(z.object({ packageId: z.number(), code: z.string(), months: z.number(), price: z.string(), amountMinor: z.number(), currency: z.string() })),
    }),
    access: 'user',
    policy: 'payments.gift',
    handler: async ({ presentProfileId }, { db, actor }) => {
      const { recipient, packages } = await service.giftMembershipData(db, actor, presentProfileId);
      return { recipient: { id: recipient.id, name: recipient.name }, packages };
    },
  }),
  CheckGiftMembershipReceipt: defineAction({
    method: 'GET',
    summary: 'The memberships the member was given and has not seen yet (the giver unless anonymous); marks them seen',
    input: z.object({}),
    output: z.object({ gifts: z.array(receivedGiftShape) }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor, locale }) => ({ gifts: await service.receivedGifts(db, actor, locale, { unseenOnly: true }) }),
  }),
};

/** Spec §7 Profiles (GET): the purchase history. */
export const profilesActions = {
  GetPurchaseHistoryData: defineAction({
    method: 'GET',
    summary: "The member's purchases, newest first, 30 a page by key (`before`: the `next` of the previous page)",
    input: historyInput,
    output: z.object({ items: z.array(historyItemShape), next: z.number().nullable() }),
    access: 'user',
    policy: 'access',
    handler: async ({ before, take }, { db, actor, locale }) => {
      const page = await service.purchaseHistory(db, actor, before, take);
      return { items: page.orders.map((o) => presentHistoryItem(o, locale)), next: page.next };
    },
  }),
};
