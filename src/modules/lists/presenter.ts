import { z } from 'zod';
import type { PublicIdentity } from '../accounts/index.ts';
import type { Carded, Listed, Page } from './service.ts';
import type { ListRow, NoteRow, VisitRow } from './repo.ts';

/** A profile as every list shows it: never more than others may see on the profile itself. */
export const listedProfileShape = z.object({ id: z.number(), name: z.string(), kind: z.string(), online: z.boolean(), lastLogonAt: z.string().nullable() });
export const presentProfile = (p: PublicIdentity, online: boolean) => ({
  id: p.id,
  name: p.name,
  kind: p.kind as string,
  online,
  lastLogonAt: p.lastLogonAt?.toISOString() ?? null,
});

export const favouriteShape = listedProfileShape.extend({ addedAt: z.string() });
export const presentFavourite = (f: Listed<ListRow>) => ({ ...presentProfile(f.profile, f.online), addedAt: f.at.toISOString() });

export const visitShape = listedProfileShape.extend({ visitedAt: z.string(), isNew: z.boolean() });
export const presentVisit = (v: Listed<VisitRow>) => ({ ...presentProfile(v.profile, v.online), visitedAt: v.at.toISOString(), isNew: v.isNew });

/** /Favorites' and /Visitors' rows: profiles' one card with the row's own facts (drawn by `views/partials/profile-card.ejs`). */
export const favouriteCard = (f: Carded<ListRow>) => ({ ...f.card, addedAt: f.at.toISOString() });
export const visitorCard = (v: Carded<VisitRow>) => ({ ...v.card, visitedAt: v.at.toISOString(), isNew: v.isNew });

export const noteShape = z.object({ profile: listedProfileShape, text: z.string(), createdAt: z.string(), updatedAt: z.string() });
export const presentNote = (n: Listed<NoteRow>) => ({ profile: presentProfile(n.profile, n.online), text: n.text, createdAt: n.createdAt.toISOString(), updatedAt: n.at.toISOString() });

/** A page of a list on the wire: its items and whether a next page exists. */
export const pageShape = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), hasMore: z.boolean() });
export const presentPage = <T, U>(page: Page<T>, present: (item: T) => U) => ({ items: page.items.map(present), hasMore: page.hasMore });
