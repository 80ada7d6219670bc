import type { Knex } from 'knex';
import type { Locale, Translate } from '../../../platform/i18n/index.ts';
import * as service from './service.ts';
import { presentDialog, presentFeatures, presentOffer, presentPackage, presentState, vatNote } from './presenter.ts';
import type { FeatureKey } from './features.ts';

/** What the pages and the calls share: the service's answer for the viewer, presented in the request's language. */
export type Scope = Readonly<{ profileId: number; locale: Locale; t: Translate }>;

export async function packagesData(db: Knex, { profileId, t }: Scope) {
  const country = await service.buyerCountry(db, profileId);
  const packages = await service.membershipPackages(db, country);
  return { currency: service.currencyForCountry(country), vatNote: vatNote(packages, t), packages: packages.map((p) => presentPackage(p, t)) };
}

export async function oneDayData(db: Knex, { profileId, t }: Scope) {
  const oneDay = await service.oneDayMembershipFor(db, profileId, await service.buyerCountry(db, profileId));
  return { package: oneDay ? presentPackage(oneDay, t) : null };
}

export async function pageData(db: Knex, scope: Scope) {
  const { profileId, locale, t } = scope;
  const country = await service.buyerCountry(db, profileId);
  const [state, packages, oneDay] = await Promise.all([service.membershipState(db, profileId), service.membershipPackages(db, country), service.oneDayMembershipFor(db, profileId, country)]);
  return {
    state: presentState(state, locale),
    features: presentFeatures(t),
    currency: service.currencyForCountry(country),
    vatNote: vatNote(packages, t),
    packages: packages.map((p) => presentPackage(p, t)),
    oneDay: oneDay ? presentPackage(oneDay, t) : null,
    historyUrl: '/Membership/History',
  };
}

export async function dialogData(db: Knex, scope: Scope, feature: FeatureKey | null) {
  const country = await service.buyerCountry(db, scope.profileId);
  const [packages, oneDay] = await Promise.all([service.membershipPackages(db, country), service.oneDayMembershipFor(db, scope.profileId, country)]);
  return presentDialog(feature, packages, oneDay, service.currencyForCountry(country), scope.t);
}

export async function offerData(db: Knex, scope: Scope, offerId: string, now = new Date()) {
  const country = await service.buyerCountry(db, scope.profileId);
  const [found, packages] = await Promise.all([service.specialOffer(db, offerId, country, now), service.membershipPackages(db, country)]);
  return presentOffer(offerId, found, packages, service.currencyForCountry(country), scope.locale, scope.t);
}
