/**
 * Staff: impersonation (a one-time link from `admin impersonate`, an audit row, the way back). Staff roles
 * themselves are set by `setStaffRole` (service/profiles.ts). Single sign-on lives in `sso/`.
 */
export { staffPages } from './pages.ts';
export { issueImpersonationLink, ImpersonationError } from './service.ts';
export { activeBan, activeBanQuery, banOfRow, setBan, liftBans, banTypes, type Ban, type BanType } from './bans.ts';
