import type { Knex } from 'knex';
import type { SiteConfig } from '../../../platform/http/context.ts';
import type { StartCard } from '../../start/index.ts';
import { mainPictures, newestPictures } from './service.ts';

const sectionCards = 8;

/** NewestMedia: the newest pictures the viewer may see (/Pictures). */
export async function newestMedia(db: Knex, viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const { pictures } = await newestPictures(db, viewer, site, [], 1);
  return pictures.slice(0, sectionCards).map((m) => ({ key: `m${m.id}`, title: m.owner.name, href: m.href, picture: m.picture }));
}

/** The start page's "add a profile picture" hint: the member has no main picture others may see. */
export async function lacksProfilePicture(db: Knex, viewer: Express.User, site: SiteConfig): Promise<boolean> {
  return !(await mainPictures(db, [viewer.id], viewer, site)).has(viewer.id);
}
