import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { createRegistry } from '../../platform/registry.ts';

/**
 * A banner a module puts at the top of /Start from its index.ts (blogs' breaking news): `load` gives the locals of
 * its partial `view` (a path under views/, without .ejs) for this member, or null to show nothing.
 */
export type StartBanner = { order: number; view: string; load: (db: Knex, actor: ProfileActor, site: SiteConfig) => Promise<Record<string, unknown> | null> };

const banners = createRegistry<string, StartBanner>('start banners');
/** Registers a banner; returns the undo (tests). */
export const registerStartBanner = (id: string, banner: StartBanner) => banners.register(id, banner);

/** The banners this member gets now, in their order: each partial with its locals. */
export async function bannersFor(db: Knex, actor: ProfileActor, site: SiteConfig): Promise<{ view: string; locals: Record<string, unknown> }[]> {
  const registered = [...banners.list()].sort(([, a], [, b]) => a.order - b.order);
  const loaded = await Promise.all(registered.map(([, b]) => b.load(db, actor, site)));
  return registered.flatMap(([, b], i) => (loaded[i] ? [{ view: b.view, locals: loaded[i] }] : []));
}
