import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { mainPictures } from '../media/index.ts';
import { profileStartCards, type StartCard } from '../start/index.ts';
import { listVisitors, onlineFavourites } from './service.ts';

const sectionCards = 8;

/** LastVisit: the member's latest visitors (/Visitors). */
export async function lastVisit(db: Knex, viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const profiles = (await listVisitors(db, viewer.id, 0, sectionCards)).items.map((v) => v.profile);
  return profileStartCards(profiles, await mainPictures(db, profiles.map((p) => p.id), viewer, site));
}

/** OnlineFavorites: the member's favourites online now (/Favorites). */
export async function favouritesOnline(db: Knex, viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const profiles = (await onlineFavourites(db, viewer.id)).slice(0, sectionCards).map((f) => f.profile);
  return profileStartCards(profiles, await mainPictures(db, profiles.map((p) => p.id), viewer, site));
}
