/** Staff roles of spec §3; a staff access level admits that role and every higher one. */
export const StaffRole = {
  None: 0,
  Normal: 1,
  HiddenCertifiedProfile: 20,
  CertifiedProfile: 30,
  ChatModerator: 35,
  Support: 40,
  Developer: 50,
} as const;
export type StaffRoleName = keyof typeof StaffRole;

/** The one staff-level predicate: holds that staff role or a higher one (spec §3's order). */
export const hasStaffRole = (who: { staffRole: number }, role: StaffRoleName): boolean => who.staffRole >= StaffRole[role];

/** Profile status of spec §3. */
export const ProfileStatus = {
  None: 0,
  Active: 3,
  Locked: 4,
  PermaLocked: 5,
  Quarantined: 6,
  ToBeDeleted: 7,
  Deleted: 8,
} as const;

export const DarkStatusApproved = 3;

/** Spec §4: only an approved paying member may enter the dark site (the guard, and what may reach them from there). */
export const mayEnterDarkSite = (profile: { member: boolean; darkStatus: number }) => profile.member && profile.darkStatus === DarkStatusApproved;

/**
 * Who may use a route or action, stated where it is declared:
 * `public` anyone; `guest` only a visitor who is not logged on (a logged-on profile is sent to /Start);
 * `user` a logged-in profile; `member` a paying member; `{ staff }` that staff role or higher.
 */
export type Access = 'public' | 'guest' | 'user' | 'member' | { staff: StaffRoleName };

/** The accesses behind which a handler always has a viewer. */
export type LoggedOnAccess = Exclude<Access, 'public' | 'guest'>;

/**
 * The spec §4 confinements a route may declare itself exempt from: `dark` (the dark site's approval rule),
 * `terms` (terms not yet accepted), `validation` (a profile locked for forced validation).
 */
export type Exemption = 'dark' | 'terms' | 'validation';

/**
 * The one site a route or action exists on, when it is not both: on the other site it is a 404 before anything
 * else runs (a dark-only feature such as relations or kinks is simply not there on the regular site).
 */
export type SiteGate = 'dark' | 'regular';

/**
 * A part of the product a site may not have (spec §2: lodges and events are "absent when disabled"; the contest is
 * shown only on site id 1): a route declaring `feature: 'lodges'` is a 404 on a site with `disabledLodges`, one
 * declaring `feature: 'contest'` on every site but 1, before anything else (a visitor is not asked to log on first).
 */
export type SiteFeature = 'lodges' | 'events' | 'contest';

/** The one site with the seasonal contest (spec §2, §5). */
export const contestSiteId = 1;

/** The whole access statement of a route or action, as the guard reads it. */
export type AccessRule = {
  access: Access;
  /** Refused (403) while staff act as the member: credentials, consents, language, payment. */
  notImpersonating?: boolean;
  exempt?: readonly Exemption[];
  /** Only on this site; elsewhere a 404 (see SiteGate). */
  site?: SiteGate;
  /** A part of the product the site may switch off; a 404 where it is (see SiteFeature). */
  feature?: SiteFeature;
};

/** What the guard needs to know about the logged-in profile. */
export type Viewer = {
  id: number;
  status: number;
  darkStatus: number;
  member: boolean;
  termsAccepted: boolean;
  forcedValidation: boolean;
  staffRole: number;
  impersonatedBy?: number | null;
};

export type SiteRef = { id: number; dark: boolean };

/** The site as the guard reads it: its kind and the parts it switched off. */
export type GuardSite = SiteRef & { disabledLodges?: boolean; disabledEvents?: boolean };

/** Whether the site has this part of the product switched off, or not at all. */
export const featureDisabled = (site: GuardSite, feature: SiteFeature): boolean =>
  feature === 'lodges' ? site.disabledLodges === true : feature === 'events' ? site.disabledEvents === true : site.id !== contestSiteId;
