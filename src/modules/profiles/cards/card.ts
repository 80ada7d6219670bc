import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { publicIdentitiesQuery, toPublicIdentity } from '../../accounts/index.ts';
import { cardFieldsOf } from './fields.ts';
import { configurationFrom } from '../configuration/service.ts';
import { findCardRows, findCardRowsOf } from './repo.ts';
import { maySeeProfile } from '../visibility/sight.ts';

/**
 * The one profile card of every list (search, tags, online, start, favourites, visitors, birthdays): name, ages
 * and town where the viewer may see them, the main picture as the viewer may see it, and the online dot.
 * `picture` is opaque here: media's view model, drawn by `views/partials/profile-card.ejs` through media's partial.
 */
export type CardView = { id: number; name: string; kind: string; ages: number[]; town: string | null; place: string; picture: unknown; online: boolean };

/**
 * Pictures and online dots come from modules above this one (media, presence), provided at start-up. The picture is
 * a column of the cards' own statement (`column`, given the outer column holding the profile id), which `present`
 * turns into media's view models by profile id for the actor (the request's, with its site), knowing the viewer's
 * explicit-media setting from the same statement.
 */
type CardPictures = {
  column: (db: Knex, idColumn: string) => Knex.Raw;
  present: (db: Knex, values: ReadonlyMap<number, unknown>, actor: Actor, known: { showExplicit: boolean }) => Promise<Map<number, unknown>>;
};
type OnlineDots = (db: Knex, ids: readonly number[]) => Promise<Set<number>>;
let picturesOf: CardPictures | null = null;
let onlineDotsOf: OnlineDots = async () => new Set();

/** Media provides each profile's main picture as the viewer may see it; returns the undo. */
export function provideCardPictures(fn: CardPictures): () => void {
  const before = picturesOf;
  picturesOf = fn;
  return () => void (picturesOf = before);
}

/**
 * Presence provides who is online now (a heartbeat within the window, no SQL); the card's own statement tells who
 * hides it (`profilesHidingOnlineStatus`, presence's "shows online" rule), so a dot is online and not hiding. Returns the undo.
 */
export function provideOnlineDots(fn: OnlineDots): () => void {
  const before = onlineDotsOf;
  onlineDotsOf = fn;
  return () => void (onlineDotsOf = before);
}

/**
 * The cards of `ids`, in their order, for the actor on its site: one statement for identities, ages, places,
 * pictures and who hides being online, beside presence's online-now (no SQL). The caller's SQL has already kept only profiles the viewer may see
 * (`profilesVisibleTo`), so media is told the owners are visible; an id with no profile is left out, and so is one
 * the rule's loaded part refuses on this site (not Active, held, on the dark site not there itself): a caller that
 * forgot its SQL still never shows a regular member on the dark site.
 */
export async function presentCards(db: Knex, ids: readonly number[], actor: Actor): Promise<CardView[]> {
  if (!ids.length) return [];
  const [read, online] = await Promise.all([findCardRows(db, ids, actor.profileId ?? 0, publicIdentitiesQuery(db), pictureColumn(db)), onlineDotsOf(db, ids)]);
  return presentRows(db, ids, read, online, actor);
}

/**
 * The cards of the profiles a subquery gives (one column `id`, ordered and limited, keeping only profiles the
 * viewer may see, as `presentCards`' callers do), in its order: which profiles and their cards in one statement.
 */
export async function presentCardsOf(db: Knex, idsQuery: Knex.QueryBuilder, actor: Actor): Promise<CardView[]> {
  const read = await findCardRowsOf(db, idsQuery, actor.profileId ?? 0, publicIdentitiesQuery(db), pictureColumn(db));
  const ids = read.rows.map((r) => Number(r.identity.id));
  return ids.length ? presentRows(db, ids, read, await onlineDotsOf(db, ids), actor) : [];
}

const pictureColumn = (db: Knex) => {
  const pictureSource = picturesOf;
  return pictureSource ? (column: string) => pictureSource.column(db, column) : undefined;
};

async function presentRows(db: Knex, ids: readonly number[], read: Awaited<ReturnType<typeof findCardRows>>, online: Set<number>, actor: Actor): Promise<CardView[]> {
  const pictureSource = picturesOf;
  const showExplicit = configurationFrom(read.viewerConfiguration).showExplicitMedia;
  const [fields, pictures] = await Promise.all([
    cardFieldsOf(db, actor, read.rows),
    pictureSource ? pictureSource.present(db, new Map(read.rows.map((r) => [Number(r.identity.id), r.picture])), actor, { showExplicit }) : new Map<number, unknown>(),
  ]);
  const byId = new Map(read.rows.map((r) => [Number(r.identity.id), toPublicIdentity(r.identity)]));
  const hiding = new Set(read.rows.filter((r) => r.hidesOnline).map((r) => Number(r.identity.id)));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p || !maySeeProfile(p, false, actor)) return [];
    const f = fields.get(id);
    return [{ id, name: p.name, kind: String(p.kind), ages: f?.ages ?? [], town: f?.town ?? null, place: f?.place ?? '', picture: pictures.get(id) ?? null, online: online.has(id) && !hiding.has(id) }];
  });
}
