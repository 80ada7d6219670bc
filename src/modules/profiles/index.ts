import type { Knex } from 'knex';
import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { blockedEitherWay } from './repo.ts';

export const profilesModule: AppModule = { name: 'profiles', pages, api: [{ controller: 'Profiles', actions }] };

/**
 * The ids of the profiles `viewerId` must never see, nor be seen by: blocked in either direction. Every list
 * of profiles (search, visitors, favourites, mail, lodges …) filters with it:
 * `query.whereNotIn('profiles.id', hiddenFor(db, viewer.id))`.
 */
export const hiddenFor = (db: Knex, viewerId: number) => blockedEitherWay(db, viewerId);
export { isBlockedEitherWay } from './repo.ts';
