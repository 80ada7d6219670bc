import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { presentCardsOf } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../../platform/start-page.ts';
import { showingOnlineNow } from '../presence/index.ts';
import * as repo from './repo.ts';

const sectionCards = 8;

// Each section: its rows (the repo's SQL keeps only profiles the member may see) and profiles' cards in one
// statement (presentCardsOf), which bring name, picture and online dot: no identities or "new" marker of the full
// lists (/Visitors, /Favorites).

/** LastVisit: the member's latest visitors (/Visitors). */
export async function lastVisit(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  return profileStartCards(await presentCardsOf(db, repo.latestVisitorsQuery(db, actor, sectionCards), actor));
}

/** OnlineFavorites: the member's favourites shown online now (/Favorites), newest heartbeat first. */
export async function favouritesOnline(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const online = await showingOnlineNow(db);
  return online ? profileStartCards(await presentCardsOf(db, repo.favouritesShowingOnlineQuery(db, actor, online.query, sectionCards), actor)) : [];
}
