import type { ActionDef, PageDef } from '../../../platform/http/define.ts';

export const twoFactorPages: PageDef[] = [];
export const twoFactorActions: Record<string, ActionDef> = {};
