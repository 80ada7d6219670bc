import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { registeredHints } from '../../platform/start-page.ts';
import { profileGaps } from '../profiles/index.ts';

/** One step that helps the member be found and answered, and the page where they take it. */
export type Hint = { id: string; href: string; label?: string };

/** The profile's own texts and settings (profiles, which start reads): one query for the three. */
async function profileHints(db: Knex, actor: ProfileActor): Promise<(Hint & { order: number })[]> {
  const gaps = await profileGaps(db, actor.profileId);
  const all = [
    { id: 'Presentation', order: 20, href: '/EditProfile#presentation', missing: gaps.presentation },
    { id: 'Area', order: 30, href: '/EditProfile#countryId', missing: gaps.area },
    { id: 'MatchSettings', order: 40, href: '/EditProfile/MatchSettings', missing: gaps.matchSettings },
  ];
  return all.filter((h) => h.missing).map(({ id, order, href }) => ({ id, order, href }));
}

/**
 * CurrentProfile/Hints and the start page's "Complete your profile": what is still missing from the member's own
 * profile, most useful first (a picture, then a few words, where they live, whom they want to meet). A hint goes
 * away by itself once its step is done, so there is nothing to dismiss.
 */
export async function hintsFor(db: Knex, actor: ProfileActor, site: SiteConfig): Promise<Hint[]> {
  const registered = registeredHints();
  const [own, missing] = await Promise.all([profileHints(db, actor), Promise.all(registered.map(([, h]) => h.missing(db, actor, site)))]);
  const others = registered.flatMap(([id, h], i) => (missing[i] ? [{ id, order: h.order, href: h.href, ...(h.label ? { label: h.label } : {}) }] : []));
  return [...own, ...others].sort((a, b) => a.order - b.order).map(({ order: _order, ...hint }) => hint);
}
