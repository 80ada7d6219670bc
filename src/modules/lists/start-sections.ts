import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { presentCards } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../../platform/start-page.ts';
import { lastBeats } from '../presence/index.ts';
import * as repo from './repo.ts';

const sectionCards = 8;

// Each section: its rows' ids (the repo's SQL keeps only profiles the member may see), then profiles' cards, which
// bring name, picture and online dot: no identities or "new" marker of the full lists (/Visitors, /Favorites).

/** LastVisit: the member's latest visitors (/Visitors). */
export async function lastVisit(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const ids = (await repo.findVisits(db, actor, null, 0, sectionCards)).map((v) => v.id);
  return profileStartCards(await presentCards(db, ids, actor));
}

/** OnlineFavorites: the member's favourites shown online now (/Favorites), newest heartbeat first. */
export async function favouritesOnline(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const favourites = await repo.findFavouritesShowingOnline(db, actor);
  const beats = await lastBeats(db, favourites.map((f) => f.id));
  const ids = favourites
    .filter((f) => beats.has(f.id))
    .sort((a, b) => beats.get(b.id)! - beats.get(a.id)! || b.id - a.id)
    .slice(0, sectionCards)
    .map((f) => f.id);
  return profileStartCards(await presentCards(db, ids, actor));
}
