import { z } from 'zod';
import { birthdayAnswers } from './repo.ts';

/** One promotion as a page or a call shows it: price per period in the member's currency (VAT included), and what runs now. */
export const promotionOutput = z.object({
  productId: z.number().int(),
  packageId: z.number().int(),
  hours: z.number().int(),
  maxQuantity: z.number().int(),
  currency: z.string().length(3),
  unitPriceMinor: z.number().int(),
  unitPrice: z.string(),
  vatRateBp: z.number().int(),
  running: z.boolean(),
  runningUntil: z.string().nullable(),
});
export type PromotionOutput = z.infer<typeof promotionOutput>;

export const birthdayOfferOutput = z.object({
  isBirthday: z.boolean(),
  answer: z.enum(birthdayAnswers).nullable(),
  offerOpen: z.boolean(),
});

/** QuickScorPageData and SearchPromotionPageData. */
export const promotionPageOutput = promotionOutput.extend({ birthdayOffer: birthdayOfferOutput });
/** BirthdayWishesData. */
export const birthdayWishesOutput = promotionOutput.extend({ birthdayOffer: birthdayOfferOutput });

/** CreateBirthdayQuickScorAd and CreateBirthdaySearchPromotion: the free order and until when the promotion runs. */
export const birthdayPromotionOutput = z.object({ orderId: z.number().int(), promotedUntil: z.string() });
export const rejectBirthdayOutput = z.object({ answer: z.literal('rejected') });

/** /Promote/QuickScor and /Promote/Search: `?weeks=` preselects the number of weeks (1–4). */
export const buyQuery = z.object({ weeks: z.coerce.number().int().min(1).max(4).default(1) });
