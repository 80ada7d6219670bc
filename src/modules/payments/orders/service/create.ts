import type { Knex } from 'knex';
import type { ProfileActor } from '../../../../platform/auth/actor.ts';
import { defaultLocale, type Locale } from '../../../../platform/i18n/index.ts';
import { spendDaily } from '../../../../platform/limits/daily.ts';
import { findMembershipEnd } from '../../../accounts/index.ts';
import { hasBirthdayToday } from '../../../profiles/index.ts';
import { findOffer, findProduct, listProducts, ProductId, type Product } from '../../catalogue/repo.ts';
import { offerValid, quote } from '../../catalogue/pricing.ts';
import { findBuyer } from '../../catalogue/buyer.ts';
import { paymentMethodsFor, walletTakes } from '../../catalogue/payment-methods.ts';
import * as errors from '../errors.ts';
import { givesMembership } from '../grants.ts';
import { giftRecipient } from './gift-recipient.ts';
import { insertOrder, insertSubscription, runningSubscriptionsOf, type PaymentProcessor } from '../repo.ts';
import { isUniqueViolation } from '../../../../platform/db/knex.ts';
import { endSubscription } from './renew.ts';

export type OrderRequest = Readonly<{
  paymentProcessor: Exclude<PaymentProcessor, 'Free'>;
  productId: ProductId;
  presentProfileId?: number | null;
  quantity: number;
  data: Readonly<{ packageId?: number; offerId?: string; anonymous?: boolean }>;
}>;

/** Gift orders a giver may make in 24 hours. */
export const giftsPerDay = 5;

/** Promotions may be bought for several periods at once; a membership is one package. */
const maxQuantity: Record<ProductId, number> = { [ProductId.Membership]: 1, [ProductId.OneDayMembership]: 1, [ProductId.QuickScorAd]: 4, [ProductId.SearchPromotion]: 4, [ProductId.BirthdayWishes]: 1 };

/** The catalogue product an order is for: the package the member picked, or the one product of an add-on. */
async function productFor(db: Knex, productId: ProductId, packageId: number | undefined): Promise<Product> {
  if (packageId !== undefined) {
    const product = await findProduct(db, { id: packageId });
    if (!product || !product.active || product.productId !== productId) throw errors.packageNotFound();
    return product;
  }
  if (productId === ProductId.Membership) throw errors.packageNotFound();
  const [product] = await listProducts(db, { productId });
  if (!product) throw errors.productNotFound();
  return product;
}

/** A gift's recipient (none when the buyer names no one or themselves), under the gift rule. */
async function recipientOf(db: Knex, request: OrderRequest, actor: ProfileActor, product: Product): Promise<number | null> {
  const id = request.presentProfileId;
  if (!id || id === actor.profileId) return null;
  if (!givesMembership(product.productId)) throw errors.giftOnlyMembership();
  if (product.renewing) throw errors.giftNotRenewing();
  await giftRecipient(db, actor, id);
  return id;
}

/**
 * Makes an Unpaid order (and, for a renewing package, its subscription in state None) with the price taken from
 * our catalogue for the buyer's country, never from the request. Nothing is sent to a provider here.
 */
export async function createOrder(db: Knex, request: OrderRequest, actor: ProfileActor, locale: Locale = defaultLocale): Promise<number> {
  const product = await productFor(db, request.productId, request.data.packageId);
  if (request.quantity > maxQuantity[product.productId]) throw errors.quantityNotAllowed(maxQuantity[product.productId]);
  const recipientId = await recipientOf(db, request, actor, product);
  // Birthday wishes put the member first among today's birthdays: bought on another day they would do nothing.
  if (product.productId === ProductId.BirthdayWishes && !(await hasBirthdayToday(db, actor.profileId))) throw errors.notBirthdayToday();
  // The 24-hour membership is for non-members: bought by a member it would only add a day, again and again.
  if (product.productId === ProductId.OneDayMembership && recipientId === null && (await findMembershipEnd(db, actor.profileId)) !== undefined) throw errors.alreadyMember();

  let offer = null;
  if (request.data.offerId !== undefined) {
    offer = await findOffer(db, request.data.offerId);
    if (!offer || !offerValid(offer) || offer.productCatalogueId !== product.id) throw errors.offerNotValid();
  }
  const billing = await findBuyer(db, actor.profileId);
  if (!billing) throw errors.orderNotFound();
  const price = quote(product, billing.countryCode, { quantity: request.quantity, offer });
  if (!price) throw errors.notSoldInCurrency();
  if (!paymentMethodsFor(product, price.currency).includes(request.paymentProcessor)) {
    throw product.renewing && request.paymentProcessor === 'VippsMobilePayRecurring' && !walletTakes(price.currency) ? errors.processorNotForCurrency() : errors.processorNotForRenewing();
  }

  const made = db.transaction(async (trx) => {
    if (product.renewing) await makeRoomForRenewing(trx, actor.profileId);
    // A gift reaches a stranger (a notice naming the giver): a few a day, like every other way to reach one.
    if (recipientId !== null) await spendDaily(trx, actor.profileId, 'giftMembership', giftsPerDay, (resetAt) => errors.tooManyGifts(giftsPerDay, resetAt, locale));
    const subscriptionId = product.renewing
      ? await insertSubscription(trx, {
          profile_id: actor.profileId, product_id: product.id, processor: request.paymentProcessor, currency: price.currency,
          // What a renewal costs: the list price, unless the offer carries its discount into renewals (renew.ts prices each on its day).
          amount_minor: offer?.renewalsToo ? price.unitMinor : price.listAmountMinor / request.quantity,
          renewal_percent_off: offer?.renewalsToo ? offer.percentOff : 0,
          country_code: billing.countryCode, dark: actor.site.dark,
        })
      : null;
    return insertOrder(trx, {
      profile_id: actor.profileId,
      present_profile_id: recipientId,
      gift_anonymous: recipientId !== null && Boolean(request.data.anonymous),
      product_id: product.id,
      offer_id: offer?.id ?? null,
      quantity: request.quantity,
      processor: request.paymentProcessor,
      subscription_id: subscriptionId,
      currency: price.currency,
      amount_minor: price.amountMinor,
      vat_rate_bp: price.vatRateBp,
      vat_minor: price.vatMinor,
      country_code: billing.countryCode,
      dark: actor.site.dark,
      buyer_name: billing.name,
      buyer_address: billing.address,
      data: {},
    });
  });
  // Two renewing purchases at once: the database's one-renewing index lets one in, the other gets the usual 409.
  return made.catch((err: unknown) => {
    throw isUniqueViolation(err) ? errors.alreadyRenewing() : err;
  });
}

/**
 * Before a renewing purchase, inside its transaction: a subscription that renews refuses it (409); one whose first
 * payment never completed (state None: the page left, refused or still open in another tab) is ended, so the new
 * purchase is the member's one renewing subscription. A first payment that still settles later is granted as a
 * one-off; its ended subscription never renews.
 */
async function makeRoomForRenewing(trx: Knex, profileId: number): Promise<void> {
  const running = await runningSubscriptionsOf(trx, profileId);
  if (running.some((s) => s.state !== 'None')) throw errors.alreadyRenewing();
  for (const s of running) await endSubscription(trx, s.id, 'DeactivatedByUser', null);
}
