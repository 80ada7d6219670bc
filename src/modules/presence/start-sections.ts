import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { birthdaysToday, presentCards } from '../profiles/index.ts';
import { profileStartCards, type StartCard } from '../../platform/start-page.ts';
import { onlineProfiles } from './service.ts';

const sectionCards = 8;

/** OnlineProfiles: members online now, newest heartbeat first, with every privacy rule of GetOnlineProfiles; none: no section. */
export async function onlineNow(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  const { items } = await onlineProfiles(db, actor, 0, sectionCards);
  // Nobody else online: no section rather than an empty band.
  return items.length ? profileStartCards(items) : null;
}

/** BirthdayProfiles: today's birthdays (either person of a couple) that the viewer may see, as /Birthdays lists them. */
export async function birthdays(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  const { ids } = await birthdaysToday(db, actor, { skip: 0, take: sectionCards });
  // Most days nobody the member may see has a birthday: no section then, rather than an empty band.
  if (!ids.length) return null;
  return profileStartCards(await presentCards(db, ids, actor));
}
