import type { ActionDef, PageDef } from '../../../platform/http/define.ts';

export const passkeyPages: PageDef[] = [];
export const passkeyLogOnActions: Record<string, ActionDef> = {};
export const passkeyActions: Record<string, ActionDef> = {};
import type { Request } from 'express';

/** Locals for views/accounts/settings/_passkeys.ejs on the /Settings page. */
export async function passkeysSection(_req: Request): Promise<Record<string, unknown>> {
  return {};
}
