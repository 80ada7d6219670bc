import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { presentCards } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../../platform/start-page.ts';
import { listVisitors, onlineFavourites } from './service.ts';

const sectionCards = 8;

/** LastVisit: the member's latest visitors (/Visitors). */
export async function lastVisit(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const ids = (await listVisitors(db, actor, 0, sectionCards)).items.map((v) => v.id);
  return profileStartCards(await presentCards(db, ids, actor));
}

/** OnlineFavorites: the member's favourites online now (/Favorites). */
export async function favouritesOnline(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const ids = (await onlineFavourites(db, actor)).slice(0, sectionCards).map((f) => f.id);
  return profileStartCards(await presentCards(db, ids, actor));
}
