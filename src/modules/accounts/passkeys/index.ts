import type { ActionDef, PageDef } from '../../../platform/http/define.ts';

export const passkeyPages: PageDef[] = [];
export const passkeyLogOnActions: Record<string, ActionDef> = {};
export const passkeyActions: Record<string, ActionDef> = {};
