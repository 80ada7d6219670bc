import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { signUpPages } from './pages/signup.ts';
import { logOnPages } from './pages/logon.ts';
import { passwordPages, linkExpiredPage } from './pages/password.ts';
import { termsPages } from './pages/terms.ts';
import { logOnActions } from './api/logon.ts';
import { editProfileActions } from './api/edit-profile.ts';
import { currentProfileActions } from './api/current-profile.ts';
import { twoFactorPages, twoFactorActions } from './two-factor/index.ts';
import { passkeyPages, passkeyLogOnActions, passkeyActions } from './passkeys/index.ts';
import { staffPages } from './staff/index.ts';
import { ssoPages, ssoActions } from './sso/index.ts';
import { pendingProfileExpiryJob, pendingProfileExpiryJobName } from './service/pending-profiles.ts';
import { settingsPages, settingsEditProfileActions, accountJobs } from './settings/index.ts';
import { passwordResetRequestedJob, passwordResetRequestedJobName } from './service/password-reset.ts';
import { confirmationResendJob, confirmationResendJobName } from './service/email.ts';
import { confirmEmailPages } from './pages/confirm-email.ts';
import './personal-data.ts';
import './rate-limits.ts';

export { loadViewer, serializeSessionUser, sessionStillValid, type SessionUser } from './session.ts';
/** Push's step on log out: forgets the subscriptions stored in this session (a provider: accounts cannot import push). */
export { provideSessionEndStep, provideOtherSessionsEndStep, type SessionEndStep, type OtherSessionsEndStep } from './session.ts';
export { bumpTermsVersion, requiredTermsVersion } from './service/terms.ts';
export { createProfile, setStaffRole, findProfileForCli } from './service/profiles.ts';
export { hashPassword, usePasswordHashCost, passwordHashCosts } from './passwords.ts';
export { nameKey, nameSkeleton, isReservedName, hasMixedScripts } from './names.ts';
/** The site's calendar (Copenhagen): today's date and a birthday's age, for sign-up, cards and birthdays alike. */
export { ageOn, siteToday, siteTimeZone } from './age.ts';
export { issueImpersonationLink } from './staff/index.ts';
export { activeBan, activeBanQuery, banOfRow, setBan, liftBans, banTypes, type Ban, type BanType } from './staff/index.ts';
export { createLocalStrategy } from './local-strategy.ts';
export { logOnReturn } from './presenter.ts';
export { setDarkStatus, grantMembership, grantMembershipFor, shortenMembership, findBillingDetails, getProfile, clearForcedValidation, type MembershipLength } from './membership/index.ts';
export { provideForcedConsentMedia } from './service/viewer-flags.ts';
/** Spec §3 current profile: higher modules provide their parts of GetProfileData (persons, area, prompts). */
export { provideCurrentProfileDetails, type CurrentProfileDetails, type CurrentProfilePerson } from './current-profile.ts';
export { ssoStartup } from './sso/index.ts';
export { provideSignUpDetailsWriter, type SignUpProfileDetails } from './service/signup.ts';
export type { ProfileRecord, NewProfile, PublicIdentity } from './repo.ts';
export { findPublicIdentities, publicIdentitiesQuery, toPublicIdentity, insertProfilesInBulk, copyProfilesInBulk, type BulkProfile, setProfileKind } from './repo.ts';
/** Subqueries for other modules' lists of profiles: who others may see, who is deleted, ordering by name. */
export { visibleProfileIds, deletedProfileIds, profileNameOrder } from './repo.ts';
/** "Member now" in SQL (a membership that has not run out), the one copy outside accounts' own queries. */
export { memberNowSql, findMembershipEnd } from './membership/repo.ts';
/** The start page's NewestProfiles: the newest profiles others may see, minus a subquery of hidden ids. */
export { findNewestVisibleProfileIds as newestVisibleProfileIds, newestVisibleProfileIdsQuery } from './repo.ts';

/** Accounts: identity, sign-up, log on (password, two-factor, passkeys, single sign-on), settings, staff. */
export const accountsModule: AppModule = {
  name: 'accounts',
  pages: [...signUpPages, ...confirmEmailPages, ...logOnPages, ...twoFactorPages, ...passwordPages, linkExpiredPage, ...termsPages, ...settingsPages, ...passkeyPages, ...staffPages, ...ssoPages],
  api: [
    { controller: 'LogOn', actions: { ...logOnActions, ...passkeyLogOnActions, ...ssoActions } },
    { controller: 'EditProfile', actions: { ...editProfileActions, ...settingsEditProfileActions } },
    { controller: 'CurrentProfile', actions: currentProfileActions },
    { controller: 'TwoFactor', actions: twoFactorActions },
    { controller: 'Passkeys', actions: passkeyActions },
  ],
  jobs: {
    ...accountJobs,
    [passwordResetRequestedJobName]: passwordResetRequestedJob,
    [confirmationResendJobName]: confirmationResendJob,
    [pendingProfileExpiryJobName]: pendingProfileExpiryJob,
  },
};

/** Domain events (platform/events): the profile is being deleted; a member logged on. */
export { profileDeleted, loggedOn, banSet, bansLifted } from './events.ts';

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  settings: { label: 'layout.drawer.settings', href: '/Settings', order: 170, icon: 'settings', shownTo: loggedOn },
  // The other site, through single sign-on (site 1 is the regular site, 2 the dark one).
  sisterSite: { label: 'layout.drawer.sisterSite', href: (a) => `/Sso/To?site=${a.site.id === 1 ? 2 : 1}&u=%2FStart`, order: 180, icon: 'changelog', shownTo: loggedOn },
});
