import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { profileGaps } from '../profiles/index.ts';
import { mainPictures } from '../media/index.ts';

/** One step that helps the member be found and answered, and the page where they take it. */
export type Hint = { id: 'ProfilePicture' | 'Presentation' | 'Area' | 'MatchSettings'; href: string };

/**
 * CurrentProfile/Hints and the start page's "Complete your profile": what is still missing from the member's own
 * profile, most useful first (a picture, then a few words, where they live, whom they want to meet). A hint goes
 * away by itself once its step is done, so there is nothing to dismiss.
 */
export async function hintsFor(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Hint[]> {
  const [gaps, pictures] = await Promise.all([profileGaps(db, viewer.id), mainPictures(db, [viewer.id], viewer, site)]);
  const hints: Hint[] = [];
  if (!pictures.has(viewer.id)) hints.push({ id: 'ProfilePicture', href: '/EditProfile/PicturesAndVideos' });
  if (gaps.presentation) hints.push({ id: 'Presentation', href: '/EditProfile#presentation' });
  if (gaps.area) hints.push({ id: 'Area', href: '/EditProfile#countryId' });
  if (gaps.matchSettings) hints.push({ id: 'MatchSettings', href: '/EditProfile/MatchSettings' });
  return hints;
}
