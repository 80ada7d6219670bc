import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { registeredBanners } from '../../platform/start-page.ts';

/** The banners this member gets now, in their order: each partial with its locals. */
export async function bannersFor(db: Knex, actor: ProfileActor, site: SiteConfig): Promise<{ view: string; locals: Record<string, unknown> }[]> {
  const registered = [...registeredBanners()].sort(([, a], [, b]) => a.order - b.order);
  const loaded = await Promise.all(registered.map(([, b]) => b.load(db, actor, site)));
  return registered.flatMap(([, b], i) => (loaded[i] ? [{ view: b.view, locals: loaded[i] }] : []));
}
