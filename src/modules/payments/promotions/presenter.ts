import { formatCurrency, formatDate, formatTimeOfDay } from '../../../platform/i18n/formats.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { maxPeriods, type BirthdayOffer, type PromotionOffer } from './service.ts';
import type { PromotionOutput } from './schemas.ts';

/** The wire shape of a promotion (the Payment GETs). */
export const presentPromotion = (o: PromotionOffer): PromotionOutput => ({
  productId: o.productId,
  packageId: o.packageId,
  hours: o.hours,
  maxQuantity: o.kind === 'birthdayWishes' ? 1 : maxPeriods,
  currency: o.currency,
  unitPriceMinor: o.unitMinor,
  unitPrice: formatCurrency(o.unitMinor, o.currency),
  vatRateBp: o.vatRateBp,
  running: o.runningUntil !== null,
  runningUntil: o.runningUntil?.toISOString() ?? null,
});

export const presentBirthdayOffer = (b: BirthdayOffer) => ({ isBirthday: b.birthday, answer: b.answer, offerOpen: b.open });

/** "26-11-2026 14:05": a promotion's end in the member's language (site time). */
export const whenText = (d: Date, locale: Locale) => `${formatDate(d, locale)} ${formatTimeOfDay(d, locale)}`;

/** A promotion for a page: its price for 1–4 periods (total) and its end as text. */
export const promotionView = (o: PromotionOffer, locale: Locale) => ({
  ...presentPromotion(o),
  slug: o.slug,
  kind: o.kind,
  until: o.runningUntil ? whenText(o.runningUntil, locale) : null,
  totals: Array.from({ length: o.kind === 'birthdayWishes' ? 1 : maxPeriods }, (_, i) => ({ quantity: i + 1, price: formatCurrency(o.unitMinor * (i + 1), o.currency) })),
});
export type PromotionView = ReturnType<typeof promotionView>;
