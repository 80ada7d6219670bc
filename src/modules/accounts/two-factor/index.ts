import type { Request } from 'express';
import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import { twoFactorApi } from './api.ts';
import { twoFactorLogOnPages } from './logon-step.ts';
import { sectionLocals, twoFactorSettingsPages } from './pages.ts';

/** Two-factor log on (TOTP, RFC 6238) with one-time recovery codes: setup in /Settings, the log-on step after the password. */
export const twoFactorPages: PageDef[] = [...twoFactorLogOnPages, ...twoFactorSettingsPages];
export const twoFactorActions: Record<string, ActionDef> = twoFactorApi;

/** Locals for views/accounts/settings/_two-factor.ejs on the /Settings page. */
export async function twoFactorSection(req: Request): Promise<Record<string, unknown>> {
  return sectionLocals(req);
}
