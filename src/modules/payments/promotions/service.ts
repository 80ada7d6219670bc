import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { dismissBirthdaySplash, hasBirthdayToday, siteToday } from '../../profiles/index.ts';
import { listProducts, ProductId, type Product } from '../catalogue/repo.ts';
import { currencyForCountry, quote } from '../catalogue/pricing.ts';
import { findBuyer } from '../catalogue/buyer.ts';
import { findOrder, insertOrder } from '../orders/repo.ts';
import { grantFreeOrder } from '../orders/service/settle.ts';
import { promotionKindOf, type PromotionKind } from './active.ts';
import * as errors from './errors.ts';
import * as repo from './repo.ts';

/** The promotions sold on /Promote, by spec product id, and what each one does while it runs. */
export const promotionProducts = [
  { productId: ProductId.SearchPromotion, kind: promotionKindOf[ProductId.SearchPromotion], slug: 'Search' },
  { productId: ProductId.QuickScorAd, kind: promotionKindOf[ProductId.QuickScorAd], slug: 'QuickScor' },
  { productId: ProductId.BirthdayWishes, kind: promotionKindOf[ProductId.BirthdayWishes], slug: 'BirthdayWishes' },
] as const satisfies readonly { productId: ProductId; kind: PromotionKind; slug: string }[];
export type PromotionProductId = (typeof promotionProducts)[number]['productId'];

/** Promotions are bought for 1–4 periods (weeks) at once; a birthday wish is one day. */
export const maxPeriods = 4;

/** One promotion as the member may buy it now: its catalogue row, price per period in their currency, and what runs. */
export type PromotionOffer = Readonly<{
  productId: PromotionProductId;
  kind: PromotionKind;
  slug: string;
  packageId: number;
  hours: number;
  currency: string;
  unitMinor: number;
  vatRateBp: number;
  runningUntil: Date | null;
}>;

async function productOf(db: Knex, productId: ProductId): Promise<Product | null> {
  const [product] = await listProducts(db, { productId });
  return product ?? null;
}

/**
 * The promotions with their prices in the member's currency (their country's; the catalogue's prices include VAT)
 * and until when each one runs for them on this site. A promotion off sale, or without a price in their currency,
 * is left out.
 */
export async function promotionOffers(db: Knex, actor: ProfileActor): Promise<PromotionOffer[]> {
  const [billing, running, products] = await Promise.all([
    findBuyer(db, actor.profileId),
    repo.runningUntil(db, actor.profileId, actor.site),
    Promise.all(promotionProducts.map((p) => productOf(db, p.productId))),
  ]);
  return promotionProducts.flatMap((p, i) => {
    const product = products[i];
    const price = product ? quote(product, billing?.countryCode ?? null) : null;
    if (!product || !price) return [];
    return [{ productId: p.productId, kind: p.kind, slug: p.slug, packageId: product.id, hours: product.hours ?? 24, currency: price.currency, unitMinor: price.unitMinor, vatRateBp: price.vatRateBp, runningUntil: running[p.kind] }];
  });
}

/** One promotion's offer, or the 404 of one off sale. */
export async function promotionOffer(db: Knex, actor: ProfileActor, productId: PromotionProductId): Promise<PromotionOffer> {
  const offer = (await promotionOffers(db, actor)).find((o) => o.productId === productId);
  if (!offer) throw errors.promotionNotSold();
  return offer;
}

/** The birthday offer today: whether it is the member's birthday, this year's answer, and whether the offer stands. */
export type BirthdayOffer = Readonly<{ birthday: boolean; answer: repo.BirthdayAnswer | null; open: boolean }>;

export async function birthdayOffer(db: Knex, profileId: number, today = siteToday()): Promise<BirthdayOffer> {
  const birthday = await hasBirthdayToday(db, profileId, today);
  const answer = birthday ? await repo.findBirthdayAnswer(db, profileId, Number(today.slice(0, 4))) : null;
  return { birthday, answer, open: birthday && answer === null };
}

/** What the free birthday gift gives: one week of the promotion, as the paid product's period. */
const birthdayProducts = { quickScorAd: ProductId.QuickScorAd, searchPromotion: ProductId.SearchPromotion } as const;
export type BirthdayPromotion = keyof typeof birthdayProducts;

/**
 * CreateBirthdayQuickScorAd / CreateBirthdaySearchPromotion: on the member's birthday (site date), once a year, a
 * free order of one period of the promotion, made and granted through the order machine (Unpaid → Free), so it
 * shows in their purchase history with its receipt, and the promotion runs at once.
 */
export async function createBirthdayPromotion(db: Knex, actor: ProfileActor, kind: BirthdayPromotion, today = siteToday()): Promise<{ orderId: number; promotedUntil: Date }> {
  if (!(await hasBirthdayToday(db, actor.profileId, today))) throw errors.notBirthday();
  const product = await productOf(db, birthdayProducts[kind]);
  if (!product) throw errors.promotionNotSold();
  const billing = await findBuyer(db, actor.profileId);
  const countryCode = billing?.countryCode ?? null;
  const year = Number(today.slice(0, 4));
  return db.transaction(async (trx) => {
    if (!(await repo.insertBirthdayAnswer(trx, actor.profileId, year, kind))) throw errors.birthdayAnswered();
    // Answered: the start-up birthday splash (GetProfileData's showBirthdaySplash) is done for the year too.
    await dismissBirthdaySplash(trx, actor.profileId, today);
    const orderId = await insertOrder(trx, {
      profile_id: actor.profileId,
      present_profile_id: null,
      gift_anonymous: false,
      product_id: product.id,
      offer_id: null,
      quantity: 1,
      processor: 'Free',
      subscription_id: null,
      currency: quote(product, countryCode)?.currency ?? currencyForCountry(countryCode),
      amount_minor: 0,
      vat_rate_bp: 0,
      vat_minor: 0,
      country_code: countryCode,
      dark: actor.site.dark,
      buyer_name: billing?.name ?? '',
      buyer_address: billing?.address ?? null,
      data: { birthday: year },
    });
    const order = await findOrder(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished in its own transaction`);
    await grantFreeOrder(trx, order);
    const granted = await findOrder(trx, orderId);
    return { orderId, promotedUntil: granted?.grantedUntil ?? new Date() };
  });
}

/** RejectBirthday: "no thanks" for this year, only on the birthday; a second "no thanks" changes nothing. */
export async function rejectBirthday(db: Knex, actor: ProfileActor, today = siteToday()): Promise<void> {
  if (!(await hasBirthdayToday(db, actor.profileId, today))) throw errors.notBirthday();
  const year = Number(today.slice(0, 4));
  if (await repo.insertBirthdayAnswer(db, actor.profileId, year, 'rejected')) {
    await dismissBirthdaySplash(db, actor.profileId, today);
    return;
  }
  if ((await repo.findBirthdayAnswer(db, actor.profileId, year)) !== 'rejected') throw errors.birthdayAnswered();
}
