import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { birthdaysTodayQuery, presentCardsOf } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../../platform/start-page.ts';
import { storeFor } from './store.ts';
import { visibleOnlineQuery } from './repo.ts';

const sectionCards = 8;

// Each section: which profiles and their cards in one statement (profiles' presentCardsOf).

/** OnlineProfiles: members online now, newest heartbeat first, with every privacy rule of GetOnlineProfiles; none: no section. */
export async function onlineNow(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  const beats = await (await storeFor(db)).all(Date.now());
  const cards = beats.length ? await presentCardsOf(db, visibleOnlineQuery(db, actor, beats).limit(sectionCards), actor) : [];
  // Nobody else online: no section rather than an empty band.
  return cards.length ? profileStartCards(cards) : null;
}

/** BirthdayProfiles: today's birthdays (either person of a couple) that the viewer may see, as /Birthdays lists them. */
export async function birthdays(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  const cards = await presentCardsOf(db, birthdaysTodayQuery(db, actor, sectionCards), actor);
  // Most days nobody the member may see has a birthday: no section then, rather than an empty band.
  return cards.length ? profileStartCards(cards) : null;
}
