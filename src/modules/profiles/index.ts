import type { Knex } from 'knex';
import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { editPages } from './edit-pages.ts';
import { convertPages } from './convert-pages.ts';
import { settingsPages } from './settings-pages.ts';
import { matchPages } from './match-pages.ts';
import { couplePages, coupleActions } from './couple-pages.ts';
import { actions, commonActions, editActions } from './api.ts';
import { blockedEitherWay, deleteProfileData, profileIdsWithGender } from './repo.ts';
import { profileDeleted, provideCurrentProfileDetails, provideSignUpDetailsWriter } from '../accounts/index.ts';
import { on } from '../../platform/events/index.ts';
import { writeSignUpDetails } from './area.ts';
import { currentProfileDetails } from './persons.ts';

provideSignUpDetailsWriter(writeSignUpDetails);
// GetProfileData's persons, country, birthday splash and missing height or weight (accounts cannot import profiles).
provideCurrentProfileDetails(currentProfileDetails);

export const profilesModule: AppModule = {
  name: 'profiles',
  pages: [...pages, ...editPages, ...convertPages, ...couplePages, ...settingsPages, ...matchPages],
  api: [
    { controller: 'Profiles', actions },
    { controller: 'EditProfile', actions: { ...editActions, ...coupleActions } },
    { controller: 'Common', actions: commonActions },
  ],
  subscribers: [on(profileDeleted, ({ profileId }, { db }) => deleteProfileData(db, profileId))],
};

/**
 * The ids of the profiles `viewerId` must never see, nor be seen by: blocked in either direction. Every list
 * of profiles (search, visitors, favourites, mail, lodges …) filters with it:
 * `query.whereNotIn('profiles.id', hiddenFor(db, viewer.id))`.
 */
export const hiddenFor = (db: Knex, viewerId: number) => blockedEitherWay(db, viewerId);
export { isBlockedEitherWay } from './repo.ts';
export { visibleIdentity, visibleAmong } from './service.ts';
/** Adds a profile to the member's blacklist (mail's Block on a message request). */
export { blockProfile } from './service.ts';

/** The ids of the profiles with a person of `gender` (persons' gender): a filter for lists, like `hiddenFor`. */
export const profilesWithGender = (db: Knex, gender: string) => profileIdsWithGender(db, gender);
export { notificationSettingsOf, kindChannelsOf, type NotificationSettings, type NotificationKind } from './notification-settings.ts';
export { configurationOf, updateConfiguration, type Configuration } from './configuration.ts';
export { insertProfileDataInBulk, copyProfileDataInBulk, type SeedProfileData } from './repo.ts';
export { personChoices } from './person-values.ts';
export { forgetRecentViews } from './service.ts';
/**
 * Renders /Profile/{id}/<tab> with another module's content in the tab (guestbook, relations …): that module
 * mounts the route before this one and passes its view and locals; header, tabs and visibility stay here.
 */
export { showProfile as showProfileTab, type TabContent } from './pages.ts';
export { matchSettingsOf, type MatchSettings } from './match-settings.ts';
/** For the start page's hints (CurrentProfile/Hints): which parts of the member's own profile are still empty. */
export { profileGaps, type ProfileGaps } from './completeness.ts';
export { provideFavouriteCheck, hasAmongFavourites, profilesHidingField } from './field-visibility.ts';
export { provideAboutSection, type AboutSection } from './about-sections.ts';
export { provideAvatar, type AvatarProvider } from './avatar.ts';
/** Members who hide their online status (configuration `showOnlineStatus` off): a subquery of profile ids. */
export const profilesHidingOnlineStatus = (db: Knex) => db('profile_configuration').where({ key: 'showOnlineStatus', value: 'false' }).select('profile_id');
/** A list card's ages and town, each only where the viewer may see it. */
export { profileCards, type ProfileCard } from './cards.ts';
/** Birthdays today (site date, Europe/Copenhagen) and the once-a-year splash on /Start. */
export { birthdaysToday, showBirthdaySplash, dismissBirthdaySplash, siteToday } from './birthdays.ts';
/** Search's SQL filters on persons, areas and texts, each honouring per-field visibility, and its result cards. */
export * as searchFilters from './search-filters.ts';
/** Search's match filter: match settings both ways (the match words' text filter is in searchFilters). */
export * as matchFilters from './match-filters.ts';
/** GetAutomaticMatchWords' suggestions: words from the member's own texts (/Search/MatchWord prefills them). */
export { automaticMatchWords } from './match-words.ts';
/** Domain event (platform/events): a member opened another's profile. */
export { profileViewed } from './events.ts';
