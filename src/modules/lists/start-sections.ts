import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { presentCards } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../start/index.ts';
import { listVisitors, onlineFavourites } from './service.ts';

const sectionCards = 8;

/** LastVisit: the member's latest visitors (/Visitors). */
export async function lastVisit(db: Knex, viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const ids = (await listVisitors(db, { profileId: viewer.id, site }, 0, sectionCards)).items.map((v) => v.id);
  return profileStartCards(await presentCards(db, ids, viewer, site));
}

/** OnlineFavorites: the member's favourites online now (/Favorites). */
export async function favouritesOnline(db: Knex, viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const ids = (await onlineFavourites(db, { profileId: viewer.id, site })).slice(0, sectionCards).map((f) => f.id);
  return profileStartCards(await presentCards(db, ids, viewer, site));
}
