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

/**
 * Who may use a route or action, stated where it is declared:
 * `public` anyone; `user` a logged-in profile; `member` a paying member; `{ staff }` that staff role or higher.
 */
export type Access = 'public' | 'user' | 'member' | { staff: StaffRoleName };

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
