import type { Knex } from 'knex';
import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { createRegistry } from '../../platform/registry.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';

/**
 * What one part of the community has for the member now (new guestbook entries, relation requests; blogs and
 * lodges later): a count, the page that shows it, and the text key of its line (`{count}` in it).
 */
export type CommunityNotificationProvider = {
  /** Dark-site things are counted and shown only on the dark site (lists' 'lists.communityLine' decides). */
  darkOnly: boolean;
  textKey: string;
  link: (actor: ProfileActor) => string;
  /** For the request's actor, on its site (a kind that counts per site reads `actor.site`). */
  count: (db: Knex, actor: ProfileActor) => Promise<number>;
};

const providers = createRegistry<string, CommunityNotificationProvider>('community notifications');

/**
 * A community module adds its kind to the top menu's CommunityNotifications (lists cannot import the modules
 * above it: guestbook, connections, blogs, lodges). Returns the undo; a kind provided twice is a start-up error.
 */
export const provideCommunityNotifications = (kind: string, provider: CommunityNotificationProvider): (() => void) => providers.register(kind, provider);

export type CommunityNotification = { kind: string; count: number; link: string; textKey: string };

/** Every provided kind whose line the actor sees (lists' 'lists.communityLine': a dark-only kind on the dark site), by kind (whatever order the modules started in), with its count (0 included). */
export async function communityNotifications(db: Knex, actor: ProfileActor): Promise<CommunityNotification[]> {
  const here = providers.list().filter(([, p]) => may(actor, 'lists.communityLine', { darkOnly: p.darkOnly })).sort(([a], [b]) => a.localeCompare(b));
  return Promise.all(here.map(async ([kind, p]) => ({ kind, count: await p.count(db, actor), link: p.link(actor), textKey: p.textKey })));
}

/** /api/TopMenu/CommunityNotifications (spec §7 "Top menu"). */
export const communityActions = {
  CommunityNotifications: defineAction({
    method: 'GET',
    summary: "What the community has for the member now, one line per kind (on the dark site: new guestbook entries, relation requests) and the total",
    input: z.object({}),
    output: z.object({
      total: z.number(),
      items: z.array(z.object({ kind: z.string(), count: z.number(), link: z.string(), text: z.string() })),
    }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor, t }) => {
      const found = await communityNotifications(db, actor);
      return {
        total: found.reduce((sum, n) => sum + n.count, 0),
        items: found.map(({ kind, count, link, textKey }) => ({ kind, count, link, text: t(textKey, { count }) })),
      };
    },
  }),
};
