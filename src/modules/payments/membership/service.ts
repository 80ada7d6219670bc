import type { Knex } from 'knex';
import { findMembershipEnd } from '../../accounts/index.ts';
import { findBuyer } from '../catalogue/buyer.ts';
import { findOffer, findProduct, listProducts, ProductId, type Product, type SpecialOffer } from '../catalogue/repo.ts';
import { currencyForCountry, offerValid, quote, type Quote } from '../catalogue/pricing.ts';
import { paymentMethodsFor, type PaymentMethod } from '../catalogue/payment-methods.ts';
import { activeSubscriptionsOf } from '../orders/repo.ts';

export { paymentMethods } from '../catalogue/payment-methods.ts';

/** A package as the buyer sees it: the product, its price in the buyer's currency (with an offer's discount) and the ways to pay. */
export type PackageChoice = Readonly<{ product: Product; quote: Quote; methods: PaymentMethod[]; offer: SpecialOffer | null }>;

/** Where the buyer pays from: their profile's country (none: EUR at the Danish VAT rate, as pricing says). */
export async function buyerCountry(db: Knex, profileId: number): Promise<string | null> {
  return (await findBuyer(db, profileId))?.countryCode ?? null;
}

function choiceOf(product: Product, countryCode: string | null, offer: SpecialOffer | null = null): PackageChoice | null {
  const priced = quote(product, countryCode, { offer });
  return priced ? { product, quote: priced, methods: paymentMethodsFor(product, priced.currency), offer } : null;
}

/** The membership packages on sale (1, 3, 6, 12 months; one-off and renewing) priced for the buyer's country. */
export async function membershipPackages(db: Knex, countryCode: string | null): Promise<PackageChoice[]> {
  const products = await listProducts(db, { productId: ProductId.Membership });
  return products.map((p) => choiceOf(p, countryCode)).filter((c): c is PackageChoice => c !== null);
}

/** The 24-hour membership, priced for the buyer's country; null while it is off sale (or has no price in that currency). */
export async function oneDayMembership(db: Knex, countryCode: string | null): Promise<PackageChoice | null> {
  const [product] = await listProducts(db, { productId: ProductId.OneDayMembership });
  return product ? choiceOf(product, countryCode) : null;
}

/** The 24-hour membership as offered to this profile: to non-members only (spec: a member already has what it gives). */
export async function oneDayMembershipFor(db: Knex, profileId: number, countryCode: string | null): Promise<PackageChoice | null> {
  if ((await findMembershipEnd(db, profileId)) !== undefined) return null;
  return oneDayMembership(db, countryCode);
}

export type MembershipState = Readonly<{
  member: boolean;
  /** When the membership ends (null: no end); null when not a member. */
  until: Date | null;
  /** A running renewing subscription: the next renewal is due at the end of the paid period. */
  subscription: Readonly<{ id: number; renewsAt: Date | null; months: number | null; processor: string; currency: string; amountMinor: number }> | null;
}>;

/** The member's own membership: whether and until when, and a renewing subscription that runs. */
export async function membershipState(db: Knex, profileId: number): Promise<MembershipState> {
  const end = await findMembershipEnd(db, profileId);
  const [running] = await activeSubscriptionsOf(db, profileId);
  const product = running ? await findProduct(db, { id: running.catalogueId }) : null;
  return {
    member: end !== undefined,
    until: end ?? null,
    subscription: running
      ? { id: running.id, renewsAt: running.periodEnd, months: product?.months ?? null, processor: running.processor, currency: running.currency, amountMinor: running.amountMinor }
      : null,
  };
}

export type OfferStatus = 'Valid' | 'Expired' | 'NotYet' | 'Unknown';

/**
 * A special offer as the buyer sees it: Valid with the discounted package; Expired, NotYet (not started) or Unknown
 * (no such offer, or its product is off sale) with no package: the page then shows the normal packages.
 */
export async function specialOffer(db: Knex, offerId: string, countryCode: string | null, now = new Date()): Promise<{ status: OfferStatus; offer: SpecialOffer | null; choice: PackageChoice | null }> {
  const offer = await findOffer(db, offerId);
  if (!offer) return { status: 'Unknown', offer: null, choice: null };
  const product = await findProduct(db, { id: offer.productCatalogueId });
  if (!product || !product.active) return { status: 'Unknown', offer: null, choice: null };
  if (now >= offer.validUntil) return { status: 'Expired', offer, choice: null };
  if (!offerValid(offer, now)) return { status: 'NotYet', offer, choice: null };
  const choice = choiceOf(product, countryCode, offer);
  return choice ? { status: 'Valid', offer, choice } : { status: 'Unknown', offer: null, choice: null };
}

export { currencyForCountry };
