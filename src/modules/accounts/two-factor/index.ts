import type { ActionDef, PageDef } from '../../../platform/http/define.ts';

export const twoFactorPages: PageDef[] = [];
export const twoFactorActions: Record<string, ActionDef> = {};
import type { Request } from 'express';

/** Locals for views/accounts/settings/_two-factor.ejs on the /Settings page. */
export async function twoFactorSection(_req: Request): Promise<Record<string, unknown>> {
  return {};
}
