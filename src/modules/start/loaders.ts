import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';
import { findPublicIdentities, newestVisibleProfileIds, type PublicIdentity } from '../accounts/index.ts';
import { birthdaysToday, hiddenFor } from '../profiles/index.ts';
import { onlineProfiles } from '../presence/index.ts';
import { mainPictures, newestPictures } from '../media/index.ts';
import { listVisitors, onlineFavourites } from '../lists/index.ts';
import { providedSection, savedSearchSectionOf, type StartCard } from './providers.ts';
import { savedSearchIdOf } from './sections.ts';

/** Up to this many cards a section. */
export const sectionSize = 8;

/** `title`: a saved search's name (other sections are named by their id). */
type Built = { cards: StartCard[] | null; seeAll: string | null; title?: string };
type Builder = (db: Knex, viewer: Express.User, site: SiteConfig) => Promise<Built>;

/** Profiles as cards with their main picture (as the viewer may see it); the caller has applied every privacy rule. */
async function profileCards(db: Knex, profiles: PublicIdentity[], viewer: Express.User, site: SiteConfig): Promise<StartCard[]> {
  const pictures = await mainPictures(db, profiles.map((p) => p.id), viewer, site);
  return profiles.map((p) => ({ key: `p${p.id}`, title: p.name, href: `/Profile/${p.id}`, picture: pictures.get(p.id) ?? null }));
}

/** The newest profiles the viewer may see: Active, not held for validation, not blocked either way, not the viewer. */
async function newestProfiles(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const ids = (await newestVisibleProfileIds(db, hiddenFor(db, viewer.id), sectionSize + 1)).filter((id) => id !== viewer.id).slice(0, sectionSize);
  const byId = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p]));
  return { cards: await profileCards(db, ids.flatMap((id) => byId.get(id) ?? []), viewer, site), seeAll: '/Search/Newest' };
}

async function newestMedia(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const { pictures } = await newestPictures(db, viewer, site, [], 1);
  const cards = pictures.slice(0, sectionSize).map((m) => ({ key: `m${m.id}`, title: m.owner.name, href: m.href, picture: m.picture }));
  return { cards, seeAll: '/Pictures' };
}

async function lastVisit(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const { items } = await listVisitors(db, viewer.id, 0, sectionSize);
  return { cards: await profileCards(db, items.map((v) => v.profile), viewer, site), seeAll: '/Visitors' };
}

async function favouritesOnline(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const online = (await onlineFavourites(db, viewer.id)).slice(0, sectionSize);
  return { cards: await profileCards(db, online.map((f) => f.profile), viewer, site), seeAll: '/Favorites' };
}

/** Members online now (presence), newest heartbeat first, with every privacy rule of GetOnlineProfiles; none: no section. */
async function onlineNow(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const { items } = await onlineProfiles(db, viewer, site, 0, sectionSize);
  // Nobody else online: no section rather than an empty band.
  if (!items.length) return { cards: null, seeAll: null };
  return { cards: items.map((p) => ({ key: `p${p.id}`, title: p.name, href: `/Profile/${p.id}`, picture: p.picture })), seeAll: '/Search/Online' };
}

/** Today's birthdays (either person of a couple) that the viewer may see, as /Birthdays lists them. */
async function birthdays(db: Knex, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const { ids } = await birthdaysToday(db, viewer, { skip: 0, take: sectionSize });
  // Most days nobody the member may see has a birthday: no section then, rather than an empty band.
  if (!ids.length) return { cards: null, seeAll: null };
  const byId = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p]));
  return { cards: await profileCards(db, ids.flatMap((id) => byId.get(id) ?? []), viewer, site), seeAll: '/Birthdays' };
}

/** The chat site(s) configured for the site (`chatHostnames`): none configured, no rooms. */
export function chatRoomsForStart(site: SiteConfig): { name: string; url: string }[] {
  const scheme = site.origin.startsWith('http:') ? 'http:' : 'https:';
  return site.chatHostnames.map((host) => ({ name: host, url: `${scheme}//${host}/` }));
}

async function chatRightNow(_db: Knex, _viewer: Express.User, site: SiteConfig): Promise<Built> {
  const rooms = chatRoomsForStart(site);
  return { cards: rooms.length ? rooms.map((r) => ({ key: r.url, title: r.name, href: r.url, picture: null })) : null, seeAll: null };
}

const builders: Record<string, Builder> = {
  NewestProfiles: newestProfiles,
  NewestMedia: newestMedia,
  LastVisit: lastVisit,
  OnlineFavorites: favouritesOnline,
  OnlineProfiles: onlineNow,
  BirthdayProfiles: birthdays,
  ChatRightNow: chatRightNow,
};

/**
 * A section's cards: built here from other modules' data, or by a module that provided it (provideStartSection).
 * `cards: null` means the section renders nothing (its module does not exist yet, or a saved search start cannot show).
 */
export async function loadSection(db: Knex, id: string, viewer: Express.User, site: SiteConfig): Promise<Built> {
  const own = builders[id];
  if (own) return own(db, viewer, site);
  const searchId = savedSearchIdOf(id);
  if (searchId !== null) {
    const saved = await savedSearchSectionOf(db, viewer, site, searchId);
    return saved ? { cards: saved.cards.slice(0, sectionSize), seeAll: saved.seeAll, title: saved.title } : { cards: null, seeAll: null };
  }
  const provided = providedSection(id);
  if (!provided) return { cards: null, seeAll: null };
  const cards = await provided.loader(db, viewer, site);
  return { cards: cards?.slice(0, sectionSize) ?? null, seeAll: provided.seeAll };
}
