/**
 * Staff: impersonation (a one-time link from `admin impersonate`, an audit row, the way back) and single
 * sign-on between the regular and the dark site (`/Sso/To` mints, `/Sso` and `/api/LogOn/SsoLogOn` redeem).
 * Staff roles themselves are set by `setStaffRole` (service/profiles.ts).
 */
export { staffPages } from './pages.ts';
export { ssoActions } from './api.ts';
export { issueImpersonationLink, ImpersonationError } from './impersonation.ts';
