import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import { ssoPages as pages } from './pages.ts';
import { ssoActions as actions } from './api.ts';

/**
 * Single sign-on between the regular and the dark site: `/Sso/To` mints a one-time link for the sister site,
 * `/Sso` (after the visitor confirms) and `/api/LogOn/SsoLogOn` redeem it, and `ssoStartup` sends any page
 * opened with `?SSO=` through `/Sso`.
 */
export const ssoPages: PageDef[] = pages;
/** SsoLogOn, joined to the LogOn controller. */
export const ssoActions: Record<string, ActionDef> = actions;
export { ssoStartup } from './sso-startup.ts';
