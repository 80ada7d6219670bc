import { z } from 'zod';
import { formatCurrency, formatDate } from '../../../platform/i18n/formats.ts';
import { translator, type Locale } from '../../../platform/i18n/index.ts';
import { ProductId } from '../catalogue/repo.ts';
import type { Order, Refund } from '../orders/repo.ts';
import { promotionKindOf } from '../promotions/active.ts';

/** The number printed on a receipt: the order's id, fixed width (bookkeeping refers to it). */
export const receiptNumber = (orderId: number) => `NL-${String(orderId).padStart(8, '0')}`;

/** A VAT rate in basis points as the member reads it: "25 %" (en-GB "25%"), "12,5 %". */
export function vatRateText(rateBp: number, locale: Locale): string {
  const rate = rateBp / 100;
  const text = Number.isInteger(rate) ? String(rate) : rate.toFixed(2).replace(/0$/, '').replace('.', locale === 'en-GB' ? '.' : ',');
  return translator(locale)('payments.receipts.vatRate', { rate: text });
}

/** What was bought, in words: "Membership, 3 months", "QuickScor ad, 7 days". */
export function productText(order: Pick<Order, 'productId' | 'months' | 'hours' | 'quantity'>, locale: Locale): string {
  const t = translator(locale);
  if (order.productId === ProductId.Membership && order.months !== null) {
    const months = order.months * order.quantity;
    return t(months === 1 ? 'payments.receipts.product.membershipMonth' : 'payments.receipts.product.membershipMonths', { count: months });
  }
  const hours = (order.hours ?? 24) * order.quantity;
  const length = hours % 24 === 0 ? t(hours === 24 ? 'payments.receipts.length.day' : 'payments.receipts.length.days', { count: hours / 24 }) : t('payments.receipts.length.hours', { count: hours });
  const kind = (promotionKindOf as Partial<Record<ProductId, string>>)[order.productId] ?? 'membership';
  return t(`payments.receipts.product.${kind}`, { length });
}

/** Spec §3 purchase receipt's packageType: what kind of thing the order bought. */
export function packageType(order: Pick<Order, 'productId' | 'renewing'>): string {
  switch (order.productId) {
    case ProductId.Membership:
      return order.renewing ? 'RenewingMembership' : 'Membership';
    case ProductId.OneDayMembership:
      return 'OneDayMembership';
    case ProductId.QuickScorAd:
      return 'QuickScorAd';
    case ProductId.SearchPromotion:
      return 'SearchPromotion';
    default:
      return 'BirthdayWishes';
  }
}

/** What the receipt says of the order's state: awaiting payment, paid, free, refused (with the reason), not paid. */
export function stateKey(order: Pick<Order, 'state' | 'failureReason'>): string {
  if (order.state === 'Unpaid') return order.failureReason ? 'refused' : 'unpaid';
  // An order staff review shows as awaiting confirmation to its buyer.
  return { Pending: 'pending', NeedsReview: 'pending', PaidInFull: 'paid', PaidDeposit: 'partPaid', Free: 'free', Refunded: 'refunded' }[order.state];
}

/** A gift on its receipt: whom it was for (the buyer's own record) and whether the recipient was told who gave it. */
export type GiftOnReceipt = { recipientId: number | null; recipientName: string | null; anonymous: boolean } | null;

/** The receipt as pages and mails show it, in the reader's language. */
export function receiptView(order: Order, gift: GiftOnReceipt, locale: Locale) {
  const t = translator(locale);
  const when = order.paidAt ?? order.createdAt;
  return {
    orderId: order.id,
    number: receiptNumber(order.id),
    date: formatDate(when, locale),
    dateIso: when.toISOString(),
    product: productText(order, locale),
    quantity: order.quantity,
    amount: formatCurrency(order.amountMinor, order.currency),
    vatRate: vatRateText(order.vatRateBp, locale),
    vat: formatCurrency(order.vatMinor, order.currency),
    net: formatCurrency(order.amountMinor - order.vatMinor, order.currency),
    buyerName: order.buyerName,
    buyerAddress: order.buyerAddress,
    method: t(`payments.receipts.method.${order.processor}`),
    state: stateKey(order),
    stateText: t(`payments.receipts.state.${stateKey(order)}`),
    failure: order.state === 'Unpaid' && order.failureReason ? t(`payments.receipts.failure.${order.failureReason}`) : null,
    // A gift's end date is the recipient's membership (lengthened from theirs): not the buyer's to read.
    grantedUntil: order.grantedUntil && order.recipientId === null && !gift ? formatDate(order.grantedUntil, locale) : null,
    gift: gift && { name: gift.recipientName ?? t('payments.receipts.deletedProfile'), recipientId: gift.recipientId, anonymous: gift.anonymous },
  };
}
export type ReceiptView = ReturnType<typeof receiptView>;

/** A refund as its credit note on the receipt: numbered after the receipt (NL-00000012-K1), amount and VAT given back. */
export function creditNoteView(order: Pick<Order, 'id'>, refund: Refund, locale: Locale) {
  return {
    number: `${receiptNumber(order.id)}-K${refund.seq}`,
    amount: formatCurrency(refund.amountMinor, refund.currency),
    vat: formatCurrency(refund.vatMinor, refund.currency),
    date: formatDate(refund.refundedAt, locale),
    dateIso: refund.refundedAt.toISOString(),
  };
}

export const receiptShape = z.object({
  orderId: z.number(),
  receiptNumber: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.string(),
  packageType: z.string(),
  productId: z.number(),
  product: z.string(),
  months: z.number().nullable(),
  hours: z.number().nullable(),
  quantity: z.number(),
  currency: z.string(),
  amountMinor: z.number(),
  vatRateBp: z.number(),
  vatMinor: z.number(),
  amount: z.string(),
  vat: z.string(),
  vatRate: z.string(),
  buyerName: z.string(),
  buyerAddress: z.string().nullable(),
  paymentMethod: z.string(),
  failureReason: z.string().nullable(),
  grantedUntil: z.string().nullable(),
  gift: z.object({ recipientId: z.number().nullable(), recipientName: z.string().nullable(), anonymous: z.boolean() }).nullable(),
  /** For the site's analytics (spec §3 purchase receipt's tracking): the transaction and its value in major units. */
  tracking: z.object({ transactionId: z.string(), value: z.number(), tax: z.number(), currency: z.string() }),
});

/** ReceiptPageData and the dialog's receipt: the wire shape. */
export function presentReceipt(order: Order, gift: GiftOnReceipt, locale: Locale): z.infer<typeof receiptShape> {
  const view = receiptView(order, gift, locale);
  return {
    orderId: order.id,
    receiptNumber: view.number,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.state,
    packageType: packageType(order),
    productId: order.productId,
    product: view.product,
    months: order.months,
    hours: order.hours,
    quantity: order.quantity,
    currency: order.currency,
    amountMinor: order.amountMinor,
    vatRateBp: order.vatRateBp,
    vatMinor: order.vatMinor,
    amount: view.amount,
    vat: view.vat,
    vatRate: view.vatRate,
    buyerName: order.buyerName,
    buyerAddress: order.buyerAddress,
    paymentMethod: order.processor,
    failureReason: order.state === 'Unpaid' ? order.failureReason : null,
    grantedUntil: gift ? null : (order.grantedUntil?.toISOString() ?? null),
    gift,
    tracking: { transactionId: view.number, value: order.amountMinor / 100, tax: order.vatMinor / 100, currency: order.currency },
  };
}

/** One line of the purchase history. */
export const historyItemShape = z.object({
  orderId: z.number(),
  receiptNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  product: z.string(),
  amount: z.string(),
  gift: z.boolean(),
  link: z.string(),
});
export const presentHistoryItem = (order: Order, locale: Locale): z.infer<typeof historyItemShape> => ({
  orderId: order.id,
  receiptNumber: receiptNumber(order.id),
  createdAt: order.createdAt.toISOString(),
  status: order.state,
  product: productText(order, locale),
  amount: formatCurrency(order.amountMinor, order.currency),
  gift: order.recipientId !== null,
  link: `/Receipt?order=${order.id}`,
});

/** A gift the member received: the giver only when they did not stay anonymous (and may still be seen). */
export const receivedGiftShape = z.object({
  orderId: z.number(),
  product: z.string(),
  receivedAt: z.string(),
  grantedUntil: z.string().nullable(),
  giver: z.object({ id: z.number(), name: z.string() }).nullable(),
  seen: z.boolean(),
});
