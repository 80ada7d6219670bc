import type { Knex } from 'knex';
import type { SortOption } from './sections.ts';
import { cachedMemberCounts, countsChanged } from '../../platform/member-counts.ts';

export type StartSettingsRow = { sortOptions: SortOption[]; searchOptions: string | null; condensedProfileView: boolean; customizeStart: boolean };

export async function findSettings(db: Knex, profileId: number): Promise<StartSettingsRow | null> {
  const row = await db('start_page_settings').where({ profile_id: profileId }).first();
  if (!row) return null;
  const raw: unknown = typeof row.sort_options === 'string' ? JSON.parse(row.sort_options) : row.sort_options;
  return {
    sortOptions: Array.isArray(raw) ? raw.filter((o): o is SortOption => typeof o?.id === 'string').map((o) => ({ id: o.id })) : [],
    searchOptions: row.search_options ?? null,
    condensedProfileView: Boolean(row.condensed_profile_view),
    customizeStart: Boolean(row.customize_start),
  };
}

/** The member's settings as /Start reads them: kept between requests (platform/member-counts.ts), saveSettings renews them. */
export const keptSettings = (db: Knex, profileId: number): Promise<StartSettingsRow | null> =>
  cachedMemberCounts(db, profileId, { dark: false, variant: 'start.settings' }, () => findSettings(db, profileId));

export async function saveSettings(db: Knex, profileId: number, s: StartSettingsRow): Promise<void> {
  const row = {
    sort_options: JSON.stringify(s.sortOptions),
    search_options: s.searchOptions,
    condensed_profile_view: s.condensedProfileView,
    customize_start: s.customizeStart,
    updated_at: db.fn.now(),
  };
  await db('start_page_settings').insert({ profile_id: profileId, ...row }).onConflict('profile_id').merge(row);
  await countsChanged(db, [profileId]);
}
