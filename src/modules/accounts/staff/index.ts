import type { Knex } from 'knex';
import type { ActionDef, PageDef } from '../../../platform/http/define.ts';

export const staffPages: PageDef[] = [];
export const ssoActions: Record<string, ActionDef> = {};
export async function issueImpersonationLink(_db: Knex, _staff: string, _profile: string, _origin: string): Promise<string> {
  throw new Error('Impersonation is not built yet');
}
