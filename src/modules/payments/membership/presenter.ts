import { z } from 'zod';
import { formatCurrency, formatDate } from '../../../platform/i18n/formats.ts';
import type { Locale, Translate } from '../../../platform/i18n/index.ts';
import { paymentMethods, type MembershipState, type OfferStatus, type PackageChoice } from './service.ts';
import { membershipFeatures, offersOneDay, type FeatureKey } from './features.ts';

/** One package as pages and calls show it: prices as integer minor units and in the spec §9 currency format. */
export const packageShape = z.object({
  packageId: z.number().int().describe('catalogue id: the packageId of POST /Payment/Pay'),
  code: z.string(),
  productId: z.number().int().describe('spec product id: 1 membership package, 12 the 24-hour membership'),
  months: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  renewing: z.boolean(),
  name: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  price: z.string(),
  listAmountMinor: z.number().int(),
  listPrice: z.string().nullable().describe('the price before an offer; null without one'),
  percentOff: z.number().int(),
  perMonth: z.string().nullable(),
  vatRateBp: z.number().int(),
  vat: z.string(),
  offerId: z.string().nullable(),
  paymentMethods: z.array(z.enum(paymentMethods)),
});
export type PackageView = z.infer<typeof packageShape>;

export const featureShape = z.object({ key: z.string(), text: z.string(), link: z.string().nullable(), offersOneDay: z.boolean() });
export type FeatureView = z.infer<typeof featureShape>;

export const stateShape = z.object({
  member: z.boolean(),
  until: z.string().nullable(),
  untilText: z.string().nullable(),
  subscription: z
    .object({ id: z.number().int(), renewsAt: z.string().nullable(), renewsAtText: z.string().nullable(), months: z.number().int().nullable(), price: z.string() })
    .nullable(),
});

export const packagesShape = z.object({ currency: z.string(), vatNote: z.string(), packages: z.array(packageShape) });
export const oneDayShape = z.object({ package: packageShape.nullable() });
export const pageDataShape = z.object({
  state: stateShape,
  features: z.array(featureShape),
  currency: z.string(),
  vatNote: z.string(),
  packages: z.array(packageShape),
  oneDay: packageShape.nullable(),
  historyUrl: z.string(),
});
export const dialogShape = z.object({
  title: z.string(),
  text: z.string(),
  feature: z.string().nullable(),
  features: z.array(featureShape),
  currency: z.string(),
  vatNote: z.string(),
  packages: z.array(packageShape),
  oneDay: packageShape.nullable(),
  membershipUrl: z.string(),
});
export const offerShape = z.object({
  offerId: z.string(),
  status: z.enum(['Valid', 'Expired', 'NotYet', 'Unknown']),
  validUntil: z.string().nullable(),
  validUntilText: z.string().nullable(),
  package: packageShape.nullable(),
  currency: z.string(),
  vatNote: z.string(),
  packages: z.array(packageShape),
});

export function packageName(choice: PackageChoice, t: Translate): string {
  const { product } = choice;
  if (product.months === null) return t('payments.membership.package.hours', { count: product.hours ?? 24 });
  const length = t(product.months === 1 ? 'payments.membership.package.month' : 'payments.membership.package.months', { count: product.months });
  return product.renewing ? t('payments.membership.package.renewing', { length }) : length;
}

export function presentPackage(choice: PackageChoice, t: Translate): PackageView {
  const { product, quote, offer } = choice;
  return {
    packageId: product.id,
    code: product.code,
    productId: product.productId,
    months: product.months,
    hours: product.hours,
    renewing: product.renewing,
    name: packageName(choice, t),
    currency: quote.currency,
    amountMinor: quote.amountMinor,
    price: formatCurrency(quote.amountMinor, quote.currency),
    listAmountMinor: quote.listAmountMinor,
    listPrice: quote.percentOff > 0 ? formatCurrency(quote.listAmountMinor, quote.currency) : null,
    percentOff: quote.percentOff,
    perMonth: product.months && product.months > 1 ? formatCurrency(Math.round(quote.amountMinor / product.months), quote.currency) : null,
    vatRateBp: quote.vatRateBp,
    vat: formatCurrency(quote.vatMinor, quote.currency),
    offerId: offer?.id ?? null,
    paymentMethods: choice.methods,
  };
}

export const presentFeatures = (t: Translate): FeatureView[] =>
  membershipFeatures().map((f) => ({ key: f.key, text: t(f.label), link: f.link, offersOneDay: f.offersOneDay }));

/** "Prices include 25 % VAT" for the buyer's country (none outside the EU, Norway and the UK) (the rate of the first package; all share it). */
export function vatNote(packages: readonly PackageChoice[], t: Translate): string {
  const rate = packages[0]?.quote.vatRateBp;
  if (rate === undefined) return '';
  return rate === 0 ? t('payments.membership.vatNone') : t('payments.membership.vatNote', { rate: rate / 100 });
}

export function presentState(state: MembershipState, locale: Locale): z.infer<typeof stateShape> {
  const sub = state.subscription;
  return {
    member: state.member,
    until: state.until?.toISOString() ?? null,
    untilText: state.until ? formatDate(state.until, locale) : null,
    subscription: sub
      ? { id: sub.id, renewsAt: sub.renewsAt?.toISOString() ?? null, renewsAtText: sub.renewsAt ? formatDate(sub.renewsAt, locale) : null, months: sub.months, price: formatCurrency(sub.amountMinor, sub.currency) }
      : null,
  };
}

/** The purchase popup's (and the members-only page's) data: the packages, and the 24-hour membership only for a feature that offers it. */
export function presentDialog(feature: FeatureKey | null, packages: readonly PackageChoice[], oneDay: PackageChoice | null, currency: string, t: Translate): z.infer<typeof dialogShape> {
  return {
    title: t('payments.membership.dialog.title'),
    text: feature ? t(`payments.membership.dialog.for.${feature}`) : t('payments.membership.dialog.text'),
    feature,
    features: presentFeatures(t),
    currency,
    vatNote: vatNote(packages, t),
    packages: packages.map((p) => presentPackage(p, t)),
    oneDay: oneDay && offersOneDay(feature) ? presentPackage(oneDay, t) : null,
    membershipUrl: '/Membership',
  };
}

export function presentOffer(
  offerId: string,
  found: { status: OfferStatus; offer: { validUntil: Date } | null; choice: PackageChoice | null },
  packages: readonly PackageChoice[],
  currency: string,
  locale: Locale,
  t: Translate,
): z.infer<typeof offerShape> {
  const until = found.offer?.validUntil ?? null;
  return {
    offerId,
    status: found.status,
    validUntil: until?.toISOString() ?? null,
    validUntilText: until ? formatDate(until, locale) : null,
    package: found.choice ? presentPackage(found.choice, t) : null,
    currency,
    vatNote: vatNote(found.choice ? [found.choice] : packages, t),
    packages: packages.map((p) => presentPackage(p, t)),
  };
}
