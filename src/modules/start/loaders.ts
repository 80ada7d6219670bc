import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { savedSearchSectionOf } from '../../platform/start-page.ts';
import { registeredSection, registerStartSection, type StartCard } from '../../platform/start-page.ts';
import { savedSearchIdOf } from './sections.ts';

/** Up to this many cards a section. */
export const sectionSize = 8;

/** `title`: a saved search's name; `label` and `empty`: locale keys of a registered section's heading and empty text. */
export type Built = { cards: StartCard[] | null; seeAll: string | null; title?: string; label?: string; empty?: string };

/** The chat site(s) configured for the site (`chatHostnames`): none configured, no rooms. */
export function chatRoomsForStart(site: SiteConfig): { name: string; url: string }[] {
  const scheme = site.origin.startsWith('http:') ? 'http:' : 'https:';
  return site.chatHostnames.map((host) => ({ name: host, url: `${scheme}//${host}/` }));
}

// The one section start builds itself: it needs nothing but the site's configuration.
registerStartSection('ChatRightNow', {
  order: 130,
  loader: async (_db, _actor, site) => {
    const rooms = chatRoomsForStart(site);
    return rooms.length ? rooms.map((r) => ({ key: r.url, title: r.name, href: r.url, picture: null })) : null;
  },
});

/**
 * A section's cards, from the module that registered it (registerStartSection) or, for `Search:<id>`, from
 * search's saved search. `cards: null` means the section renders nothing (its module does not exist yet, it is
 * not for this viewer, or a saved search start cannot show).
 */
export async function loadSection(db: Knex, id: string, actor: ProfileActor, site: SiteConfig): Promise<Built> {
  const searchId = savedSearchIdOf(id);
  if (searchId !== null) {
    const saved = await savedSearchSectionOf(db, actor, searchId);
    return saved ? { cards: saved.cards.slice(0, sectionSize), seeAll: saved.seeAll, title: saved.title } : { cards: null, seeAll: null };
  }
  const section = registeredSection(id);
  if (!section || (section.shownTo && !section.shownTo(actor))) return { cards: null, seeAll: null };
  const cards = await section.loader(db, actor, site);
  return { cards: cards?.slice(0, sectionSize) ?? null, seeAll: section.seeAll ?? null, label: section.label, empty: section.empty };
}
