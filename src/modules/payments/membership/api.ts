import { defineAction } from '../../../platform/http/define.ts';
import { dialogData, offerData, oneDayData, packagesData, pageData } from './load.ts';
import { dialogShape, featureShape, offerShape, oneDayShape, packagesShape, pageDataShape, presentFeatures } from './presenter.ts';
import { dialogInput, noInput, offerInput } from './schemas.ts';

/** /api/Membership (spec §7 Membership GETs): the same data the /Membership pages and the purchase popup show. Open on the dark site without dark approval. */
export const membershipActions = {
  Membership24HoursPrice: defineAction({
    method: 'GET',
    summary: "The 24-hour membership's price in the member's currency (null while it is off sale)",
    input: noInput,
    output: oneDayShape,
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: (_input, { db, viewer, locale, t }) => oneDayData(db, { profileId: viewer.id, locale, t }),
  }),
  BuyMembershipDialogData: defineAction({
    method: 'GET',
    summary: 'What the membership purchase popup shows: the packages, and the 24-hour membership for a feature that offers it',
    input: dialogInput,
    output: dialogShape,
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: ({ feature }, { db, viewer, locale, t }) => dialogData(db, { profileId: viewer.id, locale, t }, feature ?? null),
  }),
  MembershipFeatures: defineAction({
    method: 'GET',
    summary: 'What a membership gives on the site',
    input: noInput,
    output: featureShape.array(),
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: (_input, { t }) => presentFeatures(t),
  }),
  MembershipPackages: defineAction({
    method: 'GET',
    summary: "The membership packages on sale (1, 3, 6, 12 months; one-off and renewing) in the member's currency, with the ways to pay each",
    input: noInput,
    output: packagesShape,
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: (_input, { db, viewer, locale, t }) => packagesData(db, { profileId: viewer.id, locale, t }),
  }),
  MembershipPageData: defineAction({
    method: 'GET',
    summary: "The /Membership page: the member's own membership (until when, a renewing subscription), what it gives, the packages and the 24-hour membership",
    input: noInput,
    output: pageDataShape,
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: (_input, { db, viewer, locale, t }) => pageData(db, { profileId: viewer.id, locale, t }),
  }),
  SpecialOfferData: defineAction({
    method: 'GET',
    summary: 'A special offer: Valid with its discounted package and until when; Expired, NotYet or Unknown without one (the normal packages either way)',
    input: offerInput,
    output: offerShape,
    access: 'user',
    exempt: ['dark'],
    policy: 'access',
    handler: ({ offerId }, { db, viewer, locale, t }) => offerData(db, { profileId: viewer.id, locale, t }, offerId),
  }),
};
