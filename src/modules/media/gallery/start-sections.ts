import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import type { StartCard } from '../../../platform/start-page.ts';
import { mainPictures, newestPictures } from './service.ts';

const sectionCards = 8;

/** NewestMedia: the newest pictures the viewer may see (/Pictures). */
export async function newestMedia(db: Knex, actor: ProfileActor): Promise<StartCard[]> {
  const { pictures } = await newestPictures(db, actor, [], 1);
  return pictures.slice(0, sectionCards).map((m) => ({ key: `m${m.id}`, title: m.owner.name, href: m.href, picture: m.picture }));
}

/** The start page's "add a profile picture" hint: the member has no main picture others may see. */
export async function lacksProfilePicture(db: Knex, actor: ProfileActor): Promise<boolean> {
  return !(await mainPictures(db, [actor.profileId], actor)).has(actor.profileId);
}
