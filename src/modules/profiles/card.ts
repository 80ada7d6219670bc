import type { Knex } from 'knex';
import { findPublicIdentities } from '../accounts/index.ts';
import { profileCards } from './cards.ts';

/**
 * The one profile card of every list (search, tags, online, start, favourites, visitors, birthdays): name, ages
 * and town where the viewer may see them, the main picture as the viewer may see it, and the online dot.
 * `picture` is opaque here: media's view model, drawn by `views/partials/profile-card.ejs` through media's partial.
 */
export type CardView = { id: number; name: string; kind: string; ages: number[]; town: string | null; place: string; picture: unknown; online: boolean };
export type CardViewer = { id: number; member: boolean; staffRole: number };

/** Pictures and online dots come from modules above this one (media, presence), provided at start-up. */
type CardPictures = (db: Knex, ids: readonly number[], viewer: CardViewer, site: { dark: boolean }) => Promise<Map<number, unknown>>;
type OnlineDots = (db: Knex, ids: readonly number[]) => Promise<Set<number>>;
let picturesOf: CardPictures = async () => new Map();
let onlineDotsOf: OnlineDots = async () => new Set();

/** Media provides each profile's main picture as the viewer may see it; returns the undo. */
export function provideCardPictures(fn: CardPictures): () => void {
  const before = picturesOf;
  picturesOf = fn;
  return () => void (picturesOf = before);
}

/** Presence provides "shows online" (online now and not hiding it); returns the undo. */
export function provideOnlineDots(fn: OnlineDots): () => void {
  const before = onlineDotsOf;
  onlineDotsOf = fn;
  return () => void (onlineDotsOf = before);
}

/**
 * The cards of `ids`, in their order, for the viewer on the site (a few queries for the whole page). The caller's
 * SQL has already kept only profiles the viewer may see (`profilesVisibleTo`); an id with no profile is left out.
 */
export async function presentCards(db: Knex, ids: readonly number[], viewer: CardViewer, site: { dark: boolean }): Promise<CardView[]> {
  if (!ids.length) return [];
  const [identities, fields, pictures, online] = await Promise.all([findPublicIdentities(db, ids), profileCards(db, viewer, ids), picturesOf(db, ids, viewer, site), onlineDotsOf(db, ids)]);
  const byId = new Map(identities.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const f = fields.get(id);
    return [{ id, name: p.name, kind: String(p.kind), ages: f?.ages ?? [], town: f?.town ?? null, place: f?.place ?? '', picture: pictures.get(id) ?? null, online: online.has(id) }];
  });
}
