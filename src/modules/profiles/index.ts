import type { Knex } from 'knex';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './page/pages.ts';
import { blockPages } from './blocks/pages.ts';
import { blockActions } from './blocks/api.ts';
import { editPages } from './edit/pages.ts';
import { editActions } from './edit/api.ts';
import { convertPages } from './couple/convert-pages.ts';
import { convertActions } from './couple/api.ts';
import { couplePages, coupleActions } from './couple/partner-pages.ts';
import { settingsPages } from './notifications/pages.ts';
import { notificationActions } from './notifications/api.ts';
import { matchPages } from './match/pages.ts';
import { commonActions, matchActions } from './match/api.ts';
import { configurationActions } from './configuration/api.ts';
import { birthdaysPages } from './birthdays/pages.ts';
import { blockedEitherWay } from './blocks/repo.ts';
import { profileIdsWithGender } from './repo.ts';
import { provideCurrentProfileDetails, provideSignUpDetailsWriter } from '../accounts/index.ts';
import { writeSignUpDetails } from './area.ts';
import { currentProfileDetails } from './current-profile.ts';
import './personal-data.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';

// Who gives the dark answers on their own profile (policy.ts), decided through may.
registerPolicies(policies);

provideSignUpDetailsWriter(writeSignUpDetails);
// GetProfileData's persons, country, birthday splash and missing height or weight (accounts cannot import profiles).
provideCurrentProfileDetails(currentProfileDetails);

export const profilesModule: AppModule = {
  name: 'profiles',
  pages: [...pages, ...blockPages, ...editPages, ...convertPages, ...couplePages, ...settingsPages, ...matchPages, ...birthdaysPages],
  api: [
    { controller: 'Profiles', actions: blockActions },
    { controller: 'EditProfile', actions: { ...editActions, ...convertActions, ...matchActions, ...configurationActions, ...notificationActions, ...coupleActions } },
    { controller: 'Common', actions: commonActions },
  ],
};

/**
 * "May this viewer see this profile" (visibility.ts), the one home of the rule: every list of profiles (search,
 * visitors, favourites, guestbook, lodges …) filters in its SQL, before paging, with
 * `query.whereIn(column, profilesVisibleTo(db, actor))`; one loaded profile is checked with `maySeeProfile`,
 * `visibleIdentity` (the 404 that never says why) or `visibleAmong`. Each takes a Sight (the request's Actor, or a
 * job's `{ profileId, site }`), whose site is required: on the dark site only profiles that may be there are seen.
 */
export { profilesVisibleTo, maySeeProfile, type Sight, type ProfileSight, type SightNarrowing } from './visibility/sight.ts';
/**
 * Only the blocks of the rule: the ids of the profiles `viewerId` must never see, nor be seen by, for what is
 * not a list of profiles (messages by sender, notifications by actor).
 */
export const hiddenFor = (db: Knex, viewerId: number) => blockedEitherWay(db, viewerId);
export { isBlockedEitherWay } from './blocks/repo.ts';
/** Another profile as the subject of an action, with the facts policies read (visible, blocked either way, own). */
export { profileSubject, profileSubjectFrom, shownProfileSubject, profileSubjectExamples, type ProfileSubject } from './visibility/subject.ts';
export { visibleIdentity, visibleAmong, visibleNamed } from './visibility/service.ts';
/** Adds a profile to the member's blacklist (mail's Block on a message request). */
export { blockProfile } from './blocks/service.ts';

/** The ids of the profiles with a person of `gender` (persons' gender): a filter for lists, like `hiddenFor`. */
export const profilesWithGender = (db: Knex, gender: string) => profileIdsWithGender(db, gender);
export { notificationSettingsOf, kindChannelsOf, type NotificationSettings } from './notifications/settings.ts';
/**
 * The open registry of notification kinds: the module whose happening causes a kind registers it from its index.ts
 * (label, sentences, link, default channels, site); /NotificationSettings and notifications read it.
 */
export { registerNotificationKind, notificationKind, notificationKinds, registeredKind, type NotificationKindEntry, type NotificationSubject, type Channel } from './notifications/kinds.ts';
export { configurationOf, updateConfiguration, type Configuration } from './configuration/service.ts';
/** Where the member lives as saved (country id, postal code): payments prices and receipts read it. */
export { findHomeArea } from './area.ts';
export { insertProfileDataInBulk, copyProfileDataInBulk, type SeedProfileData } from './repo.ts';
export { personChoices } from './person-values.ts';
export { forgetRecentViews } from './page/service.ts';
/**
 * Renders /Profile/{id}/<tab> with another module's content in the tab (guestbook, relations …): that module
 * mounts the route before this one and passes its view and locals; header, tabs and visibility stay here.
 */
export { showProfile as showProfileTab, profileTabPage, type TabContent } from './page/pages.ts';
/** A tab of the profile page, registered by the module that shows it: `registerProfileTab('Blog', { label, order: 50, site: 'both' })`. */
export { registerProfileTab, type ProfileTabEntry } from './page/tabs.ts';
export { matchSettingsOf, type MatchSettings } from './match/settings.ts';
/** For the start page's hints (CurrentProfile/Hints): which parts of the member's own profile are still empty. */
export { profileGaps, type ProfileGaps } from './completeness.ts';
export { provideFavouriteCheck, hasAmongFavourites, profilesHidingField } from './visibility/fields.ts';
export { provideAboutSection, type AboutSection } from './page/about-sections.ts';
export { provideAvatar, type AvatarProvider } from './page/avatar.ts';
/** Members who hide their online status (configuration `showOnlineStatus` off): a subquery of profile ids. */
export { profilesHidingOnlineStatus } from './configuration/service.ts';
/** A list card's ages and town, each only where the viewer may see it. */
export { profileCards, type ProfileCard } from './cards/fields.ts';
/**
 * The one profile card presenter (name, ages, place, picture, online dot) for every list, drawn by
 * `views/partials/profile-card.ejs`; media provides the pictures and presence the online dots.
 */
export { presentCards, presentCardsOf, provideCardPictures, provideOnlineDots, type CardView } from './cards/card.ts';
/** Birthdays today (site date, Europe/Copenhagen) and the once-a-year splash on /Start. */
export { birthdaysToday, birthdaysTodayQuery, showBirthdaySplash, dismissBirthdaySplash, siteToday, hasBirthdayToday, provideBirthdayHighlights, type BirthdayHighlights } from './birthdays/service.ts';
/** Search's SQL filters on persons, areas and texts, each honouring per-field visibility, and its result cards. */
export * as searchFilters from './search/filters.ts';
/** Search's match filter: match settings both ways (the match words' text filter is in searchFilters). */
export * as matchFilters from './search/match-filters.ts';
/** GetAutomaticMatchWords' suggestions: words from the member's own texts (/Search/MatchWord prefills them). */
export { automaticMatchWords } from './match/words.ts';
/** Domain event (platform/events): a member opened another's profile. */
export { profileViewed } from './events.ts';

// A members-only feature (payments' membership pages list it): The details other members share with members only.
registerMembersOnlyFeature('details', { label: 'payments.membership.features.details', link: null, offersOneDay: false, paths: [], order: 30 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  profile: { label: 'layout.drawer.profile', href: (a) => `/Profile/${a.profileId}`, order: 20, icon: 'profile', shownTo: loggedOn },
  blocked: { label: 'layout.drawer.blocked', href: '/Blacklist', order: 130, icon: 'blocked', shownTo: loggedOn },
});
